import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList, resolvePatient } from '../proxy-handler';
import { NotesQuerySchema } from '../request-schemas';

/** GET /v1/appointments/encounters/notes?appointment_id= (or a patient's identification): the notes, as a list. */
export const handler = ehrHandler(routes.listEncounterNotes, { query: NotesQuerySchema }, async ({ request, ehr }) => {
  const { appointment_id } = request.query;
  const owner = appointment_id ? { appointmentId: appointment_id } : { patientId: (await resolvePatient(ehr.adapter, request.query)).id };
  return okList(await ehr.adapter.listNotes(owner));
});
