import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_DELAYS_SECONDS,
  DEFAULT_TIMEOUT_MS,
  isSuccess,
  maxAttempts,
  nextAttempt,
  parseRetrySchedule,
  parseTimeout,
} from '../../functions/webhooks/retry-schedule';

/** Retry schedule (SPEC delivery rules 2-4, DESIGN §9): 30 s, 2 min, 10 min, 1 h, 4 h, then dead letter. */

describe('default schedule', () => {
  it('is 30 s, 2 min, 10 min, 1 h, 4 h', () => {
    expect(DEFAULT_RETRY_DELAYS_SECONDS).toEqual([30, 120, 600, 3600, 14400]);
    expect(Object.isFrozen(DEFAULT_RETRY_DELAYS_SECONDS)).toBe(true);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(maxAttempts()).toBe(6);
  });

  it('numbers attempts: 1 is the first try, 2..6 the five retries, dead letter after 6', () => {
    expect(nextAttempt(1)).toEqual({ kind: 'retry', delaySeconds: 30, attempt: 2 });
    expect(nextAttempt(2)).toEqual({ kind: 'retry', delaySeconds: 120, attempt: 3 });
    expect(nextAttempt(3)).toEqual({ kind: 'retry', delaySeconds: 600, attempt: 4 });
    expect(nextAttempt(4)).toEqual({ kind: 'retry', delaySeconds: 3600, attempt: 5 });
    expect(nextAttempt(5)).toEqual({ kind: 'retry', delaySeconds: 14400, attempt: 6 });
    expect(nextAttempt(6)).toEqual({ kind: 'dead_letter' });
    expect(nextAttempt(7)).toEqual({ kind: 'dead_letter' });
  });

  it('walking the whole chain gives exactly five retries and one dead letter', () => {
    const outcomes: string[] = [];
    let attempt = 1;
    for (;;) {
      const next = nextAttempt(attempt, DEFAULT_RETRY_DELAYS_SECONDS);
      if (next.kind === 'dead_letter') {
        outcomes.push(`attempt ${attempt} failed: dead letter`);
        break;
      }
      outcomes.push(`attempt ${attempt} failed: retry in ${next.delaySeconds}s`);
      attempt = next.attempt;
    }
    expect(outcomes).toEqual([
      'attempt 1 failed: retry in 30s',
      'attempt 2 failed: retry in 120s',
      'attempt 3 failed: retry in 600s',
      'attempt 4 failed: retry in 3600s',
      'attempt 5 failed: retry in 14400s',
      'attempt 6 failed: dead letter',
    ]);
  });

  it('refuses attempt numbers that are not positive integers', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => nextAttempt(bad)).toThrow(RangeError);
  });
});

describe('parseRetrySchedule (WEBHOOK_RETRY_SCHEDULE)', () => {
  it('unset or blank means the default (a fresh copy)', () => {
    for (const value of [undefined, null, '', '   ']) expect(parseRetrySchedule(value)).toEqual([30, 120, 600, 3600, 14400]);
    const copy = parseRetrySchedule(undefined);
    copy.push(1);
    expect(DEFAULT_RETRY_DELAYS_SECONDS).toHaveLength(5);
  });

  it('parses custom schedules', () => {
    expect(parseRetrySchedule('1,2,3')).toEqual([1, 2, 3]);
    expect(parseRetrySchedule(' 0 , 1 ,2 ')).toEqual([0, 1, 2]);
    expect(parseRetrySchedule('0')).toEqual([0]);
    expect(parseRetrySchedule('86400')).toEqual([86400]);
    expect(parseRetrySchedule('1,1,1,1,1,1,1,1,1,1')).toHaveLength(10);
    expect(parseRetrySchedule('007')).toEqual([7]);
  });

  it('a custom schedule drives nextAttempt: n delays, n + 1 attempts', () => {
    const delays = parseRetrySchedule('0,1,2');
    expect(maxAttempts(delays)).toBe(4);
    expect(nextAttempt(1, delays)).toEqual({ kind: 'retry', delaySeconds: 0, attempt: 2 });
    expect(nextAttempt(3, delays)).toEqual({ kind: 'retry', delaySeconds: 2, attempt: 4 });
    expect(nextAttempt(4, delays)).toEqual({ kind: 'dead_letter' });
    expect(nextAttempt(1, [])).toEqual({ kind: 'dead_letter' });
  });

  it.each([
    ['1,2,', /entry 3/],
    [',1', /entry 1/],
    ['1,,2', /entry 2/],
    ['abc', /not a whole number/],
    ['30s,2m', /not a whole number/],
    ['-1', /not a whole number/],
    ['1.5', /not a whole number/],
    ['1e3', /not a whole number/],
    ['0x10', /not a whole number/],
    ['86401', /above 86400/],
    ['99999999999999999999', /above 86400/],
    ['30;120', /not a whole number/],
    ['1,2,3,4,5,6,7,8,9,10,11', /at most 10/],
    ['Infinity', /not a whole number/],
  ])('refuses %j with a clear message', (value, message) => {
    expect(() => parseRetrySchedule(value)).toThrow(message);
    expect(() => parseRetrySchedule(value)).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});

describe('isSuccess', () => {
  it('is 2xx only', () => {
    for (const status of [200, 201, 202, 204, 250, 299]) expect(isSuccess(status), String(status)).toBe(true);
    for (const status of [0, 100, 199, 300, 301, 302, 304, 400, 401, 404, 409, 410, 429, 500, 502, 503, 504, 200.5, Number.NaN]) {
      expect(isSuccess(status), String(status)).toBe(false);
    }
  });
});

describe('parseTimeout (WEBHOOK_TIMEOUT_MS)', () => {
  it('defaults to 30 s', () => {
    for (const value of [undefined, null, '', ' ']) expect(parseTimeout(value)).toBe(30_000);
  });

  it('parses whole milliseconds from 1 to 300000', () => {
    expect(parseTimeout('1')).toBe(1);
    expect(parseTimeout(' 500 ')).toBe(500);
    expect(parseTimeout('300000')).toBe(300_000);
  });

  it.each(['0', '-5', '1.5', 'abc', '30s', '300001', '1e4'])('refuses %j', (value) => {
    expect(() => parseTimeout(value)).toThrow(/WEBHOOK_TIMEOUT_MS/);
  });
});
