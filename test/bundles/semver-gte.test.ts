import { describe, expect, it } from 'vitest';
import { gte } from '../../lib/semver-gte';

describe("the bundles' stand-in for semver (lib/semver-gte.ts)", () => {
  it('compares release versions part by part, numerically', () => {
    expect(gte('2.1691.0', '2.7.15')).toBe(true);
    expect(gte('2.7.15', '2.7.15')).toBe(true);
    expect(gte('2.7.9', '2.7.15')).toBe(false);
    expect(gte('1.99.99', '2.0.0')).toBe(false);
  });

  it('reads a v prefix and ignores pre-release and build suffixes', () => {
    expect(gte('v22.11.0', '8.0.0')).toBe(true);
    expect(gte('3.0.0-beta.1', '2.7.15')).toBe(true);
    expect(gte('2.7.14+build.5', '2.7.15')).toBe(false);
  });
});
