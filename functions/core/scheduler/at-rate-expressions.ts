/**
 * The `at(...)` and `rate(...)` schedule expressions and schedule names, checked as EventBridge
 * Scheduler checks them, without the cron engine (`expressions.ts` adds `cron(...)` with croner):
 * functions create one-time schedules only, so their bundles load croner lazily, if ever.
 */
import { InvalidScheduleError, SCHEDULE_NAME_PATTERN } from './port';

export type ParsedAtOrRate = { kind: 'at'; at: number } | { kind: 'rate'; periodMs: number };

const MINUTE_MS = 60_000;
const UNIT_MS: Record<string, number> = {
  minute: MINUTE_MS,
  minutes: MINUTE_MS,
  hour: 60 * MINUTE_MS,
  hours: 60 * MINUTE_MS,
  day: 24 * 60 * MINUTE_MS,
  days: 24 * 60 * MINUTE_MS,
};

const AT_PATTERN = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/;
const RATE_PATTERN = /^rate\(([1-9]\d*) (minutes?|hours?|days?)\)$/;

export function validateScheduleName(name: string): void {
  if (!SCHEDULE_NAME_PATTERN.test(name)) {
    throw new InvalidScheduleError(
      `Invalid schedule name ${JSON.stringify(name)}: 1..64 characters of [0-9a-zA-Z-_.]`,
    );
  }
}

/** An `at(...)` or `rate(...)` expression parsed, undefined for any other; throws InvalidScheduleError when AWS would not accept it. */
export function parseAtOrRate(expression: string): ParsedAtOrRate | undefined {
  const at = AT_PATTERN.exec(expression);
  if (at) return { kind: 'at', at: parseAt(expression, at) };

  const rate = RATE_PATTERN.exec(expression);
  if (!rate) return undefined;
  const value = Number(rate[1]);
  const unit = rate[2]!;
  const plural = unit.endsWith('s');
  if ((value === 1) === plural) {
    throw new InvalidScheduleError(`Invalid rate expression ${expression}: use a singular unit for 1 and a plural unit otherwise`);
  }
  return { kind: 'rate', periodMs: value * UNIT_MS[unit]! };
}

function parseAt(expression: string, m: RegExpExecArray): number {
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number, number, number, number, number, number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const d = new Date(ms);
  if (
    d.getUTCFullYear() !== year ||
    d.getUTCMonth() !== month - 1 ||
    d.getUTCDate() !== day ||
    d.getUTCHours() !== hour ||
    d.getUTCMinutes() !== minute ||
    d.getUTCSeconds() !== second
  ) {
    throw new InvalidScheduleError(`Invalid at expression ${expression}: not a real date and time`);
  }
  return ms;
}

