import type { Condition, Key, Store, WriteOperation } from '../core/storage/port';
import { ConditionFailedError, TransactionCanceledError } from '../core/storage/port';
import { retryingConflicts } from '../core/storage/optimistic';
import { appointmentConflict, invalidInput } from './errors';

/**
 * Double-booking protection that holds under concurrent requests in every container: an
 * appointment owns one lock item per 5-minute bucket of its practitioner's time and one per bucket
 * of its patient's time, each written on the condition that no other appointment owns it. Two
 * overlapping bookings of one practitioner, or of one patient, need a common bucket, so at most
 * one of their transactions commits. The `local` backend writes the locks in the same transaction
 * as the appointment; the `fhir` backend takes them (pending, with a short expiry) before writing
 * to the EHR and confirms them after.
 *
 * Appointments therefore start and end on 5-minute boundaries and last at most 4 hours: a booking
 * takes up to 2 × 48 buckets, within DynamoDB's 100 operations.
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

/** Whose time a lock holds. */
export type Party = 'practitioner' | 'patient';

/** The two calendars an appointment takes time from. */
export interface Attendees {
  practitioner_id: string;
  patient_id: string;
}

/** A booking as the conflict it may meet describes it. */
export type Booking = Attendees & Interval;

/** The practitioner's partition is the one the locks had before patients got theirs (kept, so existing locks still count). */
const LOCK_PARTITION: Record<Party, string> = { practitioner: 'LOCK', patient: 'PATIENT_LOCK' };

export const lockKey = (orgId: string, party: Party, id: string, bucket: string): Key => ({
  pk: `EHR#${orgId}#${LOCK_PARTITION[party]}#${id}`,
  sk: bucket,
});

const PARTIES: Party[] = ['practitioner', 'patient'];
/** The party a key's lock holds time of; undefined for any other item. */
const partyOfKey = (key: Key): Party | undefined => PARTIES.find((party) => key.pk.split('#')[2] === LOCK_PARTITION[party]);

/** The practitioner's calendar first, then the patient's. */
const calendarsOf = (attendees: Attendees): Array<[Party, string]> => [
  ['practitioner', attendees.practitioner_id],
  ['patient', attendees.patient_id],
];

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Free, or already this appointment's (expired locks count as absent). */
const freeFor = (appointmentId: string): Condition => ({ or: [{ notExists: 'pk' }, { eq: ['appointment_id', appointmentId] }] });

const lockPut = (key: Key, appointmentId: string, ttl: number): WriteOperation => ({
  put: { ...key, entity: 'ehr_booking_lock', appointment_id: appointmentId, ttl },
  condition: freeFor(appointmentId),
});

export interface LockOptions {
  /** Pending locks lapse after PENDING_LOCK_SECONDS unless confirmed (fhir backend). */
  pending?: boolean;
}

const ttlFor = (interval: Interval, options: LockOptions): number =>
  options.pending ? nowSeconds() + PENDING_LOCK_SECONDS : Math.floor(Date.parse(interval.end) / 1000) + KEEP_AFTER_END_SECONDS;

/** Operations that take an interval's buckets of both attendees for an appointment (condition: nobody else holds them). */
export const lockOperations = (orgId: string, attendees: Attendees, appointmentId: string, interval: Interval, options: LockOptions = {}): WriteOperation[] => {
  const ttl = ttlFor(interval, options);
  return calendarsOf(attendees).flatMap(([party, id]) => bucketsOf(interval).map((bucket) => lockPut(lockKey(orgId, party, id, bucket), appointmentId, ttl)));
};

/** Operations that free an interval's buckets of both attendees (only those this appointment holds). */
export const releaseOperations = (orgId: string, attendees: Attendees, appointmentId: string, interval: Interval): WriteOperation[] =>
  calendarsOf(attendees).flatMap(([party, id]) =>
    bucketsOf(interval).map((bucket) => ({ delete: lockKey(orgId, party, id, bucket), condition: freeFor(appointmentId) })),
  );

/**
 * Operations that move an appointment from one interval to another, for both attendees: buckets
 * only in the old one are freed, buckets only in the new one taken, shared buckets kept (one
 * operation per item).
 */
export const moveOperations = (
  orgId: string,
  attendees: Attendees,
  appointmentId: string,
  from: Interval,
  to: Interval,
  options: LockOptions = {},
): WriteOperation[] => {
  const after = bucketsOf(to);
  const freed = bucketsOf(from).filter((bucket) => !after.includes(bucket));
  const ttl = ttlFor(to, options);
  return calendarsOf(attendees).flatMap(([party, id]) => [
    ...freed.map((bucket) => ({ delete: lockKey(orgId, party, id, bucket) })),
    ...after.map((bucket) => lockPut(lockKey(orgId, party, id, bucket), appointmentId, ttl)),
  ]);
};

/**
 * The party whose lock made a transaction fail (the practitioner when both did); undefined when
 * no failed operation was a lock.
 */
export const conflictingParty = (operations: WriteOperation[], failed: number[]): Party | undefined => {
  const parties = failed.map((index) => operations[index]).flatMap((operation) => {
    const key = operation && ('put' in operation ? operation.put : 'delete' in operation ? operation.delete : undefined);
    const party = key && partyOfKey(key);
    return party ? [party] : [];
  });
  return PARTIES.find((party) => parties.includes(party));
};

/**
 * 409 APPOINTMENT_CONFLICT naming the party whose time is taken, with that party's id and the
 * times asked for: never anything of the appointment that holds the time (another patient's).
 */
export const bookingConflict = (party: Party, booking: Booking) =>
  appointmentConflict(
    { ...(party === 'patient' ? { patient_id: booking.patient_id } : { practitioner_id: booking.practitioner_id }), start: booking.start, end: booking.end },
    party,
  );

/** Runs a transaction that takes locks; a lost lock becomes 409 APPOINTMENT_CONFLICT naming whose time it was. */
export const commitBooking = async (store: Store, operations: WriteOperation[], booking: Booking): Promise<void> => {
  try {
    await retryingConflicts(() => store.transactWrite(operations));
  } catch (error) {
    if (error instanceof TransactionCanceledError) throw bookingConflict(conflictingParty(operations, error.failedConditions) ?? 'practitioner', booking);
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

  acquire(attendees: Attendees, appointmentId: string, interval: Interval, options: LockOptions = { pending: true }): Promise<void> {
    return commitBooking(this.store, lockOperations(this.orgId, attendees, appointmentId, interval, options), { ...attendees, ...interval });
  }

  /** Takes the new interval's buckets (one transaction, at most 2 × 48), then frees the old-only ones. */
  async move(attendees: Attendees, appointmentId: string, from: Interval, to: Interval, options: LockOptions = { pending: true }): Promise<void> {
    await this.acquire(attendees, appointmentId, to, options);
    const kept = new Set(bucketsOf(to));
    await this.releaseBuckets(attendees, appointmentId, bucketsOf(from).filter((bucket) => !kept.has(bucket)));
  }

  /** Makes pending locks last until the appointment is over. */
  async confirm(attendees: Attendees, appointmentId: string, interval: Interval): Promise<void> {
    await retryingConflicts(() => this.store.transactWrite(lockOperations(this.orgId, attendees, appointmentId, interval)));
  }

  release(attendees: Attendees, appointmentId: string, interval: Interval): Promise<void> {
    return this.releaseBuckets(attendees, appointmentId, bucketsOf(interval));
  }

  private async releaseBuckets(attendees: Attendees, appointmentId: string, buckets: string[]): Promise<void> {
    const keys = calendarsOf(attendees).flatMap(([party, id]) => buckets.map((bucket) => lockKey(this.orgId, party, id, bucket)));
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.store.delete(key, { condition: { eq: ['appointment_id', appointmentId] } });
        } catch (error) {
          if (!(error instanceof ConditionFailedError)) throw error;
        }
      }),
    );
  }
}
