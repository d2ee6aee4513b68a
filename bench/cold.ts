/**
 * npm run bench:cold — for every function: the size of its deployed bundle's cold start (its
 * module and the chunks it imports statically; bundled by lib/bundling.ts as the CDK app bundles)
 * and the median time to load that module in a fresh Node process,
 * next to a baseline bundle (an empty handler) bundled and loaded the same way in the same run.
 * Goal (issue 2): ≤ 600 KB and ≤ 60 ms per function.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFiles, bundleFunctions, bundleKey } from '../lib/bundling';
import { queueConsumers, streamConsumers } from '../functions/consumers';
import { allRoutes, channelRoutes, fallbackRoute } from '../functions/routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-cold-'));

/** Each entry's module (`<package>/index.mjs`), bundled as the CDK app bundles them (one pass, lazy paths split). */
const bundle = (entries: readonly string[]): ((entry: string) => string) => {
  const packages = bundleFunctions(entries.map((entry) => ({ entry })), path.join(outDir, 'packages'));
  return (entry) => path.join(packages.get(bundleKey({ entry }))!, 'index.mjs');
};

const LOADER = `const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));`;

const loadMs = (file: string): number =>
  Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', LOADER, pathToFileURL(file).href], {
      env: { PATH: process.env.PATH, STAGE: 'production', TABLE_NAME: 'bench-table', AWS_REGION: 'us-east-1', LOG_LEVEL: 'ERROR' },
      encoding: 'utf8',
    }),
  );

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const measure = (file: string) => {
  loadMs(file); // warm the file system cache
  return { sizeKb: bundleFiles(file).coldStartBytes / 1024, loadMs: median(Array.from({ length: RUNS }, () => loadMs(file))) };
};

const baselineEntry = path.join(outDir, 'baseline-entry.mjs');
writeFileSync(baselineEntry, 'export const handler = async () => ({ statusCode: 200, body: "{}" });\n');
// Every function: the routes (Twilio's webhooks too), then the queue and change-feed consumers.
const functions: { id: string; entry: string }[] = [...allRoutes(), ...Object.values(channelRoutes), fallbackRoute, ...Object.values(queueConsumers), ...Object.values(streamConsumers)];
const moduleOf = bundle([baselineEntry, ...functions.map((fn) => path.join(root, fn.entry))]);
const baseline = measure(moduleOf(baselineEntry));

const rows = [];
for (const fn of functions) {
  const result = measure(moduleOf(path.join(root, fn.entry)));
  rows.push({
    function: fn.id,
    'bundle KB': result.sizeKb.toFixed(0),
    'load ms (median)': result.loadMs.toFixed(1),
    'load × baseline': (result.loadMs / baseline.loadMs).toFixed(1),
    'goal ≤600 KB, ≤60 ms': result.sizeKb <= 600 && result.loadMs <= 60 ? 'met' : 'NOT met',
  });
}
console.log(`bench:cold — ${RUNS} fresh processes per function, Node ${process.version}`);
console.log(`baseline (empty handler, same bundling): ${baseline.sizeKb.toFixed(1)} KB, ${baseline.loadMs.toFixed(1)} ms to load`);
console.table(rows);
rmSync(outDir, { recursive: true, force: true });
