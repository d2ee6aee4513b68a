import { createHash, randomUUID } from 'node:crypto';
import { ConditionFailedError, TransactionCanceledError, type Item, type Key, type Store, type WriteOperation } from '../../core/storage/port';
import { lockOperations } from '../booking-locks';
import type { Panel } from '../panel';
import type { Appointment, EhrPatient } from '../schemas';
import { appointmentItem, counterOperations, patientCreateOperations, practitionerItems, recordItems } from './items';
import { seedMarkerKey } from './keys';
import { inParallel, packBy, transact } from './store-helpers';

/**
 * Loads a panel into an organization's local EHR, once per panel version. A marker item is taken
 * with a condition before anything is written, so concurrent runs do not write twice: the loser
 * waits until the winner is done (or until its lease lapses, then takes over). Every write is safe
 * to repeat after a crash: patients and appointments are created on the condition that they do not
 * exist yet (with their counters and locks in the same transaction); record items are plain puts.
 */

/** Seeding takes seconds; a run that has not finished within the lease is taken to have died. */
const LEASE_SECONDS = 90;
const WAIT_MS = 200;
const MAX_OPERATIONS = 100;
/** Leaves room in a patient transaction for the counters (the organization's and up to six practitioners'). */
const PATIENT_GROUP_OPERATIONS = 90;
const PARALLEL_TRANSACTIONS = 6;

/**
 * Bump when the synthetic panel's generator or the item layout changes: organizations seeded with
 * an older version are seeded again (existing patients and appointments are kept, record items
 * rewritten, the rest added).
 */
export const PANEL_VERSION = '1';

/** The version a marker records: PANEL_VERSION and the panel's identity (its ids, not its dates, which follow `now`). */
export const panelVersion = (panel: Panel): string => {
  const ids = JSON.stringify([panel.practitioners.map((p) => p.id).sort(), panel.patients.map((p) => p.patient.id).sort()]);
  return `${PANEL_VERSION}-${createHash('sha256').update(ids).digest('hex').slice(0, 16)}`;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = 'claimed' | 'done' | 'busy';

const claimMarker = async (store: Store, marker: Item): Promise<Claim> => {
  try {
    await store.put(marker, {
      condition: { or: [{ notExists: 'pk' }, { and: [{ eq: ['status', 'seeding'] }, { lt: ['lease_until', nowSeconds()] }] }] },
    });
    return 'claimed';
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const current = await store.get(marker, { consistent: true });
    return current?.status === 'done' ? 'done' : 'busy';
  }
};

export const seedOrganization = async (store: Store, orgId: string, panel: Panel): Promise<{ seeded: boolean }> => {
  const version = panelVersion(panel);
  const owner = randomUUID();
  const marker = (): Item => ({
    ...seedMarkerKey(orgId, version),
    entity: 'ehr_seed_marker',
    status: 'seeding',
    owner,
    lease_until: nowSeconds() + LEASE_SECONDS,
  });
  for (;;) {
    const claim = await claimMarker(store, marker());
    if (claim === 'done') return { seeded: false };
    if (claim === 'claimed') break;
    await sleep(WAIT_MS);
  }
  await writePanel(store, orgId, panel);
  await markDone(store, seedMarkerKey(orgId, version), owner);
  return { seeded: true };
};

/** Marks the seed done, unless another run took the lapsed lease over (that run marks it). */
const markDone = async (store: Store, key: Key, owner: string): Promise<void> => {
  try {
    await store.update(key, { set: { status: 'done', completed_at: new Date().toISOString() }, remove: ['lease_until'] }, { condition: { eq: ['owner', owner] } });
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
};

const writePanel = async (store: Store, orgId: string, panel: Panel): Promise<void> => {
  await putAll(store, panel.practitioners.flatMap((practitioner) => practitionerItems(orgId, practitioner)));
  await createPatients(store, orgId, panel.patients.map((entry) => entry.patient));
  await Promise.all([putAll(store, panel.patients.flatMap((entry) => recordItems(orgId, entry))), createAppointments(store, orgId, panel.appointments)]);
};

/** Items that may be written again as they are: parallel transactions of 100 puts. */
const putAll = async (store: Store, items: Item[]): Promise<void> => {
  const groups = packBy(items, () => 1, MAX_OPERATIONS);
  await inParallel(
    groups.map((group) => () => transact(store, group.map((put) => ({ put })))),
    PARALLEL_TRANSACTIONS,
  );
};

/** Patients, as createPatient writes them; groups run one after the other as they share counters. */
const createPatients = (store: Store, orgId: string, patients: EhrPatient[]): Promise<void> =>
  writeUnits(store, patients, {
    operationsOf: (patient) => patientCreateOperations(orgId, patient),
    sharedOf: (group) => counterOperations(orgId, group),
    groupOperations: PATIENT_GROUP_OPERATIONS,
    parallel: 1,
  });

/** Appointments with their booking locks, the practitioner's and the patient's (a cancelled one holds none). */
const createAppointments = (store: Store, orgId: string, appointments: Appointment[]): Promise<void> =>
  writeUnits(store, appointments, {
    operationsOf: (appointment) => [
      { put: appointmentItem(orgId, appointment, 1), condition: { notExists: 'pk' } },
      ...(appointment.status === 'cancelled' ? [] : lockOperations(orgId, appointment, appointment.id, appointment)),
    ],
    groupOperations: MAX_OPERATIONS,
    parallel: PARALLEL_TRANSACTIONS,
  });

interface UnitWrites<U> {
  /** The operations of one unit, which must be written together or not at all. */
  operationsOf: (unit: U) => WriteOperation[];
  /** Operations a transaction of these units also needs (counters). */
  sharedOf?: (units: U[]) => WriteOperation[];
  groupOperations: number;
  parallel: number;
}

/**
 * Writes units several to a transaction. A cancelled transaction (some unit exists already, from an
 * interrupted run) is retried unit by unit, skipping the units cancelled again.
 */
const writeUnits = async <U>(store: Store, units: U[], options: UnitWrites<U>): Promise<void> => {
  const operationsOf = (group: U[]) => [...group.flatMap(options.operationsOf), ...(options.sharedOf?.(group) ?? [])];
  const writeGroup = async (group: U[]) => {
    if (await writtenOrCancelled(store, operationsOf(group))) return;
    for (const unit of group) await writtenOrCancelled(store, operationsOf([unit]));
  };
  const groups = packBy(units, (unit) => options.operationsOf(unit).length, options.groupOperations);
  await inParallel(
    groups.map((group) => () => writeGroup(group)),
    options.parallel,
  );
};

/** True when written, false when a condition failed. */
const writtenOrCancelled = async (store: Store, operations: WriteOperation[]): Promise<boolean> => {
  try {
    await transact(store, operations);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledError) return false;
    throw error;
  }
};
