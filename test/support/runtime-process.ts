import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { repositoryRoot } from './local-stage';

/** The local runtime as a real process (`bin/local.ts`), for tests that kill and restart it. */

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts `bin/local.ts` with `args` and `env` in its own process group and waits until `stages`
 * stages say they listen.
 */
export const startRuntimeProcess = async (args: string[], env: Record<string, string>, stages = 1): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the test can kill the supervisor and its stages
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the runtime did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/careloop stage listening/g) ?? []).length === stages) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the runtime exited with ${code}:\n${output}`)));
  });
  return child;
};

/**
 * The sandbox stage on `port` over the data in `dataDir`, as the crash tests run it: errors only,
 * conversations without pauses, webhooks to local receivers retried every second, 2 s timeouts.
 */
export const startCrashableSandbox = (port: number, dataDir: string): Promise<ChildProcess> =>
  startRuntimeProcess(['--stage', 'sandbox'], {
    SANDBOX_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'ERROR',
    SANDBOX_TURN_DELAY_MS: '0',
    ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1',
    WEBHOOK_TIMEOUT_MS: '2000',
  });

/** SIGKILL to the whole process group: no shutdown code runs, as in a crash. */
export const killHard = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGKILL');
  await exited;
};
