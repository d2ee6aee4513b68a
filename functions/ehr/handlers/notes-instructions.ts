import { ehrProxyRoutes as routes } from '../routes';
import { noteListHandler } from '../note-lists';

/** POST /v1/appointments/encounters/notes/patient-instructions?appointment_id= with an array of strings. */
export const handler = noteListHandler(routes.addPatientInstructions, 'patient_instructions');
