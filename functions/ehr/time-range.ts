import { invalidInput } from './errors';

/** Time ranges of the appointment queries: the end after the start, and not too wide to answer quickly. */

const DAY_MS = 86_400_000;
export const MAX_APPOINTMENT_RANGE_DAYS = 93;
export const MAX_SLOT_RANGE_DAYS = 31;
export const DEFAULT_SLOT_RANGE_DAYS = 7;

export const checkedRange = (start: string, end: string, maxDays: number, endField = 'end_date_time'): { start: string; end: string } => {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (to <= from) throw invalidInput(endField, end, 'a time after start_date_time');
  if (to - from > maxDays * DAY_MS) throw invalidInput(endField, end, `at most ${maxDays} days after start_date_time`);
  return { start: new Date(from).toISOString(), end: new Date(to).toISOString() };
};

export const daysAfter = (start: string, days: number): string => new Date(Date.parse(start) + days * DAY_MS).toISOString();
