import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/** Identifiers: a resource prefix and a lower-case ULID (time-ordered, 26 characters). */
export type IdPrefix = 'org' | 'key' | 'eng' | 'evt' | 'whk' | 'bat' | 'prt' | 'req' | 'tsk' | 'cnv';

/**
 * The same draw as ulid's own generator (one cryptographically random byte / 256 per character),
 * taken from a pooled buffer: ulid's asks the OS for each byte separately, 16 calls per id.
 */
const randomBytePool = (() => {
  const pool = new Uint8Array(4096);
  let next = pool.length;
  return (): number => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return (pool[next++] as number) / 256;
  };
})();

// Monotonic: ids made in the same millisecond (events of one transaction) still sort in order.
const nextUlid = monotonicFactory(randomBytePool);

export const newId = (prefix: IdPrefix, now = Date.now()): string => `${prefix}_${nextUlid(now).toLowerCase()}`;

export const ID_PATTERN = (prefix: IdPrefix): RegExp => new RegExp(`^${prefix}_[0-9a-z]{26}$`);
