/**
 * npm run bench:synth — what `cdk synth` costs (docs/decisions.md 104):
 * - `cdk synth --quiet` end to end: wall time and the lines it prints;
 * - the bundling on its own, alternately: every package of the app in one esbuild pass (what synth
 *   does) against one esbuild build per package (what NodejsFunction did, without its `npx`
 *   process per package, so the old way is measured at its best), with the ratio.
 * The machine may be shared: the two bundlings alternate run by run, and medians are reported.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../lib/app';
import { type BundleRequest, REPO_ROOT, bundleFunctions, bundleKey } from '../lib/bundling';
import { FunctionBundles } from '../lib/constructs/function-code';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const work = mkdtempSync(path.join(tmpdir(), 'careloop-bench-synth-'));
const fresh = (name: string): string => mkdtempSync(path.join(work, `${name}-`));

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const timed = (run: () => void): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

try {
  // The app's packages, as synth would bundle them (the app is built, not synthesized).
  const { app } = buildApp({ outdir: fresh('app') });
  const requests: BundleRequest[] = FunctionBundles.of(app).pendingRequests;
  const packages = [...new Map(requests.map((request) => [bundleKey(request), request])).values()];

  const onePass: number[] = [];
  const perPackage: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    onePass.push(timed(() => bundleFunctions(packages, fresh('one-pass'))));
    perPackage.push(timed(() => packages.forEach((request, n) => bundleFunctions([request], path.join(fresh('per-package'), String(n))))));
  }

  const synth: { ms: number; lines: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    let output = '';
    const ms = timed(() => {
      const result = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', fresh('cdk.out')], { cwd: REPO_ROOT, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`cdk synth failed:\n${result.stderr}`);
      output = result.stdout + result.stderr;
    });
    // npm's own warnings about the machine's npm configuration are not synth's output.
    synth.push({ ms, lines: output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn')).length });
  }

  console.log(`bench:synth — ${requests.length} functions, ${packages.length} packages, ${RUNS} run(s), Node ${process.version}`);
  console.table({
    'cdk synth --quiet': { 'median time': seconds(median(synth.map((s) => s.ms))), lines: synth[0]!.lines },
    'bundling: one esbuild pass': { 'median time': seconds(median(onePass)) },
    'bundling: one esbuild per package (before)': { 'median time': seconds(median(perPackage)) },
  });
  console.log(`one pass is ${(median(perPackage) / median(onePass)).toFixed(1)}× faster than one build per package`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
