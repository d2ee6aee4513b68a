import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList } from '../proxy-handler';
import { ListPractitionersQuerySchema } from '../request-schemas';

/** GET /v1/practitioners */
export const handler = ehrHandler(routes.listPractitioners, { query: ListPractitionersQuerySchema }, async ({ request, ehr }) =>
  okList(await ehr.adapter.listPractitioners({ count: request.query.count, includeFhir: request.query.include_fhir })),
);
