/**
 * How every function is bundled (esbuild, locally, never Docker). One definition, used by the CDK
 * app (lib/constructs/function-code.ts) and by `npm run bench:cold`, so the benchmark measures
 * what is deployed.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, buildSync } from 'esbuild';

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
  alias: { '@aws-sdk/credential-provider-node': './lib/lambda-credentials.ts' },
  // Non-ASCII text (the lexicons of five languages) as UTF-8, not \u escapes.
  charset: 'utf8',
} as const;

/** esbuild's options for function bundles: one self-contained ES module per entry point, nothing shared. */
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
  // No code splitting: each function's bundle must stand alone in its own zip.
  splitting: false,
  absWorkingDir: REPO_ROOT,
  logLevel: 'warning',
});

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
 * package's directory by `bundleKey`. Each package holds exactly what the function needs.
 */
export const bundleFunctions = (requests: readonly BundleRequest[], outdir: string): Map<string, string> => {
  const unique = new Map(requests.map((request) => [bundleKey(request), request]));
  const packages = [...unique].map(([key, request], n) => ({ key, request, dir: path.join(outdir, String(n)) }));
  buildSync({
    ...functionBuildOptions(),
    entryPoints: packages.map(({ request, dir }) => ({ in: path.resolve(REPO_ROOT, request.entry), out: path.join(path.relative(outdir, dir), 'index') })),
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  for (const { request, dir } of packages) {
    mkdirSync(dir, { recursive: true });
    for (const asset of request.assets ?? []) copyFileSync(resolveAsset(asset), path.join(dir, path.basename(asset)));
  }
  return new Map(packages.map(({ key, dir }) => [key, dir]));
};
