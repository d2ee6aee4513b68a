import { ports } from '../../core/runtime';
import { queues } from '../../core/runtime-queues';
import { askAgain, ENGAGEMENT_WORK_QUEUE, type EngagementWork, finish, receiveLateReply } from '../../engagements/conversation';
import type { ConsentChange } from '../consent';
import { TERMINAL_STATUSES } from '../../engagements/schemas';
import { getEngagement } from '../../engagements/store';
import { conversationDeps } from '../../engagements/work';
import type { ConversationState } from '../../engine/types';
import { consentWrite, getPatientContact, type PatientContact, PatientContactSchema, recordInbound, sessionOpen } from '../patient-contacts';
import { engagementChannel } from '../../engagements/patient-channel';
import type { EngagementItem } from '../../engagements/schemas';
import { parseInboundMessage } from '../twilio/inbound';
import { twilioWebhook, twiml, unreadable } from './webhook';

const WRITE_RACES = 3;

/** A WhatsApp engagement nobody answered yet whose latest opening went as the template (the window was closed then). */
const openedByTemplate = (engagement: EngagementItem, before: PatientContact | undefined, state: ConversationState): boolean => {
  const opening = engagement.contact_log.at(-1);
  return engagementChannel(engagement) === 'whatsapp' && state.patient_turns === 0 && !!opening && !sessionOpen(before, new Date(opening.at));
};

/**
 * STOP (and its kin) opts the number out of every channel of the organization, and ends the
 * engagement under way with it (`failed`, `opted_out`); START / UNSTOP opt it back in. Twilio
 * answers the keywords itself on SMS, so careloop says nothing.
 */
const changeConsent = async (orgId: string, number: string, change: ConsentChange, engagementId: string | undefined, now: Date): Promise<void> => {
  const store = ports().store;
  await store.transactWrite([consentWrite(orgId, number, change === 'opt_out' ? 'opted_out' : 'opted_in', now)]);
  if (change !== 'opt_out' || !engagementId) return;
  const deps = conversationDeps();
  for (let race = 0; race < WRITE_RACES; race++) {
    const engagement = await getEngagement(store, orgId, engagementId);
    if (!engagement || TERMINAL_STATUSES.includes(engagement.status)) return;
    if (await finish(deps, engagement, 'unreachable', { failure: 'opted_out' })) return;
  }
};

/**
 * POST /v1/channels/twilio/messages: an SMS or WhatsApp message from a patient. It is the reply to
 * the engagement that last contacted the number in this organization, and goes through the engine
 * exactly as a sandbox reply does (a `patient_reply` work message). A message from a number no
 * engagement awaits is ignored (a crisis said after the end still escalates that engagement);
 * consent keywords apply whether or not an engagement awaits.
 * The answer is always empty TwiML: what careloop says next goes out as its own message.
 */
export const handler = twilioWebhook('messages', async ({ orgId, form, now }) => {
  const parsed = parseInboundMessage(form);
  if (!parsed.ok) return unreadable(parsed.error);
  const message = parsed.event;
  const store = ports().store;
  const before = await getPatientContact(store, orgId, message.from);
  // The patient wrote: WhatsApp's 24-hour session window opens (re-opens) now.
  const contact = PatientContactSchema.parse(await recordInbound(store, orgId, message.from, now));
  if (message.consent) {
    await changeConsent(orgId, message.from, message.consent, contact.engagement_id, now);
    return twiml();
  }
  const engagement = contact.engagement_id ? await getEngagement(store, orgId, contact.engagement_id) : undefined;
  if (!engagement?.conversation || message.text.trim() === '') return twiml();
  if (TERMINAL_STATUSES.includes(engagement.status)) {
    await receiveLateReply(conversationDeps(), engagement, message.text);
    return twiml();
  }
  const state = engagement.conversation as unknown as ConversationState;
  if (openedByTemplate(engagement, before, state)) {
    await askAgain(conversationDeps(), engagement);
    return twiml();
  }
  const work: EngagementWork = { type: 'patient_reply', org_id: orgId, engagement_id: engagement.id, text: message.text, replies_seen: state.patient_turns };
  await queues().get(ENGAGEMENT_WORK_QUEUE).send(JSON.stringify(work));
  return twiml();
});
