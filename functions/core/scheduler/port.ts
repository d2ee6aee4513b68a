/**
 * The scheduler port, shaped after EventBridge Scheduler: named schedules in a group, one-time
 * (`at(...)`) or recurring (`rate(...)`, `cron(...)`), whose target is a queue that receives the
 * schedule's payload when it fires. One-time schedules delete themselves after firing
 * (ActionAfterCompletion DELETE). Names are unique: creating an existing name fails, so a retried
 * create cannot make two schedules.
 */

export interface ScheduleInput {
  /** 1..64 characters of [0-9a-zA-Z-_.]. */
  name: string;
  /** `at(yyyy-mm-ddThh:mm:ss)` (UTC), `rate(5 minutes)` or `cron(0 12 * * ? *)` (UTC). */
  expression: string;
  /** Logical queue name that receives the payload. */
  targetQueue: string;
  /** Sent as the message body, JSON-serialized. */
  payload: unknown;
}

export interface ScheduleRecord extends ScheduleInput {
  /** Epoch ms of the next firing; null when it will not fire again. */
  nextFireAt: number | null;
}

export interface Scheduler {
  /** Throws ScheduleConflictError when a schedule of that name exists. */
  create(input: ScheduleInput): Promise<void>;
  get(name: string): Promise<ScheduleRecord | undefined>;
  /** Deletes the schedule; no error when it does not exist. */
  delete(name: string): Promise<void>;
}

export class ScheduleConflictError extends Error {
  override readonly name = 'ScheduleConflictError';
}

export class InvalidScheduleError extends Error {
  override readonly name = 'InvalidScheduleError';
}

/** `at(...)` expression for a one-time schedule at `date` (UTC, second precision). */
export const atExpression = (date: Date): string => `at(${date.toISOString().slice(0, 19)})`;

export const SCHEDULE_NAME_PATTERN = /^[0-9a-zA-Z\-_.]{1,64}$/;
