import { TZDate } from '@date-fns/tz';

/**
 * Quiet hours (DESIGN §11): no first contact between 21:00 and 08:00 in the patient's time zone
 * (the profile's, else the organization's, else UTC). A conversation already under way may go on;
 * only its first message or call waits.
 */

export const QUIET_HOURS = { from: 21, until: 8 } as const;

export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The first usable zone among the profile's and the organization's, else UTC. */
export const contactTimeZone = (profileZone?: string | null, organizationZone?: string | null): string =>
  [profileZone, organizationZone].find((zone): zone is string => !!zone && isTimeZone(zone)) ?? 'UTC';

/**
 * When a first contact planned for `at` may happen: `at` itself outside quiet hours, else the next
 * 08:00 in `zone` (the same calendar day before 08:00, the next one from 21:00). Built as a wall
 * clock time in the zone, so it stays 08:00 local across daylight-saving changes. An unknown zone
 * counts as UTC.
 */
export const firstContactAt = (at: Date, zone: string): Date => {
  if (!isTimeZone(zone)) return firstContactAt(at, 'UTC');
  const local = new TZDate(at.getTime(), zone);
  const hour = local.getHours();
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return at;
  const dayOffset = hour >= QUIET_HOURS.from ? 1 : 0;
  const opening = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayOffset, QUIET_HOURS.until, 0, 0, 0, zone);
  return new Date(opening.getTime());
};
