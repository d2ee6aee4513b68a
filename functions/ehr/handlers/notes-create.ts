import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, NoteBodySchema } from '../request-schemas';

/** POST /v1/appointments/encounters/notes?appointment_id=: 201 with the note; 409 NOTE_EXISTS when it has one. */
export const handler = ehrHandler(routes.createEncounterNote, { query: AppointmentQuerySchema, body: NoteBodySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.createNote(request.query.appointment_id, request.body), 201),
);
