import * as z from 'zod/mini';
import type { Stage } from '../core/config';
import { logger } from '../core/logger';
import { CHANNELS, type Channel } from '../engine/types';

/**
 * An engagement's contact attempts, as `GET /v1/engagements/{id}` shows them and the stage logs
 * them. This is the seam where a channel says what became of an attempt: today the sandbox's
 * simulated patient receives every attempt (`sent`) and production has no channel yet, so nothing
 * leaves (`not_sent`). A real channel reports `sent` (or `not_sent` when it refuses the message);
 * the conversation then settles the attempt as `answered` by the patient's first reply or
 * `no_answer` when the wait for it ran out.
 */

export const CONTACT_RESULTS = ['sent', 'not_sent', 'answered', 'no_answer'] as const;
export type ContactResult = (typeof CONTACT_RESULTS)[number];

export const ContactAttemptSchema = z.object({
  number: z.number().check(z.describe('1 for the first contact, then each retry')),
  at: z.string().check(z.describe('When the attempt was made (UTC)')),
  channel: z.enum(CHANNELS),
  result: z
    .enum(CONTACT_RESULTS)
    .check(
      z.describe(
        'sent: the message went out, no answer yet; not_sent: no channel could carry it (production until its channels are configured); answered: the patient replied; no_answer: the wait for a reply ran out',
      ),
    ),
});
export type ContactAttempt = z.infer<typeof ContactAttemptSchema>;

/** What the stage's channel makes of an attempt. */
export const deliveryResult = (stage: Stage): ContactResult => (stage === 'sandbox' ? 'sent' : 'not_sent');

/** The latest attempt, settled by the patient's answer or its absence (one never sent stays so). */
export const settleLatest = (log: readonly ContactAttempt[], result: 'answered' | 'no_answer'): ContactAttempt[] =>
  log.map((attempt, index) => (index === log.length - 1 && attempt.result === 'sent' ? { ...attempt, result } : attempt));

/** The log with attempt `number` made now (the one before it left unanswered); a repeated attempt replaces its entry. */
export const withAttempt = (log: readonly ContactAttempt[], attempt: ContactAttempt): ContactAttempt[] => [
  ...settleLatest(
    log.filter((entry) => entry.number < attempt.number),
    'no_answer',
  ),
  attempt,
];

export const newAttempt = (number: number, channel: Channel, stage: Stage, now: Date): ContactAttempt => ({
  number,
  at: now.toISOString(),
  channel,
  result: deliveryResult(stage),
});

/** One log line per attempt made: identifiers only, never the patient's number or words. */
export const logAttempt = (ids: { org_id: string; engagement_id: string }, attempt: ContactAttempt, nextAttemptAt: string | null): void =>
  logger.info('Contact attempt', { ...ids, attempt: attempt.number, channel: attempt.channel, result: attempt.result, next_attempt_at: nextAttemptAt });
