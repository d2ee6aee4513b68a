import * as z from 'zod/mini';
import { type ChannelFailure, type ChannelFailureReason, channelFailure } from '../port';

/**
 * Twilio's REST errors mapped to the port's typed failures. Twilio answers a refused request with
 * `{code, message, more_info, status}`; the code says why (https://www.twilio.com/docs/api/errors).
 * Codes not listed here fall back on the HTTP status: 401/403/404 are the organization's settings,
 * 429 and 5xx are transient, any other 4xx refuses this one request.
 */

export const TwilioErrorBodySchema = z.object({
  code: z.number(),
  message: z.string(),
  more_info: z.optional(z.string()),
  status: z.optional(z.number()),
});

/** 21610: "Attempt to send to unsubscribed recipient" (the patient texted STOP to this sender). */
export const TWILIO_UNSUBSCRIBED = 21610;

/** 21220: "Invalid call state": the call is no longer in progress (ending it again is a no-op). */
export const TWILIO_CALL_NOT_IN_PROGRESS = 21220;

const REASON_BY_CODE: ReadonlyMap<number, ChannelFailureReason> = new Map([
  [TWILIO_UNSUBSCRIBED, 'opted_out'],
  // The patient's number: invalid 'To' (21211), cannot be reached (21214), not a valid phone for
  // a call (21217), unroutable (21612), not SMS-capable (21614), a short code (21265), a landline
  // where Twilio does not try SMS (21635), calls not supported to it (13224).
  [21211, 'invalid_number'],
  [21214, 'invalid_number'],
  [21217, 'invalid_number'],
  [21265, 'invalid_number'],
  [21612, 'invalid_number'],
  [21614, 'invalid_number'],
  [21635, 'invalid_number'],
  [13224, 'invalid_number'],
  // The organization's account or sender: authentication (20003), unknown resource (20404), the
  // 'From' number is not the account's or cannot send (21606, 21659, 21660, 21661, 21212), no
  // WhatsApp sender with that address (63007), trial accounts (21608).
  [20003, 'not_configured'],
  [20404, 'not_configured'],
  [21212, 'not_configured'],
  [21606, 'not_configured'],
  [21608, 'not_configured'],
  [21659, 'not_configured'],
  [21660, 'not_configured'],
  [21661, 'not_configured'],
  [63007, 'not_configured'],
  // Too many requests, queue overflow, the channel's rate limit.
  [20429, 'transient'],
  [30001, 'transient'],
  [63018, 'transient'],
]);

const reasonOfStatus = (status: number): ChannelFailureReason => {
  if (status === 401 || status === 403 || status === 404) return 'not_configured';
  if (status === 429 || status >= 500) return 'transient';
  return 'rejected';
};

/** Twilio's messages quote the numbers they refuse; failures end up in logs, so numbers never do. */
export const withoutPhoneNumbers = (text: string): string => text.replace(/(whatsapp:)?\+?\d[\d\s().-]{5,}\d/g, '[number]');

/** The failure for a non-2xx answer from Twilio: its status and its (possibly non-JSON) body. */
export const twilioFailure = (httpStatus: number, body: unknown): ChannelFailure => {
  const parsed = TwilioErrorBodySchema.safeParse(body);
  if (!parsed.success) return channelFailure(reasonOfStatus(httpStatus), `Twilio answered HTTP ${httpStatus}`);
  const { code, message } = parsed.data;
  const reason = REASON_BY_CODE.get(code) ?? reasonOfStatus(httpStatus);
  return channelFailure(reason, `Twilio error ${code}: ${withoutPhoneNumbers(message)}`, code);
};
