import type { WeeklySchedule } from './schedule';
import type { Allergy, Appointment, Condition, EhrPatient, Insurance, LabResult, Medication, Practitioner, VitalSign } from './schemas';

/**
 * A panel of patients, practitioners and appointments in the proxy's own shapes: what the sandbox's
 * local EHR is seeded with, and what tests load into a FHIR server so both backends hold the same data.
 */

export interface PanelPractitioner extends Practitioner {
  schedule: WeeklySchedule;
}

export interface PanelPatient {
  patient: EhrPatient;
  conditions: Condition[];
  medications: Medication[];
  allergies: Allergy[];
  vital_signs: VitalSign[];
  lab_results: LabResult[];
  insurance: Insurance | null;
}

export interface Panel {
  practitioners: PanelPractitioner[];
  patients: PanelPatient[];
  appointments: Appointment[];
}
