/**
 * The function packages as deployed (docs/bundles.md): the app is synthesized with its one-pass
 * bundling, every function's package (its asset directory) is copied to a temporary directory
 * outside the repository, where no node_modules can be resolved, and each is loaded the way the
 * Lambda Node.js runtime loads it: the handler string of the template (`index.handler`) names the
 * module file and its export, the module is imported by path in a fresh Node process with the
 * function's environment from the template, and the export must be a function. Each package's
 * bundle is also held to the size goal (≤ 600 KB).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../lib/app';
import { REPO_ROOT } from '../../lib/bundling';
import { testOutdir } from '../cdk/template';

/** The size goal of every function's bundle (issue 2). */
const MAX_BUNDLE_BYTES = 600 * 1024;

/**
 * The bundles that run the conversation engine (the reply understanding of five languages) next to
 * the AWS SDK: over the goal, each held to a ceiling so that it cannot grow unnoticed
 * (docs/decisions.md, 138).
 */
const OVER_GOAL_CEILINGS_KB: Record<string, number> = {
  EngagementWorker: 1085,
  PostSandboxReply: 840,
  CancelEngagement: 820,
  TwilioVoice: 1040,
  TwilioInboundMessage: 805,
  TwilioStatusCallback: 795,
};

interface DeployedFunction {
  /** The function's id (its construct's parent: the route's or consumer's id). */
  id: string;
  stage: string;
  handler: string;
  environment: Record<string, unknown>;
  /** The package's directory in the copy outside the repository. */
  dir: string;
}

const run = promisify(execFile);
let copies: string;
let functions: DeployedFunction[] = [];

type Resource = { Type: string; Properties?: Record<string, any>; Metadata?: Record<string, any> };

/** A template value as a string the function can read: refs and attributes become recognizable placeholders. */
const localValue = (value: unknown): string => (typeof value === 'string' ? value : `local:${JSON.stringify(value).replace(/[^A-Za-z0-9:.-]+/g, '')}`);

beforeAll(() => {
  const outdir = testOutdir();
  // As the CDK CLI synthesizes: bundled, each resource with its asset path and construct path.
  const { app } = buildApp({ outdir, context: { 'aws:cdk:enable-asset-metadata': true, 'aws:cdk:enable-path-metadata': true } });
  const assembly = app.synth();
  copies = mkdtempSync(path.join(tmpdir(), 'careloop-bundles-'));
  expect(path.relative(REPO_ROOT, copies).startsWith('..')).toBe(true);
  for (const artifact of assembly.stacks) {
    const templates = [artifact.templateFullPath, ...readNested(artifact.templateFullPath, assembly.directory)];
    for (const file of templates) {
      const template = JSON.parse(readFileSync(file, 'utf8')) as { Resources: Record<string, Resource> };
      for (const [logicalId, resource] of Object.entries(template.Resources)) {
        if (resource.Type !== 'AWS::Lambda::Function') continue;
        const assetPath = resource.Metadata?.['aws:asset:path'] as string | undefined;
        const cdkPath = resource.Metadata?.['aws:cdk:path'] as string | undefined;
        if (!assetPath || !cdkPath || !cdkPath.includes('/')) continue;
        const source = path.join(assembly.directory, assetPath);
        if (!existsSync(path.join(source, 'index.mjs'))) continue; // not a bundled function (a CDK custom resource provider)
        const dir = path.join(copies, assetPath);
        if (!existsSync(dir)) cpSync(source, dir, { recursive: true });
        const parts = cdkPath.split('/');
        functions.push({
          id: parts[parts.length - 3] ?? logicalId,
          stage: artifact.stackName,
          handler: resource.Properties!.Handler as string,
          environment: (resource.Properties!.Environment?.Variables ?? {}) as Record<string, unknown>,
          dir,
        });
      }
    }
  }
  // The assembly (and the packages in it) is not needed any more: only the copies are loaded.
  rmSync(outdir, { recursive: true, force: true });
});

afterAll(() => {
  if (copies) rmSync(copies, { recursive: true, force: true });
});

/** The nested stacks' templates of a stack's template (files in the assembly directory). */
function readNested(templateFile: string, directory: string): string[] {
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as { Resources: Record<string, Resource> };
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::CloudFormation::Stack' && typeof r.Metadata?.['aws:asset:path'] === 'string')
    .map((r) => path.join(directory, r.Metadata!['aws:asset:path'] as string));
}

/** How the Lambda runtime reads `index.handler`: the module `index` (.mjs here) and its export `handler`. */
const moduleOf = (fn: DeployedFunction) => {
  const dot = fn.handler.lastIndexOf('.');
  return { file: path.join(fn.dir, `${fn.handler.slice(0, dot)}.mjs`), exportName: fn.handler.slice(dot + 1) };
};

const LOADER = `const [file, name] = process.argv.slice(1); const m = await import(file); process.stdout.write(typeof m[name]);`;

/** Loads one function's module in a fresh Node process with the function's environment, as the runtime would; the type of its export. */
const loadInRuntime = async (fn: DeployedFunction): Promise<string> => {
  const { file, exportName } = moduleOf(fn);
  const env = {
    PATH: process.env.PATH,
    LOG_LEVEL: 'SILENT',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_LAMBDA_FUNCTION_NAME: fn.id,
    ...Object.fromEntries(Object.entries(fn.environment).map(([k, v]) => [k, localValue(v)])),
  };
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', LOADER, pathToFileURL(file).href, exportName], { env, cwd: copies });
  return stdout;
};

describe('the deployed function packages', () => {
  it('are found for every function of both stages', () => {
    expect(functions.length).toBeGreaterThan(100);
    expect(new Set(functions.map((f) => f.stage))).toEqual(new Set(['careloop-production', 'careloop-sandbox']));
    for (const id of ['CreateEngagement', 'EngagementStarter', 'EngagementWorker', 'WebhookRelay', 'WebhookDelivery', 'TestWebhook']) {
      expect(functions.some((f) => f.id === id), id).toBe(true);
    }
  });

  it('each load outside the repository, and their handler export is a function', async () => {
    // One load per package (both stages' functions of a route share it), with one function's environment.
    const packages = [...new Map(functions.map((f) => [`${f.dir}|${f.handler}`, f])).values()];
    const failures: string[] = [];
    // Two at a time: the machine's cores are shared.
    for (let i = 0; i < packages.length; i += 2) {
      const results = await Promise.allSettled(packages.slice(i, i + 2).map(loadInRuntime));
      results.forEach((result, n) => {
        const fn = packages[i + n]!;
        if (result.status === 'rejected') failures.push(`${fn.stage}/${fn.id}: ${String((result.reason as { stderr?: string }).stderr ?? result.reason).split('\n').slice(0, 3).join(' ')}`);
        else if (result.value !== 'function') failures.push(`${fn.stage}/${fn.id}: ${moduleOf(fn).exportName} is ${result.value}`);
      });
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it(`each bundle is at most ${MAX_BUNDLE_BYTES / 1024} KB (the engine's bundles at most their ceiling)`, () => {
    const over: string[] = [];
    for (const fn of functions) {
      const kb = statSync(moduleOf(fn).file).size / 1024;
      const ceiling = OVER_GOAL_CEILINGS_KB[fn.id] ?? MAX_BUNDLE_BYTES / 1024;
      if (kb > ceiling) over.push(`${fn.id}: ${kb.toFixed(0)} KB > ${ceiling} KB`);
    }
    expect([...new Set(over)]).toEqual([]);
  });
});
