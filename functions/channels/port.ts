/**
 * The channel port: how the conversation code reaches a real patient (DESIGN §11). One
 * implementation per provider (Twilio today: `twilio/adapter.ts`); the sandbox never uses it.
 *
 * Every operation resolves (never throws) with either the provider's id for what it accepted, or a
 * typed failure the caller can act on without knowing the provider:
 * - `opted_out`: the number asked not to be contacted (the engagement fails with `opted_out`);
 * - `invalid_number`: the number cannot receive this channel (not a phone, a landline for SMS…);
 * - `not_configured`: the organization has no sender for this channel, or its credentials or
 *   sender are refused by the provider (an operator must fix the settings);
 * - `rejected`: the provider refused this one request for another lasting reason;
 * - `transient`: timeout, network failure, rate limit, provider outage: try again later.
 */

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const CHANNEL_FAILURE_REASONS = ['opted_out', 'invalid_number', 'not_configured', 'rejected', 'transient'] as const;
export type ChannelFailureReason = (typeof CHANNEL_FAILURE_REASONS)[number];

export interface ChannelFailure {
  ok: false;
  reason: ChannelFailureReason;
  /** Only `transient` failures are worth repeating as they are. */
  retryable: boolean;
  /** The provider's error code (Twilio: 21610…), null when the failure is ours (timeout, no sender). */
  provider_code: number | null;
  /** What went wrong, for operators; never carries a phone number, a name or a credential. */
  message: string;
}

export interface MessageAccepted {
  ok: true;
  /** The provider's id of the message (Twilio: `SM…`), echoed by its status callbacks. */
  id: string;
  /** WhatsApp outside the 24-hour session window: the organization's approved template went instead of the text. */
  template: boolean;
}

export interface CallPlaced {
  ok: true;
  /** The provider's id of the call (Twilio: `CA…`). */
  id: string;
}

export interface CallEnded {
  ok: true;
  /** The call had already ended (nothing to do). */
  already_ended: boolean;
}

export interface OutboundMessage {
  channel: MessageChannel;
  /** The patient's number, E.164. */
  to: string;
  /** One question or message, as the patient reads it. */
  text: string;
  /**
   * WhatsApp only: true when the patient wrote within the last 24 hours, so free-form text may go.
   * Otherwise the conversation opens with the organization's template (and `template_variables`).
   */
  session_open?: boolean;
  template_variables?: Record<string, string>;
  /** An opaque id of ours (an engagement id) echoed back with every callback about this message. */
  reference?: string;
}

export interface OutboundCall {
  /** The patient's number, E.164. */
  to: string;
  /** An opaque id of ours echoed back with the call's TwiML requests and status callbacks. */
  reference?: string;
}

export interface ChannelPort {
  sendMessage(message: OutboundMessage): Promise<MessageAccepted | ChannelFailure>;
  /** Rings the patient; what is said is asked of the voice route when the call is answered. */
  placeCall(call: OutboundCall): Promise<CallPlaced | ChannelFailure>;
  /** Hangs up a call in progress (a cancelled engagement, an escalation). */
  endCall(callId: string): Promise<CallEnded | ChannelFailure>;
}

export const channelFailure = (reason: ChannelFailureReason, message: string, providerCode: number | null = null): ChannelFailure => ({
  ok: false,
  reason,
  retryable: reason === 'transient',
  provider_code: providerCode,
  message,
});
