import { createHash } from 'node:crypto';
import { eventKey, type EventItem } from '../core/events/catalog';
import type { Queues } from '../core/queue/port';
import type { Scheduler } from '../core/scheduler/port';
import { sendLater } from '../core/scheduler/send-later';
import type { Store, WriteOperation } from '../core/storage/port';
import { getOrganization } from '../auth/organizations';
import { type AttemptRecord, type DeliveryWork, ESCALATION_QUEUE, recordAttempt, recordDeadLetter, wasDelivered } from './deliveries';
import { LINE_WAIT_LIMIT_SECONDS, type LinePlace, firstAttemptWrite, isTurnOf, readLine, recordFirstAttempt } from './line';
import { logger } from '../core/logger';
import { countAttempt, countDeadLetter } from './delivery-metrics';
import { envelopeA, envelopeB, serializeEnvelope } from './envelopes';
import { nextAttempt, isSuccess } from './retry-schedule';
import { deliveryHeaders } from './signing';
import { getSubscription } from './subscriptions';
import { checkTarget } from './targets';
import { postPinned } from './pinned-agent';
import { deadLetterQueueName } from '../core/queue/names';

/**
 * One delivery attempt: sign, POST with the timeout, record the attempt, and on failure schedule
 * the next one (a delayed message up to the queue's 15 minutes; beyond, a one-time schedule into
 * the same queue) or, after the last retry, write the dead letter and send the message to the
 * queue's dead-letter queue.
 */

export interface DeliverySettings {
  retryDelaysSeconds: number[];
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

export interface DeliveryDeps {
  store: Store;
  queues: () => Queues;
  scheduler: () => Scheduler;
  settings: DeliverySettings;
  now?: () => Date;
}

export interface PostResult {
  status_code: number | null;
  latency_ms: number;
  error: string | null;
}

/** POSTs a signed envelope; never throws (a refused target, a timeout or a network error is a result). */
export const postEnvelope = async (
  url: string,
  secret: string,
  envelope: object,
  event: { id: string; type: string },
  settings: Pick<DeliverySettings, 'timeoutMs' | 'allowPrivateTargets'>,
  now: Date,
): Promise<PostResult> => {
  const target = await checkTarget(url, { allowPrivate: settings.allowPrivateTargets });
  if (!target.ok) return { status_code: null, latency_ms: 0, error: `target refused: ${target.reason}` };
  const body = serializeEnvelope(envelope as never);
  const headers = deliveryHeaders({ secret, rawBody: body, eventType: event.type, eventId: event.id, timestamp: now });
  const started = performance.now();
  try {
    const status = await postPinned(url, { headers, body, signal: AbortSignal.timeout(settings.timeoutMs), addresses: target.addresses });
    return { status_code: status, latency_ms: Math.round(performance.now() - started), error: null };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { status_code: null, latency_ms: Math.round(performance.now() - started), error: timedOut ? `no answer within ${settings.timeoutMs} ms` : `request failed: ${(error as Error).message}` };
  }
};

interface Destination {
  url: string;
  secret: string;
  envelope: object;
}

const destinationOf = async (store: Store, work: DeliveryWork, event: EventItem): Promise<Destination | undefined> => {
  if (work.target.kind === 'callback') {
    const organization = await getOrganization(store, work.org_id);
    if (!organization || !event.callback_url) return undefined;
    return { url: event.callback_url, secret: organization.webhook_secret, envelope: envelopeB(event, organization.webhook_secret) };
  }
  const subscription = await getSubscription(store, work.org_id, work.target.webhook_id);
  if (!subscription || subscription.status !== 'active') return undefined;
  return { url: subscription.url, secret: subscription.secret, envelope: envelopeA(event) };
};

const scheduleName = (work: DeliveryWork) => `whd-${createHash('sha256').update(`${work.delivery_id}#${work.attempt}`).digest('hex').slice(0, 40)}`;

const retryLater = async (deps: DeliveryDeps, work: DeliveryWork, delaySeconds: number, now: Date): Promise<void> => {
  const next: DeliveryWork = { ...work, attempt: work.attempt + 1 };
  await sendLater({ queue: deps.queues().get(work.queue), scheduler: deps.scheduler }, { payload: next, dueAt: new Date(now.getTime() + delaySeconds * 1000), scheduleName: scheduleName(next), now });
};

/** Pauses between looks at the line while an earlier event's first attempt is under way (about 0.6 s in all). */
const LINE_POLLS_MS = [0, 10, 20, 40, 80, 160, 320];
/** Then the message comes back after this delay and looks again. */
const LINE_REQUEUE_SECONDS = 1;

type PlacedWork = DeliveryWork & { line: LinePlace };

/**
 * Whether the first attempt may be made now. Else the message was sent again, delayed, to look
 * again later; after LINE_WAIT_LIMIT_SECONDS held back it goes anyway.
 */
const awaitTurn = async (deps: DeliveryDeps, work: PlacedWork): Promise<boolean> => {
  for (const pause of LINE_POLLS_MS) {
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    if (isTurnOf(await readLine(deps.store, work.org_id, work.line.engagement_id), work.line, work.target)) return true;
  }
  const now = (deps.now?.() ?? new Date()).getTime();
  const heldSince = work.held_since ?? now;
  if (now - heldSince >= LINE_WAIT_LIMIT_SECONDS * 1000) {
    logger.warn('Webhook sent out of order: an earlier event of the engagement had no first attempt in time', {
      event_id: work.event_id,
      engagement_id: work.line.engagement_id,
      sequence: work.line.sequence,
    });
    return true;
  }
  await deps.queues().get(work.queue).send(JSON.stringify({ ...work, held_since: heldSince }), { delaySeconds: LINE_REQUEUE_SECONDS });
  return false;
};

const isPlaced = (work: DeliveryWork): work is PlacedWork => work.attempt === 1 && work.line !== undefined;

/**
 * Delivers one message. The first attempt of an engagement's event waits for its turn (an
 * escalation does not) and then lets the next event go, whatever its result: the line records it
 * in the attempt's own transaction, or on its own when there was nothing to attempt.
 */
export const deliver = async (deps: DeliveryDeps, work: DeliveryWork): Promise<void> => {
  if (!isPlaced(work)) return void (await attemptOnce(deps, work));
  const waitsForOthers = work.queue !== ESCALATION_QUEUE && work.line.sequence > 1;
  if (waitsForOthers && !(await awaitTurn(deps, work))) return;
  const now = deps.now?.() ?? new Date();
  if (!(await attemptOnce(deps, work, [firstAttemptWrite(work, now)]))) await recordFirstAttempt(deps.store, work, now);
};

/**
 * One attempt of a delivery, recorded with `alongside` in one transaction; false when nothing was
 * attempted (it already succeeded, its event expired or its target is gone).
 */
const attemptOnce = async (deps: DeliveryDeps, work: DeliveryWork, alongside: WriteOperation[] = []): Promise<boolean> => {
  const { store } = deps;
  if (await wasDelivered(store, work.org_id, work.delivery_id)) return false;
  const event = (await store.get(eventKey(work.org_id, work.event_id), { consistent: true })) as EventItem | undefined;
  if (!event) return false; // expired beyond its retention: nothing left to send
  const destination = await destinationOf(store, work, event);
  if (!destination) return false; // subscription deleted or disabled since
  const now = deps.now?.() ?? new Date();
  const result = await postEnvelope(destination.url, destination.secret, destination.envelope, event, deps.settings, now);
  const delivered = result.status_code !== null && isSuccess(result.status_code);
  countAttempt(result, delivered);
  const next = delivered ? null : nextAttempt(work.attempt, deps.settings.retryDelaysSeconds);
  const record: AttemptRecord = {
    event_id: event.id,
    event: event.type,
    attempt: work.attempt,
    ...result,
    delivered,
    next_retry_at: next?.kind === 'retry' ? new Date(now.getTime() + next.delaySeconds * 1000).toISOString() : null,
    at: now.toISOString(),
    delivery_id: work.delivery_id,
  };
  await recordAttempt(store, work, record, now, alongside);
  if (next?.kind === 'retry') await retryLater(deps, work, next.delaySeconds, now);
  else if (next) {
    await recordDeadLetter(store, work, record, now);
    countDeadLetter();
    await deps.queues().get(deadLetterQueueName(work.queue)).send(JSON.stringify(work));
  }
  return true;
};
