/**
 * A careloop webhook receiver: a small Node HTTP server that verifies every delivery before it
 * acts on it. Run it with
 *
 *     SUBSCRIPTION_SECRET=whsec_test_… CALLBACK_SECRET=whsec_test_… PORT=4000 npx tsx examples/webhook-receiver/server.ts
 *
 * and point a subscription and/or an engagement's callback_url at http://<host>:<port>/.
 *
 * Two secrets, one per kind of delivery:
 *   - a subscription's deliveries (envelope A, `{id, event, timestamp, api_version, data}`) are
 *     signed with that subscription's own `secret` (the one given to `POST /v1/webhooks`);
 *   - deliveries to an engagement's callback_url (envelope B, `{event, timestamp, engagement_id,
 *     data, signature}`) are signed with the stage's `webhook_secret` (printed by `careloop org create`).
 * The server reads which envelope the body claims to be and verifies it with that secret only,
 * so a body signed with the other secret is rejected.
 *
 * What it does with one POST:
 *   1. reads the raw body (the signature covers these exact bytes: never verify a re-serialized parse);
 *   2. `verifyWebhook` checks X-Service-Signature and/or webhook-signature (HMAC-SHA256 keyed with
 *      the UTF-8 bytes of the whole secret, `whsec_…` prefix included) in constant time, and the
 *      timestamp against a 5-minute tolerance; for envelope B, `verifyCallbackEnvelope` also checks
 *      the body's own `signature`. Any failure (missing, malformed or wrong signature, stale
 *      timestamp, a body that is not an envelope) gets 401 with the reason;
 *   3. deduplicates on the event id (envelope `id`, else `webhook-id`): careloop delivers at least
 *      once, so the same event can arrive twice; a repeat gets 200 and is not processed again;
 *   4. hands the envelope to `onEvent` and answers 200 only after it succeeded, so that a failure
 *      makes careloop retry instead of losing the event.
 * It logs the event type and id only: envelopes carry patient data, which stays out of logs.
 *
 * For production: keep the seen ids in a durable store (a unique key in your database), and
 * make `onEvent` quick (enqueue, then process): careloop counts no answer within 30 s as a failure.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  WebhookVerificationError,
  verifyCallbackEnvelope,
  verifyWebhook,
  type WebhookEnvelope,
} from 'careloop/webhooks/receiver';

export interface DeliveryMeta {
  /** The event id: envelope `id` (variant A) or the `webhook-id` / `X-Service-Event-Id` header. */
  eventId: string;
  /** Epoch seconds of this attempt. */
  attemptTimestamp: number | null;
}

type Secret = string | readonly string[];

export interface ReceiverOptions {
  /**
   * The subscription's own `secret`: verifies subscription deliveries (envelope A). Several
   * during a rotation. At least one of the two secrets is required.
   */
  subscriptionSecret?: Secret;
  /**
   * The stage's `webhook_secret` (from `careloop org create`): verifies deliveries to an
   * engagement's callback_url (envelope B).
   */
  callbackSecret?: Secret;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Seconds a delivery's timestamp may differ from this server's clock (default 300). */
  toleranceSeconds?: number;
  /** Where log lines go (default console.log). */
  log?: (line: string) => void;
  /** Your processing. Throw to make careloop retry the delivery. */
  onEvent?: (envelope: WebhookEnvelope, meta: DeliveryMeta) => void | Promise<void>;
  /** Ids remembered for deduplication (oldest forgotten first). */
  maxRememberedIds?: number;
  /** Largest accepted body. */
  maxBodyBytes?: number;
}

export interface RunningReceiver {
  url: string;
  port: number;
  close: () => Promise<void>;
}

const headerValue = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

class BodyTooLarge extends Error {}

const readBody = (req: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body: Record<string, unknown>): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

type Variant = 'subscription' | 'callback';

/**
 * Which envelope the (not yet verified) body claims to be: only envelope B has `signature`. The
 * claim only chooses the secret; verification with that secret decides.
 */
const claimedVariant = (rawBody: Buffer): Variant | undefined => {
  try {
    const value: unknown = JSON.parse(rawBody.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return 'signature' in value ? 'callback' : 'subscription';
  } catch {
    return undefined;
  }
};

class NoSecretForVariant extends Error {}

/** Verifies the headers (and envelope B's own signature) with the secret of the claimed variant. */
const verifyDelivery = (rawBody: Buffer, req: IncomingMessage, options: ReceiverOptions): WebhookEnvelope => {
  const variant = claimedVariant(rawBody) ?? (options.subscriptionSecret ? 'subscription' : 'callback');
  const secret = variant === 'callback' ? options.callbackSecret : options.subscriptionSecret;
  if (!secret) {
    throw new NoSecretForVariant(
      variant === 'callback'
        ? 'a callback_url delivery (envelope B) arrived, but no callback secret (CALLBACK_SECRET) is configured'
        : 'a subscription delivery (envelope A) arrived, but no subscription secret (SUBSCRIPTION_SECRET) is configured',
    );
  }
  const envelope = verifyWebhook({ rawBody, headers: req.headers, secret, toleranceSeconds: options.toleranceSeconds });
  if (variant === 'callback') verifyCallbackEnvelope(rawBody, secret);
  return envelope;
};

/** Starts the receiver; resolves once it listens. */
export const startReceiver = async (options: ReceiverOptions): Promise<RunningReceiver> => {
  if (!options.subscriptionSecret && !options.callbackSecret) {
    throw new TypeError('startReceiver needs subscriptionSecret, callbackSecret or both');
  }
  const log = options.log ?? ((line: string) => console.log(line));
  const maxRemembered = options.maxRememberedIds ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const seen = new Set<string>(); // insertion ordered: the oldest id is evicted first
  const inFlight = new Set<string>();

  const remember = (id: string) => {
    seen.add(id);
    if (seen.size > maxRemembered) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return send(res, 405, { error: 'method_not_allowed' });
    }
    let rawBody: Buffer;
    try {
      rawBody = await readBody(req, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(res, 413, { error: 'payload_too_large' });
      throw error;
    }

    let envelope: WebhookEnvelope;
    try {
      envelope = verifyDelivery(rawBody, req, options);
    } catch (error) {
      // Whatever fails verification is not a careloop delivery that can be trusted: 401, with the
      // reason (the messages name headers and rules, never the secret or the payload).
      const reason = error instanceof WebhookVerificationError ? error.reason : error instanceof NoSecretForVariant ? 'no_secret_for_variant' : undefined;
      if (!reason) throw error;
      log(`rejected delivery: ${reason}`);
      return send(res, 401, { error: reason, message: (error as Error).message });
    }

    const eventId = 'id' in envelope ? envelope.id : (headerValue(req, 'webhook-id') ?? headerValue(req, 'x-service-event-id'));
    if (!eventId) return send(res, 400, { error: 'missing_event_id' });
    const timestampHeader = headerValue(req, 'webhook-timestamp') ?? headerValue(req, 'x-service-timestamp');

    if (seen.has(eventId)) {
      log(`duplicate ${envelope.event} ${eventId} (already processed)`);
      return send(res, 200, { received: true, duplicate: true });
    }
    if (inFlight.has(eventId)) {
      // The same event is being processed right now: let careloop retry later.
      return send(res, 409, { error: 'in_progress' });
    }

    inFlight.add(eventId);
    try {
      log(`received ${envelope.event} ${eventId}`);
      if (envelope.event === 'engagement.escalated') {
        log(`ESCALATION ${eventId}: a patient needs a human call back now`);
      }
      await options.onEvent?.(envelope, { eventId, attemptTimestamp: timestampHeader ? Number(timestampHeader) : null });
      remember(eventId);
    } catch (error) {
      log(`processing ${envelope.event} ${eventId} failed: ${(error as Error).message}; careloop will retry`);
      return send(res, 500, { error: 'processing_failed' });
    } finally {
      inFlight.delete(eventId);
    }
    return send(res, 200, { received: true });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`internal error: ${(error as Error).message}`);
      if (!res.headersSent) send(res, 500, { error: 'internal_error' });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

const SECRET_FORMAT = /^whsec_(live|test)_\S+$/;

/** A secret from the environment: unset is undefined; set, it must look like a careloop secret. */
const secretFromEnv = (name: string): string | undefined => {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!SECRET_FORMAT.test(value)) {
    console.error(`${name} must be a careloop webhook secret (whsec_live_… or whsec_test_…)`);
    process.exit(1);
  }
  return value;
};

const main = async (): Promise<void> => {
  const subscriptionSecret = secretFromEnv('SUBSCRIPTION_SECRET');
  const callbackSecret = secretFromEnv('CALLBACK_SECRET');
  if (!subscriptionSecret && !callbackSecret) {
    console.error(
      'Set SUBSCRIPTION_SECRET (the secret of your webhook subscription) and/or CALLBACK_SECRET ' +
        "(the stage's webhook_secret printed by `careloop org create`, for engagement callback_url deliveries)",
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
    process.exit(1);
  }
  const receiver = await startReceiver({ subscriptionSecret, callbackSecret, port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`careloop webhook receiver listening on ${receiver.url}`);
  const stop = () => {
    receiver.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
