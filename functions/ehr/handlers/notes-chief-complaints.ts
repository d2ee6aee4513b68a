import { ehrProxyRoutes as routes } from '../routes';
import { noteListHandler } from '../note-lists';

/** POST /v1/appointments/encounters/notes/chief-complaints?appointment_id= with an array of strings. */
export const handler = noteListHandler(routes.addChiefComplaints, 'chief_complaints');
