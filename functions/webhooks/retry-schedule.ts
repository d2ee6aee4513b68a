/**
 * The webhook retry schedule and delivery timeout (SPEC "Events" delivery rules, DESIGN §9). Pure.
 *
 * Attempt numbering: attempt 1 is the first try; attempts 2..6 are the five retries, made 30 s,
 * 2 min, 10 min, 1 h and 4 h after the attempt before them failed; when attempt 6 fails the event
 * goes to the dead letter queue. With a custom schedule of n delays there are n + 1 attempts.
 *
 * Success is a 2xx answer within the timeout (30 s); anything else (another status, a network
 * error, no answer in time) is a failure.
 *
 * Overrides, for tests: `WEBHOOK_RETRY_SCHEDULE` (comma-separated whole seconds, 1..10 entries, each
 * 0..86400, e.g. `0,1,2`) and `WEBHOOK_TIMEOUT_MS` (whole milliseconds, 1..300000). Unset or blank
 * means the default.
 */

export const DEFAULT_RETRY_DELAYS_SECONDS: readonly number[] = Object.freeze([30, 120, 600, 3600, 14400]);
export const DEFAULT_TIMEOUT_MS = 30_000;

export const MAX_RETRY_DELAY_SECONDS = 86_400;
export const MAX_RETRIES = 10;
export const MAX_TIMEOUT_MS = 300_000;

const blank = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === '';

/** Parses `WEBHOOK_RETRY_SCHEDULE` into a new array of delays; throws an Error naming the problem. */
export const parseRetrySchedule = (value: string | undefined | null): number[] => {
  if (blank(value)) return [...DEFAULT_RETRY_DELAYS_SECONDS];
  const entries = (value as string).split(',').map((entry) => entry.trim());
  if (entries.length > MAX_RETRIES) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE: at most ${MAX_RETRIES} delays, got ${entries.length} in ${JSON.stringify(value)}`);
  }
  const delays = entries.map((entry, index) => {
    if (!/^\d+$/.test(entry)) {
      throw new Error(
        `WEBHOOK_RETRY_SCHEDULE: entry ${index + 1} (${JSON.stringify(entry)}) is not a whole number of seconds; expected e.g. "30,120,600,3600,14400"`,
      );
    }
    const seconds = Number(entry);
    if (seconds > MAX_RETRY_DELAY_SECONDS) {
      throw new Error(`WEBHOOK_RETRY_SCHEDULE: entry ${index + 1} (${entry}) is above ${MAX_RETRY_DELAY_SECONDS} seconds`);
    }
    return seconds;
  });
  return delays;
};

export type NextAttempt =
  | {
      kind: 'retry';
      /** Seconds to wait before the next attempt. */
      delaySeconds: number;
      /** The number of the next attempt (2 for the first retry). */
      attempt: number;
    }
  | { kind: 'dead_letter' };

/** Total attempts a schedule allows: the first try plus one per delay. */
export const maxAttempts = (delays: readonly number[] = DEFAULT_RETRY_DELAYS_SECONDS): number => delays.length + 1;

/** What follows when attempt `attempt` (1 = the first try) has failed. */
export const nextAttempt = (attempt: number, delays: readonly number[] = DEFAULT_RETRY_DELAYS_SECONDS): NextAttempt => {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`nextAttempt: attempt must be an integer >= 1, got ${attempt}`);
  const delaySeconds = delays[attempt - 1];
  return delaySeconds === undefined ? { kind: 'dead_letter' } : { kind: 'retry', delaySeconds, attempt: attempt + 1 };
};

/** A delivery succeeded: any 2xx status, nothing else (3xx is not followed). */
export const isSuccess = (status: number): boolean => Number.isInteger(status) && status >= 200 && status <= 299;

/** Parses `WEBHOOK_TIMEOUT_MS`; throws an Error naming the problem. */
export const parseTimeout = (value: string | undefined | null): number => {
  if (blank(value)) return DEFAULT_TIMEOUT_MS;
  const text = (value as string).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_TIMEOUT_MS) {
    throw new Error(`WEBHOOK_TIMEOUT_MS: expected whole milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${JSON.stringify(value)}`);
  }
  return Number(text);
};
