import { describe, expect, it } from 'vitest';
import { FINDING_CONCEPT_NAMES, FINDING_FRAMES } from '../../functions/engine/understand/finding-frames';
import { CONCEPT_NAMES, FRAMES, MASKS } from '../../functions/engine/understand/safety-frames';

const repeated = (xs: readonly string[]): string[] => [...new Set(xs.filter((x, i) => xs.indexOf(x) !== i))];
/** A frame as its category and concepts, whatever their order: two frames alike here are one frame written twice. */
const shape = (category: string, all: readonly (readonly string[])[]): string => `${category} ${all.map((alts) => [...alts].sort().join('|')).sort().join(' + ')}`;

/**
 * The concept frames are written by several hands in several languages and merged: a concept listed twice is indexed
 * twice (every hit read twice on every reply), and a frame's concept spelled wrong never matches, silently.
 */
describe('safety and finding frames', () => {
  it('name each concept once', () => {
    expect(repeated(CONCEPT_NAMES)).toEqual([]);
    expect(repeated(FINDING_CONCEPT_NAMES)).toEqual([]);
  });

  it('use only concepts that are named', () => {
    const named = new Set<string>(CONCEPT_NAMES);
    const used = FRAMES.flatMap((f) => [...f.all.flat(), ...(f.unless ?? []), ...(f.unlessInReply ?? [])]);
    expect([...new Set(used.filter((c) => !named.has(c)))]).toEqual([]);
    expect(Object.entries(MASKS).flat().filter((c) => !named.has(c))).toEqual([]);
    const findingNamed = new Set<string>(FINDING_CONCEPT_NAMES);
    const findingUsed = FINDING_FRAMES.flatMap((f) => [...f.all.flat(), ...(f.unless ?? [])]);
    expect([...new Set(findingUsed.filter((c) => !findingNamed.has(c)))]).toEqual([]);
  });

  it('write no frame twice', () => {
    expect(repeated(FRAMES.map((f) => `${shape(f.category, f.all)} unless ${[...(f.unless ?? [])].sort().join(',')}`))).toEqual([]);
  });
});
