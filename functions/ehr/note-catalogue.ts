/**
 * The encounter note's fields and the templates built from them: the same for every backend
 * (the fhir backend maps each field to a Composition section or event code).
 */

export interface NoteField {
  id: string;
  name: string;
  type: 'text' | 'text_list' | 'code_list' | 'object';
  description: string;
  /** The operation that writes it, relative to /v1/appointments/encounters/notes. */
  written_by: string;
  code_system?: string;
}

export const NOTE_FIELDS: readonly NoteField[] = [
  { id: 'text_content', name: 'Note text', type: 'text', description: 'The whole note as markdown or plain text', written_by: 'POST, PUT' },
  { id: 'subjective', name: 'Subjective', type: 'text', description: "The patient's account: symptoms, history", written_by: 'PUT soap/sections/subjective' },
  { id: 'objective', name: 'Objective', type: 'text', description: 'Examination findings, vital signs, results', written_by: 'PUT soap/sections/objective' },
  { id: 'assessment', name: 'Assessment', type: 'text', description: 'Diagnoses and clinical reasoning', written_by: 'PUT soap/sections/assessment' },
  { id: 'plan', name: 'Plan', type: 'text', description: 'Treatment, orders, follow-up', written_by: 'PUT soap/sections/plan' },
  { id: 'chief_complaints', name: 'Chief complaints', type: 'text_list', description: 'Reasons for the visit in the patient’s words', written_by: 'POST chief-complaints' },
  { id: 'intake_questionnaire', name: 'Intake questionnaire', type: 'object', description: 'Answers given before the visit, by question', written_by: 'POST intake-questionnaire' },
  { id: 'icd10_codes', name: 'Diagnosis codes', type: 'code_list', description: 'ICD-10-CM codes', written_by: 'POST codes/icd10', code_system: 'http://hl7.org/fhir/sid/icd-10-cm' },
  { id: 'cpt_codes', name: 'Procedure codes', type: 'code_list', description: 'CPT codes', written_by: 'POST codes/cpt', code_system: 'http://www.ama-assn.org/go/cpt' },
  { id: 'medications', name: 'Medications', type: 'text_list', description: 'Medication, dose and frequency, one per item', written_by: 'POST medications' },
  { id: 'patient_instructions', name: 'Patient instructions', type: 'text_list', description: 'What the patient is asked to do after the visit', written_by: 'POST patient-instructions' },
];

export interface NoteTemplate {
  id: string;
  name: string;
  description: string;
  /** Field ids, in the order the template presents them. */
  fields: string[];
}

const SOAP = ['subjective', 'objective', 'assessment', 'plan'];

export const NOTE_TEMPLATES: readonly NoteTemplate[] = [
  { id: 'soap', name: 'SOAP progress note', description: 'Subjective, objective, assessment and plan', fields: ['chief_complaints', ...SOAP, 'icd10_codes', 'cpt_codes'] },
  {
    id: 'new-patient',
    name: 'New patient history and physical',
    description: 'First visit: intake, full history, examination',
    fields: ['chief_complaints', 'intake_questionnaire', ...SOAP, 'medications', 'icd10_codes', 'cpt_codes', 'patient_instructions'],
  },
  { id: 'annual-wellness', name: 'Annual wellness visit', description: 'Preventive visit and care gaps', fields: ['intake_questionnaire', ...SOAP, 'icd10_codes', 'cpt_codes', 'patient_instructions'] },
  { id: 'chronic-care', name: 'Chronic care management check-in', description: 'Follow-up of a chronic condition and its medications', fields: ['chief_complaints', ...SOAP, 'medications', 'icd10_codes', 'patient_instructions'] },
  { id: 'behavioral-health', name: 'Behavioral health follow-up', description: 'PHQ-9 / GAD-7 review and plan', fields: ['intake_questionnaire', ...SOAP, 'icd10_codes', 'cpt_codes'] },
  { id: 'telehealth', name: 'Telehealth visit', description: 'A visit by video or phone', fields: ['chief_complaints', 'subjective', 'assessment', 'plan', 'icd10_codes', 'cpt_codes', 'patient_instructions'] },
];
