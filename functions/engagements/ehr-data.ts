import { ApiError } from '../core/errors';
import { logger } from '../core/logger';
import { ports } from '../core/runtime';
import { openEhr } from '../ehr/session';
import type { PatientRecord } from '../ehr/schemas';
import { getPatientProfile } from '../patients/store';
import type { EngagementItem } from './schemas';

/**
 * DESIGN §3: when an engagement's patient has a profile with `ehr_patient_id` and the engagement
 * came without `context.ehr_data`, the conversation starts with a summary of the EHR record: what
 * a clinician reading the outcome needs next to it (problems, active medications, allergies, the
 * latest vital signs and labs), not the demographics or insurance. An EHR that cannot be reached
 * in time, or does not know the patient, never holds the conversation up: it starts without.
 */

/** Less than the worker's share of a start, so a slow EHR delays a check-in by at most this. */
const EHR_DATA_DEADLINE_MS = 1_500;
const LATEST_LABS = 10;

const latestBy = <T>(items: T[], keyOf: (item: T) => string, timeOf: (item: T) => string): T[] => {
  const latest = new Map<string, T>();
  for (const item of items) {
    const current = latest.get(keyOf(item));
    if (!current || timeOf(item) > timeOf(current)) latest.set(keyOf(item), item);
  }
  return [...latest.values()].sort((a, b) => timeOf(b).localeCompare(timeOf(a)));
};

export const summarizeRecord = (record: PatientRecord, system: string, ehrPatientId: string, now: Date): Record<string, unknown> => ({
  source: system,
  ehr_patient_id: ehrPatientId,
  retrieved_at: now.toISOString(),
  conditions: record.conditions.map(({ code, display, status, onset_date }) => ({ code, display, status, onset_date })),
  medications: record.medications.filter((m) => m.status === 'active').map(({ name, dosage, frequency }) => ({ name, dosage, frequency })),
  allergies: record.allergies,
  vital_signs: latestBy(record.vital_signs, (v) => v.type, (v) => v.recorded_at).map(({ type, value, unit, recorded_at }) => ({ type, value, unit, recorded_at })),
  lab_results: latestBy(record.lab_results, (l) => l.loinc_code ?? l.test_name, (l) => l.collected_at)
    .slice(0, LATEST_LABS)
    .map(({ test_name, loinc_code, value, unit, interpretation, collected_at }) => ({ test_name, loinc_code, value, unit, interpretation, collected_at })),
});

/** The engagement's `ehr_data`, or undefined when it has one already, has no EHR patient, or the EHR cannot say. */
export const engagementEhrData = async (engagement: EngagementItem, now = new Date()): Promise<Record<string, unknown> | undefined> => {
  const context = engagement.context as { ehr_data?: unknown } | null;
  if (context?.ehr_data !== undefined) return undefined;
  const profile = await getPatientProfile(ports().store, engagement.org_id, engagement.patient.id);
  const ehrPatientId = profile?.ehr_patient_id;
  if (!ehrPatientId) return undefined;
  try {
    const ehr = await openEhr(engagement.org_id, AbortSignal.timeout(EHR_DATA_DEADLINE_MS));
    return summarizeRecord(await ehr.adapter.getRecord(ehrPatientId), ehr.system, ehrPatientId, now);
  } catch (error) {
    // Whatever went wrong with the EHR, the check-in goes ahead; the log names the kind only.
    const reason = error instanceof ApiError ? error.proxyCode : (error as Error).name;
    logger.warn('Engagement starts without EHR data', { engagement_id: engagement.id, org_id: engagement.org_id, reason });
    return undefined;
  }
};
