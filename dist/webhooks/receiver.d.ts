// Generated from functions/webhooks/receiver.ts by `npm run build:receiver`. Do not edit: change the source and rebuild.
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
interface UnsignedCallbackEnvelope {
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
/**
 * The careloop secret in the form Standard Webhooks libraries expect by default: `whsec_` + base64
 * of the UTF-8 bytes of the whole careloop secret. Such a library decodes it to the same key
 * careloop signs with.
 */
export declare const standardWebhooksSecret: (secret: string) => string;
export type WebhookVerificationReason = "missing_signature" | "bad_signature" | "stale_timestamp" | "malformed";
export declare class WebhookVerificationError extends Error {
	readonly reason: WebhookVerificationReason;
	readonly name = "WebhookVerificationError";
	constructor(reason: WebhookVerificationReason, message: string);
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
export declare const DEFAULT_TOLERANCE_SECONDS = 300;
/**
 * Verifies one delivery and returns its parsed envelope, or throws `WebhookVerificationError`.
 * Pass the raw body: a body parsed and serialized again does not verify.
 */
export declare const verifyWebhook: (options: VerifyWebhookOptions) => WebhookEnvelope;
/**
 * Verifies variant B's embedded `signature`: HMAC over `JSON.stringify({event, timestamp,
 * engagement_id, data})` (see `./envelopes`). Takes the parsed envelope or its raw JSON; returns the
 * envelope or throws `WebhookVerificationError`. It carries no attempt time: replay protection
 * comes from the headers (`verifyWebhook`).
 */
export declare const verifyCallbackEnvelope: (envelope: unknown, secret: string | readonly string[]) => CallbackEnvelope;

export {};
