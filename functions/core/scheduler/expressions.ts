/**
 * Pure parsing and evaluation of EventBridge Scheduler schedule expressions, always in UTC:
 *
 * - `at(yyyy-mm-ddThh:mm:ss)`: one time.
 * - `rate(N minute|minutes|hour|hours|day|days)`: every N units (singular unit for 1, plural
 *   otherwise, as AWS requires). A rate schedule without StartDate starts firing right after it is
 *   created, so its firings are `anchor + k * period` where the anchor is the creation time.
 * - `cron(minutes hours day-of-month month day-of-week year)`: AWS's six-field cron. Day-of-week
 *   is 1-7 with 1 = Sunday (or SUN-SAT); exactly one of day-of-month and day-of-week is `?`.
 *   Evaluated with croner after translating to its seven-field (seconds first) Quartz mode.
 */
import { Cron } from 'croner';
import { type ParsedAtOrRate, parseAtOrRate } from './at-rate-expressions';
import { InvalidScheduleError } from './port';

export { validateScheduleName } from './at-rate-expressions';

export type ParsedExpression = ParsedAtOrRate | { kind: 'cron'; cron: Cron };

const CRON_PATTERN = /^cron\((.*)\)$/;

/** Parses an expression; throws InvalidScheduleError when AWS would not accept it. */
export function parseExpression(expression: string): ParsedExpression {
  const atOrRate = parseAtOrRate(expression);
  if (atOrRate) return atOrRate;

  const cron = CRON_PATTERN.exec(expression);
  if (cron) return { kind: 'cron', cron: parseCron(expression, cron[1]!) };

  throw new InvalidScheduleError(
    `Invalid schedule expression ${JSON.stringify(expression)}: expected at(...), rate(...) or cron(...)`,
  );
}

/**
 * The first firing strictly after `afterMs`, or null when there is none.
 *
 * `anchorMs` only matters for `rate(...)`: firings are `anchorMs + k * period` (k >= 0), and it
 * defaults to `afterMs` (so the answer is then `afterMs + period`). Pass the creation time (or the
 * previous firing) to keep a rate schedule on its phase.
 */
export function nextFireAt(expression: string, afterMs: number, anchorMs?: number): number | null {
  return nextFireOf(parseExpression(expression), afterMs, anchorMs);
}

export function nextFireOf(parsed: ParsedExpression, afterMs: number, anchorMs = afterMs): number | null {
  switch (parsed.kind) {
    case 'at':
      return parsed.at > afterMs ? parsed.at : null;
    case 'rate': {
      if (anchorMs > afterMs) return anchorMs;
      const periods = Math.floor((afterMs - anchorMs) / parsed.periodMs) + 1;
      return anchorMs + periods * parsed.periodMs;
    }
    case 'cron': {
      const next = parsed.cron.nextRun(new Date(afterMs));
      return next ? next.getTime() : null;
    }
  }
}

/**
 * The first firing of a schedule created at `createdAtMs` (EventBridge Scheduler semantics with no
 * StartDate): a rate schedule fires right away, a cron schedule at its next matching minute, and a
 * one-time schedule at its time, even when that time has already passed (then it fires as soon as
 * possible).
 */
export function firstFireAt(expression: string, createdAtMs: number): number | null {
  const parsed = parseExpression(expression);
  if (parsed.kind === 'at') return parsed.at;
  if (parsed.kind === 'rate') return createdAtMs;
  return nextFireOf(parsed, createdAtMs - 1);
}

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
  /** Characters allowed besides digits, names, `,`, `-`, `*`, `/`. */
  special: string;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

const FIELDS: readonly FieldSpec[] = [
  { name: 'minutes', min: 0, max: 59, special: '' },
  { name: 'hours', min: 0, max: 23, special: '' },
  { name: 'day-of-month', min: 1, max: 31, special: '?LW' },
  { name: 'month', min: 1, max: 12, names: MONTHS, special: '' },
  { name: 'day-of-week', min: 1, max: 7, names: WEEKDAYS, special: '?L#' },
  { name: 'year', min: 1970, max: 2199, special: '' },
];

function parseCron(expression: string, body: string): Cron {
  const fail = (why: string): never => {
    throw new InvalidScheduleError(`Invalid cron expression ${expression}: ${why}`);
  };
  const fields = body.trim().split(/\s+/);
  if (fields.length !== 6) fail('expected 6 fields (minutes hours day-of-month month day-of-week year)');
  const [, , dom, , dow] = fields as [string, string, string, string, string, string];
  if ((dom === '?') === (dow === '?')) {
    fail('exactly one of day-of-month and day-of-week must be ?');
  }
  const translated = fields.map((field, i) => translateField(field.toUpperCase(), FIELDS[i]!, fail));
  try {
    // Seconds first, then AWS's six fields. Quartz weekday numbering (1 = Sunday); one of
    // day-of-month and day-of-week is `*` after translation, so AND logic is the AWS meaning.
    return new Cron(`0 ${translated.join(' ')}`, {
      mode: '7-part',
      alternativeWeekdays: true,
      domAndDow: true,
      timezone: 'UTC',
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** Checks one AWS cron field and rewrites it into what croner accepts. */
function translateField(field: string, spec: FieldSpec, fail: (why: string) => never): string {
  if (field === '?') {
    if (!spec.special.includes('?')) fail(`? is not allowed in ${spec.name}`);
    return '*';
  }
  if (spec.name === 'day-of-week' && field === 'L') return '7'; // Quartz: L alone = Saturday
  const allowed = new RegExp(`^[0-9A-Z,\\-*/${spec.special.replace('?', '')}]+$`);
  if (!allowed.test(field)) fail(`invalid characters in ${spec.name}: ${field}`);

  const value = (token: string): number => {
    const named = spec.names?.indexOf(token) ?? -1;
    const n = named >= 0 ? named + spec.min : /^\d+$/.test(token) ? Number(token) : NaN;
    if (!Number.isInteger(n) || n < spec.min || n > spec.max) {
      fail(`${token} is out of range ${spec.min}-${spec.max} in ${spec.name}`);
    }
    return n;
  };

  return field
    .split(',')
    .map((part) => {
      if (part === '') fail(`empty list item in ${spec.name}`);
      const [range, step, ...more] = part.split('/');
      if (more.length > 0) fail(`invalid step in ${spec.name}: ${part}`);
      if (step !== undefined && (!/^\d+$/.test(step) || Number(step) < 1)) {
        fail(`invalid step in ${spec.name}: ${part}`);
      }
      const r = range!;
      if (r === '*') return part;
      if (spec.name === 'day-of-month' && /^(L|LW|\d+W)$/.test(r) && step === undefined) {
        if (r.endsWith('W') && r !== 'LW') value(r.slice(0, -1));
        return part;
      }
      if (spec.name === 'day-of-week' && step === undefined) {
        const hash = /^([A-Z0-9]+)#([1-5])$/.exec(r);
        if (hash) return `${value(hash[1]!)}#${hash[2]}`;
        const last = /^([A-Z0-9]+)L$/.exec(r);
        if (last) return `${value(last[1]!)}L`;
      }
      const bounds = r.split('-');
      if (bounds.length > 2 || bounds.some((b) => b === '')) fail(`invalid range in ${spec.name}: ${part}`);
      const from = value(bounds[0]!);
      const to = bounds[1] === undefined ? undefined : value(bounds[1]);
      if (step !== undefined) {
        // AWS writes `0/15` ("from 0 every 15"); croner wants `0-59/15`.
        return `${from}-${to ?? spec.max}/${step}`;
      }
      return to === undefined ? `${from}` : `${from}-${to}`;
    })
    .join(',');
}
