import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HEADER,
  USER_AGENT,
  deliveryHeaders,
  epochSeconds,
  signBody,
  signStandardWebhook,
  signingKey,
  standardWebhooksSecret,
} from '../../functions/webhooks/signing';

/** Outbound signing (SPEC Authentication 10, DESIGN §9): known answers, headers, the v1 key. */

const SECRET = 'whsec_test_0123456789ABCDEFGHIJabcdefghij0123456789';
const BODY =
  '{"id":"evt_01","event":"engagement.completed","timestamp":"2026-01-02T03:04:05.678Z","api_version":"2026-11-21","data":{"risk_level":"low"}}';
const AT = new Date('2026-01-02T03:04:05.999Z'); // epoch 1767323045.999

// Computed with `printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex`
const OPENSSL_HEX = '5ca90b3f143bb97a6f94743183092b1186ab459454bd07e3123ac4f224d8a009';
// `printf '%s' "evt_01.1767323045.$BODY" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64`
const OPENSSL_V1 = 'Dar8HcX/tg7xjPv6WfpHYRutxwE1OzUdiV/knMvILGA=';

describe('signBody (X-Service-Signature)', () => {
  it('matches the widely published known answers for HMAC-SHA256 with key "key"', () => {
    expect(signBody('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    expect(signBody('key', '')).toBe('sha256=5d5d139563c95b5967b9bd9a8c9b233a9dedb45072794cd232dc1b74832607d0');
  });

  it('matches an openssl vector computed with a careloop-shaped secret', () => {
    expect(signBody(SECRET, BODY)).toBe(`sha256=${OPENSSL_HEX}`);
  });

  it('matches the same computation done by hand with node:crypto, for strings and bytes', () => {
    const byHand = createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(Buffer.from(BODY, 'utf8')).digest('hex');
    expect(signBody(SECRET, BODY)).toBe(`sha256=${byHand}`);
    expect(signBody(SECRET, Buffer.from(BODY, 'utf8'))).toBe(`sha256=${byHand}`);
  });

  it('is lowercase hex of 32 bytes behind sha256=', () => {
    expect(signBody(SECRET, 'x')).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('signs non-ASCII bodies as UTF-8', () => {
    const body = '{"note":"Übelkeit, café, 痛み"}';
    const byHand = createHmac('sha256', SECRET).update(Buffer.from(body, 'utf8')).digest('hex');
    expect(signBody(SECRET, body)).toBe(`sha256=${byHand}`);
  });

  it('changes with any change of body or secret', () => {
    const base = signBody(SECRET, BODY);
    expect(signBody(SECRET, BODY.replace('low', 'lov'))).not.toBe(base);
    expect(signBody(SECRET, `${BODY} `)).not.toBe(base);
    expect(signBody(`${SECRET.slice(0, -1)}8`, BODY)).not.toBe(base);
    expect(signBody(SECRET.replace('whsec_test_', 'whsec_live_'), BODY)).not.toBe(base);
  });

  it('refuses an empty secret', () => {
    expect(() => signBody('', BODY)).toThrow(TypeError);
  });
});

describe('Standard Webhooks v1 signature and key', () => {
  it('matches the openssl vector over "<id>.<epoch seconds>.<body>"', () => {
    expect(signStandardWebhook({ secret: SECRET, webhookId: 'evt_01', epochSeconds: 1767323045, rawBody: BODY })).toBe(`v1,${OPENSSL_V1}`);
  });

  it('the key is the UTF-8 bytes of the whole secret, prefix included, never base64-decoded', () => {
    expect(signingKey(SECRET).equals(Buffer.from(SECRET, 'utf8'))).toBe(true);
    const withoutPrefix = createHmac('sha256', SECRET.slice('whsec_'.length)).update(`evt_01.1767323045.${BODY}`).digest('base64');
    expect(signStandardWebhook({ secret: SECRET, webhookId: 'evt_01', epochSeconds: 1767323045, rawBody: BODY })).not.toBe(`v1,${withoutPrefix}`);
  });

  it('standardWebhooksSecret gives whsec_<base64> that a conforming library decodes to the same key', () => {
    const converted = standardWebhooksSecret(SECRET);
    expect(converted).toBe('whsec_d2hzZWNfdGVzdF8wMTIzNDU2Nzg5QUJDREVGR0hJSmFiY2RlZmdoaWowMTIzNDU2Nzg5');
    // What a Standard Webhooks library does by default: strip whsec_, base64-decode, HMAC, base64.
    const libraryKey = Buffer.from(converted.slice('whsec_'.length), 'base64');
    const librarySignature = createHmac('sha256', libraryKey).update(`evt_01.1767323045.${BODY}`).digest('base64');
    expect(`v1,${librarySignature}`).toBe(`v1,${OPENSSL_V1}`);
  });
});

describe('deliveryHeaders', () => {
  const headers = deliveryHeaders({ secret: SECRET, rawBody: BODY, eventType: 'engagement.completed', eventId: 'evt_01', timestamp: AT });

  it('carries exactly the documented headers', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Type',
        'User-Agent',
        'X-Service-Signature',
        'X-Service-Event',
        'X-Service-Event-Id',
        'X-Service-Timestamp',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ].sort(),
    );
    expect(Object.values(HEADER).every((name) => name in headers)).toBe(true);
  });

  it('has the known-answer values', () => {
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Service-Signature': `sha256=${OPENSSL_HEX}`,
      'X-Service-Event': 'engagement.completed',
      'X-Service-Event-Id': 'evt_01',
      'X-Service-Timestamp': '1767323045',
      'webhook-id': 'evt_01',
      'webhook-timestamp': '1767323045',
      'webhook-signature': `v1,${OPENSSL_V1}`,
    });
    expect(USER_AGENT).toBe('careloop-webhooks/1');
  });

  it('a retry keeps webhook-id and the body signature; only the timestamp and v1 signature change', () => {
    const later = deliveryHeaders({
      secret: SECRET,
      rawBody: BODY,
      eventType: 'engagement.completed',
      eventId: 'evt_01',
      timestamp: new Date(AT.getTime() + 30_000),
    });
    expect(later['webhook-id']).toBe(headers['webhook-id']);
    expect(later['X-Service-Signature']).toBe(headers['X-Service-Signature']);
    expect(later['webhook-timestamp']).toBe('1767323075');
    expect(later['X-Service-Timestamp']).toBe(later['webhook-timestamp']);
    expect(later['webhook-signature']).not.toBe(headers['webhook-signature']);
  });

  it('timestamps are floored epoch seconds', () => {
    expect(epochSeconds(new Date(1_000))).toBe(1);
    expect(epochSeconds(new Date(1_999))).toBe(1);
    expect(() => epochSeconds(new Date('nope'))).toThrow(TypeError);
  });

  it('refuses a missing secret, event id or type', () => {
    const input = { secret: SECRET, rawBody: BODY, eventType: 'engagement.completed', eventId: 'evt_01', timestamp: AT };
    expect(() => deliveryHeaders({ ...input, secret: '' })).toThrow();
    expect(() => deliveryHeaders({ ...input, eventId: '' })).toThrow();
    expect(() => deliveryHeaders({ ...input, eventType: '' })).toThrow();
  });
});
