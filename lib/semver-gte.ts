/**
 * What the function bundles use instead of `semver` (an esbuild alias, lib/bundling.ts;
 * docs/decisions.md, 166). Powertools Tracer brings it through the X-Ray SDK, whose AWS SDK v2
 * patcher (`captureAWS`, never called: decision 129) checks the SDK's version with `gte`: about
 * 29 KB for one comparison of release versions. The bundling fails if any other module imports
 * `semver` (lib/bundling.ts).
 */
const numbers = (version: string): number[] =>
  version
    .replace(/^v/, '')
    .split(/[-+]/)[0]!
    .split('.')
    .map(Number);

/** Whether release version `a` (`x.y.z`, optionally `v`-prefixed) is at least `b`; pre-release and build suffixes are ignored. */
export const gte = (a: string, b: string): boolean => {
  const [left, right] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i += 1) if ((left[i] ?? 0) !== (right[i] ?? 0)) return (left[i] ?? 0) > (right[i] ?? 0);
  return true;
};
