/**
 * How every function is bundled (esbuild, locally, never Docker). One definition, used by the CDK
 * app (lib/constructs/function-code.ts) and by `npm run bench:cold`, so the benchmark measures
 * what is deployed.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, buildSync, type Metafile } from 'esbuild';

/** The repository root (this file is lib/bundling.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

export const FUNCTION_BUNDLE = {
  target: 'node22',
  minify: true,
  sourceMap: false,
  mainFields: ['module', 'main'],
  // ESM output: give bundled CommonJS dependencies a `require`.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // The AWS SDK is bundled (pinned versions, not the runtime's); better-sqlite3 is only used by
  // the local runtime and must never be pulled into a Lambda bundle.
  externalModules: ['better-sqlite3'],
  // A Lambda function's credentials are in its environment: the SDK's default credential chain
  // (SSO, profiles, web identity and their nested clients) is replaced (lib/lambda-credentials.ts).
  // No operation careloop calls has an event stream: the codec the SDK loads for one is left out
  // (lib/no-event-streams.ts).
  // The X-Ray SDK (Powertools Tracer) uses `semver` for one `gte` (lib/semver-gte.ts).
  alias: {
    '@aws-sdk/credential-provider-node': './lib/lambda-credentials.ts',
    '@smithy/core/event-streams': './lib/no-event-streams.ts',
    semver: './lib/semver-gte.ts',
  },
  // Non-ASCII text (the lexicons of five languages) as UTF-8, not \u escapes.
  charset: 'utf8',
} as const;

/**
 * esbuild's options for function bundles: one self-contained ES module per entry point, nothing
 * shared between functions. A function whose code loads a module with `import()` (a path only some
 * requests take) is bundled on its own with `splitting` (`splitFunctionBuildOptions`).
 */
export const functionBuildOptions = (): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: FUNCTION_BUNDLE.target,
  minify: FUNCTION_BUNDLE.minify,
  sourcemap: FUNCTION_BUNDLE.sourceMap,
  mainFields: [...FUNCTION_BUNDLE.mainFields],
  banner: { js: FUNCTION_BUNDLE.banner },
  external: [...FUNCTION_BUNDLE.externalModules],
  alias: { ...FUNCTION_BUNDLE.alias },
  charset: FUNCTION_BUNDLE.charset,
  legalComments: 'none',
  // No code splitting across functions: each function's package must stand alone in its own zip.
  splitting: false,
  absWorkingDir: REPO_ROOT,
  logLevel: 'warning',
});

/**
 * The options for one function whose code has lazy paths: `index.mjs` and, beside it, one chunk per
 * module loaded with `import()` (and the code those chunks share), so a cold start reads only the
 * entry and the chunks it imports statically (docs/bundles.md).
 */
export const splitFunctionBuildOptions = (): BuildOptions => ({
  ...functionBuildOptions(),
  splitting: true,
  chunkNames: 'chunk-[hash]',
  entryNames: '[name]',
});

/** The chunks one bundle file imports, `import … from "./chunk-….mjs"` (static) or `import("./chunk-….mjs")` (lazy). */
const CHUNK_IMPORT = /\bimport\s*(\(\s*)?(?:[\w$*{}\s,]*?from\s*)?"\.\/(chunk-[\w-]+\.mjs)"/g;

const chunkImports = (file: string): { staticChunks: string[]; lazyChunks: string[] } => {
  const staticChunks: string[] = [];
  const lazyChunks: string[] = [];
  for (const [, lazy, chunk] of readFileSync(file, 'utf8').matchAll(CHUNK_IMPORT)) (lazy ? lazyChunks : staticChunks).push(chunk!);
  return { staticChunks, lazyChunks };
};

/**
 * What a package's module loads: `coldStart`, the files a cold start reads (the module and the
 * chunks it imports statically, transitively), and `lazy`, the chunks only an `import()` reads.
 * Its size is the cold start's: the sum of `coldStart`'s files.
 */
export const bundleFiles = (moduleFile: string): { coldStart: string[]; lazy: string[]; coldStartBytes: number } => {
  const dir = path.dirname(moduleFile);
  /** The files reached from `moduleFile` through static imports, and through lazy ones too if `withLazy`. */
  const reached = (withLazy: boolean): Set<string> => {
    const seen = new Set<string>();
    const pending = [moduleFile];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const { staticChunks, lazyChunks } = chunkImports(file);
      pending.push(...[...staticChunks, ...(withLazy ? lazyChunks : [])].map((chunk) => path.join(dir, chunk)));
    }
    return seen;
  };
  const coldStart = [...reached(false)];
  const lazy = [...reached(true)].filter((file) => !coldStart.includes(file));
  return { coldStart, lazy, coldStartBytes: coldStart.reduce((sum, file) => sum + statSync(file).size, 0) };
};

/**
 * Whether an output of a one-pass build bundled one of careloop's modules that another loads with
 * `import()` (a dependency's own `import()`, such as the SDK's event stream codec, does not count:
 * it stays inlined, as in every bundle, unless the function is split for its own lazy paths).
 */
const hasLazyImports = (metafile: Metafile, output: Metafile['outputs'][string]): boolean =>
  Object.keys(output.inputs).some(
    (input) => !input.includes('node_modules/') && metafile.inputs[input]?.imports.some((i) => i.kind === 'dynamic-import' && !i.external),
  );

/** The only modules whose `semver` import the alias may replace by `gte` (lib/semver-gte.ts). */
const SEMVER_IMPORTERS = /node_modules\/aws-xray-sdk-core\//;

/** Fails the build if a module other than the X-Ray SDK's imports `semver` (it would get only `gte`). */
const checkSemverImporters = (metafile: Metafile): void => {
  const others = Object.entries(metafile.inputs)
    .filter(([input, { imports }]) => imports.some((i) => i.original === 'semver') && !SEMVER_IMPORTERS.test(input))
    .map(([input]) => input);
  if (others.length > 0) throw new Error(`semver is aliased to lib/semver-gte.ts (gte only), yet imported by ${others.join(', ')}`);
};

/** What one function's package is made from. */
export interface BundleRequest {
  /** Handler module (absolute, or relative to the repository root), exporting `handler`. */
  entry: string;
  /** Package files (`pkg/dir/file.js`) shipped beside the bundle under their own file name. */
  assets?: readonly string[];
}

/** The path of a package file (`pkg/dir/file.js`) as this repository's dependencies resolve it. */
export const resolveAsset = (asset: string): string => {
  try {
    return createRequire(path.join(REPO_ROOT, 'package.json')).resolve(asset);
  } catch (error) {
    // A file the package's `exports` does not list (unpdf/dist/pdfjs.mjs): its path in the package's folder.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return path.join(REPO_ROOT, 'node_modules', asset);
  }
};

/** Requests that make the same package share one key (and one bundle). */
export const bundleKey = (request: BundleRequest): string => JSON.stringify([request.entry, request.assets ?? []]);

/**
 * Bundles every request in ONE esbuild pass (each module is parsed once for all functions) into
 * `outdir/<n>/index.mjs`, copies each request's assets beside its bundle, and returns each
 * package's directory by `bundleKey`. Each package holds exactly what the function needs. A
 * package whose code has an `import()` of its own modules is bundled again, alone and split
 * (`splitFunctionBuildOptions`): its lazy modules become chunks beside `index.mjs`.
 */
export const bundleFunctions = (requests: readonly BundleRequest[], outdir: string): Map<string, string> => {
  const unique = new Map(requests.map((request) => [bundleKey(request), request]));
  const packages = [...unique].map(([key, request], n) => ({ key, request, entry: path.resolve(REPO_ROOT, request.entry), dir: path.join(outdir, String(n)) }));
  const { metafile } = buildSync({
    ...functionBuildOptions(),
    entryPoints: packages.map(({ entry, dir }) => ({ in: entry, out: path.join(path.relative(outdir, dir), 'index') })),
    outdir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
  });
  checkSemverImporters(metafile!);
  const outputs = new Map(Object.entries(metafile!.outputs).map(([file, output]) => [path.resolve(REPO_ROOT, file), output]));
  for (const { request, entry, dir } of packages) {
    const output = outputs.get(path.join(dir, 'index.mjs'));
    if (output && hasLazyImports(metafile!, output)) {
      buildSync({ ...splitFunctionBuildOptions(), entryPoints: [{ in: entry, out: 'index' }], outdir: dir, outExtension: { '.js': '.mjs' } });
    }
    mkdirSync(dir, { recursive: true });
    for (const asset of request.assets ?? []) copyFileSync(resolveAsset(asset), path.join(dir, path.basename(asset)));
  }
  return new Map(packages.map(({ key, dir }) => [key, dir]));
};
