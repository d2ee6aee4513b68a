import * as z from 'zod/mini';
import { logger } from '../core/logger';
import { CHANNELS, type Channel } from '../engine/types';

/**
 * An engagement's contact attempts, as `GET /v1/engagements/{id}` shows them and the stage logs
 * them. This is the seam where a channel says what became of an attempt: the channel took the
 * opening message (`sent`: the sandbox's simulated patient always does) or could not deliver it
 * (`failed`: refused when sent, or reported failed or undelivered by Twilio's status callback).
 * The conversation then settles a sent attempt as `answered` by the patient's first reply or
 * `no_answer` when the wait for it ran out. `not_sent` is kept for engagements of the time before
 * channels were wired, when production could reach nobody.
 */

export const CONTACT_RESULTS = ['sent', 'failed', 'not_sent', 'answered', 'no_answer'] as const;

export const ContactAttemptSchema = z.object({
  number: z.number().check(z.describe('1 for the first contact, then each retry')),
  at: z.string().check(z.describe('When the attempt was made (UTC)')),
  channel: z.enum(CHANNELS),
  result: z
    .enum(CONTACT_RESULTS)
    .check(
      z.describe(
        'sent: the message went out, no answer yet; failed: the channel could not deliver it (refused, failed or undelivered); not_sent: nothing could carry it (engagements made before channels were wired); answered: the patient replied; no_answer: the wait for a reply ran out',
      ),
    ),
});
export type ContactAttempt = z.infer<typeof ContactAttemptSchema>;

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

export const newAttempt = (number: number, channel: Channel, now: Date): ContactAttempt => ({ number, at: now.toISOString(), channel, result: 'sent' });

/** The log with attempt `number` marked failed, if it is the latest and still `sent`; undefined when nothing changes. */
export const failAttempt = (log: readonly ContactAttempt[], number: number): ContactAttempt[] | undefined => {
  const latest = log.at(-1);
  if (!latest || latest.number !== number || latest.result !== 'sent') return undefined;
  return [...log.slice(0, -1), { ...latest, result: 'failed' }];
};

/** One log line per attempt made: identifiers only, never the patient's number or words. */
export const logAttempt = (ids: { org_id: string; engagement_id: string }, attempt: ContactAttempt, nextAttemptAt: string | null): void =>
  logger.info('Contact attempt', { ...ids, attempt: attempt.number, channel: attempt.channel, result: attempt.result, next_attempt_at: nextAttemptAt });
