import { routes } from '../../routes';
import { ehrHandler, idempotent, ok } from '../http';
import { PatientCreateBodySchema } from '../patient-create-schema';

/** POST /v1/patients: 201 with the created patient. */
export const handler = ehrHandler(routes.createEhrPatient, { body: PatientCreateBodySchema }, async ({ request, orgId, ehr }) =>
  idempotent(request, orgId, routes.createEhrPatient.id, async () => ok(await ehr.adapter.createPatient(request.body), 201)),
);
