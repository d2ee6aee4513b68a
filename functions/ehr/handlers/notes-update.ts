import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, NoteBodySchema } from '../request-schemas';

/** PUT /v1/appointments/encounters/notes?appointment_id=: sets the given text and SOAP sections, keeps the rest. */
export const handler = ehrHandler(routes.updateEncounterNote, { query: AppointmentQuerySchema, body: NoteBodySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.updateNote(request.query.appointment_id, request.body)),
);
