import { timingSafeEqual } from 'node:crypto';
import {
  callbackSignedContent,
  type CallbackEnvelope,
  type SubscriptionEnvelope,
  type WebhookEnvelope,
} from './envelopes';
import { STANDARD_SIGNATURE_VERSION, hmacSha256, standardSignedContent } from './signing';

/**
 * Receiver side of careloop webhooks: verify a delivery before acting on it. Exported by the
 * package as `careloop/webhooks/receiver`, built from this file into dist/webhooks/receiver.js and
 * .d.ts (`npm run build:receiver`; commit the result, a test checks it is current). At run time
 * it depends on node:crypto only (and on its two pure sibling modules, `./signing` and `./envelopes`).
 *
 * Which secret: a subscription's own `secret` for its deliveries (envelope A); the stage's
 * `webhook_secret` for deliveries to an engagement's callback_url (envelope B).
 *
 * What careloop sends with every delivery (see `./signing` for the full contract):
 *
 *   X-Service-Signature: sha256=<hex HMAC-SHA256(key, raw body)>
 *   X-Service-Timestamp: <epoch seconds of this attempt>
 *   webhook-id:          <event id; unchanged across retries and replays>
 *   webhook-timestamp:   <epoch seconds of this attempt>
 *   webhook-signature:   v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>
 *
 * key = the UTF-8 bytes of the whole secret, `whsec_live_…` / `whsec_test_…` included; nothing is
 * base64-decoded. (With a Standard Webhooks library use `new Webhook(secret, { format: 'raw' })`,
 * or give it `standardWebhooksSecret(secret)`.)
 *
 * `verifyWebhook` rules:
 * - Signatures: at least one of X-Service-Signature and webhook-signature must be present
 *   (`missing_signature`). Every one that is present must verify (`bad_signature`); in a header with
 *   several space-separated signatures (a secret rotation), any one may match. Entries of other
 *   versions than `v1` are ignored. Comparison is constant time (`crypto.timingSafeEqual` on equal
 *   length digests).
 * - Timestamp: `webhook-timestamp` when webhook-signature is present (it is signed), otherwise
 *   `X-Service-Timestamp`; missing or not an integer is `malformed`; further than `toleranceSeconds`
 *   from `now`, in either direction, is `stale_timestamp`.
 * - Body: the raw bytes as received (never a re-serialized parse). It must be a JSON envelope of
 *   variant A or B (`malformed`).
 *
 * Replays: only webhook-signature binds the timestamp to the body. X-Service-Signature covers the
 * body alone, so with that header alone a captured delivery could be re-sent with a new
 * X-Service-Timestamp; deduplicating on the event id (envelope `id`, or `webhook-id`) is the
 * receiver's backstop, and careloop always sends both signatures.
 */

export type { CallbackEnvelope, SubscriptionEnvelope, WebhookEnvelope } from './envelopes';
export { standardWebhooksSecret } from './signing';

export type WebhookVerificationReason = 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The request body exactly as received. */
  rawBody: string | Buffer;
  /** The request headers (any letter case; Node's `req.headers` fits as is). */
  headers: WebhookHeaders;
  /** The webhook secret; several during a rotation (any may match). */
  secret: string | readonly string[];
  /** Largest accepted distance between the delivery's timestamp and `now` (default 300). */
  toleranceSeconds?: number;
  /** The receiver's clock, epoch milliseconds (default `Date.now()`). */
  now?: number | Date;
}

export const DEFAULT_TOLERANCE_SECONDS = 300;

const fail = (reason: WebhookVerificationReason, message: string): never => {
  throw new WebhookVerificationError(reason, message);
};

const secretsOf = (secret: string | readonly string[]): readonly string[] => {
  const list = typeof secret === 'string' ? [secret] : secret;
  if (list.length === 0 || list.some((s) => typeof s !== 'string' || s.length === 0)) {
    throw new TypeError('verifyWebhook: the webhook secret must be a non-empty string');
  }
  return list;
};

/** Every value of a header, whatever the letter case of its name. */
const headerValues = (headers: WebhookHeaders, name: string): string[] => {
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    if (Array.isArray(value)) values.push(...value);
    else values.push(value);
  }
  return values.map((v) => v.trim()).filter((v) => v.length > 0);
};

/** A header that must appear once (identical repeats are tolerated). */
const singleHeader = (headers: WebhookHeaders, name: string): string | undefined => {
  const values = headerValues(headers, name);
  if (values.length === 0) return undefined;
  if (values.some((v) => v !== values[0])) fail('malformed', `conflicting values in header ${name}`);
  return values[0];
};

/** Constant-time equality of two digests; unequal lengths never reach timingSafeEqual. */
const sameBytes = (a: Buffer, b: Buffer): boolean => a.length === b.length && a.length > 0 && timingSafeEqual(a, b);

const HEX_SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
const BASE64_DIGEST = /^[A-Za-z0-9+/]{43}=$/;

/** The digests carried by X-Service-Signature values (normally one). */
const serviceSignatureDigests = (values: readonly string[]): Buffer[] => {
  const digests: Buffer[] = [];
  for (const value of values) {
    for (const token of value.split(/[\s,]+/)) {
      const match = HEX_SIGNATURE.exec(token);
      if (match?.[1]) digests.push(Buffer.from(match[1], 'hex'));
    }
  }
  return digests;
};

/** The v1 digests carried by webhook-signature values (`v1,<b64> v1,<b64> …`). */
const standardSignatureDigests = (values: readonly string[]): Buffer[] => {
  const digests: Buffer[] = [];
  for (const value of values) {
    for (const token of value.split(/\s+/)) {
      const comma = token.indexOf(',');
      if (comma < 0) continue;
      if (token.slice(0, comma) !== STANDARD_SIGNATURE_VERSION) continue;
      const encoded = token.slice(comma + 1).replace(/,+$/, ''); // Node joins repeated headers with ", "
      if (BASE64_DIGEST.test(encoded)) digests.push(Buffer.from(encoded, 'base64'));
    }
  }
  return digests;
};

const anyMatches = (candidates: readonly Buffer[], expected: readonly Buffer[]): boolean => {
  let matched = false;
  // No early exit: every candidate is compared against every key.
  for (const candidate of candidates) for (const digest of expected) if (sameBytes(candidate, digest)) matched = true;
  return matched;
};

const parseEpochSeconds = (value: string, header: string): number => {
  if (!/^\d{1,12}$/.test(value)) fail('malformed', `${header} must be Unix epoch seconds, got ${JSON.stringify(value.slice(0, 40))}`);
  return Number(value);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

/** Checks the shape of a parsed envelope of either variant. */
const asEnvelope = (value: unknown): WebhookEnvelope => {
  if (!isObject(value)) return fail('malformed', 'the body is not a JSON object');
  const common = isString(value.event) && isString(value.timestamp) && isObject(value.data);
  if (common && 'signature' in value) {
    if (isString(value.signature) && isString(value.engagement_id)) return value as unknown as CallbackEnvelope;
  } else if (common && isString(value.id) && isString(value.api_version)) {
    return value as unknown as SubscriptionEnvelope;
  }
  return fail('malformed', 'the body is not a careloop webhook envelope');
};

const parseBody = (rawBody: string | Buffer): WebhookEnvelope => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return fail('malformed', 'the body is not valid JSON');
  }
  return asEnvelope(parsed);
};

/**
 * Verifies one delivery and returns its parsed envelope, or throws `WebhookVerificationError`.
 * Pass the raw body: a body parsed and serialized again does not verify.
 */
export const verifyWebhook = (options: VerifyWebhookOptions): WebhookEnvelope => {
  const secrets = secretsOf(options.secret);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== 'number' || Number.isNaN(tolerance) || tolerance < 0) {
    throw new RangeError('verifyWebhook: toleranceSeconds must be a number >= 0');
  }
  const nowMs = options.now === undefined ? Date.now() : typeof options.now === 'number' ? options.now : options.now.getTime();
  const { headers } = options;
  const body = typeof options.rawBody === 'string' ? Buffer.from(options.rawBody, 'utf8') : options.rawBody;
  if (!Buffer.isBuffer(body)) throw new TypeError('verifyWebhook: rawBody must be a string or a Buffer');

  const serviceValues = headerValues(headers, 'x-service-signature');
  const standardValues = headerValues(headers, 'webhook-signature');
  if (serviceValues.length === 0 && standardValues.length === 0) {
    return fail('missing_signature', 'neither X-Service-Signature nor webhook-signature is present');
  }

  let timestamp: number;
  let standard: { id: string; timestamp: number } | undefined;
  if (standardValues.length > 0) {
    const id = singleHeader(headers, 'webhook-id');
    const ts = singleHeader(headers, 'webhook-timestamp');
    if (!id || !ts) return fail('malformed', 'webhook-signature needs webhook-id and webhook-timestamp');
    timestamp = parseEpochSeconds(ts, 'webhook-timestamp');
    standard = { id, timestamp };
  } else {
    const ts = singleHeader(headers, 'x-service-timestamp');
    if (!ts) return fail('malformed', 'X-Service-Timestamp is missing');
    timestamp = parseEpochSeconds(ts, 'X-Service-Timestamp');
  }

  if (serviceValues.length > 0) {
    const expected = secrets.map((secret) => hmacSha256(secret, body));
    if (!anyMatches(serviceSignatureDigests(serviceValues), expected)) {
      return fail('bad_signature', 'X-Service-Signature does not match the body');
    }
  }
  if (standard) {
    const content = standardSignedContent(standard.id, standard.timestamp, body);
    const expected = secrets.map((secret) => hmacSha256(secret, content));
    if (!anyMatches(standardSignatureDigests(standardValues), expected)) {
      return fail('bad_signature', 'no v1 signature in webhook-signature matches');
    }
  }

  const nowSeconds = Math.floor(nowMs / 1000);
  if (Math.abs(nowSeconds - timestamp) > tolerance) {
    return fail('stale_timestamp', `the delivery timestamp is ${nowSeconds - timestamp} s away from now (tolerance ${tolerance} s)`);
  }

  return parseBody(body);
};

/**
 * Verifies variant B's embedded `signature`: HMAC over `JSON.stringify({event, timestamp,
 * engagement_id, data})` (see `./envelopes`). Takes the parsed envelope or its raw JSON; returns the
 * envelope or throws `WebhookVerificationError`. It carries no attempt time: replay protection
 * comes from the headers (`verifyWebhook`).
 */
export const verifyCallbackEnvelope = (envelope: unknown, secret: string | readonly string[]): CallbackEnvelope => {
  const secrets = secretsOf(secret);
  let value = envelope;
  if (typeof envelope === 'string' || Buffer.isBuffer(envelope)) {
    try {
      value = JSON.parse(envelope.toString());
    } catch {
      return fail('malformed', 'the envelope is not valid JSON');
    }
  }
  if (!isObject(value)) return fail('malformed', 'the envelope is not an object');
  if (value.signature === undefined || value.signature === null || value.signature === '') {
    return fail('missing_signature', 'the envelope has no signature field');
  }
  const checked = asEnvelope(value);
  if (!('signature' in checked)) return fail('malformed', 'not a callback envelope');
  const match = HEX_SIGNATURE.exec(checked.signature);
  if (!match?.[1]) return fail('bad_signature', 'the signature field is not sha256=<64 hex>');
  const content = callbackSignedContent(checked);
  const expected = secrets.map((s) => hmacSha256(s, content));
  if (!anyMatches([Buffer.from(match[1], 'hex')], expected)) return fail('bad_signature', 'the envelope signature does not match');
  return checked;
};
