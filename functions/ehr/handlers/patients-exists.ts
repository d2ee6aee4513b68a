import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok, resolvePatient } from '../proxy-handler';
import { PatientExistsQuerySchema } from '../request-schemas';

/** GET /v1/patients/exists: 200 `{exists: true, patient}`, 404 PATIENT_NOT_FOUND, 409 PATIENT_AMBIGUOUS. */
export const handler = ehrHandler(routes.patientExists, { query: PatientExistsQuerySchema }, async ({ request, ehr }) => {
  const patient = await resolvePatient(ehr.adapter, request.query, request.query.include_fhir);
  return ok({ exists: true, patient });
});
