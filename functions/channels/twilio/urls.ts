/**
 * Where Twilio calls back: the inbound routes under the production stage's public address
 * (`PUBLIC_BASE_URL`). Twilio signs each request with the exact URL it was given, so the routes
 * validate against the same string these functions build.
 */

export const TWILIO_ROUTES = {
  /** Inbound SMS and WhatsApp messages (configured on the number in Twilio's console). */
  messages: '/v1/channels/twilio/messages',
  /** Status callbacks of the messages and calls careloop starts. */
  status: '/v1/channels/twilio/status',
  /** TwiML of a call: asked when the call is answered, then after every `<Gather>`. */
  voice: '/v1/channels/twilio/voice',
} as const;
export type TwilioRoute = keyof typeof TWILIO_ROUTES;

/** The query parameter carrying the caller's `reference` (an engagement id) through Twilio. */
export const REFERENCE_PARAMETER = 'ref';

/** `PUBLIC_BASE_URL` + the route's path (+ `?ref=…`), with no doubled or missing slash. */
export const callbackUrl = (publicBaseUrl: string, route: TwilioRoute, query: Record<string, string | undefined> = {}): string => {
  const url = new URL(`${publicBaseUrl.replace(/\/+$/, '')}${TWILIO_ROUTES[route]}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
};

/** The `whatsapp:` address form Twilio uses for WhatsApp senders and recipients. */
export const whatsappAddress = (e164: string): string => `whatsapp:${e164}`;

/** The E.164 number of a Twilio address (`whatsapp:+…` or `+…`). */
export const numberOfAddress = (address: string): string => address.replace(/^whatsapp:/, '');
