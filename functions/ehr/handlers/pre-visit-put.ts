import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, ContentBodySchema } from '../request-schemas';

/** PUT /v1/appointments/pre-visit/notes?appointment_id= with `{content}`. */
export const handler = ehrHandler(routes.putPreVisitNotes, { query: AppointmentQuerySchema, body: ContentBodySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.putPreVisitNote(request.query.appointment_id, request.body.content)),
);
