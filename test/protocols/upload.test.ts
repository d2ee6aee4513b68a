/**
 * POST /v1/protocols/upload over real HTTP through the local runtime (the API-Gateway-shaped
 * server sends a multipart body base64-encoded, `isBase64Encoded: true`, as the HTTP API does):
 * documents of every type written by the test, the stored protocol used by a sandbox engagement,
 * and each bad input with its status and code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../functions/auth/key-store';
import { MAX_DOCUMENT_BYTES } from '../../functions/protocols/schemas';
import { waitForStatus } from '../engagements/support';
import { request, startTestStage, type TestOrganization, type TestStage } from '../support/local-stage';
import { docxDocument, type FormPart, multipartBody, pdfDocument, zipArchive } from './documents';

let stage: TestStage;
let org: TestOrganization;

beforeAll(async () => {
  stage = await startTestStage('sandbox', { env: { SANDBOX_TURN_DELAY_MS: '0' } });
  org = await stage.onboard();
});
afterAll(() => stage.stop());

const upload = (parts: FormPart[], key = org.apiKey) => {
  const { body, contentType } = multipartBody(parts);
  return request(stage.url, 'POST', '/v1/protocols/upload', { key, rawBody: body, headers: { 'content-type': contentType } });
};
const uploadFile = (filename: string, contentType: string | undefined, data: Buffer | string) => upload([{ name: 'file', filename, contentType, data }]);

const protocolCount = async (): Promise<number> =>
  (await request(stage.url, 'GET', '/v1/protocols', { key: org.apiKey })).body.data.filter((p: { source: string }) => p.source === 'custom').length;

const ASTHMA_LINES = [
  'Asthma control check-in',
  'Objective: keep asthma under control between visits',
  '1. How many times did you use your reliever inhaler this week?',
  'Call the clinic if 4 or more.',
  '2. Do you wake up at night because of your asthma?',
  'If no, ask: What helps you sleep well?',
  '3. How would you rate your breathing today, from 0 to 10?',
  'Escalate if above 7.',
  '4. Is there anything else you would like us to know?',
  'Escalate if the patient mentions blue lips or cannot speak.',
];

const questionsOf = (body: { questions: Array<Record<string, unknown>> }) => body.questions.map((q) => [q.prompt, q.response_type]);

const ASTHMA_QUESTIONS = [
  ['How many times did you use your reliever inhaler this week?', 'numeric'],
  ['Do you wake up at night because of your asthma?', 'boolean'],
  ['How would you rate your breathing today, from 0 to 10?', 'numeric'],
  ['Is there anything else you would like us to know?', 'text'],
];

describe('POST /v1/protocols/upload: documents of every type', () => {
  it('a PDF becomes a stored protocol that a sandbox engagement completes', async () => {
    const uploaded = await uploadFile('asthma.pdf', 'application/pdf', pdfDocument(ASTHMA_LINES));
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'Asthma control check-in', objective: 'keep asthma under control between visits', source: 'custom', frequency: 'one_time', warnings: [] });
    expect(uploaded.body.id).toMatch(/^prt_/);
    expect(questionsOf(uploaded.body)).toEqual(ASTHMA_QUESTIONS);
    expect(uploaded.body.questions[0]).toMatchObject({ escalation_threshold: 4 });
    expect(uploaded.body.questions[1]).toMatchObject({ follow_up_if_false: 'What helps you sleep well?' });
    expect(uploaded.body.questions[2]).toMatchObject({ scale: { min: 0, max: 10 }, escalation_threshold: 8 });
    expect(uploaded.body.questions[3]).toMatchObject({ escalation_keywords: ['blue lips', 'cannot speak'] });

    // Stored like POST /v1/protocols stores one: listed, and usable by an engagement at once.
    const listed = await request(stage.url, 'GET', '/v1/protocols', { key: org.apiKey });
    const { warnings: _warnings, ...stored } = uploaded.body;
    expect(listed.body.data.find((p: { id: string }) => p.id === uploaded.body.id)).toEqual(stored);
    const engagement = await request(stage.url, 'POST', '/v1/engagements', {
      key: org.apiKey,
      body: { patient: { id: 'asthma-1', phone: '+15005550100' }, protocol: uploaded.body.id, trigger_type: 'immediate' },
    });
    expect(engagement.status, engagement.text).toBe(201);
    const done = await waitForStatus(stage, org, engagement.body.id, ['completed']);
    expect(done.outcome).not.toBeNull();
    const transcript = await request(stage.url, 'GET', `/v1/engagements/${done.id}/transcript`, { key: org.apiKey });
    const asked = transcript.body.turns.filter((t: { question_id?: string; speaker: string }) => t.speaker === 'agent' && t.question_id).map((t: { question_id: string }) => t.question_id);
    for (const question of uploaded.body.questions) expect(asked).toContain(question.id);
  });

  it('a DOCX (headings, a Questions section) becomes the same questions', async () => {
    const docx = docxDocument([
      { text: 'Asthma control check-in', style: 'Heading1' },
      { text: 'Objective: keep asthma under control between visits' },
      { text: 'Questions', style: 'Heading2' },
      ...ASTHMA_LINES.slice(2).map((text) => ({ text })),
    ]);
    const uploaded = await uploadFile('asthma.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx);
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.body.name).toBe('Asthma control check-in');
    expect(questionsOf(uploaded.body)).toEqual(ASTHMA_QUESTIONS);
    expect(uploaded.body.questions[2]).toMatchObject({ escalation_threshold: 8 });
  });

  it('plain text and Markdown (the type read from the content, whatever the part declares)', async () => {
    const text = await uploadFile('asthma.txt', 'text/plain', ASTHMA_LINES.join('\n'));
    expect(text.status, text.text).toBe(201);
    expect(questionsOf(text.body)).toEqual(ASTHMA_QUESTIONS);

    const markdown = `# Asthma control check-in\n\n## Questions\n\n${ASTHMA_LINES.slice(2).map((line) => (/^\d/.test(line) ? line : `   - ${line}`)).join('\n')}\n\nPlease wear blue.\n`;
    const md = await uploadFile('asthma.md', 'application/octet-stream', markdown);
    expect(md.status, md.text).toBe(201);
    expect(questionsOf(md.body)).toEqual(ASTHMA_QUESTIONS);
    // What the parser could not place is said, with its line.
    expect(md.body.warnings).toEqual([expect.stringContaining('"Please wear blue."')]);

    // A PDF declared as text is still read as a PDF.
    const disguised = await uploadFile('notes.txt', 'text/plain', pdfDocument(ASTHMA_LINES));
    expect(disguised.status, disguised.text).toBe(201);
    expect(questionsOf(disguised.body)).toEqual(ASTHMA_QUESTIONS);
  });
});

describe('POST /v1/protocols/upload: bad input', () => {
  it('a document over 4 MiB → 413 payload_too_large, nothing stored', async () => {
    const before = await protocolCount();
    const big = `${ASTHMA_LINES.join('\n')}\n${'x'.repeat(MAX_DOCUMENT_BYTES)}`;
    const refused = await uploadFile('big.txt', 'text/plain', big);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.error).toMatchObject({ code: 'payload_too_large', status: 413, details: { limit_bytes: MAX_DOCUMENT_BYTES } });
    // Exactly at the limit is accepted.
    const atLimit = `${ASTHMA_LINES.join('\n')}\n`;
    const accepted = await uploadFile('edge.txt', 'text/plain', atLimit + ' '.repeat(MAX_DOCUMENT_BYTES - Buffer.byteLength(atLimit)));
    expect(accepted.status, accepted.text).toBe(201);
    expect(await protocolCount()).toBe(before + 1);
  });

  it('a body far over the limit is refused before it is parsed', async () => {
    const refused = await uploadFile('huge.txt', 'text/plain', 'y'.repeat(MAX_DOCUMENT_BYTES + 200 * 1024));
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe('payload_too_large');
  });

  it.each([
    ['a PNG image', 'scan.png', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')],
    ['a spreadsheet (a ZIP without word/)', 'sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zipArchive({ 'xl/workbook.xml': '<workbook/>' })],
    ['a Word 97 .doc', 'old.doc', 'application/msword', Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex')],
    ['random bytes of no declared type', 'blob.bin', 'application/octet-stream', Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x01])],
  ])('%s → 415 unsupported_media_type', async (_name, filename, contentType, data) => {
    const refused = await uploadFile(filename, contentType, data);
    expect(refused.status, refused.text).toBe(415);
    expect(refused.body.error).toMatchObject({ code: 'unsupported_media_type', status: 415, details: { field: 'file' } });
  });

  it.each([
    ['a truncated PDF', 'broken.pdf', 'application/pdf', () => pdfDocument(ASTHMA_LINES).subarray(0, 120), 'PDF'],
    ['a damaged DOCX', 'broken.docx', 'application/octet-stream', () => docxDocument([{ text: 'Do you smoke?' }]).subarray(0, 400), 'DOCX'],
    ['bytes declared as a PDF', 'fake.pdf', 'application/pdf', () => Buffer.from([0x00, 0xff, 0xfe, 0x01]), 'PDF'],
    ['text that is not UTF-8', 'latin1.txt', 'text/plain', () => Buffer.from('Caf\xe9 ou th\xe9 ?', 'latin1'), 'text file'],
    ['a password-protected DOCX (an OLE container)', 'locked.docx', 'application/octet-stream', () => Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'), 'DOCX'],
  ])('%s → 422 unreadable_document', async (_name, filename, contentType, data, kind) => {
    const refused = await uploadFile(filename, contentType, data());
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'unreadable_document', status: 422, details: { field: 'file', kind } });
  });

  it('a document without a question → 422 no_questions_found, nothing stored', async () => {
    const before = await protocolCount();
    const refused = await uploadFile('prose.txt', 'text/plain', 'Our clinic is open on weekdays.\nBring your inhaler.');
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'no_questions_found', details: { field: 'file' } });
    expect(await protocolCount()).toBe(before);
  });

  it.each([
    ['no file at all (only a text field)', 'missing_field', 'file', [{ name: 'note', data: 'hello' }]],
    ['the file in another field', 'invalid_field', 'document', [{ name: 'document', filename: 'a.txt', contentType: 'text/plain', data: 'Do you smoke?' }]],
    ['two files in field file', 'invalid_field', 'file', [{ name: 'file', filename: 'a.txt', data: 'Do you smoke?' }, { name: 'file', filename: 'b.txt', data: 'Do you drink?' }]],
    ['an empty file', 'invalid_field', 'file', [{ name: 'file', filename: 'empty.txt', contentType: 'text/plain', data: '' }]],
    ['field file as text, not a file', 'invalid_field', 'file', [{ name: 'file', data: 'Do you smoke?' }]],
  ] as Array<[string, string, string, FormPart[]]>)('%s → 400 %s on %s', async (_name, code, field, parts) => {
    const refused = await upload(parts);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error).toMatchObject({ code, status: 400, details: { field } });
  });

  it('a body that is not multipart, or malformed multipart → 400 invalid_request', async () => {
    const json = await request(stage.url, 'POST', '/v1/protocols/upload', { key: org.apiKey, body: { name: 'x' } });
    expect(json.status, json.text).toBe(400);
    expect(json.body.error.code).toBe('invalid_request');
    const noBoundary = await request(stage.url, 'POST', '/v1/protocols/upload', { key: org.apiKey, rawBody: 'abc', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status, noBoundary.text).toBe(400);
    expect(noBoundary.body.error.code).toBe('invalid_request');
    const { body, contentType } = multipartBody([{ name: 'file', filename: 'a.txt', data: 'Do you smoke?' }]);
    const truncated = await request(stage.url, 'POST', '/v1/protocols/upload', { key: org.apiKey, rawBody: body.subarray(0, body.length - 20), headers: { 'content-type': contentType } });
    expect(truncated.status, truncated.text).toBe(400);
    expect(truncated.body.error.code).toBe('invalid_request');
    const empty = await request(stage.url, 'POST', '/v1/protocols/upload', { key: org.apiKey, headers: { 'content-type': contentType } });
    expect(empty.status, empty.text).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'missing_field', details: { field: 'file' } });
  });

  it('needs a key that may write protocols', async () => {
    const anonymous = await upload([{ name: 'file', filename: 'a.txt', data: 'Do you smoke?' }], '');
    expect(anonymous.status).toBe(401);
    const readOnly = await createKey(stage.store, org.id, 'read_only', 'sandbox');
    const refused = await upload([{ name: 'file', filename: 'a.txt', data: 'Do you smoke?' }], readOnly.api_key);
    expect(refused.status).toBe(403);
  });
});
