import { ports } from '../../core/runtime';
import { attemptFailed } from '../../engagements/conversation';
import { parseMessageReference } from '../../engagements/patient-channel';
import { TERMINAL_STATUSES } from '../../engagements/schemas';
import { getEngagement } from '../../engagements/store';
import { conversationDeps } from '../../engagements/work';
import { TWILIO_UNSUBSCRIBED } from '../twilio/errors';
import { callAttemptOutcome, parseStatusCallback } from '../twilio/inbound';
import { REFERENCE_PARAMETER } from '../twilio/urls';
import { twilioWebhook, twiml, unreadable } from './webhook';

const WRITE_RACES = 3;

/**
 * POST /v1/channels/twilio/status: what became of a message or call careloop started. A failed or
 * undelivered opening message, or a busy, unanswered or failed call, or one a machine answered
 * (before the patient replied) is a failed contact attempt: the planned retry
 * follows, then `failed` / `unreachable`; Twilio's 21610 (the number sent STOP) fails the
 * engagement `opted_out`. Other statuses (queued, sent, delivered, read) change nothing.
 */
export const handler = twilioWebhook('status', async ({ orgId, form, query }) => {
  const parsed = parseStatusCallback(form);
  if (!parsed.ok) return unreadable(parsed.error);
  const status = parsed.event;
  const reference = parseMessageReference(query.get(REFERENCE_PARAMETER) ?? undefined);
  if (!reference) return twiml();
  // A call: busy, no answer, failed, or a machine: the attempt failed (an answered call is the voice route's).
  const outcome = status.kind === 'call_status' ? callAttemptOutcome(status) : null;
  const failed = status.kind === 'message_status' ? status.failed : outcome === 'unanswered' || outcome === 'voicemail';
  if (!failed) return twiml();
  const deps = conversationDeps();
  const failure = { reason: status.error_code === TWILIO_UNSUBSCRIBED ? ('opted_out' as const) : ('rejected' as const), provider_code: status.error_code };
  for (let race = 0; race < WRITE_RACES; race++) {
    const engagement = await getEngagement(ports().store, orgId, reference.engagementId);
    if (!engagement || TERMINAL_STATUSES.includes(engagement.status)) break;
    if (await attemptFailed(deps, engagement, reference.attempt, failure)) break;
    const again = await getEngagement(ports().store, orgId, reference.engagementId);
    if (!again || again.version === engagement.version) break; // nothing to change
  }
  return twiml();
});
