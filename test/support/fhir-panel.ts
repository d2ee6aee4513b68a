import type { Resource, Schedule, Slot } from '@medplum/fhirtypes';
import type { FhirClient } from '../../functions/ehr/fhir/client';
import {
  referenceTo,
  toFhirAllergy,
  toFhirAppointment,
  toFhirCondition,
  toFhirCoverage,
  toFhirLabResult,
  toFhirMedicationRequest,
  toFhirPatient,
  toFhirPractitioner,
  toFhirPractitionerRole,
  toFhirVitalSign,
} from '../../functions/ehr/fhir-mapping';
import type { Panel, PanelPatient, PanelPractitioner } from '../../functions/ehr/panel';
import { expandSchedule, overlaps } from '../../functions/ehr/schedule';

/**
 * Loads a Panel into a FHIR server with the panel's own ids (PUT creates them on Medplum), so the
 * same ids exist on both backends. Every practitioner gets a PractitionerRole, a Schedule and the
 * free Slots its weekly schedule expands to in [slotsFrom, slotsTo), minus the panel's booked
 * appointments. Resources without an id in the panel get ids derived from their owner's.
 */

const BATCH = 16;

const putAll = async (client: FhirClient, resources: Resource[]): Promise<void> => {
  for (let i = 0; i < resources.length; i += BATCH) await Promise.all(resources.slice(i, i + BATCH).map((resource) => client.update(resource)));
};

export const scheduleIdOf = (practitionerId: string): string => `sched-${practitionerId}`;

const practitionerResources = (practitioner: PanelPractitioner, panel: Panel, options: { slotsFrom: string; slotsTo: string }): Resource[] => {
  const schedule: Schedule = {
    resourceType: 'Schedule',
    id: scheduleIdOf(practitioner.id),
    active: true,
    actor: [referenceTo('Practitioner', practitioner.id)],
    planningHorizon: { start: options.slotsFrom, end: options.slotsTo },
  };
  const booked = panel.appointments.filter((a) => a.practitioner_id === practitioner.id && a.status !== 'cancelled');
  const slots: Slot[] = expandSchedule(practitioner.schedule, options.slotsFrom, options.slotsTo)
    .filter((slot) => !booked.some((a) => overlaps(a, slot)))
    .map((slot, index) => ({
      resourceType: 'Slot',
      id: `slot-${practitioner.id}-${index}`,
      schedule: referenceTo('Schedule', schedule.id!),
      status: 'free',
      start: slot.start,
      end: slot.end,
    }));
  return [toFhirPractitioner(practitioner), toFhirPractitionerRole(practitioner, `role-${practitioner.id}`), schedule, ...slots];
};

const patientResources = (entry: PanelPatient): Resource[] => {
  const id = entry.patient.id;
  return [
    toFhirPatient(entry.patient),
    ...entry.conditions.map((condition, i) => toFhirCondition(condition, id, `cond-${id}-${i}`)),
    ...entry.medications.map((medication) => toFhirMedicationRequest(medication, id)),
    ...entry.allergies.map((allergy, i) => toFhirAllergy(allergy, id, `allergy-${id}-${i}`)),
    ...entry.vital_signs.map((vital) => toFhirVitalSign(vital, id)),
    ...entry.lab_results.map((lab) => toFhirLabResult(lab, id)),
    ...(entry.insurance ? [toFhirCoverage(entry.insurance, id, `cov-${id}`)] : []),
  ];
};

export const loadPanel = async (client: FhirClient, panel: Panel, options: { slotsFrom: string; slotsTo: string }): Promise<void> => {
  // Referenced resources first, so that no reference points at a missing resource.
  await putAll(client, panel.practitioners.flatMap((practitioner) => practitionerResources(practitioner, panel, options)));
  await putAll(client, panel.patients.flatMap(patientResources));
  await putAll(
    client,
    panel.appointments.map((appointment) => toFhirAppointment(appointment)),
  );
};
