import * as z from 'zod/mini';
import { config } from '../core/config';
import { ports } from '../core/runtime';
import { queues } from '../core/runtime-queues';
import { scheduler } from '../core/runtime-scheduler';
import { type ConversationDeps, ENGAGEMENT_WORK_QUEUE, type EngagementWork } from './conversation';
import { sandboxChannel, twilioPatientChannel } from './patient-channel';

/** Messages of the engagement work queue, validated on the way in. */
const Ids = { org_id: z.string(), engagement_id: z.string() };
export const EngagementWorkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ...Ids, after_quiet_hours: z.optional(z.boolean()) }),
  z.object({ type: z.literal('contact_attempt'), ...Ids, attempt: z.number() }),
  z.object({ type: z.literal('patient_reply'), ...Ids, text: z.string(), replies_seen: z.number(), not_before: z.optional(z.number()) }),
  z.object({ type: z.literal('reply_timeout'), ...Ids, replies_seen: z.number(), attempt: z.number(), not_before: z.optional(z.number()) }),
]);

/** Creating the engagements of an accepted batch (functions/engagements/batches.ts). */
export interface ExpandBatchWork {
  type: 'expand_batch';
  org_id: string;
  batch_id: string;
}
const WorkMessageSchema = z.union([EngagementWorkSchema, z.object({ type: z.literal('expand_batch'), org_id: z.string(), batch_id: z.string() })]);

export const parseWork = (body: string): EngagementWork | ExpandBatchWork => WorkMessageSchema.parse(JSON.parse(body)) as EngagementWork | ExpandBatchWork;

/** The conversation's dependencies in this container. */
export const conversationDeps = (): ConversationDeps => {
  const settings = config();
  return {
    store: ports().store,
    queue: () => queues().get(ENGAGEMENT_WORK_QUEUE),
    scheduler,
    stage: settings.STAGE,
    channel: settings.STAGE === 'sandbox' ? sandboxChannel : twilioPatientChannel(ports().store),
    settings: {
      maxContactAttempts: settings.ENGAGEMENT_CONTACT_ATTEMPTS,
      contactRetryMs: settings.ENGAGEMENT_CONTACT_RETRY_SECONDS * 1000,
      replyTimeoutMs: settings.ENGAGEMENT_REPLY_TIMEOUT_SECONDS * 1000,
      sandboxTurnDelayMs: settings.SANDBOX_TURN_DELAY_MS,
    },
  };
};
