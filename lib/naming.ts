/** `engagement-work` → `EngagementWork`, `EngagementStarter failed batches` → `EngagementStarterFailedBatches` (construct ids). */
export const pascalCase = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
