import type { Stage } from '../core/config';
import type { EventItem } from '../core/events/catalog';
import type { WorkQueueName } from '../core/queue/names';
import type { Queue } from '../core/queue/port';
import type { Scheduler } from '../core/scheduler/port';
import { sendLater } from '../core/scheduler/send-later';
import { type Store, type WriteOperation, TransactionCanceledError } from '../core/storage/port';
import { deriveOutcome, handleReply, loadLanguage, startConversation } from '../engine/engine';
import { withLateEscalation } from '../engine/outcome';
import type { Branding, ConversationState, EndReason, Outcome, Turn } from '../engine/types';
import { patientMemoryWrites } from '../patients/memory-store';
import { batchTransitionWrites, completeBatchIfDone } from './batches';
import { logger } from '../core/logger';
import { countLifecycleEvents } from './metrics';
import { failAttempt, logAttempt, newAttempt, settleLatest, withAttempt } from './contact-attempts';
import { consentWrite } from '../channels/patient-contacts';
import { type Delivery, engagementChannel, type FailureReason, type PatientChannel } from './patient-channel';
import { type EngagementItem, type EngagementStatus, protocolDefinitionOf } from './schemas';
import { applyChanges, creationWrites, engagementEvent, getEngagement, listTurns, transcriptUrl, transitionWrites, turnWrites } from './store';

/**
 * Drives an engagement through the conversation engine, one queue message at a time: the first
 * contact, contact retries, each patient reply, reply timeouts, and the end. The same path serves
 * every channel: the channel (`deps.channel`, a PatientChannel) only decides how an agent turn
 * reaches the patient and how replies come back (the sandbox channel is the simulated patient of
 * DESIGN §8, which answers through the same queue a real channel's inbound webhook uses).
 *
 * Every step reads the engagement, computes, and writes with a version condition, together with
 * its transcript turns and events. A message that is stale (a duplicate, or overtaken by a reply,
 * a cancellation or the end) does nothing, so redelivery is harmless.
 */

export const ENGAGEMENT_WORK_QUEUE = 'engagement-work' satisfies WorkQueueName;

export type EngagementWork =
  | { type: 'start'; org_id: string; engagement_id: string; after_quiet_hours?: boolean }
  | { type: 'contact_attempt'; org_id: string; engagement_id: string; attempt: number }
  | { type: 'patient_reply'; org_id: string; engagement_id: string; text: string; replies_seen: number; not_before?: number }
  | { type: 'reply_timeout'; org_id: string; engagement_id: string; replies_seen: number; attempt: number; not_before?: number };

export interface ConversationSettings {
  /** Contact attempts before an engagement fails as unreachable. */
  maxContactAttempts: number;
  /** Wait between contact attempts, and for a reply before the patient counts as silent. */
  contactRetryMs: number;
  replyTimeoutMs: number;
  /** Sandbox: how long the simulated patient takes to answer. */
  sandboxTurnDelayMs: number;
}

export interface ConversationDeps {
  store: Store;
  /** The engagement work queue (resolved when first needed). */
  queue: () => Queue;
  /** For waits beyond the queue's 15-minute delay (resolved only then). */
  scheduler: () => Scheduler;
  stage: Stage;
  /** How agent turns reach the patient: the simulated patient (sandbox) or Twilio (production). */
  channel: PatientChannel;
  settings: ConversationSettings;
  now?: () => Date;
  /** The EHR summary a starting conversation records in `context.ehr_data` (the worker's; DESIGN §3). */
  ehrData?: (engagement: EngagementItem) => Promise<Record<string, unknown> | undefined>;
}

const isTerminal = (status: EngagementStatus) => status === 'completed' || status === 'failed' || status === 'cancelled';

const stateOf = (engagement: EngagementItem) => engagement.conversation as unknown as ConversationState | null;
const patientReplies = (engagement: EngagementItem) => stateOf(engagement)?.patient_turns ?? 0;
/** Opened by the patient (a call in): careloop never contacts such a patient itself, not even to retry. */
const openedByPatient = (engagement: EngagementItem) => engagement.channel_reference !== undefined;

/** The one-time schedule that carries a message due beyond the queue's delay, named after its position. */
export const workScheduleName = (work: EngagementWork): string => {
  const base = `eng-${work.engagement_id}`;
  switch (work.type) {
    case 'start':
      return work.after_quiet_hours ? `${base}-q` : base;
    case 'contact_attempt':
      return `${base}-c${work.attempt}`;
    case 'patient_reply':
      return `${base}-r${work.replies_seen}`;
    case 'reply_timeout':
      return `${base}-t${work.attempt}-${work.replies_seen}`;
  }
};

interface FollowUp {
  work: EngagementWork;
  delayMs: number;
}

const send = async (deps: ConversationDeps, { work, delayMs }: FollowUp): Promise<void> => {
  const now = deps.now?.() ?? new Date();
  const notBefore = delayMs % 1000 > 0 ? { not_before: now.getTime() + delayMs } : {};
  await sendLater(
    { queue: deps.queue(), scheduler: deps.scheduler },
    { payload: { ...work, ...notBefore }, dueAt: new Date(now.getTime() + Math.floor(delayMs / 1000) * 1000), scheduleName: workScheduleName(work), now },
  );
};

/**
 * What follows an agent turn. The sandbox's simulated patient answers (or stays silent, or waits
 * for the interactive replies endpoint); a real patient's reply arrives by webhook, so the wait
 * for it is all that is planned: the reply timeout (the contact retry before any reply).
 */
const followUp = (deps: ConversationDeps, engagement: EngagementItem, attempt: number): FollowUp | undefined => {
  const state = stateOf(engagement) as ConversationState;
  const base = { org_id: engagement.org_id, engagement_id: engagement.id, replies_seen: state.patient_turns };
  const timeout = (delayMs: number): FollowUp => ({ work: { type: 'reply_timeout', ...base, attempt }, delayMs });
  if (!deps.channel.simulatedReply) return timeout(state.patient_turns === 0 && !openedByPatient(engagement) ? deps.settings.contactRetryMs : deps.settings.replyTimeoutMs);
  const reply = deps.channel.simulatedReply(engagement);
  if (reply.kind === 'interactive') return undefined;
  const delay = deps.settings.sandboxTurnDelayMs;
  if (reply.kind === 'silent') return timeout(delay);
  return { work: { type: 'patient_reply', ...base, text: reply.text }, delayMs: delay };
};

const afterAgentTurn = async (deps: ConversationDeps, engagement: EngagementItem, attempt: number): Promise<void> => {
  const next = followUp(deps, engagement, attempt);
  if (next) await send(deps, next);
};

/** When the next contact attempt is due after `next`: only while nobody answered and attempts are left. */
const nextAttemptAt = (deps: ConversationDeps, next: FollowUp | undefined, attempt: number, now: Date): string | null =>
  next?.work.type === 'reply_timeout' && next.work.replies_seen === 0 && attempt < deps.settings.maxContactAttempts
    ? new Date(now.getTime() + next.delayMs).toISOString()
    : null;

/** The engagement changed between read and write; the message must be handled again on a fresh read. */
export class EngagementChangedError extends Error {
  override readonly name = 'EngagementChangedError';
}

/**
 * Writes one step. False when only the engagement's own version check failed (somebody moved it
 * first: a cancellation, another message); any other failed condition (the patient memory of a
 * concurrent engagement, a batch) is thrown, so the message is retried and nothing is dropped.
 */
const commit = async (deps: ConversationDeps, writes: WriteOperation[]): Promise<boolean> => {
  try {
    await deps.store.transactWrite(writes);
    countLifecycleEvents(writes);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledError && error.failedConditions.length === 1 && error.failedConditions[0] === 0) return false;
    throw error;
  }
};

/** The text of the agent's latest turn (what a contact retry asks again). */
export const lastAgentText = async (deps: ConversationDeps, engagement: EngagementItem): Promise<string> =>
  (await listTurns(deps.store, engagement.org_id, engagement.id)).findLast((turn) => turn.speaker === 'agent')?.text ?? '';

/** First contact (attempt 1) or a retry: greet and ask, or ask again, the current question. */
export const contact = async (deps: ConversationDeps, engagement: EngagementItem, attempt: number): Promise<boolean> => {
  const now = deps.now?.() ?? new Date();
  const protocol = protocolDefinitionOf(engagement);
  const existing = stateOf(engagement);
  const selection = existing ? { channel: engagementChannel(engagement) } : await deps.channel.select(engagement);
  if ('failure' in selection) return finish(deps, engagement, 'unreachable', { failure: selection.failure });
  const { channel } = selection;
  if (!existing && attempt === 1 && deps.channel.openingAt) {
    const opening = await deps.channel.openingAt(engagement, now);
    if (opening > now) return postponeFirstContact(deps, engagement, opening, now);
  }
  const step = existing
    ? null
    : startConversation(protocol, {
        language: engagement.patient.language,
        channel,
        now: now.toISOString(),
        branding: (engagement.white_label as Branding | null) ?? undefined,
      });
  const state = existing ?? (step as NonNullable<typeof step>).state;
  const turns: Turn[] = step?.agent_turn ? [step.agent_turn] : [];
  const ehrData = existing ? undefined : await deps.ehrData?.(engagement);
  const made = newAttempt(attempt, channel, now);
  const changes: Partial<EngagementItem> = {
    channel,
    conversation: state as unknown as EngagementItem['conversation'],
    contact_attempts: attempt,
    contact_log: withAttempt(engagement.contact_log, made),
    turn_count: engagement.turn_count + turns.length,
    ...(ehrData ? { context: { ...((engagement.context as Record<string, unknown> | null) ?? {}), ehr_data: ehrData } } : {}),
  };
  const next = followUp(deps, applyChanges(engagement, changes, now), attempt);
  changes.next_attempt_at = nextAttemptAt(deps, next, attempt, now);
  const also = [...turnWrites(engagement, turns, engagement.turn_count + 1), ...(deps.channel.contactWrites?.(engagement, now) ?? [])];
  if (!(await commit(deps, transitionWrites(engagement, changes, now, also)))) return false;
  logAttempt({ org_id: engagement.org_id, engagement_id: engagement.id }, made, changes.next_attempt_at);
  const after = applyChanges(engagement, changes, now);
  const delivery = await deps.channel.deliver(after, step?.agent_turn?.text ?? (await lastAgentText(deps, engagement)), attempt, now);
  if (!delivery.ok) await attemptFailed(deps, after, attempt, delivery);
  if (next) await send(deps, next);
  return true;
};

/**
 * A conversation the patient opened by calling in (docs/decisions.md 98): the call is its first
 * contact, already answered. `created` is the new item (as the conversation creation builds it);
 * the engine greets and asks the first question as at any first contact, and the item is written
 * `in_progress`, with the call's id as its `channel_reference`, its creation and its start
 * announced in the same transaction (with `also`: the claim on the call). The starter then finds
 * nothing to start, and no retry calls the patient back; the wait for the first reply is the
 * reply timeout (docs/decisions.md 119).
 */
export const openByPatient = async (deps: ConversationDeps, created: EngagementItem, callId: string, also: WriteOperation[] = []): Promise<ReplyResult> => {
  const now = deps.now?.() ?? new Date();
  const channel = engagementChannel(created);
  const step = startConversation(protocolDefinitionOf(created), {
    language: created.patient.language,
    channel,
    now: now.toISOString(),
    branding: (created.white_label as Branding | null) ?? undefined,
  });
  const turns: Turn[] = step.agent_turn ? [step.agent_turn] : [];
  const attempt = { ...newAttempt(1, channel, now), result: 'answered' as const };
  const opened: EngagementItem = {
    ...created,
    status: 'in_progress',
    started_at: now.toISOString(),
    channel,
    channel_reference: callId,
    conversation: step.state as unknown as EngagementItem['conversation'],
    contact_attempts: 1,
    contact_log: [attempt],
    next_attempt_at: null,
    turn_count: turns.length,
  };
  const started = () => [{ put: engagementEvent(opened, 'engagement.started', { channel, started_at: now.toISOString() }, now) }];
  const writes = [
    ...creationWrites(opened, now, started),
    ...turnWrites(opened, turns, 1),
    ...(deps.channel.contactWrites?.(opened, now) ?? []),
    ...also,
  ];
  // The item's condition (its id is new) never fails in practice; a failed claim in `also` is thrown.
  if (!(await commit(deps, writes))) throw new EngagementChangedError(`Conversation ${opened.id} exists already`);
  logAttempt({ org_id: opened.org_id, engagement_id: opened.id }, attempt, null);
  await afterAgentTurn(deps, opened, 1);
  return { engagement: opened, agentTurn: step.agent_turn, finished: false };
};

/**
 * Quiet hours (no first contact between 21:00 and 08:00 in the patient's zone): the start comes
 * back at `opening` through the scheduler, which GET shows as `next_attempt_at`.
 */
const postponeFirstContact = async (deps: ConversationDeps, engagement: EngagementItem, opening: Date, now: Date): Promise<boolean> => {
  if (!(await commit(deps, transitionWrites(engagement, { next_attempt_at: opening.toISOString() }, now)))) return false;
  await send(deps, { work: { type: 'start', org_id: engagement.org_id, engagement_id: engagement.id, after_quiet_hours: true }, delayMs: opening.getTime() - now.getTime() });
  return true;
};

/**
 * The channel could not deliver the opening message of attempt `attempt` (refused when sent, or
 * reported failed or undelivered by its status callback). The patient asked not to be contacted,
 * or the organization's settings are refused: the engagement fails at once. Otherwise the attempt
 * counts as failed and the contact retry already planned takes its course. Returns whether
 * anything changed.
 */
export const attemptFailed = async (
  deps: ConversationDeps,
  engagement: EngagementItem,
  attempt: number,
  failure: Pick<Extract<Delivery, { ok: false }>, 'reason' | 'provider_code'>,
): Promise<boolean> => {
  logger.warn('Contact attempt not delivered', { org_id: engagement.org_id, engagement_id: engagement.id, attempt, reason: failure.reason, provider_code: failure.provider_code });
  const log = failAttempt(engagement.contact_log, attempt);
  if (!log || engagement.status !== 'scheduled') return false;
  const now = deps.now?.() ?? new Date();
  if (failure.reason === 'opted_out' || failure.reason === 'not_configured') {
    const optedOut = failure.reason === 'opted_out';
    return finish(deps, engagement, 'unreachable', {
      failure: optedOut ? 'opted_out' : 'channel_not_configured',
      changes: { contact_log: log },
      // Twilio's refusal (21610) means the number sent STOP: recorded like one.
      writes: optedOut ? [consentWrite(engagement.org_id, engagement.patient.phone, 'opted_out', now)] : [],
    });
  }
  return commit(deps, transitionWrites(engagement, { contact_log: log }, now));
};

/**
 * WhatsApp: the opening of attempt `attempt` went as the organization's template (the session
 * window was closed), so the patient's first message opens the window rather than answering a
 * question nobody asked yet: the question the template stood for goes out now, free-form.
 */
export const askAgain = async (deps: ConversationDeps, engagement: EngagementItem): Promise<void> => {
  const delivery = await deps.channel.deliver(engagement, await lastAgentText(deps, engagement), engagement.contact_attempts, deps.now?.() ?? new Date(), 'turn');
  if (!delivery.ok) logger.warn('Agent turn not delivered', { org_id: engagement.org_id, engagement_id: engagement.id, reason: delivery.reason, provider_code: delivery.provider_code });
};

/** An agent turn of a conversation under way: a failure is only logged (the reply timeout ends a conversation nobody hears). */
const deliverTurn = async (deps: ConversationDeps, engagement: EngagementItem, turn: Turn | null): Promise<void> => {
  if (!turn) return;
  const delivery = await deps.channel.deliver(engagement, turn.text, engagement.contact_attempts, deps.now?.() ?? new Date(), 'turn');
  if (!delivery.ok) logger.warn('Agent turn not delivered', { org_id: engagement.org_id, engagement_id: engagement.id, reason: delivery.reason, provider_code: delivery.provider_code });
};

const outcomeEvents = (engagement: EngagementItem, outcome: Outcome, now: Date, durationSeconds: number): EventItem[] => {
  const risk = outcome.risk_level;
  const events: EventItem[] = [];
  if (outcome.escalation) {
    events.push(
      engagementEvent(
        engagement,
        'engagement.escalated',
        {
          escalation_type: outcome.escalation.type,
          severity: outcome.escalation.severity,
          reason: outcome.escalation.reason,
          action_taken: 'Automated conversation stopped; the clinic escalation protocol applies',
          requires_human_review: true,
          contact_info: { phone: engagement.patient.phone, last_channel: engagementChannel(engagement) },
        },
        now,
        outcome.escalation.severity,
      ),
    );
  }
  const { duration_seconds: _duration, ...metrics } = outcome.metrics;
  events.push(
    engagementEvent(
      engagement,
      'engagement.completed',
      {
        channel: engagementChannel(engagement),
        duration_seconds: durationSeconds,
        clinical_note: outcome.clinical_note,
        tasks: outcome.tasks,
        risk_flags: outcome.risk_flags,
        risk_level: risk,
        metrics,
        requires_human_review: outcome.requires_human_review,
        transcript_url: transcriptUrl(engagement.id),
      },
      now,
      risk,
    ),
    engagementEvent(engagement, 'clinical_note.ready', { clinical_note: outcome.clinical_note, risk_level: risk }, now, risk),
    ...outcome.tasks.map((task) => engagementEvent(engagement, 'engagement.task_created', { task, risk_level: risk }, now, risk)),
  );
  return events;
};

/** Ends the conversation: outcome, events, patient memory and batch counters in one transaction. */
export const finish = async (
  deps: ConversationDeps,
  engagement: EngagementItem,
  ended: EndReason,
  extra: { writes?: WriteOperation[]; changes?: Partial<EngagementItem>; failure?: FailureReason } = {},
): Promise<boolean> => {
  const now = deps.now?.() ?? new Date();
  const state = stateOf(engagement);
  const failed = ended === 'unreachable';
  const failureReason = extra.failure ?? 'unreachable';
  const status: EngagementStatus = failed ? 'failed' : ended === 'cancelled' ? 'cancelled' : 'completed';
  // An engagement nobody answered ends without an outcome: nothing to read, nothing to load.
  const derivesOutcome = state !== null && (!failed || state.patient_turns > 0);
  if (derivesOutcome) await loadLanguage(state.language);
  const outcome = derivesOutcome ? deriveOutcome(protocolDefinitionOf(engagement), state, { ended, now: now.toISOString() }) : null;
  const changes: Partial<EngagementItem> = {
    ...extra.changes,
    status,
    completed_at: now.toISOString(),
    outcome: outcome as unknown as EngagementItem['outcome'],
    failure_reason: failed ? failureReason : null,
    next_attempt_at: null,
    ...(failed ? { contact_log: settleLatest(extra.changes?.contact_log ?? engagement.contact_log, 'no_answer') } : {}),
  };
  const after = applyChanges(engagement, changes, now);
  const durationSeconds = outcome?.metrics.duration_seconds ?? 0;
  const events: EventItem[] =
    status === 'failed'
      ? [engagementEvent(engagement, 'engagement.failed', { reason: failureReason, attempts: engagement.contact_attempts, channel: engagementChannel(engagement) }, now)]
      : status === 'cancelled'
        ? [engagementEvent(engagement, 'engagement.cancelled', { previous_status: engagement.status, cancelled_at: now.toISOString(), partial_outcome: outcome }, now)]
        : outcomeEvents(engagement, outcome as Outcome, now, durationSeconds);
  // A conversation's patient is the EHR's, not an engagement-interface patient with a memory (docs/decisions.md 94).
  const memory = outcome && status !== 'cancelled' && engagement.kind !== 'conversation' ? await patientMemoryWrites(deps.store, after, outcome, now) : [];
  const writes = transitionWrites(engagement, changes, now, [
    ...(extra.writes ?? []),
    ...events.map((event) => ({ put: event })),
    ...memory,
    ...batchTransitionWrites(engagement, status),
  ]);
  const committed = await commit(deps, writes);
  if (committed && engagement.batch_id) await completeBatchIfDone(deps.store, engagement.org_id, engagement.batch_id, now);
  return committed;
};

export interface ReplyResult {
  engagement: EngagementItem;
  agentTurn: Turn | null;
  finished: boolean;
}

/** One patient reply: understood by the engine, answered with the agent's next turn, or the end. */
export const receiveReply = async (deps: ConversationDeps, engagement: EngagementItem, text: string): Promise<ReplyResult | undefined> => {
  const now = deps.now?.() ?? new Date();
  const state = stateOf(engagement);
  if (!state || isTerminal(engagement.status)) return undefined;
  await loadLanguage(state.language);
  const step = handleReply(protocolDefinitionOf(engagement), state, text, { now: now.toISOString() });
  const turns = [step.patient_turn, step.agent_turn].filter((turn): turn is Turn => turn !== null);
  const firstReply = engagement.status === 'scheduled';
  const changes: Partial<EngagementItem> = {
    conversation: step.state as unknown as EngagementItem['conversation'],
    turn_count: engagement.turn_count + turns.length,
    contact_log: settleLatest(engagement.contact_log, 'answered'),
    next_attempt_at: null,
    ...(firstReply ? { status: 'in_progress' as const, started_at: now.toISOString() } : {}),
  };
  const also: WriteOperation[] = [
    ...turnWrites(engagement, turns, engagement.turn_count + 1),
    ...(firstReply
      ? [{ put: engagementEvent(engagement, 'engagement.started', { channel: engagementChannel(engagement), started_at: now.toISOString() }, now) }]
      : []),
    ...(firstReply ? batchTransitionWrites(engagement, 'in_progress') : []),
  ];
  const after = applyChanges(engagement, changes, now);
  if (step.finished) {
    const committed = await finish(deps, { ...after, version: engagement.version }, step.state.status === 'escalated' ? 'escalated' : 'completed', {
      writes: also,
      changes,
    });
    if (committed) await deliverTurn(deps, after, step.agent_turn);
    return committed ? { engagement: after, agentTurn: step.agent_turn, finished: true } : undefined;
  }
  if (!(await commit(deps, transitionWrites(engagement, changes, now, also)))) return undefined;
  await deliverTurn(deps, after, step.agent_turn);
  await afterAgentTurn(deps, after, engagement.contact_attempts);
  return { engagement: after, agentTurn: step.agent_turn, finished: false };
};

/**
 * A reply after the conversation ended. Nothing more is asked, but what the patient says is still
 * read: a safety or clinical signal escalates the engagement after the fact (outcome flagged for
 * human review, `engagement.escalated` sent), because a crisis said one message too late is
 * still a crisis. Returns whether it escalated.
 */
export const receiveLateReply = async (deps: ConversationDeps, engagement: EngagementItem, text: string): Promise<boolean> => {
  const state = stateOf(engagement);
  const outcome = engagement.outcome as Outcome | null;
  if (!state || engagement.status !== 'completed' || !outcome || outcome.escalation) return false;
  const now = deps.now?.() ?? new Date();
  await loadLanguage(state.language);
  const step = handleReply(protocolDefinitionOf(engagement), state, text, { now: now.toISOString() });
  const escalation = step.state.escalation;
  if (step.state.status !== 'escalated' || !escalation) return false;
  const escalatedOutcome = withLateEscalation(outcome, escalation);
  const turns = [step.patient_turn, step.agent_turn].filter((turn): turn is Turn => turn !== null);
  const changes = {
    conversation: step.state as unknown as EngagementItem['conversation'],
    outcome: escalatedOutcome as unknown as EngagementItem['outcome'],
    turn_count: engagement.turn_count + turns.length,
  };
  const risk = escalatedOutcome.risk_level;
  const events = [
    outcomeEvents(engagement, escalatedOutcome, now, 0)[0] as EventItem,
    engagementEvent(engagement, 'engagement.task_created', { task: escalatedOutcome.tasks.at(-1), risk_level: risk }, now, risk),
  ];
  return commit(deps, transitionWrites(engagement, changes, now, [...turnWrites(engagement, turns, engagement.turn_count + 1), ...events.map((put) => ({ put }))]));
};

/** No reply in time: retry the contact, fail as unreachable, or end a conversation the patient left. */
const replyTimedOut = (deps: ConversationDeps, engagement: EngagementItem, attempt: number): Promise<boolean> => {
  if (patientReplies(engagement) > 0) return finish(deps, engagement, 'stopped_responding');
  if (attempt < deps.settings.maxContactAttempts && !openedByPatient(engagement)) return contact(deps, engagement, attempt + 1);
  return finish(deps, engagement, 'unreachable');
};

/** The text of the patient's latest reply, as the engine recorded it. */
const lastReplyText = (engagement: EngagementItem): string | undefined => stateOf(engagement)?.answers.at(-1)?.text;

/**
 * What one message asks for, if it still applies to the engagement as it is now. A message whose
 * own step is already written (the process stopped between the write and sending the follow-up,
 * then the message came back) sends the follow-up again: duplicates of a follow-up are harmless,
 * since every message carries the position it applies to.
 */
const step = async (deps: ConversationDeps, engagement: EngagementItem, work: EngagementWork): Promise<boolean | undefined> => {
  const replies = patientReplies(engagement);
  const resendFollowUp = async () => {
    await afterAgentTurn(deps, engagement, engagement.contact_attempts);
    return true;
  };
  switch (work.type) {
    case 'start':
      if (!stateOf(engagement)) return contact(deps, engagement, 1);
      return replies === 0 && engagement.contact_attempts === 1 ? resendFollowUp() : undefined;
    case 'contact_attempt':
      if (replies > 0) return undefined;
      if (engagement.contact_attempts < work.attempt) return contact(deps, engagement, work.attempt);
      return engagement.contact_attempts === work.attempt ? resendFollowUp() : undefined;
    case 'patient_reply':
      if (replies === work.replies_seen) return (await receiveReply(deps, engagement, work.text)) !== undefined;
      return replies === work.replies_seen + 1 && lastReplyText(engagement) === work.text ? resendFollowUp() : undefined;
    case 'reply_timeout':
      if (replies === work.replies_seen && engagement.contact_attempts === work.attempt) return replyTimedOut(deps, engagement, work.attempt);
      return replies === 0 && work.replies_seen === 0 && engagement.contact_attempts === work.attempt + 1 ? resendFollowUp() : undefined;
  }
};

const waitUntil = async (notBefore: number | undefined, now: Date): Promise<void> => {
  const wait = notBefore === undefined ? 0 : Math.min(1_000, notBefore - now.getTime());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

/**
 * Handles one message of the engagement work queue. A message that no longer applies (duplicate,
 * overtaken) does nothing; one whose write lost a race is thrown back for redelivery.
 */
export const handleWork = async (deps: ConversationDeps, work: EngagementWork): Promise<void> => {
  if ('not_before' in work) await waitUntil(work.not_before, deps.now?.() ?? new Date());
  for (let attempt = 1; ; attempt++) {
    try {
      const engagement = await getEngagement(deps.store, work.org_id, work.engagement_id);
      if (!engagement || isTerminal(engagement.status)) return;
      const applied = await step(deps, engagement, work);
      if (applied === false) throw new EngagementChangedError(`Engagement ${engagement.id} changed while handling ${work.type}`);
      return;
    } catch (error) {
      // A lost race (the engagement, or the patient memory of a concurrent engagement, moved
      // first): read again and retry at once; after that, the queue redelivers the message.
      const raced = error instanceof EngagementChangedError || error instanceof TransactionCanceledError;
      if (!raced || attempt >= RACE_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};

const RACE_RETRIES = 4;
