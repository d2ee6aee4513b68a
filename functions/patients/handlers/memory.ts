import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { patientRoutes as routes } from '../routes';
import { consentOfNumber } from '../../channels/patient-contacts';
import { PatientParamsSchema } from '../schemas';
import { emptyMemoryResponse, getPatientMemory, getPatientProfile, toMemoryResponse } from '../store';

/**
 * GET /v1/patients/{patient_id}/memory: what careloop learned about the patient. A patient with a
 * profile but no counted engagement has an empty memory; one with neither is a 404.
 */
export const handler = createHandler(routes.getPatientMemory, { params: PatientParamsSchema }, async (request) => {
  const { store } = ports();
  const { orgId } = callerOf(request);
  const patientId = request.params.patient_id;
  const [profile, memory] = await Promise.all([getPatientProfile(store, orgId, patientId), getPatientMemory(store, orgId, patientId)]);
  if (!memory && !profile) throw notFound('Patient');
  const consent = await consentOfNumber(store, orgId, profile?.phone);
  const body = memory ? toMemoryResponse(memory, profile?.timezone) : emptyMemoryResponse(patientId);
  return { status: 200, body: { ...body, consent } };
});
