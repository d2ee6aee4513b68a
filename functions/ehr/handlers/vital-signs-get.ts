import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList, patientIdOf } from '../proxy-handler';
import { PatientIdentificationQuerySchema } from '../request-schemas';

/** GET /v1/patients/record/vital-signs: every reading, oldest first. */
export const handler = ehrHandler(routes.getVitalSigns, { query: PatientIdentificationQuerySchema }, async ({ request, ehr }) => {
  const patientId = await patientIdOf(ehr.adapter, request.query);
  return okList(await ehr.adapter.listVitalSigns(patientId));
});
