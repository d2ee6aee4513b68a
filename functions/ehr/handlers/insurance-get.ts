import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok, patientIdOf } from '../proxy-handler';
import { PatientIdentificationQuerySchema } from '../request-schemas';

/** GET /v1/patients/record/insurance: the coverage, or null when the patient has none on file. */
export const handler = ehrHandler(routes.getInsurance, { query: PatientIdentificationQuerySchema }, async ({ request, ehr }) => {
  const patientId = await patientIdOf(ehr.adapter, request.query);
  return ok(await ehr.adapter.getInsurance(patientId));
});
