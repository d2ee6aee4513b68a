import { proxyOk } from '../api/envelopes';
import { createHandler, type RouteSchemas } from '../api/handler';
import { callerOf, type ApiRequest, type ApiResult } from '../api/types';
import type { RouteDefinition } from '../api/route-definition';
import type { EhrAdapter, Listed } from './adapter';
import { invalidInput, patientAmbiguous, patientNotFound } from './errors';
import { identificationOf, type PatientIdentificationQuery } from './request-schemas';
import { openEhr, type EhrSession } from './session';
import type { EhrPatient } from './schemas';

/** What every EHR proxy handler is built from: the caller's EHR, opened for this request. */

export interface EhrRequest<B, Q, P> {
  request: ApiRequest<B, Q, P>;
  orgId: string;
  ehr: EhrSession;
}

export const ehrHandler = <B = undefined, Q = Record<string, string>, P = Record<string, string>>(
  route: RouteDefinition,
  schemas: RouteSchemas<B, Q, P>,
  run: (context: EhrRequest<B, Q, P>) => Promise<ApiResult>,
) =>
  createHandler(route, schemas, async (request) => {
    const { orgId } = callerOf(request);
    return run({ request, orgId, ehr: await openEhr(orgId) });
  });

export const ok = (data: unknown, status = 200): ApiResult => ({ status, body: proxyOk(data) });

/** A list: `count` items in data, `total` matches (DESIGN §10). */
export const okList = <T>(listed: Listed<T> | T[]): ApiResult => {
  const { items, total } = Array.isArray(listed) ? { items: listed, total: listed.length } : listed;
  return { status: 200, body: proxyOk(items, { count: items.length, total }) };
};

/** How many matches an identification looks at before it calls itself ambiguous. */
const MATCHES_LOOKED_AT = 10;

/** The one patient an identification names: 404 PATIENT_NOT_FOUND for none, 409 PATIENT_AMBIGUOUS for several. */
export const resolvePatient = async (adapter: EhrAdapter, query: PatientIdentificationQuery, includeFhir = false): Promise<EhrPatient> => {
  const identification = identificationOf(query);
  // The query schemas refuse an incomplete identification first; this keeps the function total.
  if (!identification) throw invalidInput('patient_id', null, 'first_name + last_name + date_of_birth, or phone_number, or patient_id');
  const matches = await adapter.findPatients(identification, { limit: MATCHES_LOOKED_AT, includeFhir });
  if (matches.length > 1) throw patientAmbiguous(matches.length);
  const [patient] = matches;
  if (!patient) throw patientNotFound();
  return patient;
};

/**
 * The patient id an identification names. A `patient_id` is used as it is (the record reads then
 * answer 404 for an unknown one), saving the EHR a lookup; other forms are resolved.
 */
export const patientIdOf = async (adapter: EhrAdapter, query: PatientIdentificationQuery): Promise<string> =>
  query.patient_id ?? (await resolvePatient(adapter, query)).id;
