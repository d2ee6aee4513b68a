import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../functions/core/errors';
import type { Store, WriteOperation } from '../../functions/core/storage/port';
import { SqliteStore } from '../../functions/core/storage/sqlite-store';
import {
  assertBookable,
  BookingLocks,
  bucketsOf,
  commitBooking,
  lockKey,
  lockOperations,
  moveOperations,
  PENDING_LOCK_SECONDS,
  releaseOperations,
} from '../../functions/ehr/booking-locks';

const FIELDS = { start: 'start_date_time', end: 'end_date_time' };
/** A day a year ahead: locks expire a day after their appointment, so a fixed date would stop holding them once past. */
const DAY = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const at = (clock: string) => `${DAY}T${clock}:00.000Z`;
const ATTENDEES = { practitioner_id: 'prac1', patient_id: 'pat1' };
const interval = (from: string, to: string) => ({ start: at(from), end: at(to) });

const apiErrorOf = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
};

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('bucketsOf', () => {
  it('cuts an interval into 5-minute buckets named by their start', () => {
    expect(bucketsOf(interval('10:00', '10:30'))).toEqual(['10:00', '10:05', '10:10', '10:15', '10:20', '10:25'].map(at));
  });

  it('gives one bucket for 5 minutes and none for an empty interval', () => {
    expect(bucketsOf(interval('10:00', '10:05'))).toEqual([at('10:00')]);
    expect(bucketsOf(interval('10:00', '10:00'))).toEqual([]);
  });

  it('reads any offset as the same instant', () => {
    expect(bucketsOf({ start: `${DAY}T06:00:00-04:00`, end: `${DAY}T06:10:00-04:00` })).toEqual([at('10:00'), at('10:05')]);
  });
});

describe('assertBookable', () => {
  it('accepts 5-minute boundaries up to 4 hours', () => {
    expect(() => assertBookable(interval('09:00', '09:05'), FIELDS)).not.toThrow();
    expect(() => assertBookable(interval('09:00', '13:00'), FIELDS)).not.toThrow();
  });

  it.each([
    ['a start off the 5-minute grid', { start: `${DAY}T09:02:00Z`, end: at('09:30') }, 'start_date_time'],
    ['an end off the 5-minute grid', { start: at('09:00'), end: `${DAY}T09:31:00Z` }, 'end_date_time'],
    ['an end before the start', interval('09:30', '09:00'), 'end_date_time'],
    ['an empty interval', interval('09:30', '09:30'), 'end_date_time'],
    ['more than 4 hours', interval('09:00', '13:05'), 'end_date_time'],
    ['an unparseable start', { start: 'soon', end: at('09:30') }, 'start_date_time'],
  ])('rejects %s naming the field', (_, value, field) => {
    const error = apiErrorOf(() => assertBookable(value, FIELDS));
    expect(error.status).toBe(400);
    expect(error.proxyCode).toBe('INVALID_INPUT');
    expect(error.details.field).toBe(field);
  });

  it('names the fields it is given', () => {
    const error = apiErrorOf(() => assertBookable(interval('09:30', '09:00'), { start: 'new_start_date_time', end: 'new_end_date_time' }));
    expect(error.details.field).toBe('new_end_date_time');
  });
});

describe('lock operations', () => {
  it("takes one conditional put per bucket of the practitioner's time and of the patient's, kept until a day after the end", () => {
    const operations = lockOperations('org1', ATTENDEES, 'apt1', interval('10:00', '10:15'));
    expect(operations).toHaveLength(6);
    expect(operations.map((o) => ('put' in o ? o.put.pk : null))).toEqual([...Array(3).fill('EHR#org1#LOCK#prac1'), ...Array(3).fill('EHR#org1#PATIENT_LOCK#pat1')]);
    for (const operation of operations) {
      if (!('put' in operation)) throw new Error('expected a put');
      expect(operation.put.appointment_id).toBe('apt1');
      expect(operation.put.ttl).toBe(Date.parse(at('10:15')) / 1000 + 86_400);
      expect(operation.condition).toEqual({ or: [{ notExists: 'pk' }, { eq: ['appointment_id', 'apt1'] }] });
    }
  });

  it('gives pending locks a short expiry', () => {
    const before = Math.floor(Date.now() / 1000);
    const [operation] = lockOperations('org1', ATTENDEES, 'apt1', interval('10:00', '10:05'), { pending: true });
    const ttl = operation && 'put' in operation ? operation.put.ttl : undefined;
    expect(ttl).toBeGreaterThanOrEqual(before + PENDING_LOCK_SECONDS);
    expect(ttl).toBeLessThanOrEqual(before + PENDING_LOCK_SECONDS + 2);
  });

  it('moves by freeing only the old buckets and taking the new ones, one operation per item', () => {
    const operations = moveOperations('org1', ATTENDEES, 'apt1', interval('10:00', '10:30'), interval('10:15', '10:45'));
    for (const pk of ['EHR#org1#LOCK#prac1', 'EHR#org1#PATIENT_LOCK#pat1']) {
      const deleted = operations.flatMap((o) => ('delete' in o && o.delete.pk === pk ? [o.delete.sk] : []));
      const taken = operations.flatMap((o) => ('put' in o && o.put.pk === pk ? [o.put.sk] : []));
      expect(deleted).toEqual(['10:00', '10:05', '10:10'].map(at));
      expect(taken).toEqual(['10:15', '10:20', '10:25', '10:30', '10:35', '10:40'].map(at));
    }
    const keys = operations.map((o) => JSON.stringify('delete' in o ? o.delete : 'put' in o ? { pk: o.put.pk, sk: o.put.sk } : null));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fits the longest booking in one transaction with its appointment', () => {
    expect(lockOperations('org1', ATTENDEES, 'apt1', interval('08:00', '12:00'))).toHaveLength(96);
    // The longest move (2 × 48 freed, 2 × 48 taken) does not: the local backend writes it in two steps.
    expect(moveOperations('org1', ATTENDEES, 'apt1', interval('08:00', '12:00'), interval('12:00', '16:00'))).toHaveLength(192);
  });

  it('releases only the buckets this appointment holds', () => {
    const condition = { or: [{ notExists: 'pk' }, { eq: ['appointment_id', 'apt1'] }] };
    expect(releaseOperations('org1', ATTENDEES, 'apt1', interval('10:00', '10:05'))).toEqual([
      { delete: lockKey('org1', 'practitioner', 'prac1', at('10:00')), condition },
      { delete: lockKey('org1', 'patient', 'pat1', at('10:00')), condition },
    ]);
  });
});

describe('locks in a store', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = SqliteStore.open(':memory:');
  });
  afterEach(() => {
    vi.useRealTimers();
    store.close();
  });

  /** Each appointment with its own patient unless one is given. */
  const book = (appointmentId: string, from: string, to: string, practitionerId = 'prac1', patientId = `pat-of-${appointmentId}`) => {
    const booking = { practitioner_id: practitionerId, patient_id: patientId, ...interval(from, to) };
    return commitBooking(store, lockOperations('org1', booking, appointmentId, booking), booking);
  };

  it('refuses an overlapping booking with 409 APPOINTMENT_CONFLICT naming the practitioner, and keeps the first', async () => {
    await book('apt1', '10:00', '10:30');
    const error = await rejectionOf(book('apt2', '10:25', '10:55'));
    expect(error.status).toBe(409);
    expect(error.proxyCode).toBe('APPOINTMENT_CONFLICT');
    // The asking booking's own practitioner and times; nothing of the patient who holds the time.
    expect(error.details).toEqual({ conflict_with: 'practitioner', practitioner_id: 'prac1', start: at('10:25'), end: at('10:55') });
    const lock = await store.get(lockKey('org1', 'practitioner', 'prac1', at('10:25')));
    expect(lock?.appointment_id).toBe('apt1');
    // Nothing of the refused booking was written.
    expect(await store.get(lockKey('org1', 'practitioner', 'prac1', at('10:30')))).toBeUndefined();
    expect(await store.get(lockKey('org1', 'patient', 'pat-of-apt2', at('10:30')))).toBeUndefined();
  });

  it("refuses a patient's overlapping booking with another practitioner, naming the patient", async () => {
    await book('apt1', '10:00', '10:30', 'prac1', 'pat1');
    const error = await rejectionOf(book('apt2', '10:15', '10:45', 'prac2', 'pat1'));
    expect(error.status).toBe(409);
    expect(error.proxyCode).toBe('APPOINTMENT_CONFLICT');
    expect(error.message).toBe('The patient already has an appointment at that time');
    expect(error.details).toEqual({ conflict_with: 'patient', patient_id: 'pat1', start: at('10:15'), end: at('10:45') });
    expect(await store.get(lockKey('org1', 'practitioner', 'prac2', at('10:30')))).toBeUndefined();
    // Both taken: the practitioner is named.
    expect((await rejectionOf(book('apt3', '10:00', '10:30', 'prac1', 'pat1'))).details.conflict_with).toBe('practitioner');
  });

  it('lets touching intervals, other practitioners, other patients and other organizations book', async () => {
    await book('apt1', '10:00', '10:30', 'prac1', 'pat1');
    await expect(book('apt2', '10:30', '11:00', 'prac1', 'pat1')).resolves.toBeUndefined();
    await expect(book('apt3', '10:00', '10:30', 'prac2')).resolves.toBeUndefined();
    const elsewhere = { practitioner_id: 'prac1', patient_id: 'pat1', ...interval('10:00', '10:30') };
    await expect(commitBooking(store, lockOperations('org2', elsewhere, 'apt4', elsewhere), elsewhere)).resolves.toBeUndefined();
  });

  it('lets an appointment take its own buckets again', async () => {
    await book('apt1', '10:00', '10:30');
    await expect(book('apt1', '10:00', '10:30')).resolves.toBeUndefined();
  });

  it("lets exactly one of many concurrent overlapping bookings of one patient with different practitioners through", async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(`apt${i}`, i % 2 ? '10:00' : '10:15', i % 2 ? '10:30' : '10:45', `prac${i}`, 'pat1')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as ApiError).details.conflict_with).toBe('patient');
  });

  it('lets exactly one of many concurrent overlapping bookings through', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(`apt${i}`, i % 2 ? '10:00' : '10:15', i % 2 ? '10:30' : '10:45')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as ApiError).proxyCode).toBe('APPOINTMENT_CONFLICT');
  });

  it('passes other errors through', async () => {
    const failing: Store = { ...store, transactWrite: async () => Promise.reject(new Error('boom')) } as unknown as Store;
    await expect(commitBooking(failing, [] as WriteOperation[], { ...ATTENDEES, ...interval('10:00', '10:30') })).rejects.toThrow('boom');
  });

  it('BookingLocks: pending locks block, lapse when not confirmed, and free on release', async () => {
    const locks = new BookingLocks(store, 'org1');
    const other = { practitioner_id: 'prac1', patient_id: 'pat2' };
    const samePatient = { practitioner_id: 'prac2', patient_id: 'pat1' };
    await locks.acquire(ATTENDEES, 'apt1', interval('10:00', '10:30'));
    await expect(locks.acquire(other, 'apt2', interval('10:00', '10:30'))).rejects.toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
    await expect(locks.acquire(samePatient, 'apt2', interval('10:00', '10:30'))).rejects.toMatchObject({ details: { conflict_with: 'patient' } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (PENDING_LOCK_SECONDS + 1) * 1000);
    await expect(locks.acquire(ATTENDEES, 'apt2', interval('10:00', '10:30'))).resolves.toBeUndefined();
    await locks.confirm(ATTENDEES, 'apt2', interval('10:00', '10:30'));
    for (const key of [lockKey('org1', 'practitioner', 'prac1', at('10:00')), lockKey('org1', 'patient', 'pat1', at('10:00'))]) {
      expect((await store.get(key))?.ttl).toBe(Date.parse(at('10:30')) / 1000 + 86_400);
    }
    await locks.move(ATTENDEES, 'apt2', interval('10:00', '10:30'), interval('10:15', '10:45'));
    await expect(locks.acquire(ATTENDEES, 'apt3', interval('10:00', '10:15'))).resolves.toBeUndefined();
    await expect(locks.acquire(samePatient, 'apt5', interval('10:30', '10:35'))).rejects.toMatchObject({ details: { conflict_with: 'patient' } });
    await locks.release(ATTENDEES, 'apt2', interval('10:15', '10:45'));
    await expect(locks.acquire(samePatient, 'apt4', interval('10:15', '10:45'))).resolves.toBeUndefined();
  });
});
