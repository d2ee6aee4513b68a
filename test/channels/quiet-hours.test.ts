import { describe, expect, it } from 'vitest';
import { contactTimeZone, firstContactAt } from '../../functions/channels/quiet-hours';

const at = (iso: string) => new Date(iso);
const next = (iso: string, zone: string) => firstContactAt(at(iso), zone).toISOString();

describe('quiet hours', () => {
  it('lets a first contact go at once between 08:00 and 21:00 local', () => {
    expect(next('2026-07-10T06:00:00.000Z', 'Europe/Rome')).toBe('2026-07-10T06:00:00.000Z'); // 08:00 CEST
    expect(next('2026-07-10T18:59:59.000Z', 'Europe/Rome')).toBe('2026-07-10T18:59:59.000Z'); // 20:59:59
    expect(next('2026-01-15T20:30:00.000Z', 'UTC')).toBe('2026-01-15T20:30:00.000Z');
  });

  it('moves a contact from 21:00 to 08:00 the next morning, and one before 08:00 to 08:00 the same day', () => {
    expect(next('2026-07-10T19:00:00.000Z', 'Europe/Rome')).toBe('2026-07-11T06:00:00.000Z'); // 21:00 → 08:00
    expect(next('2026-07-10T23:30:00.000Z', 'Europe/Rome')).toBe('2026-07-11T06:00:00.000Z'); // 01:30 → 08:00
    expect(next('2026-07-11T05:59:59.000Z', 'Europe/Rome')).toBe('2026-07-11T06:00:00.000Z'); // 07:59:59
    expect(next('2026-01-15T21:00:00.000Z', 'UTC')).toBe('2026-01-16T08:00:00.000Z');
    expect(next('2026-12-31T22:15:00.000Z', 'America/New_York')).toBe('2026-12-31T22:15:00.000Z'); // 17:15
    expect(next('2027-01-01T02:15:00.000Z', 'America/New_York')).toBe('2027-01-01T13:00:00.000Z'); // 21:15 → 08:00 EST
  });

  it('keeps 08:00 local across daylight-saving changes', () => {
    // Europe/Rome springs forward on 2026-03-29 (CET → CEST) and falls back on 2026-10-25.
    expect(next('2026-03-28T21:30:00.000Z', 'Europe/Rome')).toBe('2026-03-29T06:00:00.000Z');
    expect(next('2026-03-29T00:30:00.000Z', 'Europe/Rome')).toBe('2026-03-29T06:00:00.000Z');
    expect(next('2026-10-24T20:30:00.000Z', 'Europe/Rome')).toBe('2026-10-25T07:00:00.000Z');
    expect(next('2026-10-25T01:30:00.000Z', 'Europe/Rome')).toBe('2026-10-25T07:00:00.000Z'); // 02:30 CET, after the repeated hour
    // America/New_York springs forward on 2026-03-08 at 02:00.
    expect(next('2026-03-08T03:00:00.000Z', 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    expect(next('2026-03-08T06:30:00.000Z', 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    // Australia/Sydney falls back on 2026-04-05 (AEDT → AEST).
    expect(next('2026-04-04T12:00:00.000Z', 'Australia/Sydney')).toBe('2026-04-04T22:00:00.000Z'); // 23:00 AEDT → 08:00 AEST, after the change
    expect(next('2026-04-05T12:00:00.000Z', 'Australia/Sydney')).toBe('2026-04-05T22:00:00.000Z'); // 22:00 AEST → 08:00 AEST
  });

  it('works in zones with half-hour offsets and across the end of a month', () => {
    expect(next('2026-02-28T16:00:00.000Z', 'Asia/Kolkata')).toBe('2026-03-01T02:30:00.000Z'); // 21:30 IST → 08:00
  });

  it("takes the profile's zone, else the organization's, else UTC, skipping unknown zones", () => {
    expect(contactTimeZone('America/Chicago', 'Europe/Rome')).toBe('America/Chicago');
    expect(contactTimeZone(undefined, 'Europe/Rome')).toBe('Europe/Rome');
    expect(contactTimeZone('Mars/Olympus', 'Europe/Rome')).toBe('Europe/Rome');
    expect(contactTimeZone(null, null)).toBe('UTC');
    expect(contactTimeZone('', 'Nowhere/Zone')).toBe('UTC');
    expect(next('2026-01-15T22:00:00.000Z', 'Nowhere/Zone')).toBe('2026-01-16T08:00:00.000Z');
  });
});
