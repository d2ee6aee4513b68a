import { describe, expect, it } from 'vitest';
import { atExpression, InvalidScheduleError } from '../../../functions/core/scheduler/port';
import {
  firstFireAt,
  nextFireAt,
  parseExpression,
  validateScheduleName,
} from '../../../functions/core/scheduler/expressions';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const MIN = 60_000;

describe('at(...)', () => {
  it('fires once at its UTC time', () => {
    const at = utc('2030-01-02T03:04:05');
    expect(nextFireAt('at(2030-01-02T03:04:05)', at - 1)).toBe(at);
    expect(nextFireAt('at(2030-01-02T03:04:05)', at)).toBeNull();
    expect(nextFireAt('at(2030-01-02T03:04:05)', at + 1)).toBeNull();
  });

  it('round-trips atExpression', () => {
    const date = new Date(utc('2031-12-31T23:59:59') + 999);
    expect(atExpression(date)).toBe('at(2031-12-31T23:59:59)');
    expect(parseExpression(atExpression(date))).toEqual({ kind: 'at', at: utc('2031-12-31T23:59:59') });
  });

  it('first fires at its time even when that is past', () => {
    expect(firstFireAt('at(2020-01-01T00:00:00)', utc('2025-01-01T00:00:00'))).toBe(utc('2020-01-01T00:00:00'));
  });

  it.each([
    'at(2030-02-30T00:00:00)',
    'at(2030-13-01T00:00:00)',
    'at(2030-01-01T24:00:00)',
    'at(2030-01-01 00:00:00)',
    'at(2030-01-01T00:00)',
    'at(2030-01-01T00:00:00Z)',
    'at(2030-01-01T00:00:00.000)',
  ])('rejects %s', (expression) => {
    expect(() => parseExpression(expression)).toThrow(InvalidScheduleError);
  });
});

describe('rate(...)', () => {
  it('computes periods from the anchor', () => {
    const anchor = utc('2030-01-01T00:00:00');
    expect(nextFireAt('rate(5 minutes)', anchor + 12 * MIN, anchor)).toBe(anchor + 15 * MIN);
    expect(nextFireAt('rate(5 minutes)', anchor + 10 * MIN, anchor)).toBe(anchor + 15 * MIN); // strictly after
    expect(nextFireAt('rate(5 minutes)', anchor - 1, anchor)).toBe(anchor);
    expect(nextFireAt('rate(1 hour)', anchor + 1, anchor)).toBe(anchor + 60 * MIN);
    expect(nextFireAt('rate(2 days)', anchor + 1, anchor)).toBe(anchor + 2 * 24 * 60 * MIN);
    expect(nextFireAt('rate(1 minute)', anchor)).toBe(anchor + MIN); // anchor defaults to afterMs
  });

  it('first fires right at creation, as EventBridge Scheduler without StartDate does', () => {
    expect(firstFireAt('rate(10 minutes)', 1_000)).toBe(1_000);
  });

  it.each([
    'rate(1 minutes)',
    'rate(5 minute)',
    'rate(0 minutes)',
    'rate(-1 minutes)',
    'rate(1.5 hours)',
    'rate(5 seconds)',
    'rate(2 weeks)',
    'rate(5  minutes)',
    'rate(5 minutes) ',
    'rate(05 minutes)',
  ])('rejects %s', (expression) => {
    expect(() => parseExpression(expression)).toThrow(InvalidScheduleError);
  });
});

describe('cron(...)', () => {
  // Hand-computed. 2025-01-01 is a Wednesday; 2025 is not a leap year, 2024 is.
  it.each([
    ['cron(0 12 * * ? *)', '2025-01-01T11:59:59.999', '2025-01-01T12:00:00'],
    ['cron(0 12 * * ? *)', '2025-01-01T12:00:00', '2025-01-02T12:00:00'],
    ['cron(0/15 * * * ? *)', '2025-01-01T12:07:30', '2025-01-01T12:15:00'],
    ['cron(*/20 9 * * ? *)', '2025-01-01T09:41:00', '2025-01-02T09:00:00'],
    ['cron(5,35 14 * * ? *)', '2025-01-01T14:06:00', '2025-01-01T14:35:00'],
    ['cron(0 8 ? * MON-FRI *)', '2025-01-03T09:00:00', '2025-01-06T08:00:00'],
    ['cron(0 8 ? * 2-6 *)', '2025-01-03T09:00:00', '2025-01-06T08:00:00'], // 1 = SUN, so 2-6 = MON-FRI
    ['cron(0 9 ? * 1 *)', '2025-01-01T00:00:00', '2025-01-05T09:00:00'], // Sunday
    ['cron(0 9 ? * sat *)', '2025-01-01T00:00:00', '2025-01-04T09:00:00'],
    ['cron(30 18 L * ? *)', '2025-02-10T00:00:00', '2025-02-28T18:30:00'],
    ['cron(30 18 L * ? *)', '2024-02-10T00:00:00', '2024-02-29T18:30:00'],
    ['cron(0 10 ? * 3#2 *)', '2025-01-01T00:00:00', '2025-01-14T10:00:00'], // 2nd Tuesday
    ['cron(0 10 ? * 6L *)', '2025-01-01T00:00:00', '2025-01-31T10:00:00'], // last Friday
    ['cron(0 8 15W * ? *)', '2025-03-01T00:00:00', '2025-03-14T08:00:00'], // 15th is a Saturday
    ['cron(0 0 1 JAN ? 2026-2027)', '2025-06-01T00:00:00', '2026-01-01T00:00:00'],
    ['cron(0 0 1 1 ? 2026-2027)', '2026-01-01T00:00:00', '2027-01-01T00:00:00'],
    ['cron(0 0 29 2 ? *)', '2025-01-01T00:00:00', '2028-02-29T00:00:00'],
  ])('%s after %s → %s', (expression, after, expected) => {
    expect(nextFireAt(expression, utc(after))).toBe(utc(expected));
  });

  it('returns null when the years are over', () => {
    expect(nextFireAt('cron(0 0 1 1 ? 2026-2027)', utc('2027-01-01T00:00:00'))).toBeNull();
    expect(nextFireAt('cron(0 0 1 JAN ? 2024)', utc('2025-01-01T00:00:00'))).toBeNull();
  });

  it('first fires at a matching creation instant', () => {
    expect(firstFireAt('cron(0 12 * * ? *)', utc('2025-01-01T12:00:00'))).toBe(utc('2025-01-01T12:00:00'));
  });

  it.each([
    'cron(0 12 * * ?)', // 5 fields
    'cron(0 0 12 * * ? *)', // 7 fields
    'cron(0 12 ? * ? *)', // both ?
    'cron(0 12 * * MON *)', // neither ?
    'cron(0 12 1 * MON *)',
    'cron(60 12 * * ? *)',
    'cron(0 24 * * ? *)',
    'cron(0 12 0 * ? *)',
    'cron(0 12 * 13 ? *)',
    'cron(0 12 ? * 0 *)', // AWS weekdays are 1-7
    'cron(0 12 ? * 8 *)',
    'cron(0 12 * * ? 1969)',
    'cron(0 12 * * ? 2200)',
    'cron(0 12 ? * 3#6 *)',
    'cron(? 12 * * ? *)',
    'cron(0 12 * * ? *) ',
    'cron(0/0 12 * * ? *)',
    'cron(a b c d e f)',
    'cron()',
    'every 5 minutes',
    '',
  ])('rejects %j', (expression) => {
    expect(() => parseExpression(expression)).toThrow(InvalidScheduleError);
  });
});

describe('validateScheduleName', () => {
  it('accepts 1..64 characters of [0-9a-zA-Z-_.]', () => {
    expect(() => validateScheduleName('check-in_42.reminder')).not.toThrow();
    expect(() => validateScheduleName('a'.repeat(64))).not.toThrow();
  });

  it.each(['', 'a'.repeat(65), 'has space', 'slash/name', 'colon:name', 'émoji'])('rejects %j', (name) => {
    expect(() => validateScheduleName(name)).toThrow(InvalidScheduleError);
  });
});
