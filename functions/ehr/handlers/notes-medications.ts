import { ehrProxyRoutes as routes } from '../routes';
import { noteListHandler } from '../note-lists';

/** POST /v1/appointments/encounters/notes/medications?appointment_id= with an array of strings (drug, dose, frequency). */
export const handler = noteListHandler(routes.addNoteMedications, 'medications');
