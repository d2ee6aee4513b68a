import type { RouteDefinition } from '../api/route-definition';

/**
 * Twilio's webhooks (docs/channels.md): production only, no API key (each checks
 * `X-Twilio-Signature` with the organization's token), TwiML answers; not part of the API
 * reference, since only Twilio calls them.
 */
const twilioRoute = (
  id: string,
  path: string,
  file: string,
  summary: string,
  effects: Pick<RouteDefinition, 'sendsTo' | 'schedules' | 'ehrCredentials'> = {},
): RouteDefinition => ({
  id,
  method: 'POST',
  path,
  entry: `functions/channels/handlers/${file}.ts`,
  group: 'engagement',
  auth: 'none',
  scopes: [],
  rateLimit: 'public',
  table: 'write',
  summary,
  tag: 'Channels',
  productionOnly: true,
  channelCredentials: true,
  ...effects,
});

export const channelRoutes = {
  twilioMessages: twilioRoute('TwilioInboundMessage', '/v1/channels/twilio/messages', 'messages', "Twilio: a patient's SMS or WhatsApp message", { sendsTo: ['engagement-work'] }),
  twilioStatus: twilioRoute('TwilioStatusCallback', '/v1/channels/twilio/status', 'status', 'Twilio: what became of a message or call careloop started'),
  twilioVoice: twilioRoute('TwilioVoice', '/v1/channels/twilio/voice', 'voice', "Twilio: a call's TwiML, and the patient's spoken or typed replies", {
    // The reply read inline plans the reply timeout, which waits in a one-time schedule beyond 15 minutes.
    sendsTo: ['engagement-work'],
    schedules: 'create',
    // A call in identifies the caller in the organization's EHR (functions/conversations/call-in.ts).
    ehrCredentials: true,
  }),
} satisfies Record<string, RouteDefinition>;
