import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secretsDirectory } from '../../local/stage';
import { FileSecretStore } from '../../functions/core/secrets/file-secrets';
import { putConnection } from '../../functions/ehr/connection';
import { FhirClient } from '../../functions/ehr/fhir/client';
import { seedOrganization } from '../../functions/ehr/local/seed';
import { syntheticPanel } from '../../functions/ehr/local/synthetic-panel';
import type { Panel, PanelPatient } from '../../functions/ehr/panel';
import { loadPanel } from '../support/fhir-panel';
import { startFhirServer, type FhirTestServer } from '../support/fhir-server';
import { request, startTestStage, type HttpResult, type TestStage } from '../support/local-stage';
import { captureOutput } from '../support/capture-output';

/**
 * Bad input on every EHR proxy route, over real HTTP, against both backends: the sandbox stage
 * (`local` backend, synthetic panel) and a production stage whose organization's EHR is a FHIR R4
 * server holding the same panel. Every answer must be the documented 4xx in the proxy envelope
 * `{status:'error', error:{code, message, details}}` (docs/ehr-proxy.md, docs/decisions.md 10/12),
 * never a 5xx or a hang; no answer echoes a stored secret, the EHR's address or another
 * organization's data; the process's logs carry no key, secret, phone number or name.
 *
 * A process serves one stage (local/stage.ts), so the two stages run one after the
 * other, each in its own describe block with its own hooks.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'DEBUG';
});

const DAY_MS = 86_400_000;
/** A request taking longer than this counts as a hang (the proxy promises answers within ~2 s). */
const HANG_MS = 8_000;

// ---------------------------------------------------------------------------------------------
// What a stage under test offers the cases
// ---------------------------------------------------------------------------------------------

interface Context {
  baseUrl: string;
  orgId: string;
  apiKey: string;
  webhookSecret: string;
  other: { id: string; apiKey: string; webhookSecret: string };
  panel: Panel;
  /** A patient with a phone nobody else has. */
  patient: PanelPatient['patient'];
  practitionerId: string;
  /** A non-cancelled appointment that has an encounter note (created in beforeAll). */
  noted: string;
  /** A non-cancelled appointment without a note. */
  plain: string;
  /** Strings that must never appear in an answer (secrets, the EHR's address). */
  neverInAnswers: string[];
}

/** [status, proxy code]; code null for a 2xx answer. */
type Outcome = readonly [number, string | null];

interface Spec {
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

interface Case {
  route: string;
  input: string;
  spec: (c: Context) => Spec;
  /** Acceptable answers. The first is the documented one; others are equally correct readings. */
  expect: readonly Outcome[];
}

const E400: Outcome = [400, 'INVALID_INPUT'];
const E413: Outcome = [413, 'INVALID_INPUT'];
const E415: Outcome = [415, 'INVALID_INPUT'];
const PNF: Outcome = [404, 'PATIENT_NOT_FOUND'];
const ANF: Outcome = [404, 'APPOINTMENT_NOT_FOUND'];
const NF: Outcome = [404, 'NOT_FOUND'];
const OK200: Outcome = [200, null];
const OK201: Outcome = [201, null];

const qs = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.append(name, String(value));
  return `?${search.toString()}`;
};

const iso = (ms: number) => new Date(ms).toISOString();
/** Midnight UTC `days` from now: on every grid. */
const dayAhead = (days: number) => Math.ceil((Date.now() + days * DAY_MS) / DAY_MS) * DAY_MS;

const LONG_200 = 'a'.repeat(200);
const LONG_100 = 'b'.repeat(100);
const EMOJI = '🩺😷👩🏽‍⚕️';
const CONTROL = 'A\u0000B\u0001C\u0007D\u001bE\u007fF';
const RTL = 'Ab\u202Ecd\u200Bef';
/** A little over 1 MiB of JSON. */
const overOneMiB = (wrap: (s: string) => unknown) => JSON.stringify(wrap('x'.repeat(1024 * 1024 + 16)));
const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { n: value };
  return value;
};
const nestedArrays = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Ids the caller may send that name nothing (or are not ids at all), with the answer each must get. */
const idVariants = (notFound: Outcome): Array<[string, string, readonly Outcome[]]> => [
  ['empty', '', [E400]],
  ['space inside (a b)', 'a b', [E400]],
  ['slash (x/y)', 'x/y', [notFound, E400]],
  ['dot-dot', '..', [notFound, E400]],
  ['../ traversal', '../../Patient', [notFound, E400]],
  ['percent-encoded slash kept literal (%2F)', '%2F..%2Fmetadata', [notFound, E400]],
  ['malformed percent (%zz)', '%zz', [notFound, E400]],
  ['200 characters', LONG_200, [E400]],
  ['100 characters (too long for a FHIR id)', LONG_100, [notFound, E400]],
  ['unicode', 'pätient-é', [E400]],
  ['emoji', EMOJI, [E400]],
  ['control characters', 'p\u0000\u0001', [E400]],
  ['newline', 'p\nq', [E400]],
  ['__proto__', '__proto__', [notFound, E400]],
  ['constructor', 'constructor', [notFound, E400]],
  ['query injection (?_id=x&)', 'x?_summary=count&_id=y', [notFound, E400]],
  ['fragment (#)', 'x#y', [notFound, E400]],
  ['FHIR reference (Patient/x)', 'Patient/x', [notFound, E400]],
];

// ---------------------------------------------------------------------------------------------
// The battery, route by route
// ---------------------------------------------------------------------------------------------

/** Identification query strings (GET records, exists, notes by patient, appointments by patient). */
const identificationCases = (route: string, method: string, path: string, body?: unknown): Case[] => {
  const r = (input: string, query: (c: Context) => string, expected: readonly Outcome[]): Case => ({
    route: `${method} ${path}`,
    input,
    spec: (c) => ({ method, path: `${path}${query(c)}`, ...(body !== undefined ? { body } : {}) }),
    expect: expected,
  });
  void route;
  return [
    r('no identification at all', () => '', [E400]),
    r('empty patient_id (?patient_id=)', () => '?patient_id=', [E400]),
    r('empty phone_number (?phone_number=)', () => '?phone_number=', [E400]),
    r('only first_name', () => qs({ first_name: 'Nobodyhere' }), [E400]),
    r('first_name + last_name without date_of_birth', () => qs({ first_name: 'Nobodyhere', last_name: 'Neverseen' }), [E400]),
    r('blank first_name (spaces)', () => qs({ first_name: '   ', last_name: 'Neverseen', date_of_birth: '1970-01-01' }), [E400]),
    r('date_of_birth 2026-02-30', () => qs({ first_name: 'Nobodyhere', last_name: 'Neverseen', date_of_birth: '2026-02-30' }), [E400]),
    r('date_of_birth 1990-1-1', () => qs({ first_name: 'Nobodyhere', last_name: 'Neverseen', date_of_birth: '1990-1-1' }), [E400]),
    r('date_of_birth 0000-01-01', () => qs({ first_name: 'Nobodyhere', last_name: 'Neverseen', date_of_birth: '0000-01-01' }), [PNF, E400]),
    r('date_of_birth as a timestamp', () => qs({ first_name: 'Nobodyhere', last_name: 'Neverseen', date_of_birth: '1970-01-01T00:00:00Z' }), [E400]),
    r('first_name of 101 characters', () => qs({ first_name: 'z'.repeat(101), last_name: 'Neverseen', date_of_birth: '1970-01-01' }), [E400]),
    r('emoji name', () => qs({ first_name: EMOJI, last_name: EMOJI, date_of_birth: '1970-01-01' }), [PNF, E400]),
    r('control characters in name', () => qs({ first_name: CONTROL, last_name: 'Neverseen', date_of_birth: '1970-01-01' }), [PNF, E400]),
    r('FHIR search syntax in name (a,b / :exact)', () => qs({ first_name: 'a,b', 'last_name': 'x&family:exact=y', date_of_birth: '1970-01-01' }), [PNF, E400]),
    r('phone_number not E.164 (555-1234)', () => qs({ phone_number: '555-1234' }), [E400]),
    r('phone_number letters', () => qs({ phone_number: 'call-me' }), [E400]),
    r('phone_number with emoji', () => qs({ phone_number: `+1415555${EMOJI}` }), [E400]),
    r('phone_number unknown but valid', () => qs({ phone_number: '+14155550199' }), [PNF]),
    r('repeated patient_id', (c) => `?patient_id=${encodeURIComponent(c.patient.id)}&patient_id=${encodeURIComponent(c.patient.id)}`, [E400, PNF]),
    r('include_fhir=yes', (c) => qs({ patient_id: c.patient.id, include_fhir: 'yes' }), path === '/v1/patients/exists' ? [E400] : [OK200, E400]),
    ...idVariants(PNF).map(([name, id, expected]) => r(`patient_id ${name}`, () => qs({ patient_id: id }), expected)),
  ];
};

const countCases = (path: string, extra: (c: Context) => Record<string, string> = () => ({})): Case[] =>
  (
    [
      ['count=-1', '-1', [E400]],
      ['count=0', '0', [E400]],
      ['count=101', '101', [E400]],
      ['count=NaN', 'NaN', [E400]],
      ['count=Infinity', 'Infinity', [E400]],
      ['count=1.5', '1.5', [E400]],
      ['count=1e400', '1e400', [E400]],
      ['count= (empty)', '', [E400]],
      ['count=ten', 'ten', [E400]],
      ['count=1e2 (exponent form of 100)', '1e2', [E400, OK200]],
      ['count=0x10 (hex)', '0x10', [E400, OK200]],
      ['count=99999999999999999999', '99999999999999999999', [E400]],
    ] as Array<[string, string, readonly Outcome[]]>
  ).map(([input, count, expected]) => ({
    route: `GET ${path}`,
    input,
    spec: (c: Context) => ({ method: 'GET', path: `${path}${qs({ ...extra(c), count })}` }),
    expect: expected,
  }));

const repeatedCount = (path: string, extra: (c: Context) => Record<string, string> = () => ({})): Case => ({
  route: `GET ${path}`,
  input: 'repeated count (count=5&count=6)',
  spec: (c) => ({ method: 'GET', path: `${path}${qs(extra(c))}&count=5&count=6` }),
  expect: [E400],
});

/** Body-level abuse that every JSON-body route must refuse the same way. */
const bodyCases = (method: string, path: (c: Context) => string, label: string, valid: (c: Context) => unknown, wantsArray: boolean): Case[] => {
  const route = `${method} ${label}`;
  const c = (input: string, spec: (ctx: Context) => Omit<Spec, 'method' | 'path'>, expected: readonly Outcome[]): Case => ({
    route,
    input,
    spec: (ctx) => ({ method, path: path(ctx), ...spec(ctx) }),
    expect: expected,
  });
  const json = { 'content-type': 'application/json' };
  return [
    c('malformed JSON (truncated)', () => ({ rawBody: '{"a":', headers: json }), [E400]),
    c('malformed JSON (trailing comma)', () => ({ rawBody: wantsArray ? '["a",]' : '{"a":1,}', headers: json }), [E400]),
    c('malformed JSON (single quotes)', () => ({ rawBody: "{'a':1}", headers: json }), [E400]),
    c('JSON with a BOM', (ctx) => ({ rawBody: `\uFEFF${JSON.stringify(valid(ctx))}`, headers: json }), [E400, OK200, OK201]),
    c('invalid UTF-8 bytes', () => ({ rawBody: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: json }), [E400]),
    c('empty body', () => ({ rawBody: '', headers: json }), [E400]),
    c('whitespace body', () => ({ rawBody: '   \n ', headers: json }), [E400]),
    c('wrong content-type text/plain', (ctx) => ({ rawBody: JSON.stringify(valid(ctx)), headers: { 'content-type': 'text/plain' } }), [E415]),
    c('wrong content-type form-urlencoded', () => ({ rawBody: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), [E415]),
    c('wrong content-type multipart', () => ({ rawBody: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } }), [E415]),
    c('no content-type (octet body)', (ctx) => ({ rawBody: Buffer.from(JSON.stringify(valid(ctx))) }), [E415]),
    c('content-type application/xml', () => ({ rawBody: '<a/>', headers: { 'content-type': 'application/xml' } }), [E415]),
    c('JSON null', () => ({ rawBody: 'null', headers: json }), [E400]),
    c('JSON string', () => ({ body: 'just a string' }), [E400]),
    c('JSON number', () => ({ body: 42 }), [E400]),
    c('JSON true', () => ({ body: true }), [E400]),
    wantsArray
      ? c('object where an array is expected', () => ({ body: { items: ['a'] } }), [E400])
      : c('array where an object is expected', (ctx) => ({ body: [valid(ctx)] }), [E400]),
    c('arrays nested 100 deep', () => ({ rawBody: nestedArrays(100), headers: json }), [E400]),
    c('arrays nested 100000 deep', () => ({ rawBody: nestedArrays(100_000), headers: json }), [E400]),
    c('body over 1 MiB', () => ({ rawBody: wantsArray ? overOneMiB((s) => [s]) : overOneMiB((s) => ({ x: s })), headers: json }), [E413]),
    c('body over 1 MiB, wrong content-type', () => ({ rawBody: 'x'.repeat(1024 * 1024 + 16), headers: { 'content-type': 'text/plain' } }), [E413, E415]),
  ];
};

const casesFor = (): Case[] => {
  const cases: Case[] = [];
  const add = (route: string, input: string, spec: (c: Context) => Spec, expected: readonly Outcome[]) => cases.push({ route, input, spec, expect: expected });

  // --- GET /v1/patients ------------------------------------------------------------------------
  const LP = 'GET /v1/patients';
  cases.push(...countCases('/v1/patients'), repeatedCount('/v1/patients'));
  add(LP, 'include_fhir=yes', () => ({ method: 'GET', path: '/v1/patients?include_fhir=yes' }), [E400]);
  add(LP, 'include_fhir=TRUE', () => ({ method: 'GET', path: '/v1/patients?include_fhir=TRUE' }), [E400]);
  add(LP, 'include_fhir= (empty)', () => ({ method: 'GET', path: '/v1/patients?include_fhir=' }), [E400]);
  add(LP, 'repeated include_fhir', () => ({ method: 'GET', path: '/v1/patients?include_fhir=true&include_fhir=true' }), [E400]);
  add(LP, 'practitioner_email not an e-mail', () => ({ method: 'GET', path: `/v1/patients${qs({ practitioner_email: 'not-an-email' })}` }), [E400]);
  add(LP, 'practitioner_email of nobody', () => ({ method: 'GET', path: `/v1/patients${qs({ practitioner_email: 'nobody@example.org' })}` }), [NF]);
  add(LP, 'practitioner_email 300 characters', () => ({ method: 'GET', path: `/v1/patients${qs({ practitioner_email: `${'a'.repeat(290)}@example.org` })}` }), [E400]);
  add(LP, 'practitioner_email= (empty)', () => ({ method: 'GET', path: '/v1/patients?practitioner_email=' }), [E400]);
  for (const [name, id, expected] of idVariants(NF)) add(LP, `practitioner_id ${name}`, () => ({ method: 'GET', path: `/v1/patients${qs({ practitioner_id: id })}` }), expected);
  add(LP, 'toString/valueOf/__proto__ query names', () => ({ method: 'GET', path: '/v1/patients?toString=1&valueOf=2&__proto__=3&constructor=4&hasOwnProperty=5' }), [OK200, E400]);

  // --- POST /v1/patients -----------------------------------------------------------------------
  const CP = 'POST /v1/patients';
  const validPatient = () => ({ first_name: 'Zanzibarella', last_name: 'Quockenbush', date_of_birth: '1970-01-01' });
  cases.push(...bodyCases('POST', () => '/v1/patients', '/v1/patients', validPatient, false));
  const patientBody = (input: string, body: (c: Context) => unknown, expected: readonly Outcome[]) => add(CP, input, (c) => ({ method: 'POST', path: '/v1/patients', body: body(c) }), expected);
  patientBody('empty object', () => ({}), [E400]);
  patientBody('__proto__ key (JSON)', () => JSON.parse('{"first_name":"Zanzibarella","last_name":"Quockenbush","date_of_birth":"1970-01-01","__proto__":{"admin":true}}'), [E400, OK201]);
  patientBody('constructor.prototype key', () => ({ ...validPatient(), constructor: { prototype: { admin: true } } }), [E400]);
  patientBody('unknown field', () => ({ ...validPatient(), ssn: '123-45-6789' }), [E400]);
  patientBody('first_name number', () => ({ ...validPatient(), first_name: 42 }), [E400]);
  patientBody('first_name array', () => ({ ...validPatient(), first_name: ['Zanzibarella'] }), [E400]);
  patientBody('first_name object', () => ({ ...validPatient(), first_name: { given: 'Zanzibarella' } }), [E400]);
  patientBody('first_name blank', () => ({ ...validPatient(), first_name: '   ' }), [E400]);
  patientBody('first_name 101 characters', () => ({ ...validPatient(), first_name: 'z'.repeat(101) }), [E400]);
  patientBody('first_name 900 KB', () => ({ ...validPatient(), first_name: 'z'.repeat(900_000) }), [E400]);
  patientBody('emoji names', () => ({ ...validPatient(), first_name: EMOJI, last_name: `Quöckenbüsh ${EMOJI}` }), [OK201, E400]);
  patientBody('control characters in names', () => ({ ...validPatient(), first_name: CONTROL, last_name: `Quock\u0000enbush` }), [OK201, E400]);
  patientBody('bidi/zero-width characters in names', () => ({ ...validPatient(), first_name: RTL }), [OK201, E400]);
  patientBody('date_of_birth 2026-02-30', () => ({ ...validPatient(), date_of_birth: '2026-02-30' }), [E400]);
  patientBody('date_of_birth 2025-02-29 (not a leap year)', () => ({ ...validPatient(), date_of_birth: '2025-02-29' }), [E400]);
  patientBody('date_of_birth 0000-01-01', () => ({ ...validPatient(), date_of_birth: '0000-01-01' }), [E400, OK201]);
  patientBody('date_of_birth 9999-12-31 (future)', () => ({ ...validPatient(), date_of_birth: '9999-12-31' }), [E400, OK201]);
  patientBody('date_of_birth number', () => ({ ...validPatient(), date_of_birth: 19700101 }), [E400]);
  patientBody('date_of_birth with time', () => ({ ...validPatient(), date_of_birth: '1970-01-01T00:00:00Z' }), [E400]);
  patientBody('gender upper case', () => ({ ...validPatient(), gender: 'FEMALE' }), [E400]);
  patientBody('gender null', () => ({ ...validPatient(), gender: null }), [E400]);
  patientBody('email invalid', () => ({ ...validPatient(), email: 'not-an-email' }), [E400]);
  patientBody('phone_numbers a string, not an array', () => ({ ...validPatient(), phone_numbers: '+14155550123' }), [E400]);
  patientBody('phone_numbers numbers', () => ({ ...validPatient(), phone_numbers: [14155550123] }), [E400]);
  patientBody('phone_numbers not E.164', () => ({ ...validPatient(), phone_numbers: ['415-555-0123'] }), [E400]);
  patientBody('phone_numbers 1000 items', () => ({ ...validPatient(), phone_numbers: Array.from({ length: 1000 }, (_, i) => `+1415555${String(i).padStart(4, '0')}`) }), [E400]);
  patientBody('phone_numbers empty array', () => ({ ...validPatient(), phone_numbers: [] }), [OK201]);
  patientBody('address a string', () => ({ ...validPatient(), address: '1 Main St' }), [E400]);
  patientBody('address array', () => ({ ...validPatient(), address: [{ city: 'X' }] }), [E400]);
  patientBody('address unknown field', () => ({ ...validPatient(), address: { city: 'X', planet: 'Mars' } }), [E400]);
  patientBody('address nested 100 deep', () => ({ ...validPatient(), address: nested(100) }), [E400]);
  for (const [name, id, expected] of idVariants(NF)) patientBody(`practitioner_id ${name}`, () => ({ ...validPatient(), practitioner_id: id }), expected);

  // --- Identification routes (GET) -------------------------------------------------------------
  for (const path of ['/v1/patients/exists', '/v1/patients/record', '/v1/patients/record/vital-signs', '/v1/patients/record/lab-results', '/v1/patients/record/medications', '/v1/patients/record/insurance']) {
    cases.push(...identificationCases(path, 'GET', path));
  }
  add('GET /v1/patients/exists', 'include_fhir=1', (c) => ({ method: 'GET', path: `/v1/patients/exists${qs({ patient_id: c.patient.id, include_fhir: '1' })}` }), [E400]);

  // --- PUT /v1/patients/record/vital-signs -----------------------------------------------------
  const VS = 'PUT /v1/patients/record/vital-signs';
  const vsPath = (c: Context) => `/v1/patients/record/vital-signs${qs({ patient_id: c.patient.id })}`;
  const reading = { type: 'heart_rate', value: 72 };
  cases.push(...bodyCases('PUT', vsPath, '/v1/patients/record/vital-signs', () => ({ vital_signs: [reading] }), false));
  const vs = (input: string, body: unknown, expected: readonly Outcome[]) => add(VS, input, (c) => ({ method: 'PUT', path: vsPath(c), body }), expected);
  vs('vital_signs empty array', { vital_signs: [] }, [E400]);
  vs('vital_signs 51 items', { vital_signs: Array.from({ length: 51 }, () => reading) }, [E400]);
  vs('vital_signs 1000 items', { vital_signs: Array.from({ length: 1000 }, () => reading) }, [E400]);
  vs('vital_signs an object, not an array', { vital_signs: reading }, [E400]);
  vs('value as a string ("72")', { vital_signs: [{ type: 'heart_rate', value: '72' }] }, [E400]);
  vs('value negative', { vital_signs: [{ type: 'heart_rate', value: -1 }] }, [E400]);
  vs('value 1e308', { vital_signs: [{ type: 'heart_rate', value: 1e308 }] }, [E400]);
  vs('value null', { vital_signs: [{ type: 'heart_rate', value: null }] }, [E400]);
  vs('value array', { vital_signs: [{ type: 'heart_rate', value: [72] }] }, [E400]);
  vs('blood pressure given as a number', { vital_signs: [{ type: 'blood_pressure', value: 120 }] }, [E400]);
  vs('blood pressure systolic as string', { vital_signs: [{ type: 'blood_pressure', value: { systolic: '120', diastolic: 80 } }] }, [E400]);
  vs('blood pressure extra key', { vital_signs: [{ type: 'blood_pressure', value: { systolic: 120, diastolic: 80, mean: 93 } }] }, [E400]);
  vs('heart rate given as {systolic, diastolic}', { vital_signs: [{ type: 'heart_rate', value: { systolic: 120, diastolic: 80 } }] }, [E400]);
  vs('type in upper case', { vital_signs: [{ type: 'HEART_RATE', value: 72 }] }, [E400]);
  vs('type unknown', { vital_signs: [{ type: 'mood', value: 5 }] }, [E400]);
  vs('unit wrong (bpm)', { vital_signs: [{ type: 'heart_rate', value: 72, unit: 'bpm' }] }, [E400]);
  vs('unit number', { vital_signs: [{ type: 'heart_rate', value: 72, unit: 1 }] }, [E400]);
  vs('recorded_at without offset', { vital_signs: [{ ...reading, recorded_at: '2026-01-10T10:00:00' }] }, [E400]);
  vs('recorded_at 2026-02-30', { vital_signs: [{ ...reading, recorded_at: '2026-02-30T10:00:00Z' }] }, [E400]);
  vs('recorded_at date only', { vital_signs: [{ ...reading, recorded_at: '2026-01-10' }] }, [E400]);
  vs('recorded_at epoch number', { vital_signs: [{ ...reading, recorded_at: 1767225600000 }] }, [E400]);
  vs('recorded_at 0000-01-01T00:00:00Z', { vital_signs: [{ ...reading, recorded_at: '0000-01-01T00:00:00Z' }] }, [E400, OK200]);
  vs('recorded_at 9999-12-31T23:59:59Z', { vital_signs: [{ ...reading, recorded_at: '9999-12-31T23:59:59Z' }] }, [E400, OK200]);
  vs('__proto__ key in a reading', [JSON.parse('{"type":"heart_rate","value":72,"__proto__":{"polluted":true}}')].map((r) => ({ vital_signs: [r] }))[0], [E400, OK200]);
  add(VS, 'unknown patient (x/y)', () => ({ method: 'PUT', path: `/v1/patients/record/vital-signs${qs({ patient_id: 'x/y' })}`, body: { vital_signs: [reading] } }), [PNF]);
  add(VS, 'no identification', () => ({ method: 'PUT', path: '/v1/patients/record/vital-signs', body: { vital_signs: [reading] } }), [E400]);
  add(VS, 'patient_id 200 characters', () => ({ method: 'PUT', path: `/v1/patients/record/vital-signs${qs({ patient_id: LONG_200 })}`, body: { vital_signs: [reading] } }), [E400]);

  // --- PUT /v1/patients/record/insurance -------------------------------------------------------
  const IP = 'PUT /v1/patients/record/insurance';
  const insPath = (c: Context) => `/v1/patients/record/insurance${qs({ patient_id: c.patient.id })}`;
  const coverage = { payer: 'Acme Health', member_id: 'ACM-1' };
  cases.push(...bodyCases('PUT', insPath, '/v1/patients/record/insurance', () => coverage, false));
  const ins = (input: string, body: unknown, expected: readonly Outcome[]) => add(IP, input, (c) => ({ method: 'PUT', path: insPath(c), body }), expected);
  ins('payer blank', { ...coverage, payer: '  ' }, [E400]);
  ins('payer number', { ...coverage, payer: 7 }, [E400]);
  ins('member_id 65 characters', { ...coverage, member_id: 'm'.repeat(65) }, [E400]);
  ins('member_id missing', { payer: 'Acme Health' }, [E400]);
  ins('relationship upper case', { ...coverage, relationship: 'SELF' }, [E400]);
  ins('effective_date 2026-02-30', { ...coverage, effective_date: '2026-02-30' }, [E400]);
  ins('effective_date 0000-01-01', { ...coverage, effective_date: '0000-01-01' }, [E400, OK200]);
  ins('expiration_date before effective_date', { ...coverage, effective_date: '2026-06-01', expiration_date: '2020-01-01' }, [E400, OK200]);
  ins('plan_name with control characters', { ...coverage, plan_name: CONTROL }, [OK200, E400]);
  ins('plan_name emoji', { ...coverage, plan_name: EMOJI }, [OK200, E400]);
  ins('subscriber_name nested object', { ...coverage, subscriber_name: { first: 'A' } }, [E400]);
  add(IP, 'unknown patient (x/y)', () => ({ method: 'PUT', path: `/v1/patients/record/insurance${qs({ patient_id: 'x/y' })}`, body: coverage }), [PNF]);
  add(IP, 'unknown patient (100 characters)', () => ({ method: 'PUT', path: `/v1/patients/record/insurance${qs({ patient_id: LONG_100 })}`, body: coverage }), [PNF]);

  // --- GET /v1/practitioners -------------------------------------------------------------------
  cases.push(...countCases('/v1/practitioners'), repeatedCount('/v1/practitioners'));
  add('GET /v1/practitioners', 'include_fhir=yes', () => ({ method: 'GET', path: '/v1/practitioners?include_fhir=yes' }), [E400]);

  // --- GET /v1/appointments --------------------------------------------------------------------
  const LA = 'GET /v1/appointments';
  const start = () => iso(dayAhead(1));
  const end = () => iso(dayAhead(8));
  const la = (input: string, query: (c: Context) => string, expected: readonly Outcome[]) => add(LA, input, (c) => ({ method: 'GET', path: `/v1/appointments${query(c)}` }), expected);
  la('no range', () => '', [E400]);
  la('start_date_time= (empty)', () => `?start_date_time=&end_date_time=${encodeURIComponent(end())}`, [E400]);
  la('timestamps without offsets', () => qs({ start_date_time: '2026-03-01T10:00:00', end_date_time: '2026-03-02T10:00:00' }), [E400]);
  la('date only', () => qs({ start_date_time: '2026-03-01', end_date_time: '2026-03-02' }), [E400]);
  la('start 2026-02-30', () => qs({ start_date_time: '2026-02-30T00:00:00Z', end_date_time: '2026-03-02T00:00:00Z' }), [E400]);
  la('epoch milliseconds', () => qs({ start_date_time: String(Date.now()), end_date_time: String(Date.now() + DAY_MS) }), [E400]);
  la('end equal to start', () => qs({ start_date_time: start(), end_date_time: start() }), [E400]);
  la('range of 94 days', () => qs({ start_date_time: start(), end_date_time: iso(dayAhead(1) + 94 * DAY_MS) }), [E400]);
  la('range 0001-01-01 .. 0001-02-01 (far past)', () => qs({ start_date_time: '0001-01-01T00:00:00Z', end_date_time: '0001-02-01T00:00:00Z' }), [OK200, E400]);
  la('range 0000-01-01 .. 0000-02-01 (year zero)', () => qs({ start_date_time: '0000-01-01T00:00:00Z', end_date_time: '0000-02-01T00:00:00Z' }), [OK200, E400]);
  la('range 9999-12-01 .. 9999-12-31 (far future)', () => qs({ start_date_time: '9999-12-01T00:00:00Z', end_date_time: '9999-12-31T00:00:00Z' }), [OK200, E400]);
  la('odd offsets (+14:00 / -12:00)', () => qs({ start_date_time: '2026-03-01T10:00:00+14:00', end_date_time: '2026-03-02T10:00:00-12:00' }), [OK200]);
  la('offset +24:00', () => qs({ start_date_time: '2026-03-01T10:00:00+24:00', end_date_time: '2026-03-02T10:00:00Z' }), [E400]);
  la('repeated start_date_time', () => `${qs({ start_date_time: start(), end_date_time: end() })}&start_date_time=${encodeURIComponent(start())}`, [E400]);
  la('patient: first_name only', () => qs({ start_date_time: start(), end_date_time: end(), first_name: 'Zanzibarella' }), [E400]);
  la('patient: phone_number not E.164', () => qs({ start_date_time: start(), end_date_time: end(), phone_number: '555-1234' }), [E400]);
  la('patient: phone_number= (empty)', () => `${qs({ start_date_time: start(), end_date_time: end() })}&phone_number=`, [E400]);
  la('patient_id x/y', () => qs({ start_date_time: start(), end_date_time: end(), patient_id: 'x/y' }), [PNF]);
  la('patient_id 200 characters', () => qs({ start_date_time: start(), end_date_time: end(), patient_id: LONG_200 }), [E400]);
  la('patient_id a b', () => qs({ start_date_time: start(), end_date_time: end(), patient_id: 'a b' }), [E400]);
  la('practitioner_id x/y', () => qs({ start_date_time: start(), end_date_time: end(), practitioner_id: 'x/y' }), [NF, OK200]);
  la('practitioner_id 200 characters', () => qs({ start_date_time: start(), end_date_time: end(), practitioner_id: LONG_200 }), [E400]);
  la('include_fhir=yes', () => qs({ start_date_time: start(), end_date_time: end(), include_fhir: 'yes' }), [E400]);
  cases.push(...countCases('/v1/appointments', () => ({ start_date_time: start(), end_date_time: end() })), repeatedCount('/v1/appointments', () => ({ start_date_time: start(), end_date_time: end() })));

  // --- POST /v1/appointments -------------------------------------------------------------------
  const CA = 'POST /v1/appointments';
  const booking = (c: Context, days = 200) => ({
    patient_id: c.patient.id,
    practitioner_id: c.practitionerId,
    start_date_time: iso(dayAhead(days) + 15 * 3_600_000),
    end_date_time: iso(dayAhead(days) + 15.5 * 3_600_000),
  });
  cases.push(...bodyCases('POST', () => '/v1/appointments', '/v1/appointments', (c) => booking(c), false));
  const ca = (input: string, body: (c: Context) => unknown, expected: readonly Outcome[]) => add(CA, input, (c) => ({ method: 'POST', path: '/v1/appointments', body: body(c) }), expected);
  ca('start without offset', (c) => ({ ...booking(c), start_date_time: '2026-09-01T15:00:00' }), [E400]);
  ca('start 2026-02-30', (c) => ({ ...booking(c), start_date_time: '2026-02-30T15:00:00Z', end_date_time: '2026-02-30T15:30:00Z' }), [E400]);
  ca('start as epoch number', (c) => ({ ...booking(c), start_date_time: dayAhead(200) }), [E400]);
  ca('start year 0000', (c) => ({ ...booking(c), start_date_time: '0000-01-01T10:00:00Z', end_date_time: '0000-01-01T10:30:00Z' }), [E400, OK201]);
  ca('start year 9999', (c) => ({ ...booking(c), start_date_time: '9999-12-31T10:00:00Z', end_date_time: '9999-12-31T10:30:00Z' }), [E400, OK201]);
  ca('end before start', (c) => ({ ...booking(c), end_date_time: booking(c).start_date_time, start_date_time: booking(c).end_date_time }), [E400]);
  ca('off the 5-minute grid by 1 s', (c) => ({ ...booking(c), start_date_time: iso(dayAhead(200) + 15 * 3_600_000 + 1000) }), [E400]);
  ca('type upper case', (c) => ({ ...booking(c), type: 'FOLLOW-UP' }), [E400]);
  ca('reason 501 characters', (c) => ({ ...booking(c), reason: 'r'.repeat(501) }), [E400]);
  ca('reason array', (c) => ({ ...booking(c), reason: ['a'] }), [E400]);
  ca('notes 2001 characters', (c) => ({ ...booking(c), notes: 'n'.repeat(2001) }), [E400]);
  ca('unknown field', (c) => ({ ...booking(c), status: 'completed' }), [E400]);
  ca('__proto__ key', (c) => JSON.parse(JSON.stringify(booking(c)).replace(/^\{/, '{"__proto__":{"x":1},')), [E400, OK201]);
  ca('patient_id number', (c) => ({ ...booking(c), patient_id: 12345 }), [E400]);
  for (const [name, id, expected] of idVariants(PNF)) ca(`patient_id ${name}`, (c) => ({ ...booking(c, 201), patient_id: id }), expected);
  for (const [name, id, expected] of idVariants(NF)) ca(`practitioner_id ${name}`, (c) => ({ ...booking(c, 202), practitioner_id: id }), expected);

  // --- PUT /v1/appointments (reschedule) -------------------------------------------------------
  const RA = 'PUT /v1/appointments';
  const move = (c: Context) => ({
    patient_id: c.patient.id,
    appointment_start_date_time: iso(dayAhead(300) + 15 * 3_600_000),
    new_start_date_time: iso(dayAhead(301) + 15 * 3_600_000),
    new_end_date_time: iso(dayAhead(301) + 15.5 * 3_600_000),
  });
  cases.push(...bodyCases('PUT', () => '/v1/appointments', '/v1/appointments', move, false));
  const ra = (input: string, body: (c: Context) => unknown, expected: readonly Outcome[]) => add(RA, input, (c) => ({ method: 'PUT', path: '/v1/appointments', body: body(c) }), expected);
  ra('no appointment at that instant', move, [ANF]);
  ra('appointment_start without offset', (c) => ({ ...move(c), appointment_start_date_time: '2026-09-01T15:00:00' }), [E400]);
  ra('new_end 2026-02-30', (c) => ({ ...move(c), new_end_date_time: '2026-02-30T10:00:00Z' }), [E400]);
  ra('new range inverted', (c) => ({ ...move(c), new_end_date_time: move(c).new_start_date_time }), [E400, ANF]);
  ra('missing new_end_date_time', (c) => ({ ...move(c), new_end_date_time: undefined }), [E400]);
  ra('appointment_start year 0000', (c) => ({ ...move(c), appointment_start_date_time: '0000-01-01T00:00:00Z' }), [ANF, E400]);
  ra('appointment_start year 9999', (c) => ({ ...move(c), appointment_start_date_time: '9999-12-31T00:00:00Z' }), [ANF, E400]);
  for (const [name, id, expected] of idVariants(ANF)) ra(`patient_id ${name}`, (c) => ({ ...move(c), patient_id: id }), [...expected, PNF]);

  // --- DELETE /v1/appointments -----------------------------------------------------------------
  const DA = 'DELETE /v1/appointments';
  const da = (input: string, query: (c: Context) => string, expected: readonly Outcome[]) => add(DA, input, (c) => ({ method: 'DELETE', path: `/v1/appointments${query(c)}` }), expected);
  da('no query', () => '', [E400]);
  da('appointment_id= (empty)', () => '?appointment_id=', [E400]);
  da('patient_id without start_date_time', (c) => qs({ patient_id: c.patient.id }), [E400]);
  da('start_date_time without offset', (c) => qs({ patient_id: c.patient.id, start_date_time: '2026-09-01T15:00:00' }), [E400]);
  da('start_date_time 2026-02-30', (c) => qs({ patient_id: c.patient.id, start_date_time: '2026-02-30T15:00:00Z' }), [E400]);
  da('start_date_time year 0000', (c) => qs({ patient_id: c.patient.id, start_date_time: '0000-01-01T00:00:00Z' }), [ANF, E400]);
  da('start_date_time year 9999', (c) => qs({ patient_id: c.patient.id, start_date_time: '9999-12-31T00:00:00Z' }), [ANF, E400]);
  da('repeated appointment_id', (c) => `?appointment_id=${c.plain}&appointment_id=${c.plain}`, [E400, ANF]);
  for (const [name, id, expected] of idVariants(ANF)) da(`appointment_id ${name}`, () => qs({ appointment_id: id }), expected);
  for (const [name, id, expected] of idVariants(ANF)) {
    da(`patient_id ${name} + start_date_time`, () => qs({ patient_id: id, start_date_time: iso(dayAhead(3)) }), id === '' ? [E400] : [...expected, PNF]);
  }

  // --- GET /v1/appointments/open-slots ---------------------------------------------------------
  const OS = 'GET /v1/appointments/open-slots';
  const os = (input: string, query: (c: Context) => string, expected: readonly Outcome[]) => add(OS, input, (c) => ({ method: 'GET', path: `/v1/appointments/open-slots${query(c)}` }), expected);
  os('no start', () => '', [E400]);
  os('start_date_time= (empty)', () => '?start_date_time=', [E400]);
  os('start without offset', () => qs({ start_date_time: '2026-09-01T00:00:00' }), [E400]);
  os('start 2026-02-30', () => qs({ start_date_time: '2026-02-30T00:00:00Z' }), [E400]);
  os('end before start', () => qs({ start_date_time: iso(dayAhead(3)), end_date_time: iso(dayAhead(2)) }), [E400]);
  os('range of 32 days', () => qs({ start_date_time: iso(dayAhead(1)), end_date_time: iso(dayAhead(33)) }), [E400]);
  os('range in the past (2000)', () => qs({ start_date_time: '2000-01-01T00:00:00Z', end_date_time: '2000-01-08T00:00:00Z' }), [OK200]);
  os('range in year 0000', () => qs({ start_date_time: '0000-01-01T00:00:00Z' }), [OK200, E400]);
  os('start 9999-12-28 (default end in year 10000)', () => qs({ start_date_time: '9999-12-28T00:00:00Z' }), [OK200, E400]);
  os('range 9999-12-01 .. 9999-12-31', () => qs({ start_date_time: '9999-12-01T00:00:00Z', end_date_time: '9999-12-31T00:00:00Z' }), [OK200, E400]);
  for (const [name, id, expected] of idVariants(NF)) os(`practitioner_id ${name}`, () => qs({ start_date_time: iso(dayAhead(1)), practitioner_id: id }), expected);
  cases.push(...countCases('/v1/appointments/open-slots', () => ({ start_date_time: iso(dayAhead(1)) })), repeatedCount('/v1/appointments/open-slots', () => ({ start_date_time: iso(dayAhead(1)) })));

  // --- Routes keyed by ?appointment_id= ---------------------------------------------------------
  const keyed: Array<{ method: string; path: string; body?: unknown; missing: readonly Outcome[] }> = [
    { method: 'GET', path: '/v1/appointments/pre-visit/notes', missing: [ANF] },
    { method: 'PUT', path: '/v1/appointments/pre-visit/notes', body: { content: 'x' }, missing: [ANF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes', body: { text_content: 'x' }, missing: [ANF] },
    { method: 'PUT', path: '/v1/appointments/encounters/notes', body: { text_content: 'x' }, missing: [ANF, NF] },
    { method: 'DELETE', path: '/v1/appointments/encounters/notes', missing: [ANF, NF] },
    { method: 'GET', path: '/v1/appointments/encounters/notes/soap/sections/plan', missing: [ANF, NF] },
    { method: 'PUT', path: '/v1/appointments/encounters/notes/soap/sections/plan', body: { content: 'x' }, missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/chief-complaints', body: ['Headache'], missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/intake-questionnaire', body: { smoker: false }, missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/codes/icd10', body: ['I10'], missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/codes/cpt', body: ['99214'], missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/medications', body: ['Lisinopril 10 mg'], missing: [ANF, NF] },
    { method: 'POST', path: '/v1/appointments/encounters/notes/patient-instructions', body: ['Rest'], missing: [ANF, NF] },
  ];
  for (const route of keyed) {
    const name = `${route.method} ${route.path}`;
    const withBody = route.body !== undefined ? { body: route.body } : {};
    add(name, 'no appointment_id', () => ({ method: route.method, path: route.path, ...withBody }), [E400]);
    for (const [label, id, expected] of idVariants(route.missing[0]!)) {
      add(name, `appointment_id ${label}`, () => ({ method: route.method, path: `${route.path}${qs({ appointment_id: id })}`, ...withBody }), id === '' || expected.length === 1 ? expected : [...route.missing, E400]);
    }
    add(name, 'appointment_id repeated', (c) => ({ method: route.method, path: `${route.path}?appointment_id=${c.noted}&appointment_id=${c.noted}`, ...withBody }), [E400, ...route.missing]);
    if (route.body !== undefined) {
      const wantsArray = Array.isArray(route.body);
      cases.push(...bodyCases(route.method, (c) => `${route.path}${qs({ appointment_id: c.noted })}`, route.path, () => route.body, wantsArray));
    }
  }
  add('GET /v1/appointments/encounters/notes', 'patient identification: first_name only', () => ({ method: 'GET', path: `/v1/appointments/encounters/notes${qs({ first_name: 'Zanzibarella' })}` }), [E400]);
  add('GET /v1/appointments/encounters/notes', 'patient_id x/y', () => ({ method: 'GET', path: `/v1/appointments/encounters/notes${qs({ patient_id: 'x/y' })}` }), [PNF]);
  add('GET /v1/appointments/encounters/notes', 'phone_number unknown', () => ({ method: 'GET', path: `/v1/appointments/encounters/notes${qs({ phone_number: '+14155550199' })}` }), [PNF]);
  add('GET /v1/appointments/encounters/notes', 'date_of_birth 2026-02-30', () => ({ method: 'GET', path: `/v1/appointments/encounters/notes${qs({ first_name: 'A', last_name: 'B', date_of_birth: '2026-02-30' })}` }), [E400]);
  add('GET /v1/appointments/encounters/notes', 'unknown appointment (answers an empty list or 404)', () => ({ method: 'GET', path: `/v1/appointments/encounters/notes${qs({ appointment_id: 'no-such-appointment' })}` }), [ANF, OK200]);

  // --- Pre-visit and SOAP bodies ---------------------------------------------------------------
  const content = (route: string, path: (c: Context) => string) => {
    const put = (input: string, body: unknown, expected: readonly Outcome[]) => add(`PUT ${route}`, input, (c) => ({ method: 'PUT', path: path(c), body }), expected);
    put('content missing', {}, [E400]);
    put('content number', { content: 5 }, [E400]);
    put('content null', { content: null }, [E400]);
    put('content array', { content: ['a'] }, [E400]);
    put('content 20001 characters', { content: 'c'.repeat(20_001) }, [E400]);
    put('content 900 KB', { content: 'c'.repeat(900_000) }, [E400]);
    put('content with emoji', { content: `Feels ${EMOJI}` }, [OK200]);
    put('content with control characters', { content: CONTROL }, [OK200, E400]);
    put('content with bidi/zero-width characters', { content: RTL }, [OK200, E400]);
    put('unknown field', { content: 'x', extra: 1 }, [E400]);
  };
  content('/v1/appointments/pre-visit/notes', (c) => `/v1/appointments/pre-visit/notes${qs({ appointment_id: c.noted })}`);
  content('/v1/appointments/encounters/notes/soap/sections/{section_id}', (c) => `/v1/appointments/encounters/notes/soap/sections/assessment${qs({ appointment_id: c.noted })}`);
  const SS = '/v1/appointments/encounters/notes/soap/sections/';
  for (const [method, body] of [['GET', undefined], ['PUT', { content: 'x' }]] as const) {
    const route = `${method} ${SS}{section_id}`;
    const section = (input: string, raw: string, expected: readonly Outcome[]) =>
      add(route, input, (c) => ({ method, path: `${SS}${raw}${qs({ appointment_id: c.noted })}`, ...(body ? { body } : {}) }), expected);
    // A section id names one of four sections; any other names nothing: 404 NOT_FOUND (decision 50).
    section('section_id upper case (PLAN)', 'PLAN', [NF]);
    section('section_id mixed case (Subjective)', 'Subjective', [NF]);
    section('section_id unknown (history)', 'history', [NF]);
    section('section_id with percent-encoded slash', 'plan%2F..', [NF]);
    section('section_id percent-encoded (%70lan = plan)', '%70lan', [OK200, NF]);
    section('section_id malformed percent (%zz)', '%zz', [NF]);
    section('section_id emoji', encodeURIComponent(EMOJI), [NF]);
    section('section_id 200 characters', LONG_200, [NF]);
    section('section_id __proto__', '__proto__', [NF]);
    section('section_id constructor', 'constructor', [NF]);
    section('section_id with trailing space', 'plan%20', [NF]);
    section('section_id %00', 'plan%00', [NF]);
  }

  // --- Encounter note bodies -------------------------------------------------------------------
  for (const method of ['POST', 'PUT']) {
    const route = `${method} /v1/appointments/encounters/notes`;
    const note = (input: string, body: unknown, expected: readonly Outcome[]) =>
      add(route, input, (c) => ({ method, path: `/v1/appointments/encounters/notes${qs({ appointment_id: c.noted })}`, body }), expected);
    const valid: Outcome = method === 'POST' ? [409, 'NOTE_EXISTS'] : OK200;
    note('empty object', {}, [E400]);
    note('text_content number', { text_content: 5 }, [E400]);
    note('text_content 50001 characters', { text_content: 't'.repeat(50_001) }, [E400]);
    note('json_content array', { json_content: ['a'] }, [E400]);
    note('json_content string', { json_content: 'subjective' }, [E400]);
    note('json_content unknown section', { json_content: { history: 'x' } }, [E400]);
    note('json_content section in upper case', { json_content: { SUBJECTIVE: 'x' } }, [E400]);
    note('json_content section number', { json_content: { subjective: 5 } }, [E400]);
    note('json_content section 20001 characters', { json_content: { plan: 'p'.repeat(20_001) } }, [E400]);
    note('json_content nested 100 deep', { json_content: { subjective: nested(100) } }, [E400]);
    note('__proto__ in json_content', JSON.parse('{"json_content":{"__proto__":{"subjective":"x"}}}'), [E400, valid]);
    note('unknown top-level field', { text_content: 'x', icd10_codes: ['I10'] }, [E400]);
    note('emoji and control characters (valid, note exists)', { text_content: `${EMOJI} ${CONTROL}` }, [valid, E400]);
  }

  // --- List bodies (complaints, codes, medications, instructions) -------------------------------
  const lists = ['chief-complaints', 'codes/icd10', 'codes/cpt', 'medications', 'patient-instructions'];
  for (const list of lists) {
    const route = `POST /v1/appointments/encounters/notes/${list}`;
    const post = (input: string, body: unknown, expected: readonly Outcome[], appointment: 'noted' | 'plain' = 'noted') =>
      add(route, input, (c) => ({ method: 'POST', path: `/v1/appointments/encounters/notes/${list}${qs({ appointment_id: c[appointment] })}`, body }), expected);
    post('empty array', [], [E400]);
    post('1000 items', Array.from({ length: 1000 }, (_, i) => `item ${i}`), [E400]);
    post('101 items', Array.from({ length: 101 }, () => 'I10'), [E400]);
    post('number items', [1, 2], [E400]);
    post('null item', [null], [E400]);
    post('nested arrays', [['I10']], [E400]);
    post('object items', [{ code: 'I10' }], [E400]);
    post('blank item', ['   '], [E400]);
    post('item of 1001 characters', ['i'.repeat(1001)], [E400]);
    post('object with numeric keys', { 0: 'I10' }, [E400]);
    post('a bare string', 'I10', [E400]);
  }
  const codes = (list: 'icd10' | 'cpt', input: string, body: unknown, expected: readonly Outcome[], appointment: 'noted' | 'plain' = 'noted') =>
    add(`POST /v1/appointments/encounters/notes/codes/${list}`, input, (c) => ({ method: 'POST', path: `/v1/appointments/encounters/notes/codes/${list}${qs({ appointment_id: c[appointment] })}`, body }), expected);
  codes('icd10', 'lower case (e11.9): upper-cased, accepted', ['e11.9'], [OK200]);
  codes('icd10', 'surrounding spaces ( I10 ): trimmed, accepted', [' I10 '], [OK200]);
  codes('icd10', 'space inside (I 10)', ['I 10'], [E400]);
  codes('icd10', 'space inside (E11. 9)', ['E11. 9'], [E400]);
  codes('icd10', 'U code (U07.1)', ['U07.1'], [E400]);
  codes('icd10', 'double dot (E11..9)', ['E11..9'], [E400]);
  codes('icd10', 'too long (E11.12345)', ['E11.12345'], [E400]);
  codes('icd10', 'full-width digit (I１0)', ['I１0'], [E400]);
  codes('icd10', 'trailing newline inside (I10\\nX)', ['I10\nX'], [E400]);
  codes('icd10', 'code with emoji', [`I10${EMOJI}`], [E400]);
  codes('icd10', 'Turkish dotless i (ı10) upper-cases to I10', ['ı10'], [E400, OK200]);
  codes('icd10', 'second code malformed', ['I10', 'XX'], [E400]);
  codes('icd10', 'valid code on a note that does not exist', ['I10'], [NF], 'plain');
  codes('icd10', 'lower case code on a note that does not exist', ['i10'], [NF], 'plain');
  codes('cpt', 'four digits (9921)', ['9921'], [E400]);
  codes('cpt', 'space inside (9921 4)', ['9921 4'], [E400]);
  codes('cpt', 'lower case category II (3074f): upper-cased, accepted', ['3074f'], [OK200]);
  codes('cpt', 'lower case category III (0042t): upper-cased, accepted', ['0042t'], [OK200]);
  codes('cpt', 'surrounding spaces ( 99214 )', [' 99214 '], [OK200]);
  codes('cpt', 'decimal (99214.0)', ['99214.0'], [E400]);
  codes('cpt', 'six digits (992145)', ['992145'], [E400]);
  codes('cpt', 'number, not a string', [99214], [E400]);
  codes('cpt', 'Arabic-Indic digits (٩٩٢١٤)', ['٩٩٢١٤'], [E400]);
  codes('cpt', 'valid code on a note that does not exist', ['99214'], [NF], 'plain');
  add('POST /v1/appointments/encounters/notes/chief-complaints', 'emoji and control characters (valid)', (c) => ({ method: 'POST', path: `/v1/appointments/encounters/notes/chief-complaints${qs({ appointment_id: c.noted })}`, body: [EMOJI, CONTROL] }), [OK200, E400]);

  // --- Intake questionnaire --------------------------------------------------------------------
  const IQ = 'POST /v1/appointments/encounters/notes/intake-questionnaire';
  const iq = (input: string, body: unknown, expected: readonly Outcome[], appointment: 'noted' | 'plain' = 'noted') =>
    add(IQ, input, (c) => ({ method: 'POST', path: `/v1/appointments/encounters/notes/intake-questionnaire${qs({ appointment_id: c[appointment] })}`, body }), expected);
  const iqRaw = (input: string, raw: string, expected: readonly Outcome[]) =>
    add(IQ, input, (c) => ({ method: 'POST', path: `/v1/appointments/encounters/notes/intake-questionnaire${qs({ appointment_id: c.noted })}`, rawBody: raw, headers: { 'content-type': 'application/json' } }), expected);
  iq('array instead of object', [{ q: 'a' }], [E400]);
  iq('nested 100 levels deep', nested(100), [E400]);
  iq('nested 33 levels deep', nested(33), [E400]);
  iq('nested 20 levels deep (allowed)', nested(20), [OK200]);
  iq('key of 201 characters', { ['k'.repeat(201)]: 1 }, [E400]);
  iq('10000 keys', Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`q${i}`, i])), [OK200, E400, E413]);
  iq('empty object', {}, [OK200, E400]);
  iq('emoji keys and values', { [EMOJI]: EMOJI }, [OK200, E400]);
  iq('control characters in keys and values', { [CONTROL]: CONTROL }, [OK200, E400]);
  iq('900 KB value', { notes: 'v'.repeat(900_000) }, [OK200, E400]);
  iqRaw('__proto__ key', '{"__proto__":{"polluted":true},"smoker":false}', [OK200, E400]);
  iqRaw('constructor/prototype keys', '{"constructor":{"prototype":{"polluted":true}},"prototype":1}', [OK200, E400]);
  iqRaw('duplicate keys', '{"smoker":false,"smoker":true}', [OK200, E400]);
  iqRaw('number beyond double range (1e400)', '{"weight":1e400}', [OK200, E400]);
  iq('on a note that does not exist', { smoker: false }, [NF], 'plain');

  // --- GET routes without input ----------------------------------------------------------------
  for (const path of ['/v1/appointments/encounters/notes/templates', '/v1/appointments/encounters/notes/fields', '/v1/ehr/health']) {
    add(`GET ${path}`, 'junk query (ignored)', () => ({ method: 'GET', path: `${path}?count=-1&include_fhir=yes&__proto__=x&toString=1&${'z'.repeat(50)}=${'y'.repeat(2000)}` }), [OK200]);
    add(`GET ${path}`, 'trailing slash', () => ({ method: 'GET', path: `${path}/` }), [NF, OK200]);
  }
  return cases;
};

// ---------------------------------------------------------------------------------------------
// Running the battery against a stage
// ---------------------------------------------------------------------------------------------

const output: string[] = [];
const captureLogs = () => captureOutput(output);

const timed = <T>(promise: Promise<T>, ms: number): Promise<T | 'hang'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('hang'), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

const send = async (c: Context, spec: Spec, as: { key: string; orgId: string } = { key: c.apiKey, orgId: c.orgId }): Promise<HttpResult | 'hang'> =>
  timed(
    request(c.baseUrl, spec.method, spec.path, {
      key: as.key,
      orgId: as.orgId,
      scheme: 'headers',
      ...(spec.body !== undefined ? { body: spec.body } : {}),
      ...(spec.rawBody !== undefined ? { rawBody: spec.rawBody } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
    }),
    HANG_MS,
  );

const describeAnswer = (result: HttpResult) => `${result.status} ${result.text.length > 600 ? `${result.text.slice(0, 600)}…` : result.text}`;

const matches = (result: HttpResult, [status, code]: Outcome): boolean => {
  if (result.status !== status) return false;
  if (code === null) return typeof result.body === 'object' && result.body !== null && result.body.status === 'ok';
  const body = result.body as { status?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } } | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).sort().join() === 'error,status' &&
    body.status === 'error' &&
    typeof body.error === 'object' &&
    body.error !== null &&
    Object.keys(body.error).sort().join() === 'code,details,message' &&
    body.error.code === code &&
    typeof body.error.message === 'string' &&
    typeof body.error.details === 'object' &&
    body.error.details !== null &&
    !Array.isArray(body.error.details)
  );
};

const checkAnswer = (c: Context, kase: Case, result: HttpResult | 'hang') => {
  const label = `${kase.route} — ${kase.input}`;
  expect(result, `${label}: no answer within ${HANG_MS} ms`).not.toBe('hang');
  if (result === 'hang') return;
  expect(result.status, `${label}: a 5xx is never the answer to bad input: ${describeAnswer(result)}`).toBeLessThan(500);
  const expected = kase.expect.map(([s, code]) => `${s}${code ? ` ${code}` : ''}`).join(' | ');
  expect(kase.expect.some((outcome) => matches(result, outcome)), `${label}: expected ${expected}, got ${describeAnswer(result)}`).toBe(true);
  for (const secret of c.neverInAnswers) expect(result.text.includes(secret), `${label}: the answer echoes a secret or the EHR's address`).toBe(false);
};

const sweep = (name: string, context: () => Context) => {
  const cases = casesFor();
  const byRoute = new Map<string, Case[]>();
  for (const kase of cases) byRoute.set(kase.route, [...(byRoute.get(kase.route) ?? []), kase]);

  for (const [route, routeCases] of byRoute) {
    describe(`${name}: ${route}`, () => {
      for (const kase of routeCases) {
        it(kase.input, async () => {
          const c = context();
          checkAnswer(c, kase, await send(c, kase.spec(c)));
        });
      }
    });
  }

  describe(`${name}: organizations and secrets`, () => {
    it("shows another organization none of this one's patients, appointments or notes, whatever the input", async () => {
      const c = context();
      const other = { key: c.other.apiKey, orgId: c.other.id };
      const { patient } = c;
      const probes: Array<[Spec, Outcome]> = [
        [{ method: 'GET', path: `/v1/patients/exists${qs({ patient_id: patient.id })}` }, PNF],
        [{ method: 'GET', path: `/v1/patients/exists${qs({ phone_number: patient.phone ?? '' })}` }, PNF],
        [{ method: 'GET', path: `/v1/patients/exists${qs({ first_name: patient.first_name, last_name: patient.last_name, date_of_birth: patient.date_of_birth ?? '' })}` }, PNF],
        [{ method: 'GET', path: `/v1/patients/record${qs({ patient_id: patient.id })}` }, PNF],
        [{ method: 'GET', path: `/v1/patients/record/insurance${qs({ patient_id: patient.id })}` }, PNF],
        [{ method: 'PUT', path: `/v1/patients/record/insurance${qs({ patient_id: patient.id })}`, body: { payer: 'X', member_id: 'Y' } }, PNF],
        [{ method: 'PUT', path: `/v1/patients/record/vital-signs${qs({ patient_id: patient.id })}`, body: { vital_signs: [{ type: 'heart_rate', value: 70 }] } }, PNF],
        [{ method: 'GET', path: `/v1/appointments/pre-visit/notes${qs({ appointment_id: c.noted })}` }, ANF],
        [{ method: 'PUT', path: `/v1/appointments/pre-visit/notes${qs({ appointment_id: c.noted })}`, body: { content: 'x' } }, ANF],
        [{ method: 'DELETE', path: `/v1/appointments${qs({ appointment_id: c.plain })}` }, ANF],
        [{ method: 'POST', path: `/v1/appointments/encounters/notes${qs({ appointment_id: c.plain })}`, body: { text_content: 'x' } }, ANF],
        [{ method: 'POST', path: '/v1/appointments', body: { patient_id: patient.id, practitioner_id: c.practitionerId, start_date_time: iso(dayAhead(250) + 15 * 3_600_000), end_date_time: iso(dayAhead(250) + 15.5 * 3_600_000) } }, [404, 'PATIENT_NOT_FOUND']],
        [{ method: 'GET', path: `/v1/patients${qs({ practitioner_id: c.practitionerId })}` }, NF],
      ];
      const failures: string[] = [];
      for (const [spec, expected] of probes) {
        const result = await send(c, spec, other);
        if (result === 'hang') {
          failures.push(`${spec.method} ${spec.path}: hang`);
          continue;
        }
        const alsoOk = spec.path.includes('practitioner_id') && (matches(result, [404, 'NOT_FOUND']) || (result.status === 200 && result.body.total === 0));
        if (!matches(result, expected) && !alsoOk && !(expected === ANF && matches(result, NF))) failures.push(`${spec.method} ${spec.path}: ${describeAnswer(result)}`);
        for (const leak of [patient.first_name, patient.last_name, patient.phone ?? '\u0000', c.apiKey, c.webhookSecret]) {
          if (result.text.includes(leak)) failures.push(`${spec.method} ${spec.path}: answer contains ${leak === c.apiKey || leak === c.webhookSecret ? 'a secret' : 'patient data'}`);
        }
      }
      const notes = await send(c, { method: 'GET', path: `/v1/appointments/encounters/notes${qs({ appointment_id: c.noted })}` }, other);
      if (notes !== 'hang' && notes.status === 200 && notes.body.count !== 0) failures.push(`GET notes of another org's appointment: ${describeAnswer(notes)}`);
      expect(failures).toEqual([]);
    });

    it("refuses a key paired with another organization's id before looking at the input", async () => {
      const c = context();
      for (const spec of [
        { method: 'GET', path: `/v1/patients/record${qs({ patient_id: c.patient.id })}` },
        { method: 'POST', path: '/v1/patients', rawBody: '{"broken":', headers: { 'content-type': 'application/json' } },
        { method: 'GET', path: '/v1/appointments?count=NaN' },
      ]) {
        const result = await send(c, spec, { key: c.apiKey, orgId: c.other.id });
        expect(result).not.toBe('hang');
        if (result !== 'hang') expect(matches(result, [401, 'UNAUTHORIZED']), describeAnswer(result)).toBe(true);
      }
    });

    it('never echoes a key or secret sent as input', async () => {
      const c = context();
      const secrets = [c.other.apiKey, c.other.webhookSecret];
      const failures: string[] = [];
      for (const secret of secrets) {
        for (const spec of [
          { method: 'POST', path: '/v1/patients', body: { first_name: secret, last_name: 'X', date_of_birth: 'bad' } },
          { method: 'PUT', path: `/v1/patients/record/insurance${qs({ patient_id: c.patient.id })}`, body: { payer: 'X', member_id: 'Y', token: secret } },
          { method: 'GET', path: `/v1/appointments${qs({ start_date_time: secret, end_date_time: secret })}` },
        ] as Spec[]) {
          const result = await send(c, spec);
          if (result === 'hang') {
            failures.push(`${spec.method} ${spec.path}: hang`);
            continue;
          }
          if (result.status !== 400) failures.push(`${spec.method} ${spec.path}: ${describeAnswer(result)}`);
          if (result.text.includes(secret)) failures.push(`${spec.method} ${spec.path}: a secret sent in the input is echoed in the answer: ${describeAnswer(result)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('logs no key, secret, phone number or name', () => {
      const c = context();
      const text = output.join('');
      expect(text, 'the access log is written at all').toContain('request completed');
      const leaks: string[] = [];
      const sensitive: Array<[string, string]> = [
        ['api key', c.apiKey],
        ['webhook secret', c.webhookSecret],
        ["the other org's api key", c.other.apiKey],
        ["the other org's webhook secret", c.other.webhookSecret],
        ['a name sent in input', 'Zanzibarella'],
        ['a name sent in input', 'Quockenbush'],
        ['a name sent in input', 'Nobodyhere'],
        ['a name sent in input', 'Neverseen'],
        ["the panel patient's last name", c.patient.last_name],
        ["the panel patient's phone", c.patient.phone ?? '\u0000'],
        ['a phone sent in input', '+14155550199'],
        ['a phone sent in input', '4155550199'],
      ];
      for (const [what, value] of sensitive) {
        const at = text.indexOf(value);
        if (at >= 0) leaks.push(`${what}: …${text.slice(Math.max(0, at - 300), at + 100)}…`);
      }
      expect(leaks).toEqual([]);
    });
  });

  // Last, so that an open circuit cannot spill into the cases above.
  describe(`${name}: ids that are only dots`, () => {
    it("answers '.' as an id that names nothing, and bad ids never open the organization's circuit", async () => {
      const c = context();
      const probes: Array<[Spec, readonly Outcome[]]> = [
        [{ method: 'GET', path: `/v1/patients/record${qs({ patient_id: '.' })}` }, [PNF, E400]],
        [{ method: 'GET', path: `/v1/patients/exists${qs({ patient_id: '.' })}` }, [PNF, E400]],
        [{ method: 'GET', path: `/v1/appointments/pre-visit/notes${qs({ appointment_id: '.' })}` }, [ANF, E400]],
        [{ method: 'DELETE', path: `/v1/appointments${qs({ appointment_id: '.' })}` }, [ANF, E400]],
        [{ method: 'GET', path: `/v1/patients${qs({ practitioner_id: '.' })}` }, [NF, E400]],
      ];
      const failures: string[] = [];
      for (const [spec, expected] of probes) {
        const result = await send(c, spec);
        if (result === 'hang') failures.push(`${spec.method} ${spec.path}: hang`);
        else if (!expected.some((outcome) => matches(result, outcome))) failures.push(`${spec.method} ${spec.path}: ${describeAnswer(result)}`);
      }
      const after = await send(c, { method: 'GET', path: `/v1/patients/record${qs({ patient_id: c.patient.id })}` });
      if (after === 'hang' || after.status !== 200) failures.push(`a valid read after the bad ids: ${after === 'hang' ? 'hang' : describeAnswer(after)}`);
      expect(failures).toEqual([]);
    });
  });
};

// ---------------------------------------------------------------------------------------------
// Stage 1: sandbox, local backend
// ---------------------------------------------------------------------------------------------

const pickPatient = (panel: Panel): PanelPatient['patient'] => {
  const uses = new Map<string, number>();
  for (const { patient } of panel.patients) for (const phone of patient.phone_numbers) uses.set(phone, (uses.get(phone) ?? 0) + 1);
  const found = panel.patients.find(({ patient }) => patient.phone !== null && uses.get(patient.phone) === 1 && patient.date_of_birth !== null);
  if (!found) throw new Error('no patient with an unshared phone');
  return found.patient;
};

const prepare = async (stage: TestStage, orgs: { org: Awaited<ReturnType<TestStage['onboard']>>; other: Awaited<ReturnType<TestStage['onboard']>> }, panel: Panel, neverInAnswers: string[]): Promise<Context> => {
  const active = panel.appointments.filter((a) => a.status !== 'cancelled');
  const noted = active[0]!.id;
  const plain = active[1]!.id;
  const context: Context = {
    baseUrl: stage.url,
    orgId: orgs.org.id,
    apiKey: orgs.org.apiKey,
    webhookSecret: orgs.org.webhookSecret,
    other: { id: orgs.other.id, apiKey: orgs.other.apiKey, webhookSecret: orgs.other.webhookSecret },
    panel,
    patient: pickPatient(panel),
    practitionerId: panel.practitioners[0]!.id,
    noted,
    plain,
    neverInAnswers: [orgs.org.apiKey, orgs.org.webhookSecret, orgs.other.webhookSecret, ...neverInAnswers],
  };
  const created = await send(context, { method: 'POST', path: `/v1/appointments/encounters/notes${qs({ appointment_id: noted })}`, body: { text_content: 'Baseline note' } });
  if (created === 'hang' || created.status !== 201) throw new Error(`could not create the baseline note: ${created === 'hang' ? 'hang' : describeAnswer(created)}`);
  return context;
};

describe('sandbox stage, local backend', () => {
  let stage: TestStage;
  let context: Context;
  beforeAll(async () => {
    stage = await startTestStage('sandbox', { env: { KEY_CACHE_TTL_SECONDS: '0', LOG_LEVEL: 'DEBUG' } });
    const org = await stage.onboard({ name: 'Bad input clinic', tier: 'enterprise' });
    const other = await stage.onboard({ name: 'Other clinic', tier: 'enterprise' });
    const panel = syntheticPanel({ now: new Date() });
    await seedOrganization(stage.store, org.id, panel);
    context = await prepare(stage, { org, other }, panel, []);
    output.length = 0;
    captureLogs();
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await stage?.stop();
  });
  sweep('local', () => context);
});

// ---------------------------------------------------------------------------------------------
// Stage 2: production, fhir backend
// ---------------------------------------------------------------------------------------------

describe('production stage, fhir backend', () => {
  let stage: TestStage;
  let server: FhirTestServer;
  let context: Context;
  beforeAll(async () => {
    server = await startFhirServer();
    stage = await startTestStage('production', { env: { KEY_CACHE_TTL_SECONDS: '0', LOG_LEVEL: 'DEBUG' } });
    const org = await stage.onboard({ name: 'Bad input FHIR clinic', tier: 'enterprise' });
    const other = await stage.onboard({ name: 'Other clinic', tier: 'enterprise' });
    const now = new Date();
    const panel = syntheticPanel({ now });
    await loadPanel(new FhirClient({ baseUrl: server.url, timeoutMs: 10_000 }), panel, {
      slotsFrom: iso(now.getTime() - 7 * DAY_MS),
      slotsTo: iso(now.getTime() + 30 * DAY_MS),
    });
    const secrets = new FileSecretStore(secretsDirectory(stage.dataDir, 'production'));
    await putConnection(stage.store, secrets, 'production', org.id, { backend: 'fhir', ehr_system: 'Medplum FHIR R4 (test)', base_url: server.url, auth_type: 'none', timeout_ms: 1_500 }, undefined);
    context = await prepare(stage, { org, other }, panel, [server.url, `127.0.0.1:${server.port}`, '/fhir/R4']);
    output.length = 0;
    captureLogs();
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await stage?.stop();
    await server?.stop();
  });
  sweep('fhir', () => context);
});
