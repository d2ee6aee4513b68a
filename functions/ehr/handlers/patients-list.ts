import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList } from '../proxy-handler';
import { ListPatientsQuerySchema } from '../request-schemas';

/** GET /v1/patients: `{data, count, total}`, optionally of one practitioner (by id or email). */
export const handler = ehrHandler(routes.listEhrPatients, { query: ListPatientsQuerySchema }, async ({ request, ehr }) => {
  const { practitioner_id, practitioner_email, count, include_fhir } = request.query;
  return okList(await ehr.adapter.listPatients({ practitionerId: practitioner_id, practitionerEmail: practitioner_email, count, includeFhir: include_fhir }));
});
