import { TZDate } from '@date-fns/tz';
import * as z from 'zod/mini';
import type { Interval } from './booking-locks';
import { WEEKDAYS, type Weekday } from './schemas';

/**
 * A practitioner's weekly working hours, in the practitioner's time zone, cut into bookable slots.
 * The `local` backend keeps it on the practitioner; the `fhir` backend reads Slot resources
 * instead, and test servers are seeded with the slots this expands to.
 */

const ClockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const WeeklyScheduleSchema = z.object({
  timezone: z.string(),
  slot_minutes: z.number().check(z.int(), z.minimum(5), z.maximum(240)),
  hours: z.partialRecord(z.enum(WEEKDAYS), z.array(z.object({ start: ClockTime, end: ClockTime }))),
});
export type WeeklySchedule = z.infer<typeof WeeklyScheduleSchema>;

const DAY_MS = 86_400_000;
const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Every slot of the schedule that starts in [from, to), in start order. */
export const expandSchedule = (schedule: WeeklySchedule, from: string, to: string): Interval[] => {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const slots: Interval[] = [];
  const slotMs = schedule.slot_minutes * 60_000;
  // Walk calendar days in the practitioner's zone, a day before and after to cover any offset.
  for (let dayMs = fromMs - DAY_MS; dayMs < toMs + DAY_MS; dayMs += DAY_MS) {
    const local = new TZDate(dayMs, schedule.timezone);
    const weekday: Weekday = WEEKDAYS[(local.getDay() + 6) % 7]!;
    for (const block of schedule.hours[weekday] ?? []) {
      const blockStart = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, minutesOf(block.start), schedule.timezone).getTime();
      const blockEnd = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, minutesOf(block.end), schedule.timezone).getTime();
      for (let start = blockStart; start + slotMs <= blockEnd; start += slotMs) {
        if (start >= fromMs && start < toMs) slots.push({ start: new Date(start).toISOString(), end: new Date(start + slotMs).toISOString() });
      }
    }
  }
  return [...new Map(slots.map((slot) => [slot.start, slot])).values()].sort((a, b) => a.start.localeCompare(b.start));
};

/** Whether two intervals overlap (touching ends do not). */
export const overlaps = (a: Interval, b: Interval): boolean => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
