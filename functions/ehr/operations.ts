import * as z from 'zod/mini';
import type { OperationRegistry } from '../api/operations';
import { NOTE_FIELDS, NOTE_TEMPLATES } from './note-catalogue';
import { PatientCreateBodySchema } from './patient-create-schema';
import {
  AppointmentCancelQuerySchema,
  AppointmentCreateBodySchema,
  AppointmentQuerySchema,
  AppointmentRescheduleBodySchema,
  ContentBodySchema,
  InsurancePutBodySchema,
  IntakeQuestionnaireBodySchema,
  ListAppointmentsQuerySchema,
  ListPatientsQuerySchema,
  ListPractitionersQuerySchema,
  NoteBodySchema,
  NotesQuerySchema,
  OpenSlotsQuerySchema,
  PatientExistsQuerySchema,
  PatientIdentificationQuerySchema,
  SoapSectionParamsSchema,
  StringListBodySchema,
  VitalSignsPutBodySchema,
} from './request-schemas';
import {
  AppointmentSchema,
  EhrHealthSchema,
  EhrPatientSchema,
  EncounterNoteSchema,
  InsuranceSchema,
  LabResultSchema,
  MedicationSchema,
  OpenSlotSchema,
  PatientRecordSchema,
  PractitionerSchema,
  PreVisitNoteSchema,
  SOAP_SECTIONS,
  VitalSignSchema,
  withFhir,
} from './schemas';

/** The EHR proxy's operations for the OpenAPI document: the handlers' own schemas, in the proxy envelope. */

const okBody = (data: z.ZodMiniType) => z.object({ status: z.literal('ok'), data });
const okList = (item: z.ZodMiniType) => z.object({ status: z.literal('ok'), data: z.array(item), count: z.number(), total: z.number() });

const SoapSectionSchema = z.object({ section_id: z.enum(SOAP_SECTIONS), content: z.string() });
const NoteFieldSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), description: z.string(), written_by: z.string(), code_system: z.optional(z.string()) });
const NoteTemplateSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), fields: z.array(z.string()) });
const byAppointment = { query: AppointmentQuerySchema };
const noteList = { ...byAppointment, body: StringListBodySchema, responses: { 200: okBody(EncounterNoteSchema) } };

export const ehrOperations: OperationRegistry = {
  ListEhrPatients: { query: ListPatientsQuerySchema, responses: { 200: okList(withFhir(EhrPatientSchema)) } },
  CreateEhrPatient: { body: PatientCreateBodySchema, responses: { 201: okBody(EhrPatientSchema) } },
  PatientExists: { query: PatientExistsQuerySchema, responses: { 200: okBody(z.object({ exists: z.literal(true), patient: withFhir(EhrPatientSchema) })) } },
  GetPatientRecord: { query: PatientIdentificationQuerySchema, responses: { 200: okBody(PatientRecordSchema) } },
  GetVitalSigns: { query: PatientIdentificationQuerySchema, responses: { 200: okList(VitalSignSchema) } },
  PutVitalSigns: { query: PatientIdentificationQuerySchema, body: VitalSignsPutBodySchema, responses: { 200: okList(VitalSignSchema) } },
  GetLabResults: { query: PatientIdentificationQuerySchema, responses: { 200: okList(LabResultSchema) } },
  GetMedications: { query: PatientIdentificationQuerySchema, responses: { 200: okList(MedicationSchema) } },
  GetInsurance: { query: PatientIdentificationQuerySchema, responses: { 200: okBody(z.nullable(InsuranceSchema)) } },
  PutInsurance: { query: PatientIdentificationQuerySchema, body: InsurancePutBodySchema, responses: { 200: okBody(InsuranceSchema) } },
  ListPractitioners: { query: ListPractitionersQuerySchema, responses: { 200: okList(withFhir(PractitionerSchema)) } },
  ListAppointments: { query: ListAppointmentsQuerySchema, responses: { 200: okList(withFhir(AppointmentSchema)) } },
  CreateAppointment: { body: AppointmentCreateBodySchema, responses: { 201: okBody(AppointmentSchema) } },
  RescheduleAppointment: { body: AppointmentRescheduleBodySchema, responses: { 200: okBody(AppointmentSchema) } },
  CancelAppointment: { query: AppointmentCancelQuerySchema, responses: { 200: okBody(AppointmentSchema) } },
  ListOpenSlots: { query: OpenSlotsQuerySchema, responses: { 200: okList(OpenSlotSchema) } },
  GetPreVisitNotes: { ...byAppointment, responses: { 200: okBody(PreVisitNoteSchema) } },
  PutPreVisitNotes: { ...byAppointment, body: ContentBodySchema, responses: { 200: okBody(PreVisitNoteSchema) } },
  ListEncounterNotes: { query: NotesQuerySchema, responses: { 200: okList(EncounterNoteSchema) } },
  CreateEncounterNote: { ...byAppointment, body: NoteBodySchema, responses: { 201: okBody(EncounterNoteSchema) } },
  UpdateEncounterNote: { ...byAppointment, body: NoteBodySchema, responses: { 200: okBody(EncounterNoteSchema) } },
  DeleteEncounterNote: { ...byAppointment, responses: { 200: okBody(EncounterNoteSchema) } },
  GetSoapSection: { ...byAppointment, params: SoapSectionParamsSchema, responses: { 200: okBody(SoapSectionSchema) } },
  PutSoapSection: { ...byAppointment, params: SoapSectionParamsSchema, body: ContentBodySchema, responses: { 200: okBody(SoapSectionSchema) } },
  AddChiefComplaints: noteList,
  AddIntakeQuestionnaire: { ...byAppointment, body: IntakeQuestionnaireBodySchema, responses: { 200: okBody(EncounterNoteSchema) } },
  AddIcd10Codes: noteList,
  AddCptCodes: noteList,
  AddNoteMedications: noteList,
  AddPatientInstructions: noteList,
  ListNoteTemplates: { responses: { 200: okList(NoteTemplateSchema) } },
  ListNoteFields: { responses: { 200: okList(NoteFieldSchema) } },
  GetEhrHealth: { responses: { 200: okBody(EhrHealthSchema) } },
};

// Keep the catalogue and its schemas in step (a catalogue entry the schema rejects fails at load).
z.array(NoteTemplateSchema).parse(NOTE_TEMPLATES);
z.array(NoteFieldSchema).parse(NOTE_FIELDS);
