import { configuredChannels, organizationChannels } from '../channels/accounts';
import { chooseChannel } from '../channels/choice';
import { contactedWrite, getPatientContact, isOptedOut, sessionOpen } from '../channels/patient-contacts';
import { contactTimeZone, firstContactAt } from '../channels/quiet-hours';
import { getPatientProfile } from '../patients/store';
import { type ChannelFailure, channelFailure } from '../channels/port';
import { type SimulatedReply, simulatedReply } from '../engine/sandbox-patient';
import type { Channel, ConversationState } from '../engine/types';
import type { Store, WriteOperation } from '../core/storage/port';
import { type EngagementItem, protocolDefinitionOf } from './schemas';

/**
 * How the conversation reaches the patient of an engagement: the one path every agent turn takes.
 * Two adapters: the sandbox's simulated patient (DESIGN §8: nothing leaves the machine) and, in
 * production, the organization's Twilio account (functions/channels).
 */

export type Delivery = { ok: true; id: string } | ChannelFailure;

/** Why an engagement ended without reaching its patient. */
export type FailureReason = 'unreachable' | 'channel_not_configured' | 'opted_out';

export type Selection = { channel: Channel } | { failure: Exclude<FailureReason, 'unreachable'> };

export interface PatientChannel {
  /** The channel that carries the engagement; or why none may: no sender the protocol allows, or the number opted out. */
  select(engagement: EngagementItem): Promise<Selection>;
  /** When the first contact may happen (quiet hours); absent: at once. */
  openingAt?(engagement: EngagementItem, now: Date): Promise<Date>;
  /**
   * Sends one agent turn of contact attempt `attempt`: the `opening` of an attempt, or a `turn` of
   * the conversation under way (on a call, a turn is said in the voice route's answer instead).
   */
  deliver(engagement: EngagementItem, text: string, attempt: number, now: Date, kind?: 'opening' | 'turn'): Promise<Delivery>;
  /** Writes that go with a first contact's transaction (production: replies from the number now belong to this engagement). */
  contactWrites?(engagement: EngagementItem, now: Date): WriteOperation[];
  /** The sandbox only: what the simulated patient does after the latest turn (a real patient's replies arrive by webhook). */
  simulatedReply?(engagement: EngagementItem): SimulatedReply;
}

/** The channel the engagement was given at its first contact (older items: the patient's preference). */
export const engagementChannel = (engagement: EngagementItem): Channel => engagement.channel ?? engagement.patient.preferred_channel;

const protocolChannels = (engagement: EngagementItem): Channel[] => {
  const channels = protocolDefinitionOf(engagement).channels;
  return channels?.length ? channels : ['voice'];
};

/** The sandbox: every turn reaches the simulated patient, who answers through the work queue. */
export const sandboxChannel: PatientChannel = {
  select: async (engagement) => ({ channel: engagement.patient.preferred_channel }),
  deliver: async () => ({ ok: true, id: 'simulated' }),
  simulatedReply: (engagement) =>
    simulatedReply({
      engagementId: engagement.id,
      phone: engagement.patient.phone,
      protocol: protocolDefinitionOf(engagement),
      state: engagement.conversation as unknown as ConversationState,
      language: engagement.patient.language,
    }),
};

/** What carries a message back to its engagement (or conversation, `cnv_…`) and attempt through Twilio's callbacks (`ref`). */
export const messageReference = (engagementId: string, attempt: number): string => `${engagementId}.${attempt}`;

export const parseMessageReference = (reference: string | undefined): { engagementId: string; attempt: number } | undefined => {
  const match = reference ? /^((?:eng|cnv)_[0-9a-z]{26})\.(\d{1,2})$/.exec(reference) : null;
  return match ? { engagementId: match[1] as string, attempt: Number(match[2]) } : undefined;
};

/** Production: the organization's Twilio account (DESIGN §11). */
export const twilioPatientChannel = (store: Store): PatientChannel => ({
  select: async (engagement) => {
    const channels = await organizationChannels(engagement.org_id);
    const channel = channels ? chooseChannel(engagement.patient.preferred_channel, protocolChannels(engagement), configuredChannels(channels.account)) : null;
    if (!channel) return { failure: 'channel_not_configured' };
    if (isOptedOut(await getPatientContact(store, engagement.org_id, engagement.patient.phone))) return { failure: 'opted_out' };
    return { channel };
  },
  openingAt: async (engagement, now) => {
    const [profile, channels] = await Promise.all([getPatientProfile(store, engagement.org_id, engagement.patient.id), organizationChannels(engagement.org_id)]);
    return firstContactAt(now, contactTimeZone(profile?.timezone, channels?.settings.timezone));
  },
  contactWrites: (engagement, now) => [contactedWrite(engagement.org_id, engagement.patient.phone, engagement.id, now)],
  deliver: async (engagement, text, attempt, now, kind = 'opening') => {
    const channel = engagementChannel(engagement);
    if (channel === 'voice' && kind === 'turn') return { ok: true, id: 'twiml' };
    const channels = await organizationChannels(engagement.org_id);
    if (!channels) return channelFailure('not_configured', 'the organization has no channel settings');
    const contact = await getPatientContact(store, engagement.org_id, engagement.patient.phone);
    if (isOptedOut(contact)) return channelFailure('opted_out', 'the number opted out of this organization');
    // A call: the greeting and the question are said when the call asks the voice route for its TwiML.
    if (channel === 'voice') return channels.port.placeCall({ to: engagement.patient.phone, reference: messageReference(engagement.id, attempt) });
    const open = channel === 'whatsapp' ? sessionOpen(contact, now) : undefined;
    return channels.port.sendMessage({
      channel,
      to: engagement.patient.phone,
      text,
      ...(open === undefined ? {} : { session_open: open }),
      reference: messageReference(engagement.id, attempt),
    });
  },
});
