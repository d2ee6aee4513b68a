import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { patientRoutes as routes } from '../routes';
import { consentOfNumber } from '../../channels/patient-contacts';
import { PatientParamsSchema } from '../schemas';
import { getPatientProfile, toProfileResponse } from '../store';

/** GET /v1/patients/{patient_id}: the profile; 404 when the organization has none for this id. */
export const handler = createHandler(routes.getPatient, { params: PatientParamsSchema }, async (request) => {
  const profile = await getPatientProfile(ports().store, callerOf(request).orgId, request.params.patient_id);
  if (!profile) throw notFound('Patient');
  const consent = await consentOfNumber(ports().store, profile.org_id, profile.phone);
  return { status: 200, body: { ...toProfileResponse(profile), consent } };
});
