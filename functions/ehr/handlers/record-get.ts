import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok, patientIdOf } from '../proxy-handler';
import { PatientIdentificationQuerySchema } from '../request-schemas';

/** GET /v1/patients/record: the identified patient's whole record. */
export const handler = ehrHandler(routes.getPatientRecord, { query: PatientIdentificationQuerySchema }, async ({ request, ehr }) => {
  const patientId = await patientIdOf(ehr.adapter, request.query);
  return ok(await ehr.adapter.getRecord(patientId));
});
