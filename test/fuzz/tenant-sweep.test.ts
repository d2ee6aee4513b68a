import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSandboxOrganization } from '../../functions/ehr/seeding';
import { type InterfaceGroup, type RouteDefinition, stageRoutes } from '../../functions/routes';
import { type HttpResult, type TestOrganization, type TestStage, request, startTestStage } from '../support/local-stage';

/**
 * The tenant sweep: organization A creates something of every kind (engagement, batch, patient
 * profile, protocol, webhook endpoint, EHR conversation, EHR patient and appointment, its key),
 * then organization B's key presents each of A's ids to every operation that takes an id, in
 * the path or in the query. Every answer is the documented 404 of the route's interface group,
 * and no answer to B (lists included) carries anything of A's.
 */

let stage: TestStage;
let a: TestOrganization;
let b: TestOrganization;

/** Each of A's ids by the parameter name that carries it. */
const idsOfA: Record<string, string> = {};
/** Values only A's data holds: none may reach B. */
const secretsOfA: string[] = [];

const DAY_MS = 86_400_000;

/** What a route needs besides its id to be a valid request, so that the id is the only thing wrong. */
const EXTRAS: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  PostSandboxReply: { body: { text: 'yes' } },
  UpdateWebhook: { body: { status: 'disabled' } },
  ReplayWebhookEvents: { body: { event_ids: ['evt_01jn8q4zb5x2k7m3rw9t6ya1b2'] } },
  TestWebhook: { body: { event: 'engagement.completed' } },
  PutPatient: { body: { first_name: 'Bee' } },
  PutSoapSection: { body: { content: 'b writes here' } },
  PutPreVisitNotes: { body: { notes: 'b writes here' } },
  CreateEncounterNote: { body: { note_type: 'progress', content: 'b writes here' } },
  UpdateEncounterNote: { body: { content: 'b writes here' } },
  AddChiefComplaints: { body: { chief_complaints: ['cough'] } },
  AddIntakeQuestionnaire: { body: { questions: [{ question: 'q', answer: 'a' }] } },
  AddIcd10Codes: { body: { codes: [{ code: 'I50.9', description: 'Heart failure' }] } },
  AddCptCodes: { body: { codes: [{ code: '99213', description: 'Visit' }] } },
  AddNoteMedications: { body: { medications: [{ name: 'furosemide', dose: '40 mg' }] } },
  AddPatientInstructions: { body: { instructions: ['rest'] } },
  PutVitalSigns: { body: { vital_signs: [{ type: 'heart_rate', value: 70, unit: 'bpm' }] } },
  PutInsurance: { body: { insurance: [{ payer: 'Acme', member_id: 'm1' }] } },
  CancelAppointment: {},
};

/** Routes that store under the caller's value instead of looking it up (decision 51): B gets its own, never A's. */
const CREATES = new Set(['PutPatient']);

/** The proxy interface's own 404 codes; any other resource is NOT_FOUND. */
const PROXY_NOT_FOUND: Record<string, string> = { patient_id: 'PATIENT_NOT_FOUND', appointment_id: 'APPOINTMENT_NOT_FOUND' };

const asA = (method: string, path: string, body?: unknown) => request(stage.url, method, path, { key: a.apiKey, body });
const asB = (method: string, path: string, body?: unknown) => request(stage.url, method, path, { key: b.apiKey, body });

const created = async (result: Promise<HttpResult>, what: string): Promise<any> => {
  const answered = await result;
  expect(answered.status, `${what}: ${answered.text.slice(0, 300)}`).toBeLessThan(300);
  return answered.body;
};

/** No answer to B carries A's data; the id B itself sent may come back (in an error's details, or as B's own new profile). */
const expectNothingOfA = (result: HttpResult, label: string, sent: string[] = []): void => {
  const text = sent.reduce((remaining, value) => remaining.replaceAll(value, ''), result.text);
  for (const secret of secretsOfA) expect(text, `${label} leaks A's ${secret}`).not.toContain(secret);
};

const expectNotFound = (result: HttpResult, group: InterfaceGroup, parameter: string, label: string): void => {
  expect(result.status, `${label}: ${result.text.slice(0, 300)}`).toBe(404);
  if (group === 'proxy') expect(result.body.error?.code, label).toBe(PROXY_NOT_FOUND[parameter] ?? 'NOT_FOUND');
  else expect(result.body.error?.code, label).toBe('not_found');
};

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' } });
  a = await stage.onboard({ name: 'Tenant A Clinic', tier: 'enterprise' });
  b = await stage.onboard({ name: 'Tenant B Clinic', tier: 'enterprise' });
  // Each organization has its own synthetic EHR panel, as `careloop org create` writes it.
  await seedSandboxOrganization(stage.store, a.id);
  await seedSandboxOrganization(stage.store, b.id);
  const patientId = `tenant-a-patient-${a.id.slice(-8)}`;

  const engagement = await created(
    asA('POST', '/v1/engagements', { patient: { id: patientId, phone: '+15005550199' }, protocol: 'medication_adherence', trigger_type: 'immediate', context: { notes: 'tenant-a-note' } }),
    'engagement',
  );
  const batch = await created(
    asA('POST', '/v1/engagements/batch', { engagements: [{ patient: { id: `${patientId}-batch`, phone: '+15005550100' }, protocol: 'medication_adherence', trigger_type: 'immediate' }] }),
    'batch',
  );
  await created(asA('PUT', `/v1/patients/${patientId}`, { first_name: 'Tenantafirst', last_name: 'Tenantalast', phone: '+15005550199' }), 'profile');
  const protocol = await created(
    asA('POST', '/v1/protocols', {
      name: 'Tenant A private protocol',
      questions: [{ id: 'tenant_a_question', topic: 'weight', prompt: 'Tenant A asks about weight?', response_type: 'boolean' }],
    }),
    'protocol',
  );
  const webhook = await created(asA('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/tenant-a-hook', events: ['*'], secret: 'whsec_test_tenantatenantatenantatenanta0' }), 'webhook');
  // The synthetic panels are alike in every organization: A's own EHR patient and appointment are made here.
  const practitioners = await created(asA('GET', '/v1/practitioners?count=1'), 'practitioners');
  const practitionerId = practitioners.data[0].id as string;
  const ehrPatient = (
    await created(
      asA('POST', '/v1/patients', { first_name: 'Tenantaehrfirst', last_name: 'Tenantaehrlast', date_of_birth: '1961-04-09', phone_numbers: ['+14155550177'], practitioner_id: practitionerId }),
      'EHR patient',
    )
  ).data;
  const conversation = await created(asA('POST', '/v1/conversations', { patient_id: ehrPatient.id, protocol: 'bhi_screen', channel: 'sms' }), 'conversation');
  const now = Date.now();
  const slots = await created(
    asA('GET', `/v1/appointments/open-slots?start_date_time=${new Date(now + 2 * DAY_MS).toISOString()}&end_date_time=${new Date(now + 9 * DAY_MS).toISOString()}&practitioner_id=${practitionerId}`),
    'open slots',
  );
  const slot = slots.data[0];
  const appointment = (
    await created(
      asA('POST', '/v1/appointments', { patient_id: ehrPatient.id, practitioner_id: practitionerId, start_date_time: slot.start ?? slot.start_date_time, end_date_time: slot.end ?? slot.end_date_time, reason: 'Tenantareason' }),
      'appointment',
    )
  ).data;

  Object.assign(idsOfA, {
    engagement_id: engagement.id,
    batch_id: batch.batch_id ?? batch.id,
    patient_id: patientId,
    webhook_id: webhook.id,
    key_id: a.keyId,
    conversation_id: conversation.data?.conversation_id ?? conversation.data?.id ?? conversation.id,
    ehr_patient_id: ehrPatient.id,
    appointment_id: appointment.id,
  });
  secretsOfA.push(...Object.values(idsOfA), 'Tenantafirst', 'Tenantalast', 'tenant-a-note', 'Tenant A private protocol', 'tenant_a_question', 'tenant-a-hook', 'Tenantaehrfirst', 'Tenantaehrlast', 'Tenantareason', a.id);
}, 60_000);

afterAll(async () => {
  await stage.stop();
});

const parametersOf = (route: RouteDefinition): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/** The id of A a parameter takes: in the EHR proxy a patient id is an EHR patient's. */
const idOfA = (route: RouteDefinition, parameter: string): string =>
  (parameter === 'patient_id' && route.group === 'proxy' ? idsOfA.ehr_patient_id : idsOfA[parameter]) as string;

describe("organization B's key on organization A's ids", () => {
  it('has an id of A for every path parameter', () => {
    for (const route of stageRoutes('sandbox')) {
      for (const parameter of parametersOf(route)) {
        if (parameter !== 'section_id') expect(typeof idsOfA[parameter], `${route.id} {${parameter}}`).toBe('string');
      }
    }
  });

  it('every operation with an id in its path answers 404, never A\'s data', async () => {
    const swept: string[] = [];
    // Last, the routes that create: B's own profile under A's patient id must not turn the later reads into 200s.
    const withIds = stageRoutes('sandbox').filter((candidate) => parametersOf(candidate).length > 0);
    for (const route of [...withIds.filter((r) => !CREATES.has(r.id)), ...withIds.filter((r) => CREATES.has(r.id))]) {
      const extras = EXTRAS[route.id] ?? {};
      let path = route.path;
      const query = new URLSearchParams(extras.query);
      for (const parameter of parametersOf(route)) {
        // A SOAP section is named, not issued: what is A's is the appointment it belongs to.
        path = path.replace(`{${parameter}}`, parameter === 'section_id' ? 'subjective' : encodeURIComponent(idOfA(route, parameter)));
        if (parameter === 'section_id') query.set('appointment_id', idsOfA.appointment_id as string);
      }
      const wire = `${path}${query.size ? `?${query}` : ''}`;
      const result = await asB(route.method, wire, extras.body);
      const label = `${route.id} ${route.method} ${wire}`;
      // B's PUT stores B's own profile under the id B sent: that id comes back, nothing else of A's.
      expectNothingOfA(result, label, [...parametersOf(route).map((parameter) => idOfA(route, parameter)), ...query.values()]);
      if (CREATES.has(route.id)) expect(result.status, label).toBe(201);
      else expectNotFound(result, route.group, parametersOf(route).includes('section_id') ? 'appointment_id' : (parametersOf(route)[0] as string), label);
      swept.push(route.id);
    }
    expect(swept.length).toBeGreaterThanOrEqual(20);
  });

  it('every EHR proxy operation with a patient or appointment id in its query answers 404, never A\'s data', async () => {
    const byQuery = stageRoutes('sandbox').filter((route) => route.group === 'proxy' && route.auth === 'key' && parametersOf(route).length === 0);
    let swept = 0;
    for (const route of byQuery) {
      for (const parameter of ['patient_id', 'appointment_id'] as const) {
        const query = new URLSearchParams({ [parameter]: parameter === 'patient_id' ? (idsOfA.ehr_patient_id as string) : (idsOfA.appointment_id as string) });
        if (route.id === 'ListAppointments') {
          query.set('start_date_time', new Date(Date.now() - 30 * DAY_MS).toISOString());
          query.set('end_date_time', new Date(Date.now() + 30 * DAY_MS).toISOString());
        }
        const wire = `${route.path}?${query}`;
        const result = await asB(route.method, wire, EXTRAS[route.id]?.body);
        const label = `${route.id} ${route.method} ${wire}`;
        expectNothingOfA(result, label, [query.get(parameter) as string]);
        // Operations that do not take this parameter ignore or refuse it: either way nothing of A's, and no success built on it.
        if (result.status === 404) {
          expectNotFound(result, 'proxy', parameter, label);
          swept++;
        } else {
          expect([200, 400], label).toContain(result.status);
        }
      }
    }
    expect(swept).toBeGreaterThanOrEqual(12);
  });

  it("lists of B hold nothing of A's", async () => {
    const now = Date.now();
    for (const path of [
      '/v1/engagements',
      `/v1/patients/${idsOfA.patient_id}/engagements`,
      '/v1/protocols',
      '/v1/webhooks',
      '/v1/conversations',
      '/v1/auth/keys',
      '/v1/patients?count=100',
      '/v1/practitioners?count=100',
      `/v1/appointments?start_date_time=${new Date(now - 30 * DAY_MS).toISOString()}&end_date_time=${new Date(now + 30 * DAY_MS).toISOString()}&count=100`,
    ]) {
      const result = await asB('GET', path);
      // B's own profile under that patient id may exist (the sweep's PUT made it): 200 with B's engagements, or 404.
      expect(path.includes('/engagements') && path !== '/v1/engagements' ? [200, 404] : [200], `${path}: ${result.text.slice(0, 200)}`).toContain(result.status);
      expectNothingOfA(result, path);
    }
  });

  it("B cannot use A's protocol", async () => {
    const protocols = await asA('GET', '/v1/protocols');
    const own = (protocols.body.data as Array<{ id: string; name: string }>).find((protocol) => protocol.name === 'Tenant A private protocol');
    expect(own, 'A sees its protocol').toBeDefined();
    const result = await asB('POST', '/v1/engagements', { patient: { id: 'b-patient', phone: '+15005550100' }, protocol: own?.id, trigger_type: 'immediate' });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('unknown_protocol');
  });
});
