import { routes } from '../../routes';
import { ehrHandler, okList, resolvePatient } from '../http';
import { PatientIdentificationQuerySchema } from '../request-schemas';

/** GET /v1/patients/record/lab-results */
export const handler = ehrHandler(routes.getLabResults, { query: PatientIdentificationQuerySchema }, async ({ request, ehr }) => {
  const patient = await resolvePatient(ehr.adapter, request.query);
  return okList(await ehr.adapter.listLabResults(patient.id));
});
