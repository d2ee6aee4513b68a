import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import { patientRoutes as routes } from '../routes';
import { PatientProfileBodySchema } from '../request-schemas';
import { PatientParamsSchema } from '../schemas';
import { putPatientProfile, toProfileResponse } from '../store';

/** PUT /v1/patients/{patient_id}: creates (201) or replaces (200) the profile. */
export const handler = createHandler(routes.putPatient, { params: PatientParamsSchema, pathIds: 'create', body: PatientProfileBodySchema }, async (request) => {
  const { created, profile } = await putPatientProfile(ports().store, callerOf(request).orgId, request.params.patient_id, request.body);
  return { status: created ? 201 : 200, body: toProfileResponse(profile) };
});
