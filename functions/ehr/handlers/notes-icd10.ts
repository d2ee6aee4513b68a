import { ehrProxyRoutes as routes } from '../routes';
import { ICD10_FORM, noteListHandler } from '../note-lists';

/** POST /v1/appointments/encounters/notes/codes/icd10?appointment_id= with an array of ICD-10-CM codes. */
export const handler = noteListHandler(routes.addIcd10Codes, 'icd10_codes', ICD10_FORM);
