/**
 * `npm start`: both stages on this machine, no AWS account needed. Production listens on PORT
 * (8080) and sandbox on SANDBOX_PORT (8081); each runs in its own process, like each stack's
 * Lambda containers, over its own embedded store under DATA_DIR/<stage>.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { STAGES, type Stage } from '../functions/core/config';
import { startLocalStage } from '../local/stage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), fallback);
const LocalConfigSchema = z.object({
  PORT: port(8080),
  SANDBOX_PORT: port(8081),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
});

const loadLocalConfig = () => {
  const result = LocalConfigSchema.safeParse(process.env);
  if (result.success) return result.data;
  for (const issue of result.error.issues) console.error(`careloop: invalid ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
};

/** Exit code of a stage that could not start for a reason its own message explains. */
const EXPLAINED_EXIT = 2;

const listenOrExplain = async (stage: Stage, settings: ReturnType<typeof loadLocalConfig>) => {
  const [port, setting] = stage === 'production' ? [settings.PORT, 'PORT'] : [settings.SANDBOX_PORT, 'SANDBOX_PORT'];
  try {
    return await startLocalStage({ stage, port, host: settings.HOST, dataDir: path.resolve(settings.DATA_DIR), root });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`careloop: ${settings.HOST}:${port} is already in use (the ${stage} stage's ${setting}); stop what listens there or set ${setting} to a free port`);
    process.exit(EXPLAINED_EXIT);
  }
};

const serveStage = async (stage: Stage) => {
  const served = await listenOrExplain(stage, loadLocalConfig());
  console.log(JSON.stringify({ message: 'careloop stage listening', stage, url: served.url }));
  process.send?.({ ready: stage, url: served.url });
  const stop = () => void served.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

/** What a newcomer needs once both stages listen: where they are and what to run next. */
const printBanner = (urls: Record<Stage, string>) =>
  console.log(
    [
      '',
      'careloop is running on this machine',
      `  production  ${urls.production}   (keys svc_sk_live_…)`,
      `  sandbox     ${urls.sandbox}   (keys svc_sk_test_…; simulated patients, nothing leaves the machine)`,
      `  API reference  ${urls.production}/docs`,
      'Next, in another terminal: npx careloop org create --name "Demo Clinic"   (prints both stages\' keys once)',
      '',
    ].join('\n'),
  );

const superviseBothStages = () => {
  loadLocalConfig();
  const urls: Partial<Record<Stage, string>> = {};
  const children = STAGES.map((stage) => {
    const child = fork(fileURLToPath(import.meta.url), ['--stage', stage], { stdio: 'inherit' });
    child.on('message', (message: { ready?: Stage; url?: string }) => {
      if (!message.ready || !message.url) return;
      urls[message.ready] = message.url;
      if (STAGES.every((s) => urls[s])) printBanner(urls as Record<Stage, string>);
    });
    child.on('exit', (code, signal) => {
      if (code !== EXPLAINED_EXIT) console.error(`careloop: the ${stage} stage stopped (${signal ?? code}); stopping`);
      children.forEach((other) => other.kill('SIGTERM'));
      process.exit(code ?? 1);
    });
    return child;
  });
  const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
};

const stageArgument = process.argv.indexOf('--stage');
if (stageArgument >= 0) {
  const stage = z.enum(STAGES).parse(process.argv[stageArgument + 1]);
  await serveStage(stage);
} else {
  superviseBothStages();
}
