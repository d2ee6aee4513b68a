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
const at = (clock: string) => `2030-06-03T${clock}:00.000Z`;
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
    expect(bucketsOf({ start: '2030-06-03T06:00:00-04:00', end: '2030-06-03T06:10:00-04:00' })).toEqual([at('10:00'), at('10:05')]);
  });
});

describe('assertBookable', () => {
  it('accepts 5-minute boundaries up to 4 hours', () => {
    expect(() => assertBookable(interval('09:00', '09:05'), FIELDS)).not.toThrow();
    expect(() => assertBookable(interval('09:00', '13:00'), FIELDS)).not.toThrow();
  });

  it.each([
    ['a start off the 5-minute grid', { start: '2030-06-03T09:02:00Z', end: at('09:30') }, 'start_date_time'],
    ['an end off the 5-minute grid', { start: at('09:00'), end: '2030-06-03T09:31:00Z' }, 'end_date_time'],
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
  it('takes one conditional put per bucket, kept until a day after the end', () => {
    const operations = lockOperations('org1', 'prac1', 'apt1', interval('10:00', '10:15'));
    expect(operations).toHaveLength(3);
    for (const operation of operations) {
      if (!('put' in operation)) throw new Error('expected a put');
      expect(operation.put.pk).toBe('EHR#org1#LOCK#prac1');
      expect(operation.put.appointment_id).toBe('apt1');
      expect(operation.put.ttl).toBe(Date.parse(at('10:15')) / 1000 + 86_400);
      expect(operation.condition).toEqual({ or: [{ notExists: 'pk' }, { eq: ['appointment_id', 'apt1'] }] });
    }
  });

  it('gives pending locks a short expiry', () => {
    const before = Math.floor(Date.now() / 1000);
    const [operation] = lockOperations('org1', 'prac1', 'apt1', interval('10:00', '10:05'), { pending: true });
    const ttl = operation && 'put' in operation ? operation.put.ttl : undefined;
    expect(ttl).toBeGreaterThanOrEqual(before + PENDING_LOCK_SECONDS);
    expect(ttl).toBeLessThanOrEqual(before + PENDING_LOCK_SECONDS + 2);
  });

  it('moves by freeing only the old buckets and taking the new ones, one operation per item', () => {
    const operations = moveOperations('org1', 'prac1', 'apt1', interval('10:00', '10:30'), interval('10:15', '10:45'));
    const deleted = operations.flatMap((o) => ('delete' in o ? [o.delete.sk] : []));
    const taken = operations.flatMap((o) => ('put' in o ? [o.put.sk] : []));
    expect(deleted).toEqual(['10:00', '10:05', '10:10'].map(at));
    expect(taken).toEqual(['10:15', '10:20', '10:25', '10:30', '10:35', '10:40'].map(at));
    const keys = operations.map((o) => JSON.stringify('delete' in o ? o.delete : 'put' in o ? { pk: o.put.pk, sk: o.put.sk } : null));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fits the longest reschedule in one transaction', () => {
    const operations = moveOperations('org1', 'prac1', 'apt1', interval('08:00', '12:00'), interval('12:00', '16:00'));
    expect(operations).toHaveLength(96);
  });

  it('releases only the buckets this appointment holds', () => {
    const [operation] = releaseOperations('org1', 'prac1', 'apt1', interval('10:00', '10:05'));
    expect(operation).toEqual({
      delete: lockKey('org1', 'prac1', at('10:00')),
      condition: { or: [{ notExists: 'pk' }, { eq: ['appointment_id', 'apt1'] }] },
    });
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

  const book = (appointmentId: string, from: string, to: string, practitionerId = 'prac1') =>
    commitBooking(store, lockOperations('org1', practitionerId, appointmentId, interval(from, to)), { practitioner_id: practitionerId });

  it('refuses an overlapping booking with 409 APPOINTMENT_CONFLICT and keeps the first', async () => {
    await book('apt1', '10:00', '10:30');
    const error = await rejectionOf(book('apt2', '10:25', '10:55'));
    expect(error.status).toBe(409);
    expect(error.proxyCode).toBe('APPOINTMENT_CONFLICT');
    expect(error.details).toEqual({ practitioner_id: 'prac1' });
    const lock = await store.get(lockKey('org1', 'prac1', at('10:25')));
    expect(lock?.appointment_id).toBe('apt1');
    // Nothing of the refused booking was written.
    expect(await store.get(lockKey('org1', 'prac1', at('10:30')))).toBeUndefined();
  });

  it('lets touching intervals, other practitioners and other organizations book', async () => {
    await book('apt1', '10:00', '10:30');
    await expect(book('apt2', '10:30', '11:00')).resolves.toBeUndefined();
    await expect(book('apt3', '10:00', '10:30', 'prac2')).resolves.toBeUndefined();
    await expect(commitBooking(store, lockOperations('org2', 'prac1', 'apt4', interval('10:00', '10:30')))).resolves.toBeUndefined();
  });

  it('lets an appointment take its own buckets again', async () => {
    await book('apt1', '10:00', '10:30');
    await expect(book('apt1', '10:00', '10:30')).resolves.toBeUndefined();
  });

  it('lets exactly one of many concurrent overlapping bookings through', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(`apt${i}`, i % 2 ? '10:00' : '10:15', i % 2 ? '10:30' : '10:45')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as ApiError).proxyCode).toBe('APPOINTMENT_CONFLICT');
  });

  it('passes other errors through', async () => {
    const failing: Store = { ...store, transactWrite: async () => Promise.reject(new Error('boom')) } as unknown as Store;
    await expect(commitBooking(failing, [] as WriteOperation[])).rejects.toThrow('boom');
  });

  it('BookingLocks: pending locks block, lapse when not confirmed, and free on release', async () => {
    const locks = new BookingLocks(store, 'org1');
    await locks.acquire('prac1', 'apt1', interval('10:00', '10:30'));
    await expect(locks.acquire('prac1', 'apt2', interval('10:00', '10:30'))).rejects.toMatchObject({ proxyCode: 'APPOINTMENT_CONFLICT' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (PENDING_LOCK_SECONDS + 1) * 1000);
    await expect(locks.acquire('prac1', 'apt2', interval('10:00', '10:30'))).resolves.toBeUndefined();
    await locks.confirm('prac1', 'apt2', interval('10:00', '10:30'));
    const lock = await store.get(lockKey('org1', 'prac1', at('10:00')));
    expect(lock?.ttl).toBe(Date.parse(at('10:30')) / 1000 + 86_400);
    await locks.move('prac1', 'apt2', interval('10:00', '10:30'), interval('10:15', '10:45'));
    await expect(locks.acquire('prac1', 'apt3', interval('10:00', '10:15'))).resolves.toBeUndefined();
    await locks.release('prac1', 'apt2', interval('10:15', '10:45'));
    await expect(locks.acquire('prac1', 'apt4', interval('10:15', '10:45'))).resolves.toBeUndefined();
  });
});
