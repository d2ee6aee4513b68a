/**
 * Every API route, as plain data. The CDK app makes one Lambda function per route from it, the
 * local runtime serves the same handler modules from it, and the OpenAPI document is generated
 * from it together with each domain's zod schemas. Handlers import only their own entry.
 *
 * Imports nothing but types, so that it costs a handler bundle a few hundred bytes.
 */
import type { QueueName } from './core/queue/names';


/** What a function does to schedules: `true` creates, reads and deletes them; `'create'` only creates them. */
export type Scheduling = boolean | 'create';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which error and success envelopes a route uses (DESIGN §3). */
export type InterfaceGroup = 'engagement' | 'proxy';

export type Scope = 'full_access' | 'engagements_only' | 'read_only';
export const SCOPES: readonly Scope[] = ['full_access', 'engagements_only', 'read_only'];

/**
 * Rate-limit groups (SPEC "Limits", DESIGN §5). Engagement interface: fixed one-minute windows per
 * organization and stage. `proxy`: the organization's tier token bucket. `public`: per client
 * address, for routes that need no key.
 */
export type RateLimitGroup = 'creation' | 'patients' | 'reads' | 'management' | 'proxy' | 'public';

/** What a route's function may do to the stage's table (least privilege in the cloud). */
export type TableAccess = 'read' | 'write';

export interface RouteDefinition {
  /** Stable id: the Lambda function's logical name and the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** API Gateway path with `{param}` placeholders. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  group: InterfaceGroup;
  /** `none`: no key needed (health, the API description). */
  auth: 'key' | 'none';
  /** Scopes allowed in addition to `full_access` (which may do everything). */
  scopes: readonly Scope[];
  rateLimit: RateLimitGroup;
  table: TableAccess;
  summary: string;
  /** Tag grouping the operation in the API docs. */
  tag: string;
  /** Only served by the sandbox stage (404 in production). */
  sandboxOnly?: boolean;
  /** Only served by the production stage (Twilio's webhooks: the sandbox never talks to Twilio). */
  productionOnly?: boolean;
  /** Queues the function sends to (least privilege in the cloud). */
  sendsTo?: readonly QueueName[];
  /** Whether the function creates or deletes schedules. */
  schedules?: Scheduling;
  /** Whether the function reads the organization's EHR credentials from the secret store. */
  ehrCredentials?: boolean;
  /**
   * Files of npm packages (module paths such as `pkg/dist/file.js`) shipped beside the function's
   * bundle under their own file name, for what the handler reads at run time rather than imports.
   */
  assets?: readonly string[];
  /** Whether the function reads the organizations' Twilio credentials (`careloop/production/channels/*`). */
  channelCredentials?: boolean;
}

const readScopes: readonly Scope[] = ['read_only'];
const engagementReadScopes: readonly Scope[] = ['read_only', 'engagements_only'];

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
const ehrPatientRoutes = {
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

const ehrRoutes = {
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

export const routes = {
  health: {
    id: 'Health',
    method: 'GET',
    path: '/v1/health',
    entry: 'functions/system/handlers/health.ts',
    group: 'proxy',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'Service health of this stage (no key needed, no tenant data)',
    tag: 'Monitoring',
  },
  openapi: {
    id: 'OpenApiDocument',
    method: 'GET',
    path: '/v1/openapi.json',
    entry: 'functions/system/handlers/openapi.ts',
    group: 'engagement',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'The OpenAPI 3.1 description of this API',
    tag: 'Monitoring',
  },
  docs: {
    id: 'ApiDocsPage',
    method: 'GET',
    path: '/docs',
    entry: 'functions/system/handlers/docs.ts',
    group: 'engagement',
    auth: 'none',
    scopes: [],
    rateLimit: 'public',
    table: 'read',
    summary: 'Readable API reference rendered from the OpenAPI document',
    tag: 'Monitoring',
    // The renderer (docs/decisions.md, 70): read at cold start, never bundled.
    assets: ['redoc/bundles/redoc.standalone.js'],
  },
  listKeys: {
    id: 'ListApiKeys',
    method: 'GET',
    path: '/v1/auth/keys',
    entry: 'functions/auth/handlers/list-keys.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'reads',
    table: 'read',
    summary: "List the unexpired API keys of the caller's organization in this environment",
    tag: 'Keys and network',
  },
  rotateKey: {
    id: 'RotateApiKey',
    method: 'POST',
    path: '/v1/auth/keys/{key_id}/rotate',
    entry: 'functions/auth/handlers/rotate-key.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: 'Issue a new key; the old one keeps working for 24 hours',
    tag: 'Keys and network',
  },
  getIpAllowlist: {
    id: 'GetIpAllowlist',
    method: 'GET',
    path: '/v1/auth/ip-allowlist',
    entry: 'functions/auth/handlers/get-ip-allowlist.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The organization's IP allowlist in this environment",
    tag: 'Keys and network',
  },
  setIpAllowlist: {
    id: 'SetIpAllowlist',
    method: 'POST',
    path: '/v1/auth/ip-allowlist',
    entry: 'functions/auth/handlers/set-ip-allowlist.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: 'Replace the IP allowlist (an empty list disables it)',
    tag: 'Keys and network',
  },
  createEngagement: {
    id: 'CreateEngagement',
    method: 'POST',
    path: '/v1/engagements',
    entry: 'functions/engagements/handlers/create.ts',
    group: 'engagement',
    auth: 'key',
    scopes: ['engagements_only'],
    rateLimit: 'creation',
    table: 'write',
    summary: 'Create an engagement (Idempotency-Key supported)',
    tag: 'Engagements',
  },
  listEngagements: {
    id: 'ListEngagements',
    method: 'GET',
    path: '/v1/engagements',
    entry: 'functions/engagements/handlers/list.ts',
    group: 'engagement',
    auth: 'key',
    scopes: engagementReadScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'List engagements, newest first, with filters and cursor pagination',
    tag: 'Engagements',
  },
  createBatch: {
    id: 'CreateEngagementBatch',
    method: 'POST',
    path: '/v1/engagements/batch',
    entry: 'functions/engagements/handlers/batch-create.ts',
    group: 'engagement',
    auth: 'key',
    scopes: ['engagements_only'],
    rateLimit: 'creation',
    table: 'write',
    summary: 'Create up to 1,000 engagements at once (each counts as one creation)',
    tag: 'Engagements',
  },
  getBatch: {
    id: 'GetEngagementBatch',
    method: 'GET',
    path: '/v1/engagements/batch/{batch_id}',
    entry: 'functions/engagements/handlers/batch-get.ts',
    group: 'engagement',
    auth: 'key',
    scopes: engagementReadScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "A batch's engagement counts by status",
    tag: 'Engagements',
  },
  getEngagement: {
    id: 'GetEngagement',
    method: 'GET',
    path: '/v1/engagements/{engagement_id}',
    entry: 'functions/engagements/handlers/get.ts',
    group: 'engagement',
    auth: 'key',
    scopes: engagementReadScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'An engagement with its status and outcome',
    tag: 'Engagements',
  },
  cancelEngagement: {
    id: 'CancelEngagement',
    method: 'DELETE',
    path: '/v1/engagements/{engagement_id}',
    entry: 'functions/engagements/handlers/cancel.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'creation',
    table: 'write',
    summary: 'Cancel a scheduled or running engagement (a partial outcome is kept)',
    tag: 'Engagements',
    schedules: true,
  },
  engagementTranscript: {
    id: 'GetEngagementTranscript',
    method: 'GET',
    path: '/v1/engagements/{engagement_id}/transcript',
    entry: 'functions/engagements/handlers/transcript.ts',
    group: 'engagement',
    auth: 'key',
    scopes: engagementReadScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The engagement's turns, with the engine's reading of each patient reply",
    tag: 'Engagements',
  },
  engagementReply: {
    id: 'PostSandboxReply',
    method: 'POST',
    path: '/v1/engagements/{engagement_id}/replies',
    entry: 'functions/engagements/handlers/reply.ts',
    group: 'engagement',
    auth: 'key',
    scopes: ['engagements_only'],
    rateLimit: 'creation',
    table: 'write',
    summary: "Sandbox only: the interactive test patient's next reply, answered with the agent's next turn",
    tag: 'Engagements',
    sandboxOnly: true,
    sendsTo: ['engagement-work'],
  },
  listProtocols: {
    id: 'ListProtocols',
    method: 'GET',
    path: '/v1/protocols',
    entry: 'functions/protocols/handlers/list.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The built-in protocol library and the organization's own protocols",
    tag: 'Protocols',
  },
  createProtocol: {
    id: 'CreateProtocol',
    method: 'POST',
    path: '/v1/protocols',
    entry: 'functions/protocols/handlers/create.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'patients',
    table: 'write',
    summary: 'Store a protocol for the organization',
    tag: 'Protocols',
  },
  ...ehrPatientRoutes,
  putPatient: {
    id: 'PutPatient',
    method: 'PUT',
    path: '/v1/patients/{patient_id}',
    entry: 'functions/patients/handlers/put.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'patients',
    table: 'write',
    summary: "Create (201) or replace (200) a patient's profile",
    tag: 'Patients',
  },
  getPatient: {
    id: 'GetPatient',
    method: 'GET',
    path: '/v1/patients/{patient_id}',
    entry: 'functions/patients/handlers/get.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "A patient's profile",
    tag: 'Patients',
  },
  getPatientMemory: {
    id: 'GetPatientMemory',
    method: 'GET',
    path: '/v1/patients/{patient_id}/memory',
    entry: 'functions/patients/handlers/memory.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'What careloop learned about the patient: preferences, trends, active barriers',
    tag: 'Patients',
  },
  listPatientEngagements: {
    id: 'ListPatientEngagements',
    method: 'GET',
    path: '/v1/patients/{patient_id}/engagements',
    entry: 'functions/engagements/handlers/patient-engagements.ts',
    group: 'engagement',
    auth: 'key',
    scopes: engagementReadScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The patient's engagements, newest first, with the engagement list's filters",
    tag: 'Patients',
  },
  createWebhook: {
    id: 'CreateWebhook',
    method: 'POST',
    path: '/v1/webhooks',
    entry: 'functions/webhooks/handlers/create.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: 'Subscribe a URL to events (the secret is stored, never returned; at most 25 per environment)',
    tag: 'Webhooks',
  },
  listWebhooks: {
    id: 'ListWebhooks',
    method: 'GET',
    path: '/v1/webhooks',
    entry: 'functions/webhooks/handlers/list.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The organization's webhook subscriptions in this environment",
    tag: 'Webhooks',
  },
  getWebhook: {
    id: 'GetWebhook',
    method: 'GET',
    path: '/v1/webhooks/{webhook_id}',
    entry: 'functions/webhooks/handlers/get.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'A webhook subscription',
    tag: 'Webhooks',
  },
  updateWebhook: {
    id: 'UpdateWebhook',
    method: 'PATCH',
    path: '/v1/webhooks/{webhook_id}',
    entry: 'functions/webhooks/handlers/update.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: "Change a subscription's URL, events, secret, filters or status (active, disabled)",
    tag: 'Webhooks',
  },
  deleteWebhook: {
    id: 'DeleteWebhook',
    method: 'DELETE',
    path: '/v1/webhooks/{webhook_id}',
    entry: 'functions/webhooks/handlers/delete.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: 'Delete a subscription (200 with it as it was)',
    tag: 'Webhooks',
  },
  listWebhookDeliveries: {
    id: 'ListWebhookDeliveries',
    method: 'GET',
    path: '/v1/webhooks/{webhook_id}/deliveries',
    entry: 'functions/webhooks/handlers/deliveries.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "The subscription's delivery attempts, newest first (status code, latency, error, next retry)",
    tag: 'Webhooks',
  },
  listWebhookDeadLetters: {
    id: 'ListWebhookDeadLetters',
    method: 'GET',
    path: '/v1/webhooks/{webhook_id}/dead-letters',
    entry: 'functions/webhooks/handlers/dead-letters.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'Events whose every delivery attempt failed',
    tag: 'Webhooks',
  },
  replayWebhookEvents: {
    id: 'ReplayWebhookEvents',
    method: 'POST',
    path: '/v1/webhooks/{webhook_id}/replay',
    entry: 'functions/webhooks/handlers/replay.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'write',
    summary: 'Send the listed events again, with their original envelope ids',
    tag: 'Webhooks',
    sendsTo: ['webhook-deliveries', 'webhook-escalations'],
  },
  testWebhook: {
    id: 'TestWebhook',
    method: 'POST',
    path: '/v1/webhooks/{webhook_id}/test',
    entry: 'functions/webhooks/handlers/test.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'management',
    table: 'read',
    summary: "Send a synthetic event now; answers with the receiver's status code and latency",
    tag: 'Webhooks',
  },
  ...ehrRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/**
 * Answers every request that matches no route (API Gateway's `$default` route): 404 in the
 * envelope of the interface group the path belongs to.
 */
export const fallbackRoute: RouteDefinition = {
  id: 'NotFound',
  method: 'GET',
  path: '$default',
  entry: 'functions/system/handlers/not-found.ts',
  group: 'engagement',
  auth: 'none',
  scopes: [],
  rateLimit: 'public',
  table: 'read',
  summary: 'Unknown route',
  tag: 'Monitoring',
};

export const allRoutes = (): RouteDefinition[] => Object.values(routes);

/**
 * Twilio's webhooks (docs/channels.md): production only, no API key (each checks
 * `X-Twilio-Signature` with the organization's token), TwiML answers; not part of the API
 * reference, since only Twilio calls them.
 */
const twilioRoute = (
  id: string,
  path: string,
  file: string,
  summary: string,
  effects: Pick<RouteDefinition, 'sendsTo' | 'schedules'> = {},
): RouteDefinition => ({
  id,
  method: 'POST',
  path,
  entry: `functions/channels/handlers/${file}.ts`,
  group: 'engagement',
  auth: 'none',
  scopes: [],
  rateLimit: 'public',
  table: 'write',
  summary,
  tag: 'Channels',
  productionOnly: true,
  channelCredentials: true,
  ...effects,
});

export const channelRoutes = {
  twilioMessages: twilioRoute('TwilioInboundMessage', '/v1/channels/twilio/messages', 'messages', "Twilio: a patient's SMS or WhatsApp message", { sendsTo: ['engagement-work'] }),
  twilioStatus: twilioRoute('TwilioStatusCallback', '/v1/channels/twilio/status', 'status', 'Twilio: what became of a message or call careloop started'),
  twilioVoice: twilioRoute('TwilioVoice', '/v1/channels/twilio/voice', 'voice', "Twilio: a call's TwiML, and the patient's spoken or typed replies", {
    // The reply read inline plans the reply timeout, which waits in a one-time schedule beyond 15 minutes.
    sendsTo: ['engagement-work'],
    schedules: 'create',
  }),
} satisfies Record<string, RouteDefinition>;

/** The routes a stage serves (sandbox-only routes are absent from production, Twilio's webhooks from the sandbox). */
export const stageRoutes = (stage: 'production' | 'sandbox'): RouteDefinition[] =>
  [...allRoutes(), ...Object.values(channelRoutes)].filter((route) => (!route.sandboxOnly || stage === 'sandbox') && (!route.productionOnly || stage === 'production'));

/** Scopes allowed on a route: `full_access` always, plus the route's own. */
export const allowedScopes = (route: RouteDefinition): Scope[] => ['full_access', ...route.scopes];

export { engagementReadScopes };
