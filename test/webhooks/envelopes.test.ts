import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_VERSION, newEvent, type EventItem } from '../../functions/core/events/catalog';
import {
  CALLBACK_ENVELOPE_FIELDS,
  SUBSCRIPTION_ENVELOPE_FIELDS,
  callbackSignedContent,
  envelopeA,
  envelopeB,
  serializeEnvelope,
} from '../../functions/webhooks/envelopes';
import { WebhookVerificationError, verifyCallbackEnvelope } from '../../functions/webhooks/receiver';

/** Envelope variants A and B (SPEC Events, DESIGN §9): exact field sets, order, B's embedded signature. */

const SECRET = 'whsec_live_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const NOW = new Date('2026-03-04T05:06:07.089Z');

const completed = (): EventItem =>
  newEvent({
    orgId: 'org_test',
    type: 'engagement.completed',
    data: {
      engagement_id: 'eng_1',
      patient_id: 'p-1',
      protocol: 'ccm_checkin',
      risk_level: 'medium',
      clinical_note: { summary: 'Ça va — Übelkeit 😷', structured_data: { medication_adherence: 0.8 } },
    },
    engagementId: 'eng_1',
    callbackUrl: 'https://ehr.example.com/hooks',
    protocol: 'ccm_checkin',
    riskLevel: 'medium',
    now: NOW,
  });

const hexHmac = (key: string, content: string) => createHmac('sha256', Buffer.from(key, 'utf8')).update(content, 'utf8').digest('hex');

describe('envelope variant A (subscriptions)', () => {
  it('has exactly id, event, timestamp, api_version, data in that order', () => {
    const event = completed();
    const envelope = envelopeA(event);
    expect(Object.keys(envelope)).toEqual([...SUBSCRIPTION_ENVELOPE_FIELDS]);
    expect(Object.keys(envelope)).toEqual(['id', 'event', 'timestamp', 'api_version', 'data']);
    expect(envelope).toEqual({
      id: event.id,
      event: 'engagement.completed',
      timestamp: '2026-03-04T05:06:07.089Z',
      api_version: API_VERSION,
      data: event.data,
    });
    expect(envelope.api_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaks none of the outbox item internals', () => {
    const body = JSON.parse(serializeEnvelope(envelopeA(completed()))) as Record<string, unknown>;
    for (const internal of ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'ttl', 'entity', 'org_id', 'callback_url', 'priority', 'protocol', 'risk_level']) {
      expect(body).not.toHaveProperty(internal);
    }
  });

  it('serializes in the documented key order, without whitespace, with nothing extra', () => {
    const event = completed();
    const envelope = { ...envelopeA(event), extra: 'not sent' };
    const raw = serializeEnvelope(envelope);
    expect(raw).toBe(
      `{"id":"${event.id}","event":"engagement.completed","timestamp":"2026-03-04T05:06:07.089Z","api_version":"${API_VERSION}","data":${JSON.stringify(event.data)}}`,
    );
  });
});

describe('envelope variant B (callback_url)', () => {
  it('has exactly event, timestamp, engagement_id, data, signature in that order', () => {
    const envelope = envelopeB(completed(), SECRET);
    expect(Object.keys(envelope)).toEqual([...CALLBACK_ENVELOPE_FIELDS]);
    expect(Object.keys(envelope)).toEqual(['event', 'timestamp', 'engagement_id', 'data', 'signature']);
    expect(envelope.engagement_id).toBe('eng_1');
    expect(envelope).not.toHaveProperty('id');
    expect(envelope).not.toHaveProperty('api_version');
  });

  it('signs JSON.stringify({event, timestamp, engagement_id, data}) with the secret (computed by hand)', () => {
    const event = completed();
    const envelope = envelopeB(event, SECRET);
    const signedContent = JSON.stringify({ event: event.type, timestamp: event.timestamp, engagement_id: 'eng_1', data: event.data });
    expect(callbackSignedContent(envelope)).toBe(signedContent);
    expect(envelope.signature).toBe(`sha256=${hexHmac(SECRET, signedContent)}`);
    expect(envelope.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('the raw body is the signed content with ,"signature":"…" as its last member (strip it to verify in any language)', () => {
    const envelope = envelopeB(completed(), SECRET);
    const raw = serializeEnvelope(envelope);
    const suffix = `,"signature":"${envelope.signature}"}`;
    expect(raw.endsWith(suffix)).toBe(true);
    const stripped = `${raw.slice(0, -suffix.length)}}`;
    expect(stripped).toBe(callbackSignedContent(envelope));
    expect(`sha256=${hexHmac(SECRET, stripped)}`).toBe(envelope.signature);
  });

  it('the embedded signature verifies, from the object and from the raw JSON', () => {
    const envelope = envelopeB(completed(), SECRET);
    expect(verifyCallbackEnvelope(envelope, SECRET)).toEqual(envelope);
    expect(verifyCallbackEnvelope(serializeEnvelope(envelope), SECRET)).toEqual(envelope);
    expect(verifyCallbackEnvelope(JSON.parse(serializeEnvelope(envelope)), SECRET)).toEqual(envelope);
    expect(verifyCallbackEnvelope(envelope, ['whsec_live_old', SECRET])).toEqual(envelope);
  });

  it('the embedded signature breaks when data, event, timestamp, engagement or secret change', () => {
    const envelope = envelopeB(completed(), SECRET);
    const broken = [
      { ...envelope, data: { ...envelope.data, risk_level: 'low' } },
      { ...envelope, data: { ...envelope.data, extra: true } },
      { ...envelope, event: 'engagement.failed' },
      { ...envelope, timestamp: '2026-03-04T05:06:08.089Z' },
      { ...envelope, engagement_id: 'eng_2' },
      { ...envelope, signature: envelope.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...envelope, signature: envelope.signature.toUpperCase() },
    ];
    for (const candidate of broken) {
      expect(() => verifyCallbackEnvelope(candidate, SECRET)).toThrow(WebhookVerificationError);
    }
    expect(() => verifyCallbackEnvelope(envelope, 'whsec_live_other')).toThrow(/does not match/);
  });

  it('reports a missing signature and malformed envelopes', () => {
    const envelope = envelopeB(completed(), SECRET);
    const { signature: _omit, ...unsigned } = envelope;
    const reason = (input: unknown) => {
      try {
        verifyCallbackEnvelope(input, SECRET);
        return 'ok';
      } catch (error) {
        return (error as WebhookVerificationError).reason;
      }
    };
    expect(reason(unsigned)).toBe('missing_signature');
    expect(reason('not json')).toBe('malformed');
    expect(reason([envelope])).toBe('malformed');
    expect(reason({ ...envelope, data: 'x' })).toBe('malformed');
    expect(reason({ ...envelope, engagement_id: undefined })).toBe('malformed');
    expect(reason({ ...envelope, signature: 'md5=abc' })).toBe('bad_signature');
  });

  it('refuses an event that concerns no engagement', () => {
    const health = newEvent({ orgId: 'org_test', type: 'system.health', data: { status: 'ok' }, now: NOW });
    expect(() => envelopeB(health, SECRET)).toThrow(/no engagement_id/);
  });

  it('the same event gives the same body every time (retries resend identical bytes)', () => {
    const event = completed();
    expect(serializeEnvelope(envelopeB(event, SECRET))).toBe(serializeEnvelope(envelopeB(event, SECRET)));
    expect(serializeEnvelope(envelopeA(event))).toBe(serializeEnvelope(envelopeA(event)));
  });
});
