import { routes } from '../../routes';
import { ehrHandler, okList, resolvePatient } from '../http';
import { PatientIdentificationQuerySchema } from '../request-schemas';

/** GET /v1/patients/record/medications */
export const handler = ehrHandler(routes.getMedications, { query: PatientIdentificationQuerySchema }, async ({ request, ehr }) => {
  const patient = await resolvePatient(ehr.adapter, request.query);
  return okList(await ehr.adapter.listMedications(patient.id));
});
