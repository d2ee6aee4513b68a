import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema } from '../request-schemas';

/** DELETE /v1/appointments/encounters/notes?appointment_id=: 200 with the deleted note. */
export const handler = ehrHandler(routes.deleteEncounterNote, { query: AppointmentQuerySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.deleteNote(request.query.appointment_id)),
);
