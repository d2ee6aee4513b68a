// Generated from functions/webhooks/receiver.ts by `npm run build:receiver`. Do not edit: change the source and rebuild.

// functions/webhooks/receiver.ts
import { timingSafeEqual } from "node:crypto";

// functions/webhooks/signing.ts
import { createHmac } from "node:crypto";
var STANDARD_SIGNATURE_VERSION = "v1";
var assertSecret = (secret) => {
  if (typeof secret !== "string" || secret.length === 0) throw new TypeError("webhook signing needs a non-empty secret");
};
var signingKey = (secret) => {
  assertSecret(secret);
  return Buffer.from(secret, "utf8");
};
var hmacSha256 = (secret, ...parts) => {
  const hmac = createHmac("sha256", signingKey(secret));
  for (const part of parts) hmac.update(part);
  return hmac.digest();
};
var standardSignedContent = (webhookId, epochSeconds, rawBody) => Buffer.concat([Buffer.from(`${webhookId}.${epochSeconds}.`, "utf8"), typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody]);
var standardWebhooksSecret = (secret) => `whsec_${signingKey(secret).toString("base64")}`;

// functions/webhooks/envelopes.ts
var callbackSignedContent = (envelope) => JSON.stringify({
  event: envelope.event,
  timestamp: envelope.timestamp,
  engagement_id: envelope.engagement_id,
  data: envelope.data
});

// functions/webhooks/receiver.ts
var WebhookVerificationError = class extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
  reason;
  name = "WebhookVerificationError";
};
var DEFAULT_TOLERANCE_SECONDS = 300;
var fail = (reason, message) => {
  throw new WebhookVerificationError(reason, message);
};
var secretsOf = (secret) => {
  const list = typeof secret === "string" ? [secret] : secret;
  if (list.length === 0 || list.some((s) => typeof s !== "string" || s.length === 0)) {
    throw new TypeError("verifyWebhook: the webhook secret must be a non-empty string");
  }
  return list;
};
var headerValues = (headers, name) => {
  const values = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === void 0) continue;
    if (Array.isArray(value)) values.push(...value);
    else values.push(value);
  }
  return values.map((v) => v.trim()).filter((v) => v.length > 0);
};
var singleHeader = (headers, name) => {
  const values = headerValues(headers, name);
  if (values.length === 0) return void 0;
  if (values.some((v) => v !== values[0])) fail("malformed", `conflicting values in header ${name}`);
  return values[0];
};
var sameBytes = (a, b) => a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
var HEX_SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;
var BASE64_DIGEST = /^[A-Za-z0-9+/]{43}=$/;
var serviceSignatureDigests = (values) => {
  const digests = [];
  for (const value of values) {
    for (const token of value.split(/[\s,]+/)) {
      const match = HEX_SIGNATURE.exec(token);
      if (match?.[1]) digests.push(Buffer.from(match[1], "hex"));
    }
  }
  return digests;
};
var standardSignatureDigests = (values) => {
  const digests = [];
  for (const value of values) {
    for (const token of value.split(/\s+/)) {
      const comma = token.indexOf(",");
      if (comma < 0) continue;
      if (token.slice(0, comma) !== STANDARD_SIGNATURE_VERSION) continue;
      const encoded = token.slice(comma + 1).replace(/,+$/, "");
      if (BASE64_DIGEST.test(encoded)) digests.push(Buffer.from(encoded, "base64"));
    }
  }
  return digests;
};
var anyMatches = (candidates, expected) => {
  let matched = false;
  for (const candidate of candidates) for (const digest of expected) if (sameBytes(candidate, digest)) matched = true;
  return matched;
};
var parseEpochSeconds = (value, header) => {
  if (!/^\d{1,12}$/.test(value)) fail("malformed", `${header} must be Unix epoch seconds, got ${JSON.stringify(value.slice(0, 40))}`);
  return Number(value);
};
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isString = (value) => typeof value === "string";
var asEnvelope = (value) => {
  if (!isObject(value)) return fail("malformed", "the body is not a JSON object");
  const common = isString(value.event) && isString(value.timestamp) && isObject(value.data);
  if (common && "signature" in value) {
    if (isString(value.signature) && isString(value.engagement_id)) return value;
  } else if (common && isString(value.id) && isString(value.api_version)) {
    return value;
  }
  return fail("malformed", "the body is not a careloop webhook envelope");
};
var parseBody = (rawBody) => {
  let parsed;
  try {
    parsed = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  } catch {
    return fail("malformed", "the body is not valid JSON");
  }
  return asEnvelope(parsed);
};
var verifyWebhook = (options) => {
  const secrets = secretsOf(options.secret);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== "number" || Number.isNaN(tolerance) || tolerance < 0) {
    throw new RangeError("verifyWebhook: toleranceSeconds must be a number >= 0");
  }
  const nowMs = options.now === void 0 ? Date.now() : typeof options.now === "number" ? options.now : options.now.getTime();
  const { headers } = options;
  const body = typeof options.rawBody === "string" ? Buffer.from(options.rawBody, "utf8") : options.rawBody;
  if (!Buffer.isBuffer(body)) throw new TypeError("verifyWebhook: rawBody must be a string or a Buffer");
  const serviceValues = headerValues(headers, "x-service-signature");
  const standardValues = headerValues(headers, "webhook-signature");
  if (serviceValues.length === 0 && standardValues.length === 0) {
    return fail("missing_signature", "neither X-Service-Signature nor webhook-signature is present");
  }
  let timestamp;
  let standard;
  if (standardValues.length > 0) {
    const id = singleHeader(headers, "webhook-id");
    const ts = singleHeader(headers, "webhook-timestamp");
    if (!id || !ts) return fail("malformed", "webhook-signature needs webhook-id and webhook-timestamp");
    timestamp = parseEpochSeconds(ts, "webhook-timestamp");
    standard = { id, timestamp };
  } else {
    const ts = singleHeader(headers, "x-service-timestamp");
    if (!ts) return fail("malformed", "X-Service-Timestamp is missing");
    timestamp = parseEpochSeconds(ts, "X-Service-Timestamp");
  }
  if (serviceValues.length > 0) {
    const expected = secrets.map((secret) => hmacSha256(secret, body));
    if (!anyMatches(serviceSignatureDigests(serviceValues), expected)) {
      return fail("bad_signature", "X-Service-Signature does not match the body");
    }
  }
  if (standard) {
    const content = standardSignedContent(standard.id, standard.timestamp, body);
    const expected = secrets.map((secret) => hmacSha256(secret, content));
    if (!anyMatches(standardSignatureDigests(standardValues), expected)) {
      return fail("bad_signature", "no v1 signature in webhook-signature matches");
    }
  }
  const nowSeconds = Math.floor(nowMs / 1e3);
  if (Math.abs(nowSeconds - timestamp) > tolerance) {
    return fail("stale_timestamp", `the delivery timestamp is ${nowSeconds - timestamp} s away from now (tolerance ${tolerance} s)`);
  }
  return parseBody(body);
};
var verifyCallbackEnvelope = (envelope, secret) => {
  const secrets = secretsOf(secret);
  let value = envelope;
  if (typeof envelope === "string" || Buffer.isBuffer(envelope)) {
    try {
      value = JSON.parse(envelope.toString());
    } catch {
      return fail("malformed", "the envelope is not valid JSON");
    }
  }
  if (!isObject(value)) return fail("malformed", "the envelope is not an object");
  if (value.signature === void 0 || value.signature === null || value.signature === "") {
    return fail("missing_signature", "the envelope has no signature field");
  }
  const checked = asEnvelope(value);
  if (!("signature" in checked)) return fail("malformed", "not a callback envelope");
  const match = HEX_SIGNATURE.exec(checked.signature);
  if (!match?.[1]) return fail("bad_signature", "the signature field is not sha256=<64 hex>");
  const content = callbackSignedContent(checked);
  const expected = secrets.map((s) => hmacSha256(s, content));
  if (!anyMatches([Buffer.from(match[1], "hex")], expected)) return fail("bad_signature", "the envelope signature does not match");
  return checked;
};
export {
  DEFAULT_TOLERANCE_SECONDS,
  WebhookVerificationError,
  standardWebhooksSecret,
  verifyCallbackEnvelope,
  verifyWebhook
};
