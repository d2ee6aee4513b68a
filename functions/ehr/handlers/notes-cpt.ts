import { ehrProxyRoutes as routes } from '../routes';
import { CPT_FORM, noteListHandler } from '../note-lists';

/** POST /v1/appointments/encounters/notes/codes/cpt?appointment_id= with an array of CPT codes. */
export const handler = noteListHandler(routes.addCptCodes, 'cpt_codes', CPT_FORM);
