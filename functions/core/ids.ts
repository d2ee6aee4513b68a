import { monotonicFactory } from 'ulid';

/** Identifiers: a resource prefix and a lower-case ULID (time-ordered, 26 characters). */
export type IdPrefix = 'org' | 'key' | 'eng' | 'evt' | 'whk' | 'bat' | 'prt' | 'req' | 'tsk' | 'cnv';

// Monotonic: ids made in the same millisecond (events of one transaction) still sort in order.
const nextUlid = monotonicFactory();

export const newId = (prefix: IdPrefix, now = Date.now()): string => `${prefix}_${nextUlid(now).toLowerCase()}`;

export const ID_PATTERN = (prefix: IdPrefix): RegExp => new RegExp(`^${prefix}_[0-9a-z]{26}$`);
