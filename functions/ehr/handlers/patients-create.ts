import { ehrProxyRoutes as routes } from '../routes';
import { withOptionalIdempotency } from '../../api/idempotency';
import { ports } from '../../core/runtime';
import { ehrHandler, ok } from '../proxy-handler';
import { PatientCreateBodySchema } from '../patient-create-schema';

/** POST /v1/patients: 201 with the created patient. */
export const handler = ehrHandler(routes.createEhrPatient, { body: PatientCreateBodySchema }, async ({ request, orgId, ehr }) =>
  withOptionalIdempotency(ports().store, request, { orgId, routeId: routes.createEhrPatient.id }, async () => ok(await ehr.adapter.createPatient(request.body), 201)),
);
