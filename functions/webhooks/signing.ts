import { createHmac } from 'node:crypto';

/**
 * Signing of outbound webhook deliveries (SPEC "Authentication" item 10, DESIGN §9). Pure: it
 * depends on node:crypto only, so the receiver helper (`./receiver`) can share it.
 *
 * Every delivery carries two independent signatures, both HMAC-SHA256 keyed with the same secret:
 *
 * 1. `X-Service-Signature: sha256=<lowercase hex of HMAC-SHA256(key, raw body)>` (SPEC item 10).
 *    It covers the body only.
 * 2. Standard Webhooks (https://www.standardwebhooks.com): `webhook-id` (the event id; a replay or
 *    a retry keeps it), `webhook-timestamp` (Unix epoch seconds of this attempt) and
 *    `webhook-signature: v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`.
 *    It binds the body to its id and to the time of the attempt, so a receiver can reject replays.
 *
 * THE KEY, for both signatures: the UTF-8 bytes of the whole secret string, prefix included
 * (`whsec_live_…` or `whsec_test_…`; the secret is ASCII, so these are its characters' codes).
 * Nothing is base64-decoded. Standard Webhooks libraries, by default, strip `whsec_` and
 * base64-decode the rest; careloop secrets (`whsec_live_<base62>`) are not base64, so a receiver
 * that uses such a library must either
 *   - pass the secret in the library's raw form (JavaScript `standardwebhooks`:
 *     `new Webhook(secret, { format: 'raw' })`), or
 *   - pass `standardWebhooksSecret(secret)` = `whsec_` + base64(UTF-8 bytes of the whole secret),
 *     which every conforming library decodes to exactly the key above.
 * Handing the careloop secret to a library as is fails (JavaScript: invalid base64) or, in
 * lenient decoders, yields another key and every signature mismatches.
 *
 * `X-Service-Timestamp` carries the same value as `webhook-timestamp` (epoch seconds, as a decimal
 * integer string) rather than an ISO string: one parse for both, and the envelope already carries
 * the event's own ISO `timestamp`, which stays the same across retries and replays.
 */

export const SIGNATURE_PREFIX = 'sha256=';
export const STANDARD_SIGNATURE_VERSION = 'v1';
export const USER_AGENT = 'careloop-webhooks/1';

export const HEADER = {
  signature: 'X-Service-Signature',
  event: 'X-Service-Event',
  eventId: 'X-Service-Event-Id',
  timestamp: 'X-Service-Timestamp',
  webhookId: 'webhook-id',
  webhookTimestamp: 'webhook-timestamp',
  webhookSignature: 'webhook-signature',
} as const;

const assertSecret = (secret: string): void => {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('webhook signing needs a non-empty secret');
};

/** The HMAC key of both signatures: the UTF-8 bytes of the whole secret (see the module comment). */
export const signingKey = (secret: string): Buffer => {
  assertSecret(secret);
  return Buffer.from(secret, 'utf8');
};

/** HMAC-SHA256 over the concatenation of `parts` (strings as UTF-8). */
export const hmacSha256 = (secret: string, ...parts: ReadonlyArray<string | Uint8Array>): Buffer => {
  const hmac = createHmac('sha256', signingKey(secret));
  for (const part of parts) hmac.update(part);
  return hmac.digest();
};

/** `sha256=<lowercase hex HMAC-SHA256 of the raw body>`: the X-Service-Signature value. */
export const signBody = (secret: string, rawBody: string | Uint8Array): string =>
  SIGNATURE_PREFIX + hmacSha256(secret, rawBody).toString('hex');

/** The bytes a Standard Webhooks v1 signature covers: `<id>.<timestamp>.<raw body>`. */
export const standardSignedContent = (webhookId: string, epochSeconds: number, rawBody: string | Uint8Array): Buffer =>
  Buffer.concat([Buffer.from(`${webhookId}.${epochSeconds}.`, 'utf8'), typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody]);

/** One `v1,<base64>` entry of the webhook-signature header. */
export const signStandardWebhook = (input: {
  secret: string;
  webhookId: string;
  epochSeconds: number;
  rawBody: string | Uint8Array;
}): string =>
  `${STANDARD_SIGNATURE_VERSION},` +
  hmacSha256(input.secret, standardSignedContent(input.webhookId, input.epochSeconds, input.rawBody)).toString('base64');

/**
 * The careloop secret in the form Standard Webhooks libraries expect by default: `whsec_` + base64
 * of the UTF-8 bytes of the whole careloop secret. Such a library decodes it to the same key
 * careloop signs with.
 */
export const standardWebhooksSecret = (secret: string): string => `whsec_${signingKey(secret).toString('base64')}`;

/** Unix epoch seconds (floored) of an instant. */
export const epochSeconds = (at: Date): number => {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new TypeError('epochSeconds: invalid date');
  return Math.floor(ms / 1000);
};

export interface DeliveryHeaderInput {
  secret: string;
  /** Exactly the bytes that are sent as the request body (`serializeEnvelope`). */
  rawBody: string | Uint8Array;
  eventType: string;
  /** The event id. Retries and replays keep it: receivers deduplicate on it. */
  eventId: string;
  /** When this attempt is made (not the event's time): it becomes webhook-timestamp. */
  timestamp: Date;
}

export interface DeliveryHeaders {
  'Content-Type': 'application/json';
  'User-Agent': typeof USER_AGENT;
  'X-Service-Signature': string;
  'X-Service-Event': string;
  'X-Service-Event-Id': string;
  /** Epoch seconds of this attempt, the same value as webhook-timestamp. */
  'X-Service-Timestamp': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
  [header: string]: string;
}

/** The headers of one delivery attempt. Computed per attempt: the timestamp changes, the id does not. */
export const deliveryHeaders = (input: DeliveryHeaderInput): DeliveryHeaders => {
  if (!input.eventId) throw new TypeError('deliveryHeaders: eventId is required');
  if (!input.eventType) throw new TypeError('deliveryHeaders: eventType is required');
  const seconds = epochSeconds(input.timestamp);
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Signature': signBody(input.secret, input.rawBody),
    'X-Service-Event': input.eventType,
    'X-Service-Event-Id': input.eventId,
    'X-Service-Timestamp': String(seconds),
    'webhook-id': input.eventId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': signStandardWebhook({
      secret: input.secret,
      webhookId: input.eventId,
      epochSeconds: seconds,
      rawBody: input.rawBody,
    }),
  };
};
