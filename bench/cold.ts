/**
 * npm run bench:cold — for every function: the size of its deployed bundle (esbuild, the CDK
 * options of lib/bundling.ts) and the median time to load that bundle in a fresh Node process,
 * next to a baseline bundle (an empty handler) bundled and loaded the same way in the same run.
 * Goal (issue 2): ≤ 600 KB and ≤ 60 ms per function.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { functionBuildOptions } from '../lib/bundling';
import { queueConsumers, streamConsumers } from '../functions/consumers';
import { allRoutes, fallbackRoute } from '../functions/routes';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'careloop-bench-cold-'));

const bundle = async (name: string, entry: string): Promise<string> => {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({ ...functionBuildOptions(), entryPoints: [entry], outfile, logLevel: 'error' });
  return outfile;
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
  return { sizeKb: statSync(file).size / 1024, loadMs: median(Array.from({ length: RUNS }, () => loadMs(file))) };
};

const baselineEntry = path.join(outDir, 'baseline-entry.mjs');
writeFileSync(baselineEntry, 'export const handler = async () => ({ statusCode: 200, body: "{}" });\n');
const baseline = measure(await bundle('baseline', baselineEntry));

const rows = [];
// Every function: the routes, then the queue and change-feed consumers.
const functions: { id: string; entry: string }[] = [...allRoutes(), fallbackRoute, ...Object.values(queueConsumers), ...Object.values(streamConsumers)];
for (const fn of functions) {
  const result = measure(await bundle(fn.id, path.join(root, fn.entry)));
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
