import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema } from '../request-schemas';

/** GET /v1/appointments/pre-visit/notes?appointment_id= */
export const handler = ehrHandler(routes.getPreVisitNotes, { query: AppointmentQuerySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.getPreVisitNote(request.query.appointment_id)),
);
