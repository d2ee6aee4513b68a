/**
 * How every function is bundled (esbuild, locally, never Docker). One definition, used by the CDK
 * construct and by `npm run bench:cold`, so the benchmark measures what is deployed.
 */
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
} as const;
