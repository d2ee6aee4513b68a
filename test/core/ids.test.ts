import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from '../../functions/core/ids';

describe('newId', () => {
  it('makes distinct ids that sort in creation order within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newId('evt', 1_700_000_000_000));
    expect(ids.every((id) => ID_PATTERN('evt').test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('draws the random part afresh each millisecond, over the whole alphabet', () => {
    const randomParts = Array.from({ length: 400 }, (_unused, i) => newId('eng', 1_800_000_000_000 + i).slice(-16));
    expect(new Set(randomParts).size).toBe(randomParts.length);
    expect(new Set(randomParts.join('')).size).toBe(32);
  });
});
