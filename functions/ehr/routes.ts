import { type HttpMethod, type RouteDefinition, readScopes } from '../api/route-definition';

/**
 * An EHR proxy route (DESIGN §10): proxy envelope, the tier's token bucket, `read_only` on reads,
 * and the organization's EHR credentials. Its handler is functions/ehr/handlers/<file>.ts.
 */
const ehrRoute = <const I extends string, const M extends HttpMethod, const P extends string>(
  id: I,
  method: M,
  path: P,
  file: string,
  summary: string,
  tag: string,
) =>
  ({
    id,
    method,
    path,
    entry: `functions/ehr/handlers/${file}.ts`,
    group: 'proxy',
    auth: 'key',
    scopes: method === 'GET' ? readScopes : [],
    rateLimit: 'proxy',
    // Reads write too: booking locks and the circuit breaker live in the table.
    table: 'write',
    summary,
    tag,
    ehrCredentials: true,
  }) as const satisfies RouteDefinition;

const RECORDS = 'EHR patients and records';
const APPOINTMENTS = 'EHR appointments';
const NOTES = 'EHR encounter notes';

/** Registered ahead of the engagement interface's `/v1/patients/{patient_id}` routes, which would match their paths. */
export const ehrPatientRoutes = {
  listEhrPatients: ehrRoute('ListEhrPatients', 'GET', '/v1/patients', 'patients-list', "The EHR's patients, optionally of one practitioner", RECORDS),
  createEhrPatient: ehrRoute('CreateEhrPatient', 'POST', '/v1/patients', 'patients-create', 'Create a patient in the EHR', RECORDS),
  patientExists: ehrRoute('PatientExists', 'GET', '/v1/patients/exists', 'patients-exists', 'Whether the EHR has the identified patient', RECORDS),
  getPatientRecord: ehrRoute('GetPatientRecord', 'GET', '/v1/patients/record', 'record-get', "The identified patient's record", RECORDS),
  getVitalSigns: ehrRoute('GetVitalSigns', 'GET', '/v1/patients/record/vital-signs', 'vital-signs-get', "The patient's vital signs", RECORDS),
  putVitalSigns: ehrRoute('PutVitalSigns', 'PUT', '/v1/patients/record/vital-signs', 'vital-signs-put', 'Record new vital sign readings', RECORDS),
  getLabResults: ehrRoute('GetLabResults', 'GET', '/v1/patients/record/lab-results', 'lab-results-get', "The patient's lab results", RECORDS),
  getMedications: ehrRoute('GetMedications', 'GET', '/v1/patients/record/medications', 'medications-get', "The patient's medication list", RECORDS),
  getInsurance: ehrRoute('GetInsurance', 'GET', '/v1/patients/record/insurance', 'insurance-get', "The patient's insurance coverage", RECORDS),
  putInsurance: ehrRoute('PutInsurance', 'PUT', '/v1/patients/record/insurance', 'insurance-put', "Replace the patient's insurance coverage", RECORDS),
};

export const ehrRoutes = {
  listPractitioners: ehrRoute('ListPractitioners', 'GET', '/v1/practitioners', 'practitioners-list', "The EHR's practitioners", RECORDS),
  listAppointments: ehrRoute('ListAppointments', 'GET', '/v1/appointments', 'appointments-list', 'Appointments that start in a time range', APPOINTMENTS),
  createAppointment: ehrRoute('CreateAppointment', 'POST', '/v1/appointments', 'appointments-create', 'Book an appointment (409 when the practitioner is booked)', APPOINTMENTS),
  rescheduleAppointment: ehrRoute('RescheduleAppointment', 'PUT', '/v1/appointments', 'appointments-reschedule', "Move a patient's appointment to a new time", APPOINTMENTS),
  cancelAppointment: ehrRoute('CancelAppointment', 'DELETE', '/v1/appointments', 'appointments-cancel', 'Cancel an appointment', APPOINTMENTS),
  listOpenSlots: ehrRoute('ListOpenSlots', 'GET', '/v1/appointments/open-slots', 'open-slots', "Bookable slots from practitioners' schedules", APPOINTMENTS),
  getPreVisitNotes: ehrRoute('GetPreVisitNotes', 'GET', '/v1/appointments/pre-visit/notes', 'pre-visit-get', "An appointment's pre-visit notes", APPOINTMENTS),
  putPreVisitNotes: ehrRoute('PutPreVisitNotes', 'PUT', '/v1/appointments/pre-visit/notes', 'pre-visit-put', "Replace an appointment's pre-visit notes", APPOINTMENTS),
  listEncounterNotes: ehrRoute('ListEncounterNotes', 'GET', '/v1/appointments/encounters/notes', 'notes-list', 'Encounter notes of an appointment or a patient', NOTES),
  createEncounterNote: ehrRoute('CreateEncounterNote', 'POST', '/v1/appointments/encounters/notes', 'notes-create', "Write an appointment's encounter note", NOTES),
  updateEncounterNote: ehrRoute('UpdateEncounterNote', 'PUT', '/v1/appointments/encounters/notes', 'notes-update', "Update an appointment's encounter note", NOTES),
  deleteEncounterNote: ehrRoute('DeleteEncounterNote', 'DELETE', '/v1/appointments/encounters/notes', 'notes-delete', "Delete an appointment's encounter note", NOTES),
  getSoapSection: ehrRoute('GetSoapSection', 'GET', '/v1/appointments/encounters/notes/soap/sections/{section_id}', 'soap-section-get', 'One SOAP section of the note', NOTES),
  putSoapSection: ehrRoute('PutSoapSection', 'PUT', '/v1/appointments/encounters/notes/soap/sections/{section_id}', 'soap-section-put', 'Replace one SOAP section of the note', NOTES),
  addChiefComplaints: ehrRoute('AddChiefComplaints', 'POST', '/v1/appointments/encounters/notes/chief-complaints', 'notes-chief-complaints', 'Add chief complaints to the note', NOTES),
  addIntakeQuestionnaire: ehrRoute('AddIntakeQuestionnaire', 'POST', '/v1/appointments/encounters/notes/intake-questionnaire', 'notes-intake', "Attach the intake questionnaire's answers", NOTES),
  addIcd10Codes: ehrRoute('AddIcd10Codes', 'POST', '/v1/appointments/encounters/notes/codes/icd10', 'notes-icd10', 'Add ICD-10-CM codes to the note', NOTES),
  addCptCodes: ehrRoute('AddCptCodes', 'POST', '/v1/appointments/encounters/notes/codes/cpt', 'notes-cpt', 'Add CPT codes to the note', NOTES),
  addNoteMedications: ehrRoute('AddNoteMedications', 'POST', '/v1/appointments/encounters/notes/medications', 'notes-medications', 'Add medications to the note', NOTES),
  addPatientInstructions: ehrRoute('AddPatientInstructions', 'POST', '/v1/appointments/encounters/notes/patient-instructions', 'notes-instructions', 'Add patient instructions to the note', NOTES),
  listNoteTemplates: ehrRoute('ListNoteTemplates', 'GET', '/v1/appointments/encounters/notes/templates', 'notes-templates', 'Encounter note templates', NOTES),
  listNoteFields: ehrRoute('ListNoteFields', 'GET', '/v1/appointments/encounters/notes/fields', 'notes-fields', 'The fields of an encounter note', NOTES),
  getEhrHealth: ehrRoute('GetEhrHealth', 'GET', '/v1/ehr/health', 'health', "Connection health of the organization's EHR", 'Monitoring'),
};

/** Every EHR proxy route, for its handlers. */
export const ehrProxyRoutes = { ...ehrPatientRoutes, ...ehrRoutes };
