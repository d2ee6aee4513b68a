import { createHandler } from '../../core/http/handler';
import { callerOf } from '../../core/http/types';
import { ports } from '../../core/runtime';
import { listEngagements, toEngagementResponse } from '../../engagements/store';
import { routes } from '../../routes';
import { PatientEngagementsQuerySchema, PatientParamsSchema } from '../schemas';

/**
 * GET /v1/patients/{patient_id}/engagements: the patient's engagements, newest first, with the
 * engagement list's filters and pagination. A patient without engagements has an empty list.
 */
export const handler = createHandler(
  routes.listPatientEngagements,
  { params: PatientParamsSchema, query: PatientEngagementsQuerySchema },
  async (request) => {
    const page = await listEngagements(ports().store, callerOf(request).orgId, { ...request.query, patient_id: request.params.patient_id });
    return { status: 200, body: { data: page.items.map(toEngagementResponse), has_more: page.cursor !== null, next_cursor: page.cursor } };
  },
);
