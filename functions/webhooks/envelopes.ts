import type { EventItem } from '../core/events/catalog';
import { signBody } from './signing';

/**
 * The two envelope variants of a webhook delivery (A for subscriptions, B for an engagement's
 * callback_url) and their exact serialization (see examples/webhook-receiver/README.md). Pure.
 *
 * - Variant A, for webhook subscriptions: `{ id, event, timestamp, api_version, data }`.
 * - Variant B, for an engagement's `callback_url`: `{ event, timestamp, engagement_id, data, signature }`.
 *
 * `timestamp` is the event's own ISO 8601 time (it does not change across retries or replays;
 * the time of an attempt travels in the headers). `data` is sent as stored.
 *
 * Variant B's `signature` is `sha256=` + lowercase hex HMAC-SHA256, keyed like every careloop
 * signature with the UTF-8 bytes of the whole secret (`./signing`), over exactly
 *
 *     JSON.stringify({ event, timestamp, engagement_id, data })
 *
 * with the keys in that order, no whitespace, `data` in the order it is sent. The raw body is
 * the same serialization with `,"signature":"sha256=<64 hex>"` appended as the last member, so a
 * receiver in any language can recover the signed bytes from the raw body by deleting that
 * suffix, without re-serializing JSON.
 *
 * Only type imports from the catalog: the receiver helper imports this module at run time and must
 * depend on nothing beyond node:crypto.
 */

/** Envelope variant A (subscriptions). */
export interface SubscriptionEnvelope {
  id: string;
  event: string;
  timestamp: string;
  api_version: string;
  data: Record<string, unknown>;
}

/** Envelope variant B without its signature: the object whose serialization is signed. */
export interface UnsignedCallbackEnvelope {
  event: string;
  timestamp: string;
  engagement_id: string;
  data: Record<string, unknown>;
}

/** Envelope variant B (an engagement's callback_url). */
export interface CallbackEnvelope extends UnsignedCallbackEnvelope {
  signature: string;
}

export type WebhookEnvelope = SubscriptionEnvelope | CallbackEnvelope;

export const SUBSCRIPTION_ENVELOPE_FIELDS = ['id', 'event', 'timestamp', 'api_version', 'data'] as const;
export const CALLBACK_ENVELOPE_FIELDS = ['event', 'timestamp', 'engagement_id', 'data', 'signature'] as const;

export const isCallbackEnvelope = (envelope: WebhookEnvelope): envelope is CallbackEnvelope => 'signature' in envelope;

export const envelopeA = (event: EventItem): SubscriptionEnvelope => ({
  id: event.id,
  event: event.type,
  timestamp: event.timestamp,
  api_version: event.api_version,
  data: event.data,
});

/** The exact string variant B's `signature` covers (see the module comment). */
export const callbackSignedContent = (envelope: UnsignedCallbackEnvelope): string =>
  JSON.stringify({
    event: envelope.event,
    timestamp: envelope.timestamp,
    engagement_id: envelope.engagement_id,
    data: envelope.data,
  });

/** `sha256=<hex>` of the variant B envelope serialized without its signature field. */
export const signCallbackEnvelope = (envelope: UnsignedCallbackEnvelope, secret: string): string =>
  signBody(secret, callbackSignedContent(envelope));

/**
 * Variant B for the event's engagement, signed with the environment's webhook secret. Only events
 * that concern one engagement have one: an event without `engagement_id` is a caller's mistake.
 */
export const envelopeB = (event: EventItem, secret: string): CallbackEnvelope => {
  if (!event.engagement_id) {
    throw new Error(`envelopeB: event ${event.id} (${event.type}) has no engagement_id; variant B is only for an engagement's callback_url`);
  }
  const unsigned: UnsignedCallbackEnvelope = {
    event: event.type,
    timestamp: event.timestamp,
    engagement_id: event.engagement_id,
    data: event.data,
  };
  return { ...unsigned, signature: signCallbackEnvelope(unsigned, secret) };
};

/**
 * The raw request body: JSON with the variant's fields in their documented order and nothing else
 * (extra properties on the object are not sent). This string is what X-Service-Signature and
 * webhook-signature sign, so it must be sent byte for byte.
 */
export const serializeEnvelope = (envelope: WebhookEnvelope): string =>
  isCallbackEnvelope(envelope)
    ? JSON.stringify({
        event: envelope.event,
        timestamp: envelope.timestamp,
        engagement_id: envelope.engagement_id,
        data: envelope.data,
        signature: envelope.signature,
      })
    : JSON.stringify({
        id: envelope.id,
        event: envelope.event,
        timestamp: envelope.timestamp,
        api_version: envelope.api_version,
        data: envelope.data,
      });
