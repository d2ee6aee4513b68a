/**
 * Dates on which date-dependent code tends to break, each the first one after `from`: a Monday, a
 * Saturday, a Sunday, the last day of a month, the two US daylight-saving changes (in New York,
 * where the synthetic panel's practitioners work), New Year's Eve and a leap day. Tests run their
 * date-dependent cases at each of them, on an injected clock, so that they pass on any day; the
 * dates are always ahead of the real time, where stored expiries (lock TTLs) keep their meaning.
 */

const DAY_MS = 86_400_000;
/** Far enough for the next February 29. */
const HORIZON_DAYS = 8 * 366;

export interface FixedNow {
  label: string;
  now: Date;
}

/** The first day after `from` (by a day at least) that matches, at that UTC time. */
const next = (from: number, matches: (day: Date) => boolean, utcTime: string): Date => {
  const [hours, minutes] = utcTime.split(':').map(Number) as [number, number];
  for (let n = 1; n <= HORIZON_DAYS; n++) {
    const day = new Date(Math.floor(from / DAY_MS) * DAY_MS + n * DAY_MS);
    if (matches(day)) return new Date(day.getTime() + (hours * 60 + minutes) * 60_000);
  }
  throw new Error('no such day within the horizon');
};

const isLastOfMonth = (day: Date) => new Date(day.getTime() + DAY_MS).getUTCDate() === 1;
/** The nth Sunday of a month (1-based). */
const isNthSunday = (month: number, nth: number) => (day: Date) =>
  day.getUTCMonth() === month && day.getUTCDay() === 0 && Math.ceil(day.getUTCDate() / 7) === nth;

export const fixedNows = (from = Date.now()): FixedNow[] => [
  { label: 'a Monday morning in New York', now: next(from, (d) => d.getUTCDay() === 1, '13:37') },
  { label: 'a Saturday night (UTC)', now: next(from, (d) => d.getUTCDay() === 6, '02:05') },
  { label: 'a Sunday just before midnight UTC', now: next(from, (d) => d.getUTCDay() === 0, '23:50') },
  { label: 'the last day of a month', now: next(from, isLastOfMonth, '16:45') },
  // 03:30 EDT, half an hour after the clocks went forward; 01:30 EDT, before they go back.
  { label: 'the US spring-forward day', now: next(from, isNthSunday(2, 2), '07:30') },
  { label: 'the US fall-back day', now: next(from, isNthSunday(10, 1), '05:30') },
  { label: "New Year's Eve", now: next(from, (d) => d.getUTCMonth() === 11 && d.getUTCDate() === 31, '23:30') },
  { label: 'a leap day', now: next(from, (d) => d.getUTCMonth() === 1 && d.getUTCDate() === 29, '12:00') },
];
