import { EVENT_RETENTION_SECONDS, type EventItem } from '../core/events/catalog';
import type { Item, Key, Store, WriteOperation } from '../core/storage/port';
import { type DeliveryTarget, type DeliveryWork, targetName } from './deliveries';

/**
 * The line: the events of one engagement reach each target (a subscription, the callback_url) in
 * the order they happened (docs/decisions.md 52, 53).
 *
 * Every event of an engagement carries its `sequence` (1, 2, …, assigned in the transaction that
 * writes it). One item per engagement records, for each sequence, the targets the relay sent it
 * to (`t<n>`, written once its messages are on the queues) and, per target, that its first
 * attempt was made (`a<n>_<target>`, whatever its result). The first attempt of event n to target
 * T waits until every event 1..n-1 has been relayed and each of those sent to T has had its first
 * attempt; an event that T was not sent (filters, event list, a subscription made later) does not
 * hold the line. Retries, replays and test sends are outside the line. Every write sets one
 * attribute to a fixed value, so repeats (a relay or a delivery run again) change nothing.
 */

/** After this long held back, a first attempt is made anyway: nothing waits forever for a lost predecessor. */
export const LINE_WAIT_LIMIT_SECONDS = 120;

export interface LinePlace {
  engagement_id: string;
  sequence: number;
}

const lineKey = (orgId: string, engagementId: string) => ({ pk: `ORG#${orgId}#LINE#${engagementId}`, sk: 'LINE' });
const relayedAttribute = (sequence: number) => `t${sequence}`;
const attemptedAttribute = (sequence: number, target: DeliveryTarget) => `a${sequence}_${targetName(target)}`;

/** The event's place in its engagement's line, or undefined for an event outside any line. */
export const linePlaceOf = (event: EventItem): LinePlace | undefined =>
  event.engagement_id && typeof event.sequence === 'number' ? { engagement_id: event.engagement_id, sequence: event.sequence } : undefined;

type LineWrite = Extract<WriteOperation, { update: Key }>;

const lineWrite = (orgId: string, engagementId: string, attributes: Record<string, unknown>, now: Date): LineWrite => ({
  update: lineKey(orgId, engagementId),
  changes: {
    // Kept as long as the engagement's latest event (a scheduled engagement may start weeks later).
    set: { ...attributes, ttl: Math.ceil(now.getTime() / 1000) + EVENT_RETENTION_SECONDS },
    setIfAbsent: { entity: 'delivery_line', org_id: orgId },
  },
});

const writeLine = async (store: Store, { update, changes }: LineWrite): Promise<void> => {
  await store.update(update, changes);
};

/** The relay has put the event's messages on the queues, for these targets (possibly none). */
export const recordRelayed = async (store: Store, event: EventItem, targets: DeliveryTarget[], now: Date): Promise<void> => {
  const place = linePlaceOf(event);
  if (!place) return;
  await writeLine(store, lineWrite(event.org_id, place.engagement_id, { [relayedAttribute(place.sequence)]: targets.map(targetName) }, now));
};

/**
 * The write that records the delivery's first attempt as made (or that there is nothing to
 * attempt): the next event may go. The worker puts it in the attempt's own transaction.
 */
export const firstAttemptWrite = (work: DeliveryWork & { line: LinePlace }, now: Date): LineWrite =>
  lineWrite(work.org_id, work.line.engagement_id, { [attemptedAttribute(work.line.sequence, work.target)]: true }, now);

/** `firstAttemptWrite` on its own, when no attempt is recorded (the delivery succeeded before, or its target is gone). */
export const recordFirstAttempt = (store: Store, work: DeliveryWork & { line: LinePlace }, now: Date): Promise<void> =>
  writeLine(store, firstAttemptWrite(work, now));

/** Whether every earlier event of the engagement was relayed and, when sent to `target`, attempted once. Pure. */
export const isTurnOf = (line: Item | undefined, place: LinePlace, target: DeliveryTarget): boolean => {
  for (let sequence = 1; sequence < place.sequence; sequence++) {
    const targets = line?.[relayedAttribute(sequence)];
    if (!Array.isArray(targets)) return false;
    if (targets.includes(targetName(target)) && line?.[attemptedAttribute(sequence, target)] !== true) return false;
  }
  return true;
};

export const readLine = (store: Store, orgId: string, engagementId: string): Promise<Item | undefined> =>
  store.get(lineKey(orgId, engagementId), { consistent: true });
