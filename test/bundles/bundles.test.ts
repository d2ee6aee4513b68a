/**
 * The function packages as deployed (docs/bundles.md): the app is synthesized with its one-pass
 * bundling, every function's package (its asset directory) is copied to a temporary directory
 * outside the repository, where no node_modules can be resolved, and each is loaded the way the
 * Lambda Node.js runtime loads it: the handler string of the template (`index.handler`) names the
 * module file and its export, the module is imported by path in a fresh Node process with the
 * function's environment from the template, and the export must be a function; every chunk a
 * lazy path loads with `import()` is loaded too. Each package's cold start (its module and the
 * chunks it imports statically) is also held to the size goal (≤ 600 KB).
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFiles } from '../../lib/bundling';
import { type DeployedFunction, type DeployedPackages, lambdaEnvironment, moduleOf, synthesizePackages } from './packages';

/** The size goal of every function's bundle (issue 2). */
const MAX_BUNDLE_BYTES = 600 * 1024;

const run = promisify(execFile);
let packages: DeployedPackages;
let functions: DeployedFunction[] = [];

beforeAll(() => {
  packages = synthesizePackages();
  functions = packages.functions;
});

afterAll(() => packages?.remove());

/** Imports the module, then each lazy chunk (as its `import()` would), and prints the type of the module's export. */
const LOADER = `const [file, name, ...lazy] = process.argv.slice(1); const m = await import(file); for (const chunk of lazy) await import(chunk); process.stdout.write(typeof m[name]);`;

/** Loads one function's module and its lazy chunks in a fresh Node process with the function's environment, as the runtime would; the type of its export. */
const loadInRuntime = async (fn: DeployedFunction): Promise<string> => {
  const { file, exportName } = moduleOf(fn);
  const lazy = bundleFiles(file).lazy.map((chunk) => pathToFileURL(chunk).href);
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', LOADER, pathToFileURL(file).href, exportName, ...lazy], { env: lambdaEnvironment(fn), cwd: packages.copies });
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
    const distinct = [...new Map(functions.map((f) => [`${f.dir}|${f.handler}`, f])).values()];
    const failures: string[] = [];
    // Two at a time: the machine's cores are shared.
    for (let i = 0; i < distinct.length; i += 2) {
      const results = await Promise.allSettled(distinct.slice(i, i + 2).map(loadInRuntime));
      results.forEach((result, n) => {
        const fn = distinct[i + n]!;
        if (result.status === 'rejected') failures.push(`${fn.stage}/${fn.id}: ${String((result.reason as { stderr?: string }).stderr ?? result.reason).split('\n').slice(0, 3).join(' ')}`);
        else if (result.value !== 'function') failures.push(`${fn.stage}/${fn.id}: ${moduleOf(fn).exportName} is ${result.value}`);
      });
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('split where a function has lazy paths: its chunks are beside its module, and the lazy ones are not read at a cold start', () => {
    const split = (id: string) => bundleFiles(moduleOf(functions.find((f) => f.id === id)!).file);
    // A call in opens the organization's EHR (functions/conversations/call-in.ts); the worker's EHR data is for starts only.
    for (const id of ['TwilioVoice', 'EngagementWorker']) expect(split(id).lazy.length, id).toBeGreaterThan(0);
    // A function without lazy paths of its own is one file.
    expect(split('CreateEngagement')).toMatchObject({ coldStart: [expect.stringMatching(/index\.mjs$/)], lazy: [] });
  });

  // Every function, the engine's too since the code that reads a reply is loaded with the reply language (decision 208).
  it(`each cold start reads at most ${MAX_BUNDLE_BYTES / 1024} KB`, () => {
    const over: string[] = [];
    for (const fn of functions) {
      const bytes = bundleFiles(moduleOf(fn).file).coldStartBytes;
      if (bytes > MAX_BUNDLE_BYTES) over.push(`${fn.id}: ${(bytes / 1024).toFixed(0)} KB`);
    }
    expect([...new Set(over)]).toEqual([]);
  });
});
