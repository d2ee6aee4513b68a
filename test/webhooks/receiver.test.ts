import { execFile } from 'node:child_process';
import * as crypto from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECEIVER_DTS, RECEIVER_JS, buildReceiver } from '../../scripts/build-receiver';
import { postEnvelope } from '../../functions/webhooks/delivery';
import { newEvent } from '../../functions/core/events/catalog';
import { envelopeA, envelopeB, serializeEnvelope } from '../../functions/webhooks/envelopes';
import {
  WebhookVerificationError,
  standardWebhooksSecret,
  verifyWebhook,
  type VerifyWebhookOptions,
  type WebhookVerificationReason,
} from '../../functions/webhooks/receiver';
import { deliveryHeaders, signBody, signStandardWebhook } from '../../functions/webhooks/signing';

// A pass-through spy on timingSafeEqual: the verifier must compare through it.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

/** verifyWebhook (DESIGN §9): either signature header, constant time, replays rejected. */

const SECRET = 'whsec_test_k1k2k3k4k5k6k7k8k9k0K1K2K3K4K5K6';
const NOW = new Date('2026-05-06T07:08:09.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

const event = newEvent({
  orgId: 'org_test',
  type: 'engagement.escalated',
  data: { engagement_id: 'eng_9', severity: 'high', reason: 'BP 190/120', contact_info: { phone: '+15005550102' } },
  engagementId: 'eng_9',
  callbackUrl: 'https://ehr.example.com/cb',
  now: NOW,
});
const BODY = serializeEnvelope(envelopeA(event));

const headersAt = (at: Date = NOW, body: string = BODY, secret: string = SECRET): Record<string, string> =>
  deliveryHeaders({ secret, rawBody: body, eventType: event.type, eventId: event.id, timestamp: at });

const only = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));

const verify = (overrides: Partial<VerifyWebhookOptions> = {}) =>
  verifyWebhook({ rawBody: BODY, headers: headersAt(), secret: SECRET, now: NOW.getTime(), ...overrides });

const reasonOf = (overrides: Partial<VerifyWebhookOptions>): WebhookVerificationReason | 'ok' => {
  try {
    verify(overrides);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return (error as WebhookVerificationError).reason;
  }
};

const SERVICE = ['X-Service-Signature', 'X-Service-Timestamp'];
const STANDARD = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

describe('verifyWebhook accepts genuine deliveries', () => {
  it('returns the parsed envelope of variant A', () => {
    expect(verify()).toEqual(JSON.parse(BODY));
  });

  it('returns the parsed envelope of variant B', () => {
    const body = serializeEnvelope(envelopeB(event, SECRET));
    const envelope = verify({ rawBody: body, headers: headersAt(NOW, body) });
    expect(envelope).toMatchObject({ event: 'engagement.escalated', engagement_id: 'eng_9' });
    expect(envelope).toHaveProperty('signature');
  });

  it('accepts the body as a Buffer', () => {
    expect(verify({ rawBody: Buffer.from(BODY, 'utf8') })).toEqual(JSON.parse(BODY));
  });

  it('accepts X-Service-Signature alone (with X-Service-Timestamp)', () => {
    expect(verify({ headers: only(headersAt(), SERVICE) })).toEqual(JSON.parse(BODY));
  });

  it('accepts webhook-signature alone', () => {
    expect(verify({ headers: only(headersAt(), STANDARD) })).toEqual(JSON.parse(BODY));
  });

  it('reads header names in any letter case, and Node-style arrays', () => {
    const lower = Object.fromEntries(Object.entries(headersAt()).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verify({ headers: lower })).toBeTruthy();
    const upper = Object.fromEntries(Object.entries(headersAt()).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verify({ headers: upper })).toBeTruthy();
    const arrays = Object.fromEntries(Object.entries(headersAt()).map(([k, v]) => [k, [v]]));
    expect(verify({ headers: arrays })).toBeTruthy();
  });

  it('accepts a webhook-signature with several space-separated signatures when any one matches', () => {
    const headers = headersAt();
    const good = headers['webhook-signature'];
    const wrong = signStandardWebhook({ secret: 'whsec_test_old', webhookId: event.id, epochSeconds: NOW_S, rawBody: BODY });
    for (const list of [`${wrong} ${good}`, `${good} ${wrong}`, `v1a,c29tZXRoaW5nZWxzZQ== ${wrong} ${good}`, `${wrong}  ${good}`]) {
      expect(verify({ headers: { ...headers, 'webhook-signature': list } })).toBeTruthy();
    }
  });

  it('accepts several secrets (rotation): any may match', () => {
    expect(verify({ secret: ['whsec_test_new', SECRET] })).toBeTruthy();
  });

  it('accepts timestamps inside the tolerance, in both directions', () => {
    expect(reasonOf({ now: NOW.getTime() + 300_000 })).toBe('ok');
    expect(reasonOf({ now: NOW.getTime() - 300_000 })).toBe('ok');
    expect(reasonOf({ now: new Date(NOW.getTime() + 299_000) })).toBe('ok');
    expect(reasonOf({ now: NOW.getTime() + 3_600_000, toleranceSeconds: 3_600 })).toBe('ok');
  });

  it('a Standard Webhooks library configured with standardWebhooksSecret would produce careloop`s signature', () => {
    const key = Buffer.from(standardWebhooksSecret(SECRET).slice('whsec_'.length), 'base64');
    const expected = crypto.createHmac('sha256', key).update(`${event.id}.${NOW_S}.${BODY}`).digest('base64');
    expect(headersAt()['webhook-signature']).toBe(`v1,${expected}`);
  });
});

describe('verifyWebhook rejects', () => {
  it('a delivery without any signature header: missing_signature', () => {
    expect(reasonOf({ headers: {} })).toBe('missing_signature');
    expect(reasonOf({ headers: only(headersAt(), ['X-Service-Timestamp', 'webhook-id', 'webhook-timestamp']) })).toBe('missing_signature');
    expect(reasonOf({ headers: { ...only(headersAt(), SERVICE), 'X-Service-Signature': '' } })).toBe('missing_signature');
  });

  it('a tampered body: bad_signature, through either header', () => {
    const tampered = BODY.replace('BP 190/120', 'BP 120/80');
    expect(reasonOf({ rawBody: tampered })).toBe('bad_signature');
    expect(reasonOf({ rawBody: tampered, headers: only(headersAt(), SERVICE) })).toBe('bad_signature');
    expect(reasonOf({ rawBody: tampered, headers: only(headersAt(), STANDARD) })).toBe('bad_signature');
    expect(reasonOf({ rawBody: `${BODY}\n` })).toBe('bad_signature');
    expect(reasonOf({ rawBody: JSON.stringify(JSON.parse(BODY), null, 2) })).toBe('bad_signature');
  });

  it('the wrong secret: bad_signature (also the other environment`s prefix)', () => {
    expect(reasonOf({ secret: 'whsec_test_someoneelse' })).toBe('bad_signature');
    expect(reasonOf({ secret: SECRET.replace('whsec_test_', 'whsec_live_') })).toBe('bad_signature');
    expect(reasonOf({ secret: SECRET.slice('whsec_test_'.length) })).toBe('bad_signature');
    expect(reasonOf({ headers: headersAt(NOW, BODY, 'whsec_test_forger') })).toBe('bad_signature');
  });

  it('a tampered webhook-timestamp or webhook-id: bad_signature (they are signed)', () => {
    const headers = headersAt();
    expect(reasonOf({ headers: { ...headers, 'webhook-timestamp': String(NOW_S + 1) } })).toBe('bad_signature');
    expect(reasonOf({ headers: { ...headers, 'webhook-id': 'evt_other' } })).toBe('bad_signature');
  });

  it('any present signature header that does not verify, even when the other one does', () => {
    const headers = headersAt();
    const forged = headersAt(NOW, BODY, 'whsec_test_forger');
    expect(reasonOf({ headers: { ...headers, 'X-Service-Signature': forged['X-Service-Signature'] } })).toBe('bad_signature');
    expect(reasonOf({ headers: { ...headers, 'webhook-signature': forged['webhook-signature'] } })).toBe('bad_signature');
  });

  it('malformed signatures: bad_signature', () => {
    const headers = headersAt();
    for (const value of ['sha256=', 'sha256=zz', 'sha1=abcd', headers['X-Service-Signature']!.slice(0, -2), `${headers['X-Service-Signature']}00`]) {
      expect(reasonOf({ headers: { ...only(headers, SERVICE), 'X-Service-Signature': value } })).toBe('bad_signature');
    }
    for (const value of ['v1,', 'v1,!!!!', 'v2,' + headers['webhook-signature']!.slice(3), headers['webhook-signature']!.slice(3), 'v1a,abc']) {
      expect(reasonOf({ headers: { ...only(headers, STANDARD), 'webhook-signature': value } })).toBe('bad_signature');
    }
  });

  it('a replay outside the tolerance: stale_timestamp (past and future)', () => {
    expect(reasonOf({ now: NOW.getTime() + 301_000 })).toBe('stale_timestamp');
    expect(reasonOf({ now: NOW.getTime() - 301_000 })).toBe('stale_timestamp');
    expect(reasonOf({ headers: only(headersAt(), SERVICE), now: NOW.getTime() + 86_400_000 })).toBe('stale_timestamp');
    expect(reasonOf({ now: NOW.getTime() + 11_000, toleranceSeconds: 10 })).toBe('stale_timestamp');
  });

  it('a genuine delivery re-sent later with a fresh webhook-timestamp: bad_signature', () => {
    const old = headersAt(new Date(NOW.getTime() - 3_600_000));
    expect(reasonOf({ headers: old })).toBe('stale_timestamp');
    expect(reasonOf({ headers: { ...old, 'webhook-timestamp': String(NOW_S) } })).toBe('bad_signature');
  });

  it('missing or non-numeric timestamps: malformed', () => {
    const headers = headersAt();
    const { 'webhook-timestamp': _t, ...noStandardTimestamp } = headers;
    expect(reasonOf({ headers: noStandardTimestamp })).toBe('malformed');
    const { 'webhook-id': _i, ...noId } = headers;
    expect(reasonOf({ headers: noId })).toBe('malformed');
    expect(reasonOf({ headers: only(headers, ['X-Service-Signature']) })).toBe('malformed');
    expect(reasonOf({ headers: { ...only(headers, SERVICE), 'X-Service-Timestamp': NOW.toISOString() } })).toBe('malformed');
    expect(reasonOf({ headers: { ...headers, 'webhook-timestamp': '1e9' } })).toBe('malformed');
    expect(reasonOf({ headers: { ...headers, 'webhook-id': [event.id, 'evt_other'] } })).toBe('malformed');
  });

  it('a signed body that is not an envelope: malformed', () => {
    for (const body of ['not json', '[]', '{"event":"x"}', '{"id":"evt","event":"x","timestamp":"t","api_version":"v","data":[]}', '']) {
      expect(reasonOf({ rawBody: body, headers: headersAt(NOW, body) })).toBe('malformed');
    }
  });

  it('configuration mistakes are thrown as TypeError/RangeError, not as a verification result', () => {
    expect(() => verify({ secret: '' })).toThrow(TypeError);
    expect(() => verify({ secret: [] })).toThrow(TypeError);
    expect(() => verify({ toleranceSeconds: -1 })).toThrow(RangeError);
    expect(() => verify({ toleranceSeconds: Number.NaN })).toThrow(RangeError);
  });
});

describe('constant-time comparison', () => {
  const spy = vi.mocked(crypto.timingSafeEqual);
  beforeEach(() => {
    spy.mockClear();
  });

  it('compares X-Service-Signature digests through crypto.timingSafeEqual on equal-length buffers', () => {
    const headers = only(headersAt(), SERVICE);
    verify({ headers });
    expect(spy).toHaveBeenCalled();
    for (const [a, b] of spy.mock.calls) {
      expect(Buffer.isBuffer(a) && Buffer.isBuffer(b)).toBe(true);
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it('a same-length wrong signature is also compared with timingSafeEqual (no early string compare)', () => {
    const wrong = `sha256=${'0'.repeat(64)}`;
    expect(reasonOf({ headers: { ...only(headersAt(), SERVICE), 'X-Service-Signature': wrong } })).toBe('bad_signature');
    expect(spy).toHaveBeenCalledTimes(1);
    const [a] = spy.mock.calls[0]!;
    expect((a as Buffer).equals(Buffer.alloc(32))).toBe(true);
  });

  it('compares v1 digests through timingSafeEqual, every candidate against every key', () => {
    const headers = headersAt();
    const wrong = signStandardWebhook({ secret: 'whsec_test_old', webhookId: event.id, epochSeconds: NOW_S, rawBody: BODY });
    verify({ headers: { ...only(headers, STANDARD), 'webhook-signature': `${headers['webhook-signature']} ${wrong}` }, secret: [SECRET, 'whsec_test_x'] });
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('a signature of another length never reaches timingSafeEqual (it would throw) and is rejected', () => {
    const short = `sha256=${signBody(SECRET, BODY).slice(7, 7 + 62)}`;
    expect(reasonOf({ headers: { ...only(headersAt(), SERVICE), 'X-Service-Signature': short } })).toBe('bad_signature');
    expect(spy).not.toHaveBeenCalled();
  });

  it('the receiver module imports nothing at run time beyond node:crypto and its two pure siblings', () => {
    const runtimeImports = (file: string) =>
      [...readFileSync(new URL(`../../functions/webhooks/${file}`, import.meta.url), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
        (m) => m[1],
      );
    expect(runtimeImports('receiver.ts').sort()).toEqual(['./envelopes', './signing', 'node:crypto']);
    expect(runtimeImports('envelopes.ts')).toEqual(['./signing']);
    expect(runtimeImports('signing.ts')).toEqual(['node:crypto']);
  });
});

/**
 * The installable package: `careloop/webhooks/receiver` is committed JavaScript with types
 * (dist/webhooks/, built from receiver.ts by `npm run build:receiver`), so plain Node imports it.
 */
describe('careloop/webhooks/receiver as a package', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const run = promisify(execFile);

  it('the committed dist files are exactly what `npm run build:receiver` produces from the source', { timeout: 180_000 }, async () => {
    const built = await buildReceiver();
    const stale = 'dist/webhooks is stale: run `npm run build:receiver` and commit the result';
    expect(readFileSync(join(root, RECEIVER_JS), 'utf8'), stale).toBe(built.js);
    expect(readFileSync(join(root, RECEIVER_DTS), 'utf8'), stale).toBe(built.dts);
  });

  it('package.json exports it as JavaScript with types', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(pkg.exports['./webhooks/receiver']).toEqual({
      types: './dist/webhooks/receiver.d.ts',
      import: './dist/webhooks/receiver.js',
      default: './dist/webhooks/receiver.js',
    });
  });

  it('the built module imports nothing but Node built-ins', () => {
    const js = readFileSync(join(root, RECEIVER_JS), 'utf8');
    const specifiers = [...js.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.every((s) => s?.startsWith('node:'))).toBe(true);
    expect(js).not.toMatch(/\brequire\(|import\(/);
  });

  it('plain node (no tsx, no loader) imports it from a package that depends on careloop, and verifies a delivery', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'careloop-receiver-'));
    try {
      // What `npm install <path to careloop>` makes: node_modules/careloop -> the repository.
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(root, join(dir, 'node_modules', 'careloop'), 'dir');
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'a-receiver', type: 'module', dependencies: { careloop: `file:${root}` } }));
      writeFileSync(
        join(dir, 'verify.js'),
        `import { verifyWebhook, WebhookVerificationError } from 'careloop/webhooks/receiver';
const { rawBody, headers, secret, now } = JSON.parse(process.argv[2]);
const envelope = verifyWebhook({ rawBody, headers, secret, now });
let forged;
try { verifyWebhook({ rawBody: rawBody.replace('BP 190/120', 'BP 120/80'), headers, secret, now }); } catch (error) {
  forged = error instanceof WebhookVerificationError ? error.reason : String(error);
}
console.log(JSON.stringify({ resolved: import.meta.resolve('careloop/webhooks/receiver'), envelope, forged }));
`,
      );
      const env = { ...process.env };
      delete env.NODE_OPTIONS; // no loader of any kind
      const input = JSON.stringify({ rawBody: BODY, headers: headersAt(), secret: SECRET, now: NOW.getTime() });
      const { stdout } = await run(process.execPath, ['verify.js', input], { cwd: dir, env });
      const result = JSON.parse(stdout) as { resolved: string; envelope: unknown; forged: string };
      expect(result.resolved).toMatch(/\/dist\/webhooks\/receiver\.js$/);
      expect(result.envelope).toEqual(JSON.parse(BODY));
      expect(result.forged).toBe('bad_signature');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Receivers in other languages use a Standard Webhooks library. Checked here with the official
 * JavaScript one (`standardwebhooks`) against deliveries that careloop's sender really made.
 */
describe('the official standardwebhooks library verifies careloop deliveries', () => {
  const SUBSCRIPTION_SECRET = 'whsec_live_Q2Fy9ZtLq7Wm3Xr8Vn4Kp1Hs6Jd0Bg5T';
  const STAGE_SECRET = 'whsec_live_4hT9kVqPz2Rw7Ys1Nc8Lm3Xb6Gd0Fa5J';

  /** POSTs an envelope through careloop's delivery code to a local server; returns what arrived. */
  const captureDelivery = async (envelope: object, secret: string) => {
    let received: { body: string; headers: IncomingHttpHeaders } | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const result = await postEnvelope(url, secret, envelope, event, { timeoutMs: 10_000, allowPrivateTargets: true }, new Date());
      expect(result.status_code).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    if (!received) throw new Error('nothing arrived');
    return received;
  };

  const standardHeaders = (headers: IncomingHttpHeaders) => ({
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  });

  it("a subscription delivery verifies with the subscription's secret in raw form or as standardWebhooksSecret(secret)", async () => {
    const { body, headers } = await captureDelivery(envelopeA(event), SUBSCRIPTION_SECRET);
    expect(new Webhook(SUBSCRIPTION_SECRET, { format: 'raw' }).verify(body, standardHeaders(headers))).toEqual(JSON.parse(body));
    expect(new Webhook(standardWebhooksSecret(SUBSCRIPTION_SECRET)).verify(body, standardHeaders(headers))).toEqual(JSON.parse(body));
  });

  it("a callback_url delivery verifies with the stage's webhook_secret the same ways", async () => {
    const { body, headers } = await captureDelivery(envelopeB(event, STAGE_SECRET), STAGE_SECRET);
    expect(new Webhook(STAGE_SECRET, { format: 'raw' }).verify(body, standardHeaders(headers))).toMatchObject({ engagement_id: 'eng_9' });
    expect(new Webhook(standardWebhooksSecret(STAGE_SECRET)).verify(body, standardHeaders(headers))).toMatchObject({ engagement_id: 'eng_9' });
  });

  it('the careloop secret handed over as is, or the wrong secret, does not verify', async () => {
    const { body, headers } = await captureDelivery(envelopeA(event), SUBSCRIPTION_SECRET);
    expect(() => new Webhook(SUBSCRIPTION_SECRET).verify(body, standardHeaders(headers))).toThrow(); // not base64
    expect(() => new Webhook(STAGE_SECRET, { format: 'raw' }).verify(body, standardHeaders(headers))).toThrow(/No matching signature/);
    expect(() => new Webhook(SUBSCRIPTION_SECRET, { format: 'raw' }).verify(`${body} `, standardHeaders(headers))).toThrow(/No matching signature/);
  });
});
