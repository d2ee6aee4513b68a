import type {
  AllergyIntolerance,
  Appointment as FhirAppointment,
  CodeableConcept,
  Composition,
  CompositionSection,
  Condition as FhirCondition,
  Coverage,
  Dosage,
  Encounter,
  Extension,
  Identifier,
  MedicationRequest,
  MedicationStatement,
  Observation,
  Patient,
  Practitioner as FhirPractitioner,
  PractitionerRole,
  Reference,
  ResourceType,
} from '@medplum/fhirtypes';
import {
  ALLERGY_SEVERITIES,
  APPOINTMENT_TYPES,
  type Address,
  type Allergy,
  type Appointment,
  type AppointmentStatus,
  type AppointmentType,
  CONDITION_STATUSES,
  type Condition,
  type EhrPatient,
  type EncounterNote,
  GENDERS,
  INSURANCE_RELATIONSHIPS,
  type Insurance,
  type LabResult,
  type Medication,
  type Practitioner,
  type PreVisitNote,
  SOAP_SECTIONS,
  type Soap,
  VITAL_SIGN_TYPES,
  isScoreType,
  type VitalSign,
  type VitalSignType,
} from './schemas';

/**
 * Pure mapping between the proxy's resources (`../schemas`) and FHIR R4 resources, both ways.
 * `toFhir…` builds what the fhir backend writes (and what the local backend shows as
 * `include_fhir`); `fromFhir…` reads what any FHIR R4 server returns, tolerating missing fields.
 * Everything the proxy writes round-trips: fromFhirX(toFhirX(x)) equals x.
 */

export const SYSTEMS = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  cpt: 'http://www.ama-assn.org/go/cpt',
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  subscriberRelationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
  appointmentTypeV2: 'http://terminology.hl7.org/CodeSystem/v2-0276',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  dataAbsentReason: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
  /** careloop's own codes: appointment types, note kinds, the intake section. */
  appointmentType: 'https://careloop.dev/fhir/CodeSystem/appointment-type',
  noteSection: 'https://careloop.dev/fhir/CodeSystem/note-section',
  noteType: 'https://careloop.dev/fhir/CodeSystem/note-type',
  createdAt: 'https://careloop.dev/fhir/StructureDefinition/created-at',
  /** Identifier systems: `system|value` tokens the backend searches by. */
  booking: 'urn:careloop:booking',
  encounterNote: 'urn:careloop:appointment',
  preVisitNote: 'urn:careloop:pre-visit',
  /** What a finished conversation wrote back (functions/ehr/fhir/write-back-resources.ts). */
  conversation: 'urn:careloop:conversation',
} as const;

// ---------------------------------------------------------------- shared helpers

/** The id in a reference to `type` (`Patient/123`, absolute URLs, `_history` suffixes), if it is one. */
export const referenceId = (reference: Reference | undefined, type: string): string | undefined => {
  const match = reference?.reference?.match(new RegExp(`(?:^|/)${type}/([^/]+)(?:/_history/[^/]+)?$`));
  return match?.[1];
};

/** A literal reference; typed `Reference<never>` so it fits any reference field. */
export const referenceTo = (type: ResourceType, id: string): Reference<never> => ({ reference: `${type}/${id}` });

const identifierValue = (identifiers: Identifier[] | undefined, system: string): string | undefined =>
  identifiers?.find((identifier) => identifier.system === system)?.value;

const codeIn = (concept: CodeableConcept | undefined, system: string): string | undefined =>
  concept?.coding?.find((coding) => coding.system === system)?.code;

const conceptText = (concept: CodeableConcept | undefined): string | undefined =>
  concept?.text ?? concept?.coding?.find((coding) => coding.display)?.display ?? concept?.coding?.[0]?.code;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** A FHIR instant or dateTime as the proxy's timestamps are: ISO 8601 in UTC (a date alone is its midnight UTC). */
export const timestampOf = (value: string | undefined): string | undefined => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

const dateOnly = (value: string | undefined): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

const definedEntries = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

const XHTML = 'http://www.w3.org/1999/xhtml';
const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** XHTML narrative of plain text, kept verbatim inside a `<pre>` so it reads back exactly. */
export const textDiv = (text: string): string => `<div xmlns="${XHTML}"><pre>${escapeXml(text)}</pre></div>`;
const listDiv = (items: string[]): string => `<div xmlns="${XHTML}"><ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul></div>`;

/** Plain text of a narrative: the `<pre>` careloop wrote, or any narrative with its tags stripped. */
export const divText = (div: string | undefined): string => {
  if (!div) return '';
  const pre = div.match(/^<div[^>]*><pre>([\s\S]*)<\/pre><\/div>$/);
  if (pre) return unescapeXml(pre[1]!);
  return unescapeXml(div.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')).trim();
};

const divItems = (div: string | undefined): string[] => {
  if (!div) return [];
  const items = [...div.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => unescapeXml(match[1]!));
  if (items.length > 0) return items;
  const text = divText(div);
  return text ? text.split('\n').filter((line) => line.trim() !== '') : [];
};

// ---------------------------------------------------------------- Patient

export const toFhirPatient = (p: EhrPatient): Patient =>
  definedEntries<Patient>({
    resourceType: 'Patient',
    id: p.id,
    name: [{ use: 'official', family: p.last_name, given: [p.first_name] }],
    birthDate: p.date_of_birth ?? undefined,
    gender: p.gender,
    telecom: [
      ...p.phone_numbers.map((value) => ({ system: 'phone' as const, value })),
      ...(p.email ? [{ system: 'email' as const, value: p.email }] : []),
    ],
    generalPractitioner: p.primary_provider_id ? [referenceTo('Practitioner', p.primary_provider_id)] : undefined,
    address: p.address ? [toFhirAddress(p.address)] : undefined,
  });

const toFhirAddress = (a: Address) =>
  definedEntries({
    line: a.street ? [a.street] : undefined,
    city: a.city || undefined,
    state: a.state || undefined,
    postalCode: a.postal_code || undefined,
    country: a.country || undefined,
  });

export const fromFhirPatient = (p: Patient): EhrPatient => {
  const name = p.name?.find((n) => n.use === 'official') ?? p.name?.find((n) => n.use !== 'old') ?? p.name?.[0];
  const phones = (p.telecom ?? []).filter((t) => t.system === 'phone' && t.value).map((t) => t.value!);
  const address = p.address?.find((a) => a.use !== 'old') ?? p.address?.[0];
  return {
    id: p.id ?? '',
    first_name: name?.given?.join(' ') ?? '',
    last_name: name?.family ?? '',
    date_of_birth: dateOnly(p.birthDate),
    gender: oneOf(GENDERS, p.gender) ?? 'unknown',
    phone: phones[0] ?? null,
    email: p.telecom?.find((t) => t.system === 'email')?.value ?? null,
    primary_provider_id: p.generalPractitioner?.map((ref) => referenceId(ref, 'Practitioner')).find(Boolean) ?? null,
    phone_numbers: phones,
    address: address
      ? {
          street: address.line?.join(', ') ?? '',
          city: address.city ?? '',
          state: address.state ?? '',
          postal_code: address.postalCode ?? '',
          country: address.country ?? '',
        }
      : null,
  };
};

// ---------------------------------------------------------------- Practitioner and PractitionerRole

export const toFhirPractitioner = (p: Practitioner): FhirPractitioner =>
  definedEntries<FhirPractitioner>({
    resourceType: 'Practitioner',
    id: p.id,
    active: true,
    name: [{ use: 'official', family: p.last_name, given: [p.first_name] }],
    identifier: p.npi ? [{ system: SYSTEMS.npi, value: p.npi }] : undefined,
    telecom: p.email ? [{ system: 'email', value: p.email }] : undefined,
  });

/** Specialty and locations live on a PractitionerRole in FHIR; locations are display-only references. */
export const toFhirPractitionerRole = (p: Practitioner, id?: string): PractitionerRole =>
  definedEntries<PractitionerRole>({
    resourceType: 'PractitionerRole',
    id,
    active: true,
    practitioner: referenceTo('Practitioner', p.id),
    specialty: p.specialty ? [{ text: p.specialty }] : undefined,
    location: p.locations.length > 0 ? p.locations.map((display) => ({ display })) : undefined,
  });

export const fromFhirPractitioner = (p: FhirPractitioner, roles: PractitionerRole[] = []): Practitioner => {
  const name = p.name?.find((n) => n.use === 'official') ?? p.name?.[0];
  const own = roles.filter((role) => referenceId(role.practitioner, 'Practitioner') === p.id);
  const locations = own.flatMap((role) => role.location ?? []).map((ref) => ref.display ?? ref.reference ?? '');
  return {
    id: p.id ?? '',
    first_name: name?.given?.join(' ') ?? '',
    last_name: name?.family ?? '',
    email: p.telecom?.find((t) => t.system === 'email')?.value ?? null,
    specialty: own.flatMap((role) => role.specialty ?? []).map(conceptText).find(Boolean) ?? null,
    npi: identifierValue(p.identifier, SYSTEMS.npi) ?? null,
    locations: [...new Set(locations.filter(Boolean))],
  };
};

// ---------------------------------------------------------------- Appointment

type FhirAppointmentStatus = NonNullable<FhirAppointment['status']>;

const APPOINTMENT_STATUS_TO_FHIR: Record<AppointmentStatus, FhirAppointmentStatus> = {
  confirmed: 'booked',
  cancelled: 'cancelled',
  completed: 'fulfilled',
  'no-show': 'noshow',
  'checked-in': 'checked-in',
};

const APPOINTMENT_STATUS_FROM_FHIR: Record<FhirAppointmentStatus, AppointmentStatus> = {
  proposed: 'confirmed',
  pending: 'confirmed',
  booked: 'confirmed',
  arrived: 'checked-in',
  'checked-in': 'checked-in',
  fulfilled: 'completed',
  cancelled: 'cancelled',
  noshow: 'no-show',
  'entered-in-error': 'cancelled',
  waitlist: 'confirmed',
};

/** HL7 v2-0276 codes for the types it has; careloop's own coding is always there too. */
const APPOINTMENT_TYPE_V2: Partial<Record<AppointmentType, string>> = {
  'follow-up': 'FOLLOWUP',
  'annual-physical': 'CHECKUP',
  urgent: 'EMERGENCY',
  'new-patient': 'ROUTINE',
};
const V2_APPOINTMENT_TYPE: Record<string, AppointmentType> = { FOLLOWUP: 'follow-up', CHECKUP: 'annual-physical', EMERGENCY: 'urgent', WALKIN: 'urgent' };

/** Statuses that hold a practitioner's time (everything but cancelled, no-show and errors). */
export const ACTIVE_FHIR_APPOINTMENT_STATUSES: FhirAppointmentStatus[] = ['proposed', 'pending', 'booked', 'arrived', 'fulfilled', 'checked-in', 'waitlist'];

export const toFhirAppointment = (a: Appointment, options: { bookingId?: string } = {}): FhirAppointment => {
  const v2 = APPOINTMENT_TYPE_V2[a.type];
  return definedEntries<FhirAppointment>({
    resourceType: 'Appointment',
    id: a.id || undefined,
    identifier: options.bookingId ? [{ system: SYSTEMS.booking, value: options.bookingId }] : undefined,
    status: APPOINTMENT_STATUS_TO_FHIR[a.status],
    appointmentType: {
      coding: [{ system: SYSTEMS.appointmentType, code: a.type }, ...(v2 ? [{ system: SYSTEMS.appointmentTypeV2, code: v2 }] : [])],
      text: a.type,
    },
    reasonCode: a.reason ? [{ text: a.reason }] : undefined,
    comment: a.notes ?? undefined,
    start: a.start,
    end: a.end,
    participant: [
      { actor: referenceTo('Patient', a.patient_id), status: 'accepted' },
      { actor: referenceTo('Practitioner', a.practitioner_id), status: 'accepted' },
    ],
  });
};

const participantId = (a: FhirAppointment, type: string): string | undefined =>
  a.participant?.map((participant) => referenceId(participant.actor, type)).find(Boolean);

const appointmentTypeOf = (concept: CodeableConcept | undefined): AppointmentType =>
  oneOf(APPOINTMENT_TYPES, codeIn(concept, SYSTEMS.appointmentType)) ??
  V2_APPOINTMENT_TYPE[codeIn(concept, SYSTEMS.appointmentTypeV2) ?? ''] ??
  oneOf(APPOINTMENT_TYPES, concept?.text) ??
  'follow-up';

/** Undefined for an appointment the proxy cannot show: no patient, practitioner or times. */
export const fromFhirAppointment = (a: FhirAppointment): Appointment | undefined => {
  const patientId = participantId(a, 'Patient');
  const practitionerId = participantId(a, 'Practitioner');
  const start = timestampOf(a.start);
  const end = timestampOf(a.end);
  if (!patientId || !practitionerId || !start || !end) return undefined;
  return {
    id: a.id ?? '',
    patient_id: patientId,
    practitioner_id: practitionerId,
    start,
    end,
    status: APPOINTMENT_STATUS_FROM_FHIR[a.status ?? 'booked'] ?? 'confirmed',
    type: appointmentTypeOf(a.appointmentType),
    reason: a.reasonCode?.map(conceptText).find(Boolean) ?? a.description ?? null,
    notes: a.comment ?? null,
  };
};

/**
 * The time an appointment takes on its participants' calendars, whether or not both take part
 * (a practitioner's blocked time or meeting, a patient's visit without a practitioner).
 */
export interface BusyTime {
  id: string;
  practitioner_id: string | undefined;
  start: string;
  end: string;
}

export const busyTimeOf = (a: FhirAppointment): BusyTime | undefined => {
  const start = timestampOf(a.start);
  const end = timestampOf(a.end);
  return start && end ? { id: a.id ?? '', practitioner_id: participantId(a, 'Practitioner'), start, end } : undefined;
};

/** The careloop booking id of an appointment, when careloop booked it. */
export const bookingIdOf = (a: FhirAppointment): string | undefined => identifierValue(a.identifier, SYSTEMS.booking);

// ---------------------------------------------------------------- Encounter (the visit an encounter note documents)

type FhirEncounterStatus = Encounter['status'];

/** The visit as it stands when careloop first documents it; careloop does not update it afterwards. */
const ENCOUNTER_STATUS: Record<AppointmentStatus, FhirEncounterStatus> = {
  confirmed: 'in-progress',
  'checked-in': 'in-progress',
  completed: 'finished',
  cancelled: 'cancelled',
  'no-show': 'cancelled',
};
const AMBULATORY = { system: SYSTEMS.actCode, code: 'AMB', display: 'ambulatory' };

/** The Encounter careloop creates for an appointment that has none: what links the appointment's notes to it. */
export const toFhirEncounter = (a: Appointment, id?: string): Encounter =>
  definedEntries<Encounter>({
    resourceType: 'Encounter',
    id,
    status: ENCOUNTER_STATUS[a.status],
    class: AMBULATORY,
    subject: referenceTo('Patient', a.patient_id),
    participant: [{ individual: referenceTo('Practitioner', a.practitioner_id) }],
    appointment: [referenceTo('Appointment', a.id)],
    period: { start: a.start, end: a.end },
  });

/** What the proxy reads of an Encounter (careloop's or another system's): whom and which appointments it is of. */
export interface EncounterLink {
  id: string;
  appointment_ids: string[];
  patient_id: string | null;
  practitioner_id: string | null;
  start: string | null;
  end: string | null;
}

export const fromFhirEncounter = (e: Encounter): EncounterLink => ({
  id: e.id ?? '',
  appointment_ids: (e.appointment ?? []).map((ref) => referenceId(ref, 'Appointment')).filter((id): id is string => Boolean(id)),
  patient_id: referenceId(e.subject, 'Patient') ?? null,
  practitioner_id: e.participant?.map((participant) => referenceId(participant.individual, 'Practitioner')).find(Boolean) ?? null,
  start: timestampOf(e.period?.start) ?? null,
  end: timestampOf(e.period?.end) ?? null,
});

// ---------------------------------------------------------------- Condition

export const toFhirCondition = (c: Condition, patientId: string, id?: string): FhirCondition =>
  definedEntries<FhirCondition>({
    resourceType: 'Condition',
    id,
    subject: referenceTo('Patient', patientId),
    clinicalStatus: { coding: [{ system: SYSTEMS.conditionClinical, code: c.status }] },
    category: [{ coding: [{ system: SYSTEMS.conditionCategory, code: 'problem-list-item' }] }],
    code: { coding: [{ system: SYSTEMS.icd10cm, code: c.code, display: c.display }], text: c.display },
    onsetDateTime: c.onset_date ?? undefined,
  });

export const fromFhirCondition = (c: FhirCondition): Condition => {
  const coding = c.code?.coding?.find((cd) => cd.system === SYSTEMS.icd10cm) ?? c.code?.coding?.[0];
  return {
    code: coding?.code ?? '',
    display: coding?.display ?? c.code?.text ?? coding?.code ?? '',
    status: oneOf(CONDITION_STATUSES, c.clinicalStatus?.coding?.[0]?.code) ?? 'active',
    onset_date: dateOnly(c.onsetDateTime ?? c.onsetPeriod?.start),
  };
};

// ---------------------------------------------------------------- Medications

/** `text` is the dose ("10 mg"), the timing's code text the frequency ("twice daily"). */
const toDosage = (m: Medication): Dosage[] | undefined =>
  m.dosage || m.frequency
    ? [definedEntries<Dosage>({ text: m.dosage ?? undefined, timing: m.frequency ? { code: { text: m.frequency } } : undefined })]
    : undefined;

const frequencyOf = (dosage: Dosage | undefined): string | null => {
  const code = conceptText(dosage?.timing?.code);
  if (code) return code;
  const repeat = dosage?.timing?.repeat;
  if (repeat?.frequency && repeat.period && repeat.periodUnit) return `${repeat.frequency} per ${repeat.period === 1 ? '' : `${repeat.period} `}${repeat.periodUnit}`;
  return null;
};

const doseOf = (dosage: Dosage | undefined): string | null => {
  if (dosage?.text) return dosage.text;
  const quantity = dosage?.doseAndRate?.[0]?.doseQuantity;
  return quantity?.value !== undefined ? `${quantity.value}${quantity.unit ? ` ${quantity.unit}` : ''}` : null;
};

const medicationName = (r: MedicationRequest | MedicationStatement): string =>
  conceptText(r.medicationCodeableConcept) ?? r.medicationReference?.display ?? '';

export const toFhirMedicationRequest = (m: Medication, patientId: string): MedicationRequest =>
  definedEntries<MedicationRequest>({
    resourceType: 'MedicationRequest',
    id: m.id || undefined,
    status: m.status,
    intent: 'order',
    subject: referenceTo('Patient', patientId),
    medicationCodeableConcept: { text: m.name },
    requester: m.prescriber ? { display: m.prescriber } : undefined,
    authoredOn: m.start_date ?? undefined,
    dosageInstruction: toDosage(m),
  });

const REQUEST_STATUS: Record<NonNullable<MedicationRequest['status']>, Medication['status']> = {
  active: 'active',
  'on-hold': 'on-hold',
  cancelled: 'stopped',
  completed: 'completed',
  'entered-in-error': 'stopped',
  stopped: 'stopped',
  draft: 'on-hold',
  unknown: 'active',
};

export const fromFhirMedicationRequest = (r: MedicationRequest): Medication => ({
  id: r.id ?? '',
  name: medicationName(r),
  dosage: doseOf(r.dosageInstruction?.[0]),
  frequency: frequencyOf(r.dosageInstruction?.[0]),
  status: REQUEST_STATUS[r.status ?? 'unknown'] ?? 'active',
  prescriber: r.requester?.display ?? referenceId(r.requester, 'Practitioner') ?? null,
  start_date: dateOnly(r.authoredOn),
});

export const toFhirMedicationStatement = (m: Medication, patientId: string): MedicationStatement =>
  definedEntries<MedicationStatement>({
    resourceType: 'MedicationStatement',
    id: m.id || undefined,
    status: m.status,
    subject: referenceTo('Patient', patientId),
    medicationCodeableConcept: { text: m.name },
    informationSource: m.prescriber ? { display: m.prescriber } : undefined,
    effectiveDateTime: m.start_date ?? undefined,
    dosage: toDosage(m),
  });

const STATEMENT_STATUS: Record<NonNullable<MedicationStatement['status']>, Medication['status']> = {
  active: 'active',
  completed: 'completed',
  'entered-in-error': 'stopped',
  intended: 'active',
  stopped: 'stopped',
  'on-hold': 'on-hold',
  unknown: 'active',
  'not-taken': 'stopped',
};

export const fromFhirMedicationStatement = (s: MedicationStatement): Medication => ({
  id: s.id ?? '',
  name: medicationName(s),
  dosage: doseOf(s.dosage?.[0]),
  frequency: frequencyOf(s.dosage?.[0]),
  status: STATEMENT_STATUS[s.status ?? 'unknown'] ?? 'active',
  prescriber: s.informationSource?.display ?? referenceId(s.informationSource, 'Practitioner') ?? null,
  start_date: dateOnly(s.effectiveDateTime ?? s.effectivePeriod?.start),
});

// ---------------------------------------------------------------- AllergyIntolerance

/** A severity without a known reaction keeps `manifestation` (1..*) filled with a data-absent-reason. */
const unknownManifestation: CodeableConcept = { extension: [{ url: SYSTEMS.dataAbsentReason, valueCode: 'unknown' }] };

export const toFhirAllergy = (a: Allergy, patientId: string, id?: string): AllergyIntolerance =>
  definedEntries<AllergyIntolerance>({
    resourceType: 'AllergyIntolerance',
    id,
    patient: referenceTo('Patient', patientId),
    clinicalStatus: { coding: [{ system: SYSTEMS.allergyClinical, code: 'active' }] },
    code: { text: a.substance },
    reaction:
      a.reaction || a.severity
        ? [definedEntries({ manifestation: [a.reaction ? { text: a.reaction } : unknownManifestation], severity: a.severity ?? undefined })]
        : undefined,
  });

export const fromFhirAllergy = (a: AllergyIntolerance): Allergy => {
  const reaction = a.reaction?.[0];
  return {
    substance: conceptText(a.code) ?? conceptText(reaction?.substance) ?? '',
    reaction: reaction?.manifestation?.map(conceptText).find(Boolean) ?? reaction?.description ?? null,
    severity: oneOf(ALLERGY_SEVERITIES, reaction?.severity) ?? null,
  };
};

// ---------------------------------------------------------------- Vital signs

const VITAL_CATEGORY: CodeableConcept = { coding: [{ system: SYSTEMS.observationCategory, code: 'vital-signs', display: 'Vital Signs' }] };
/** Questionnaire totals (PHQ-9, GAD-7) are `survey` Observations, listed with the vital signs. */
export const SURVEY_CATEGORY: CodeableConcept = { coding: [{ system: SYSTEMS.observationCategory, code: 'survey', display: 'Survey' }] };
const LAB_CATEGORY: CodeableConcept = { coding: [{ system: SYSTEMS.observationCategory, code: 'laboratory', display: 'Laboratory' }] };
const SYSTOLIC = { system: SYSTEMS.loinc, code: '8480-6', display: 'Systolic blood pressure' };
const DIASTOLIC = { system: SYSTEMS.loinc, code: '8462-4', display: 'Diastolic blood pressure' };

const quantity = (value: number, unit: string) => ({ value, unit, system: SYSTEMS.ucum, code: unit });

export const toFhirVitalSign = (v: VitalSign, patientId: string): Observation => {
  const type = VITAL_SIGN_TYPES[v.type];
  const base: Observation = {
    resourceType: 'Observation',
    ...(v.id ? { id: v.id } : {}),
    status: 'final',
    category: [isScoreType(v.type) ? SURVEY_CATEGORY : VITAL_CATEGORY],
    code: { coding: [{ system: SYSTEMS.loinc, code: type.loinc, display: type.display }], text: type.display },
    subject: referenceTo('Patient', patientId),
    effectiveDateTime: v.recorded_at,
  };
  if (typeof v.value === 'number') return { ...base, valueQuantity: quantity(v.value, v.unit) };
  return {
    ...base,
    component: [
      { code: { coding: [SYSTOLIC] }, valueQuantity: quantity(v.value.systolic, v.unit) },
      { code: { coding: [DIASTOLIC] }, valueQuantity: quantity(v.value.diastolic, v.unit) },
    ],
  };
};

const vitalTypeOf = (o: Observation): VitalSignType | undefined => {
  const codes = new Set((o.code?.coding ?? []).filter((c) => c.system === SYSTEMS.loinc).map((c) => c.code));
  return (Object.keys(VITAL_SIGN_TYPES) as VitalSignType[]).find((type) => codes.has(VITAL_SIGN_TYPES[type].loinc));
};

const componentValue = (o: Observation, loinc: string): number | undefined =>
  o.component?.find((c) => c.code?.coding?.some((cd) => cd.code === loinc))?.valueQuantity?.value;

/** Undefined for an Observation that is not one of the proxy's vital sign types or has no value or time. */
export const fromFhirVitalSign = (o: Observation): VitalSign | undefined => {
  const type = vitalTypeOf(o);
  const recordedAt = timestampOf(o.effectiveDateTime ?? o.effectiveInstant ?? o.effectivePeriod?.start ?? o.issued);
  if (!type || !recordedAt) return undefined;
  if (type === 'blood_pressure') {
    const systolic = componentValue(o, SYSTOLIC.code);
    const diastolic = componentValue(o, DIASTOLIC.code);
    if (systolic === undefined || diastolic === undefined) return undefined;
    const unit = o.component?.[0]?.valueQuantity?.code ?? VITAL_SIGN_TYPES[type].unit;
    return { id: o.id ?? '', type, value: { systolic, diastolic }, unit, recorded_at: recordedAt };
  }
  const value = o.valueQuantity?.value;
  if (value === undefined) return undefined;
  return { id: o.id ?? '', type, value, unit: o.valueQuantity?.code ?? o.valueQuantity?.unit ?? VITAL_SIGN_TYPES[type].unit, recorded_at: recordedAt };
};

// ---------------------------------------------------------------- Lab results

type Interpretation = NonNullable<LabResult['interpretation']>;
const INTERPRETATION_TO_FHIR: Record<Interpretation, string> = { normal: 'N', low: 'L', high: 'H', abnormal: 'A', critical: 'AA' };
const INTERPRETATION_FROM_FHIR: Record<string, Interpretation> = { N: 'normal', L: 'low', H: 'high', A: 'abnormal', AA: 'critical', HH: 'critical', LL: 'critical' };

const LAB_STATUS_FROM_FHIR: Record<NonNullable<Observation['status']>, LabResult['status']> = {
  registered: 'preliminary',
  preliminary: 'preliminary',
  final: 'final',
  amended: 'amended',
  corrected: 'amended',
  cancelled: 'cancelled',
  'entered-in-error': 'cancelled',
  unknown: 'final',
};

const rangeBound = (value: number | null, unit: string | null) =>
  value === null ? undefined : definedEntries({ value, unit: unit ?? undefined, system: unit ? SYSTEMS.ucum : undefined, code: unit ?? undefined });

export const toFhirLabResult = (l: LabResult, patientId: string): Observation =>
  definedEntries<Observation>({
    resourceType: 'Observation',
    id: l.id || undefined,
    status: l.status,
    category: [LAB_CATEGORY],
    code: definedEntries<CodeableConcept>({
      coding: l.loinc_code ? [{ system: SYSTEMS.loinc, code: l.loinc_code, display: l.test_name }] : undefined,
      text: l.test_name,
    }),
    subject: referenceTo('Patient', patientId),
    effectiveDateTime: l.collected_at,
    valueQuantity:
      typeof l.value === 'number' ? definedEntries({ value: l.value, unit: l.unit ?? undefined, system: l.unit ? SYSTEMS.ucum : undefined, code: l.unit ?? undefined }) : undefined,
    valueString: typeof l.value === 'string' ? l.value : undefined,
    referenceRange: l.reference_range ? [definedEntries({ low: rangeBound(l.reference_range.low, l.unit), high: rangeBound(l.reference_range.high, l.unit) })] : undefined,
    interpretation: l.interpretation ? [{ coding: [{ system: SYSTEMS.interpretation, code: INTERPRETATION_TO_FHIR[l.interpretation] }] }] : undefined,
  });

const labValue = (o: Observation): number | string | undefined =>
  o.valueQuantity?.value ?? o.valueString ?? conceptText(o.valueCodeableConcept) ?? o.valueInteger ?? (o.valueBoolean === undefined ? undefined : String(o.valueBoolean));

/** Undefined for an Observation without a value or a time. */
export const fromFhirLabResult = (o: Observation): LabResult | undefined => {
  const value = labValue(o);
  const collectedAt = timestampOf(o.effectiveDateTime ?? o.effectiveInstant ?? o.effectivePeriod?.start ?? o.issued);
  if (value === undefined || !collectedAt) return undefined;
  const range = o.referenceRange?.[0];
  const interpretation = o.interpretation?.flatMap((concept) => concept.coding ?? []).map((coding) => INTERPRETATION_FROM_FHIR[coding.code ?? ''])[0];
  return {
    id: o.id ?? '',
    test_name: conceptText(o.code) ?? '',
    loinc_code: codeIn(o.code, SYSTEMS.loinc) ?? null,
    value,
    unit: o.valueQuantity?.code ?? o.valueQuantity?.unit ?? null,
    reference_range: range && (range.low || range.high) ? { low: range.low?.value ?? null, high: range.high?.value ?? null } : null,
    interpretation: interpretation ?? null,
    status: LAB_STATUS_FROM_FHIR[o.status ?? 'unknown'] ?? 'final',
    collected_at: collectedAt,
  };
};

// ---------------------------------------------------------------- Coverage

export const toFhirCoverage = (i: Insurance, patientId: string, id?: string): Coverage =>
  definedEntries<Coverage>({
    resourceType: 'Coverage',
    id,
    status: i.status,
    beneficiary: referenceTo('Patient', patientId),
    subscriber: i.subscriber_name ? { display: i.subscriber_name } : undefined,
    subscriberId: i.member_id,
    relationship: { coding: [{ system: SYSTEMS.subscriberRelationship, code: i.relationship }] },
    payor: [{ display: i.payer }],
    class: [
      ...(i.plan_name ? [{ type: { coding: [{ system: SYSTEMS.coverageClass, code: 'plan' }] }, value: i.plan_name, name: i.plan_name }] : []),
      ...(i.group_number ? [{ type: { coding: [{ system: SYSTEMS.coverageClass, code: 'group' }] }, value: i.group_number }] : []),
    ],
    period: i.effective_date || i.expiration_date ? definedEntries({ start: i.effective_date ?? undefined, end: i.expiration_date ?? undefined }) : undefined,
  });

const coverageClass = (c: Coverage, code: 'plan' | 'group') => c.class?.find((cls) => codeIn(cls.type, SYSTEMS.coverageClass) === code);

export const fromFhirCoverage = (c: Coverage): Insurance => {
  const plan = coverageClass(c, 'plan');
  return {
    payer: c.payor?.map((ref) => ref.display).find(Boolean) ?? '',
    plan_name: plan?.name ?? plan?.value ?? null,
    member_id: c.subscriberId ?? c.identifier?.[0]?.value ?? '',
    group_number: coverageClass(c, 'group')?.value ?? null,
    subscriber_name: c.subscriber?.display ?? null,
    relationship: oneOf(INSURANCE_RELATIONSHIPS, codeIn(c.relationship, SYSTEMS.subscriberRelationship) ?? c.relationship?.coding?.[0]?.code) ?? 'other',
    status: c.status === 'active' ? 'active' : 'cancelled',
    effective_date: dateOnly(c.period?.start),
    expiration_date: dateOnly(c.period?.end),
  };
};

// ---------------------------------------------------------------- Encounter note (Composition)

type ListField = 'chief_complaints' | 'medications' | 'patient_instructions';

/** LOINC section codes (the intake section has careloop's own code: LOINC has none for a free-form intake). */
const SOAP_LOINC: Record<keyof Soap, { code: string; display: string }> = {
  subjective: { code: '61150-9', display: 'Subjective Narrative' },
  objective: { code: '61149-1', display: 'Objective Narrative' },
  assessment: { code: '51848-0', display: 'Evaluation note' },
  plan: { code: '18776-5', display: 'Plan of care note' },
};
const LIST_LOINC: Record<ListField, { code: string; display: string }> = {
  chief_complaints: { code: '10154-3', display: 'Chief complaint Narrative - Reported' },
  medications: { code: '10160-0', display: 'History of Medication use Narrative' },
  patient_instructions: { code: '69730-0', display: 'Instructions' },
};
const LIST_FIELDS = Object.keys(LIST_LOINC) as ListField[];
const INTAKE_CODE = 'intake-questionnaire';
const PROGRESS_NOTE = { system: SYSTEMS.loinc, code: '11506-3', display: 'Progress note' };
const PRE_VISIT_TYPE = { system: SYSTEMS.noteType, code: 'pre-visit', display: 'Pre-visit note' };

const loincSection = (loinc: { code: string; display: string }, div: string | undefined): CompositionSection =>
  definedEntries<CompositionSection>({
    title: loinc.display,
    code: { coding: [{ system: SYSTEMS.loinc, ...loinc }] },
    text: div ? { status: 'additional', div } : undefined,
  });

const noteSections = (n: EncounterNote): CompositionSection[] => [
  ...SOAP_SECTIONS.map((id) => loincSection(SOAP_LOINC[id], n.json_content[id] ? textDiv(n.json_content[id]) : undefined)),
  ...LIST_FIELDS.filter((field) => n[field].length > 0).map((field) => loincSection(LIST_LOINC[field], listDiv(n[field]))),
  ...(n.intake_questionnaire
    ? [{ title: 'Intake questionnaire', code: { coding: [{ system: SYSTEMS.noteSection, code: INTAKE_CODE }] }, text: { status: 'additional' as const, div: textDiv(JSON.stringify(n.intake_questionnaire)) } }]
    : []),
];

const codeConcepts = (system: string, codes: string[]): CodeableConcept[] => codes.map((code) => ({ coding: [{ system, code }] }));

const createdAtExtension = (createdAt: string): Extension => ({ url: SYSTEMS.createdAt, valueDateTime: createdAt });

/** `encounterId`: the appointment's Encounter, set as `Composition.encounter` (an update that leaves it out keeps the stored one). */
export const toFhirEncounterNote = (n: EncounterNote, options: { encounterId?: string } = {}): Composition => {
  const codes = [...codeConcepts(SYSTEMS.icd10cm, n.icd10_codes), ...codeConcepts(SYSTEMS.cpt, n.cpt_codes)];
  return definedEntries<Composition>({
    resourceType: 'Composition',
    id: n.id || undefined,
    extension: [createdAtExtension(n.created_at)],
    identifier: n.conversation_id ? { system: SYSTEMS.conversation, value: n.conversation_id } : { system: SYSTEMS.encounterNote, value: n.appointment_id ?? undefined },
    status: 'preliminary',
    type: { coding: [PROGRESS_NOTE], text: 'Encounter note' },
    subject: referenceTo('Patient', n.patient_id),
    encounter: options.encounterId ? referenceTo('Encounter', options.encounterId) : undefined,
    date: n.updated_at,
    author: [n.practitioner_id ? referenceTo('Practitioner', n.practitioner_id) : { display: 'careloop' }],
    title: 'Encounter note',
    text: n.text_content ? { status: 'additional', div: textDiv(n.text_content) } : undefined,
    section: noteSections(n),
    event: codes.length > 0 ? [{ code: codes }] : undefined,
  });
};

const sectionWith = (c: Composition, system: string, code: string): CompositionSection | undefined =>
  c.section?.find((section) => section.code?.coding?.some((coding) => coding.system === system && coding.code === code));

const sectionText = (c: Composition, system: string, code: string): string => divText(sectionWith(c, system, code)?.text?.div);

const eventCodes = (c: Composition, system: string): string[] =>
  (c.event ?? []).flatMap((event) => event.code ?? []).flatMap((concept) => concept.coding ?? []).filter((coding) => coding.system === system && coding.code).map((coding) => coding.code!);

const intakeOf = (c: Composition): Record<string, unknown> | null => {
  const section = sectionWith(c, SYSTEMS.noteSection, INTAKE_CODE);
  if (!section) return null;
  try {
    const parsed: unknown = JSON.parse(divText(section.text?.div));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Undefined for a Composition that is not an encounter note (no appointment identifier or patient).
 * `visit`: the appointment a Composition was found through (its `encounter`), for notes written by
 * other systems, which carry no careloop identifier (nor, at times, a subject); careloop's pre-visit
 * notes are never encounter notes.
 */
export const fromFhirEncounterNote = (c: Composition, visit?: { appointmentId: string; patientId: string }): EncounterNote | undefined => {
  if (c.identifier?.system === SYSTEMS.preVisitNote || codeIn(c.type, SYSTEMS.noteType) === PRE_VISIT_TYPE.code) return undefined;
  const conversationId = c.identifier?.system === SYSTEMS.conversation ? c.identifier.value : undefined;
  const appointmentId = c.identifier?.system === SYSTEMS.encounterNote ? c.identifier.value : visit?.appointmentId;
  const patientId = referenceId(c.subject, 'Patient') ?? visit?.patientId;
  if (!(appointmentId || conversationId) || !patientId) return undefined;
  const updatedAt = timestampOf(c.date) ?? timestampOf(c.meta?.lastUpdated) ?? new Date(0).toISOString();
  const lists = Object.fromEntries(LIST_FIELDS.map((field) => [field, divItems(sectionWith(c, SYSTEMS.loinc, LIST_LOINC[field].code)?.text?.div)])) as Record<ListField, string[]>;
  return {
    id: c.id ?? '',
    appointment_id: conversationId ? null : appointmentId!,
    ...(conversationId ? { conversation_id: conversationId } : {}),
    patient_id: patientId,
    practitioner_id: c.author?.map((ref) => referenceId(ref, 'Practitioner')).find(Boolean) ?? null,
    text_content: divText(c.text?.div),
    json_content: Object.fromEntries(SOAP_SECTIONS.map((id) => [id, sectionText(c, SYSTEMS.loinc, SOAP_LOINC[id].code)])) as Soap,
    chief_complaints: lists.chief_complaints,
    intake_questionnaire: intakeOf(c),
    icd10_codes: eventCodes(c, SYSTEMS.icd10cm),
    cpt_codes: eventCodes(c, SYSTEMS.cpt),
    medications: lists.medications,
    patient_instructions: lists.patient_instructions,
    created_at: timestampOf(c.extension?.find((e) => e.url === SYSTEMS.createdAt)?.valueDateTime) ?? updatedAt,
    updated_at: updatedAt,
  };
};

// ---------------------------------------------------------------- Pre-visit note (Composition)


/** A Composition found by identifier `urn:careloop:pre-visit|<appointment_id>`; the content is its narrative. */
export const toFhirPreVisitNote = (n: PreVisitNote, id?: string): Composition =>
  definedEntries<Composition>({
    resourceType: 'Composition',
    id,
    identifier: { system: SYSTEMS.preVisitNote, value: n.appointment_id },
    status: 'preliminary',
    type: { coding: [PRE_VISIT_TYPE], text: 'Pre-visit note' },
    subject: referenceTo('Patient', n.patient_id),
    date: n.updated_at ?? new Date().toISOString(),
    author: [{ display: 'careloop' }],
    title: 'Pre-visit note',
    text: n.content ? { status: 'additional', div: textDiv(n.content) } : undefined,
  });

export const fromFhirPreVisitNote = (c: Composition): PreVisitNote | undefined => {
  const appointmentId = c.identifier?.system === SYSTEMS.preVisitNote ? c.identifier.value : undefined;
  const patientId = referenceId(c.subject, 'Patient');
  if (!appointmentId || !patientId) return undefined;
  return { appointment_id: appointmentId, patient_id: patientId, content: divText(c.text?.div), updated_at: timestampOf(c.date) ?? timestampOf(c.meta?.lastUpdated) ?? null };
};
