import { notFound } from '../../core/errors';
import { createHandler } from '../../api/handler';
import { callerOf } from '../../api/types';
import { ports } from '../../core/runtime';
import type { Store } from '../../core/storage/port';
import { listEngagements, toEngagementResponse } from '../store';
import { patientEngagementRoutes as routes } from '../routes';
import { PatientParamsSchema } from '../../patients/schemas';
import { getPatientMemory, getPatientProfile } from '../../patients/store';
import { PatientEngagementsQuerySchema } from '../schemas';

/** Whether the organization knows the patient at all: a profile, a memory or any engagement. */
const isKnownPatient = async (store: Store, orgId: string, patientId: string): Promise<boolean> => {
  const [profile, memory, engagements] = await Promise.all([
    getPatientProfile(store, orgId, patientId),
    getPatientMemory(store, orgId, patientId),
    listEngagements(store, orgId, { patient_id: patientId, limit: 1 }),
  ]);
  return Boolean(profile ?? memory) || engagements.items.length > 0;
};

/**
 * GET /v1/patients/{patient_id}/engagements: the patient's engagements, newest first, with the
 * engagement list's filters and pagination. A known patient whose engagements match nothing has
 * an empty list; a patient the organization does not know at all is a 404 (docs/decisions.md 51).
 */
export const handler = createHandler(
  routes.listPatientEngagements,
  { params: PatientParamsSchema, query: PatientEngagementsQuerySchema },
  async (request) => {
    const { store } = ports();
    const { orgId } = callerOf(request);
    const patientId = request.params.patient_id;
    const page = await listEngagements(store, orgId, { ...request.query, patient_id: patientId });
    if (page.items.length === 0 && !(await isKnownPatient(store, orgId, patientId))) throw notFound('Patient');
    return { status: 200, body: { data: page.items.map(toEngagementResponse), has_more: page.cursor !== null, next_cursor: page.cursor } };
  },
);
