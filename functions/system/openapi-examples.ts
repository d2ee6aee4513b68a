/**
 * Examples for the OpenAPI document, generated from each operation's JSON Schema with realistic
 * sample values chosen by field name (a patient id looks like one, a phone number is a reserved
 * test number). test/system/openapi-examples.test.ts parses every example with the operation's own
 * zod schema, so an example that drifts from its schema fails the build.
 */

type JsonObject = Record<string, unknown>;

const ulid = (prefix: string, tail: string): string => `${prefix}_01jn8q4zb5x2k7m3rw9t6y${tail}`;

/** Sample values by field name, for strings that have no format or enum to go by. */
const SAMPLE_STRINGS: Record<string, string> = {
  id: ulid('eng', 'dhcf'),
  engagement_id: ulid('eng', 'dhcf'),
  conversation_id: ulid('cnv', 'dhcf'),
  custom_protocol_id: ulid('prt', 'h6j7'),
  event_id: ulid('evt', 'a1b2'),
  webhook_id: ulid('whk', 'k9p3'),
  batch_id: ulid('bat', 'm4n5'),
  key_id: ulid('key', 'q7r8'),
  rotated_from: ulid('key', 'q7r8'),
  patient_id: 'patient-4821',
  ehr_patient_id: 'Patient/8f2c1a90',
  practitioner_id: 'Practitioner/3b7e55d1',
  primary_provider_id: 'Practitioner/3b7e55d1',
  appointment_id: 'Appointment/c4d9e210',
  protocol: 'post-discharge-chf',
  phone: '+14155550123',
  phone_number: '+14155550123',
  phone_numbers: '+14155550123',
  event_ids: ulid('evt', 'a1b2'),
  support_phone: '+14155550100',
  timezone: 'America/New_York',
  first_name: 'Maria',
  last_name: 'Alvarez',
  name: 'Maria Alvarez',
  subscriber_name: 'Maria Alvarez',
  agent_name: 'Ava',
  brand_name: 'Riverside Cardiology',
  email: 'maria.alvarez@example.org',
  street: '120 Harbor Street',
  city: 'Boston',
  state: 'MA',
  postal_code: '02110',
  country: 'US',
  payer: 'Blue Cross Blue Shield',
  plan_name: 'PPO Gold',
  member_id: 'XJH123456789',
  group_number: 'GRP-20451',
  substance: 'Penicillin',
  reaction: 'Hives',
  dose: '40 mg',
  dosage: '40 mg once daily',
  display: 'Furosemide 40 MG Oral Tablet',
  prescriber: 'Dr. Samuel Okafor',
  specialty: 'Cardiology',
  npi: '1234567893',
  test_name: 'B-type natriuretic peptide',
  loinc_code: '30934-4',
  unit: 'mg/dL',
  code: 'I50.9',
  code_system: 'http://hl7.org/fhir/sid/icd-10-cm',
  description: 'Heart failure, unspecified',
  reason: 'Follow-up after discharge',
  summary: 'Patient reports taking medication daily; mild ankle swelling.',
  subjective: 'Patient reports mild shortness of breath on exertion.',
  objective: 'Weight up 1.2 kg since discharge; BP 132/84.',
  assessment: 'Heart failure, stable; adherence good.',
  plan: 'Continue furosemide; recheck weight in 3 days.',
  content: 'Patient reports mild ankle swelling since Tuesday.',
  text: 'Yes, I took it this morning.',
  text_content: 'Patient reports mild ankle swelling since Tuesday.',
  notes: 'Bring the medication list to the visit.',
  topic: 'medication adherence',
  mood: 'calm',
  metric: 'weight_kg',
  barrier: 'cost',
  detail: 'Pharmacy copay too high',
  suggested_action: 'Call the patient today',
  action_taken: 'Care team notified',
  written_by: 'Dr. Samuel Okafor',
  secret: 'whsec_3f9a1c7e2b8d4f60a5e1c9b7d3f2a8e4',
  api_key: 'svc_sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  url: 'https://hooks.example.org/careloop',
  callback_url: 'https://hooks.example.org/careloop',
  transcript_url: `/v1/engagements/${ulid('eng', 'dhcf')}/transcript`,
  ehr_system: 'fhir',
  service: 'careloop',
  version: '1.0.0',
  prefix: 'svc_sk_test_4eC3',
  error: 'Receiver answered 503',
  last_error: 'Receiver answered 503',
  failure_reason: 'Receiver answered 503',
  question_id: 'took_medication',
  cursor: 'eyJjcmVhdGVkX2F0IjoiMjAyNi0wMy0wMiJ9',
  next_cursor: 'eyJjcmVhdGVkX2F0IjoiMjAyNi0wMy0wMiJ9',
  allowed_cidrs: '203.0.113.0/24',
  trigger_type: 'immediate',
  channel: 'sms',
  channels: 'sms',
  frequency: 'daily',
  languages: 'en',
  risk_level: 'low',
  event: 'engagement.completed',
  events: 'engagement.completed',
  replayed: ulid('evt', 'a1b2'),
  not_found: ulid('evt', 'c3d4'),
  barriers: 'cost of medication',
  side_effects: 'dizziness',
  sdoh_flags: 'transportation',
  escalation_policy: 'notify_care_team',
  chief_complaints: 'Shortness of breath on exertion',
  icd10_codes: 'I50.9',
  cpt_codes: '99214',
  medications: 'Furosemide 40 mg once daily',
  patient_instructions: 'Weigh yourself every morning before breakfast.',
  tags: 'heart-failure',
  best_contact_time: 'morning',
  locations: 'Riverside Cardiology, Boston',
  fields: 'chief_complaint',
  changed: 'phone',
  type: 'medication_check',
};

/** Sample values of a field by the field that holds it, where the name alone is ambiguous (`id`). */
const SAMPLE_STRINGS_WITHIN: Record<string, Record<string, string>> = {
  patient: { id: 'patient-4821' },
  questions: { id: 'took_medication' },
  tasks: { id: ulid('tsk', 'w2x3') },
  protocols: { id: 'post_discharge' },
};

const DATE_TIME = '2026-03-02T14:30:00.000Z';
const SAMPLE_BY_FORMAT: Record<string, string> = {
  'date-time': DATE_TIME,
  date: '2026-03-02',
  time: '14:30:00',
  email: 'maria.alvarez@example.org',
  uri: 'https://hooks.example.org/careloop',
  uuid: '3f2b8c1e-7a4d-4e9b-9c6f-1d2e3f4a5b6c',
  ipv4: '203.0.113.7',
  cidrv4: '203.0.113.0/24',
};

const pickVariant = (variants: JsonObject[]): JsonObject =>
  variants.find((v) => v.type !== 'null') ?? variants[0]!;

const stringExample = (schema: JsonObject, name: string | undefined, parent: string | undefined): string => {
  if (typeof schema.format === 'string' && schema.format in SAMPLE_BY_FORMAT) return SAMPLE_BY_FORMAT[schema.format]!;
  if (typeof schema.pattern === 'string' && /\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/.test(schema.pattern)) return '2026-03-02';
  const sample = name ? (parent ? SAMPLE_STRINGS_WITHIN[parent]?.[name] : undefined) ?? SAMPLE_STRINGS[name] : undefined;
  if (sample !== undefined) return sample;
  if (name === 'at' || name?.endsWith('_at')) return DATE_TIME;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return (name ?? 'text').padEnd(minLength, 'x');
};

const numberExample = (schema: JsonObject, integer: boolean): number => {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const span = minimum !== undefined && maximum !== undefined ? maximum - minimum : undefined;
  const candidate = minimum === undefined ? (integer ? 3 : 2.5) : span !== undefined && span <= 100 ? minimum + Math.floor(span / 2) : minimum + 3;
  return integer ? Math.round(candidate) : candidate;
};

const typeOf = (schema: JsonObject): string | undefined => {
  if (Array.isArray(schema.type)) return (schema.type as string[]).find((t) => t !== 'null') ?? 'null';
  return schema.type as string | undefined;
};

/** An example value for a JSON Schema (draft 2020-12, as zod emits it); `name` is the field it sits in. */
export const exampleFor = (schema: JsonObject | undefined, name?: string, depth = 0, parent?: string): unknown => {
  if (!schema || depth > 12) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return exampleFor(pickVariant(schema[key] as JsonObject[]), name, depth + 1, parent);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonObject[]).map((part) => exampleFor(part, name, depth + 1)));
  }
  switch (typeOf(schema)) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
      return Object.fromEntries(
        Object.entries(properties)
          .map(([key, property]) => [key, exampleFor(property, key, depth + 1, name)] as const)
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'array': {
      const item = exampleFor(schema.items as JsonObject | undefined, name, depth + 1, parent);
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
      return item === undefined ? [] : Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringExample(schema, name, parent);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
};
