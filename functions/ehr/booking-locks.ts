import type { Condition, Key, Store, WriteOperation } from '../core/storage/port';
import { ConditionFailedError, TransactionCanceledError } from '../core/storage/port';
import { retryingConflicts } from '../core/storage/optimistic';
import { appointmentConflict, invalidInput } from './errors';

/**
 * Double-booking protection that holds under concurrent requests in every container: an
 * appointment owns one lock item per 5-minute bucket of its practitioner's time, each written on
 * the condition that no other appointment owns it. Two overlapping bookings need a common bucket,
 * so at most one of their transactions commits. The `local` backend writes the locks in the same
 * transaction as the appointment; the `fhir` backend takes them (pending, with a short expiry)
 * before writing to the EHR and confirms them after.
 *
 * Appointments therefore start and end on 5-minute boundaries and last at most 4 hours: a
 * reschedule frees up to 48 buckets and takes up to 48, within DynamoDB's 100 operations.
 */

export const BUCKET_MINUTES = 5;
export const MAX_APPOINTMENT_MINUTES = 240;
const BUCKET_MS = BUCKET_MINUTES * 60_000;
/** A lock not confirmed within this time (the process died between lock and EHR write) lapses. */
export const PENDING_LOCK_SECONDS = 60;
/** Confirmed locks are kept until a day after the appointment ends, then expire. */
const KEEP_AFTER_END_SECONDS = 86_400;

export interface Interval {
  start: string;
  end: string;
}

/** Checks an appointment's times: a 400 naming the field when they are not bookable. */
export const assertBookable = (interval: Interval, fields: { start: string; end: string }): void => {
  const start = Date.parse(interval.start);
  const end = Date.parse(interval.end);
  if (start % BUCKET_MS !== 0) throw invalidInput(fields.start, interval.start, `a time on a ${BUCKET_MINUTES}-minute boundary`);
  if (end % BUCKET_MS !== 0) throw invalidInput(fields.end, interval.end, `a time on a ${BUCKET_MINUTES}-minute boundary`);
  if (end <= start) throw invalidInput(fields.end, interval.end, `a time after ${fields.start}`);
  if (end - start > MAX_APPOINTMENT_MINUTES * 60_000) throw invalidInput(fields.end, interval.end, `at most ${MAX_APPOINTMENT_MINUTES} minutes after ${fields.start}`);
};

/** The buckets an interval covers, as ISO timestamps of their starts. */
export const bucketsOf = (interval: Interval): string[] => {
  const buckets: string[] = [];
  for (let t = Date.parse(interval.start); t < Date.parse(interval.end); t += BUCKET_MS) buckets.push(new Date(t).toISOString());
  return buckets;
};

export const lockKey = (orgId: string, practitionerId: string, bucket: string): Key => ({
  pk: `EHR#${orgId}#LOCK#${practitionerId}`,
  sk: bucket,
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Free, or already this appointment's (expired locks count as absent). */
const freeFor = (appointmentId: string): Condition => ({ or: [{ notExists: 'pk' }, { eq: ['appointment_id', appointmentId] }] });

const lockPut = (orgId: string, practitionerId: string, appointmentId: string, bucket: string, ttl: number): WriteOperation => ({
  put: { ...lockKey(orgId, practitionerId, bucket), entity: 'ehr_booking_lock', appointment_id: appointmentId, ttl },
  condition: freeFor(appointmentId),
});

export interface LockOptions {
  /** Pending locks lapse after PENDING_LOCK_SECONDS unless confirmed (fhir backend). */
  pending?: boolean;
}

const ttlFor = (interval: Interval, options: LockOptions): number =>
  options.pending ? nowSeconds() + PENDING_LOCK_SECONDS : Math.floor(Date.parse(interval.end) / 1000) + KEEP_AFTER_END_SECONDS;

/** Operations that take an interval's buckets for an appointment (condition: nobody else holds them). */
export const lockOperations = (orgId: string, practitionerId: string, appointmentId: string, interval: Interval, options: LockOptions = {}): WriteOperation[] =>
  bucketsOf(interval).map((bucket) => lockPut(orgId, practitionerId, appointmentId, bucket, ttlFor(interval, options)));

/** Operations that free an interval's buckets (only those this appointment holds). */
export const releaseOperations = (orgId: string, practitionerId: string, appointmentId: string, interval: Interval): WriteOperation[] =>
  bucketsOf(interval).map((bucket) => ({ delete: lockKey(orgId, practitionerId, bucket), condition: { or: [{ notExists: 'pk' }, { eq: ['appointment_id', appointmentId] }] } }));

/**
 * Operations that move an appointment from one interval to another: buckets only in the old one
 * are freed, buckets only in the new one taken, shared buckets kept (one operation per item).
 */
export const moveOperations = (
  orgId: string,
  practitionerId: string,
  appointmentId: string,
  from: Interval,
  to: Interval,
  options: LockOptions = {},
): WriteOperation[] => {
  const before = new Set(bucketsOf(from));
  const after = bucketsOf(to);
  const ttl = ttlFor(to, options);
  return [
    ...[...before].filter((bucket) => !after.includes(bucket)).map((bucket) => ({ delete: lockKey(orgId, practitionerId, bucket) })),
    ...after.map((bucket) => lockPut(orgId, practitionerId, appointmentId, bucket, ttl)),
  ];
};

/** Runs a transaction that takes locks; a lost lock becomes 409 APPOINTMENT_CONFLICT. */
export const commitBooking = async (store: Store, operations: WriteOperation[], details: Record<string, unknown> = {}): Promise<void> => {
  try {
    await retryingConflicts(() => store.transactWrite(operations));
  } catch (error) {
    if (error instanceof TransactionCanceledError) throw appointmentConflict(details);
    throw error;
  }
};

/**
 * The locks of a backend whose appointments live elsewhere (fhir): taken pending before the EHR
 * write, then confirmed, or released when the EHR write fails. Releasing deletes bucket by bucket,
 * each only if this appointment holds it, so an appointment made in the EHR (any length, maybe
 * never locked) or a bucket another appointment took since is simply passed over.
 */
export class BookingLocks {
  constructor(
    private readonly store: Store,
    private readonly orgId: string,
  ) {}

  private details(practitionerId: string) {
    return { practitioner_id: practitionerId };
  }

  acquire(practitionerId: string, appointmentId: string, interval: Interval, options: LockOptions = { pending: true }): Promise<void> {
    return commitBooking(this.store, lockOperations(this.orgId, practitionerId, appointmentId, interval, options), this.details(practitionerId));
  }

  /** Takes the new interval's buckets (one transaction, at most 48), then frees the old-only ones. */
  async move(practitionerId: string, appointmentId: string, from: Interval, to: Interval, options: LockOptions = { pending: true }): Promise<void> {
    await this.acquire(practitionerId, appointmentId, to, options);
    const kept = new Set(bucketsOf(to));
    await this.releaseBuckets(practitionerId, appointmentId, bucketsOf(from).filter((bucket) => !kept.has(bucket)));
  }

  /** Makes pending locks last until the appointment is over. */
  async confirm(practitionerId: string, appointmentId: string, interval: Interval): Promise<void> {
    await retryingConflicts(() => this.store.transactWrite(lockOperations(this.orgId, practitionerId, appointmentId, interval)));
  }

  release(practitionerId: string, appointmentId: string, interval: Interval): Promise<void> {
    return this.releaseBuckets(practitionerId, appointmentId, bucketsOf(interval));
  }

  private async releaseBuckets(practitionerId: string, appointmentId: string, buckets: string[]): Promise<void> {
    await Promise.all(
      buckets.map(async (bucket) => {
        try {
          await this.store.delete(lockKey(this.orgId, practitionerId, bucket), { condition: { eq: ['appointment_id', appointmentId] } });
        } catch (error) {
          if (!(error instanceof ConditionFailedError)) throw error;
        }
      }),
    );
  }
}
