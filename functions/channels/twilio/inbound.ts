import * as z from 'zod/mini';
import { type ConsentChange, consentChange } from '../consent';
import type { MessageChannel } from '../port';
import { numberOfAddress } from './urls';

/**
 * What Twilio posts to the inbound routes (form-encoded), read into typed events. Pure: the routes
 * check `X-Twilio-Signature` first (with the organization found by `ourNumber`), then parse.
 * Parameters careloop does not use are ignored, and a status it does not know is kept as a string
 * (Twilio adds parameters and values over time; a webhook must not fail because of one).
 */

const E164 = /^\+[1-9]\d{6,14}$/;
const Address = z.string().check(z.refine((value) => E164.test(numberOfAddress(value)), { message: 'Expected an E.164 number or whatsapp: address' }));
const Sid = (prefix: string) => z.string().check(z.regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`)));
const OptionalNumber = z.optional(z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)));

const InboundMessageForm = z.object({
  MessageSid: Sid('(SM|MM)'),
  AccountSid: Sid('AC'),
  From: Address,
  To: Address,
  Body: z._default(z.string(), ''),
  NumMedia: OptionalNumber,
});

const MessageStatusForm = z.object({
  MessageSid: Sid('(SM|MM)'),
  AccountSid: Sid('AC'),
  MessageStatus: z.string().check(z.minLength(1)),
  ErrorCode: OptionalNumber,
  From: Address,
  To: Address,
});

const CallForm = z.object({
  CallSid: Sid('CA'),
  AccountSid: Sid('AC'),
  CallStatus: z.string().check(z.minLength(1)),
  // A call in from a withheld number has no E.164 `From` (`anonymous`, `+266696687`…): it is
  // still answered (the caller is not identified). Our own number was checked by the signature.
  From: z.string().check(z.minLength(1)),
  To: Address,
  Direction: z._default(z.string(), 'outbound-api'),
  AnsweredBy: z.optional(z.string()),
  CallDuration: OptionalNumber,
  ErrorCode: OptionalNumber,
  SpeechResult: z.optional(z.string()),
  Confidence: OptionalNumber,
  Digits: z.optional(z.string()),
});

export interface InboundMessage {
  kind: 'message';
  channel: MessageChannel;
  message_id: string;
  account_sid: string;
  /** The patient's number (E.164). */
  from: string;
  /** The organization's sender number (E.164). */
  to: string;
  text: string;
  media_count: number;
  /** STOP, START and their kin (the whole message); null for an ordinary reply. */
  consent: ConsentChange | null;
}

export interface MessageStatusEvent {
  kind: 'message_status';
  message_id: string;
  account_sid: string;
  status: string;
  error_code: number | null;
  /** The organization's sender (E.164) and the patient (E.164). */
  from: string;
  to: string;
  /** Twilio's final word that the message did not reach the patient. */
  failed: boolean;
}

/** Who answered a call, from answering machine detection. */
export type AnsweredBy = 'human' | 'machine' | 'fax' | 'unknown' | null;

export interface CallEvent {
  kind: 'call_status' | 'voice';
  call_id: string;
  account_sid: string;
  status: string;
  direction: string;
  from: string;
  to: string;
  answered_by: AnsweredBy;
  duration_seconds: number | null;
  error_code: number | null;
  /** Voice route, after a `<Gather>`: what the patient said, and how sure the recogniser was. */
  speech: string | null;
  confidence: number | null;
  digits: string | null;
}

export type InboundEvent = InboundMessage | MessageStatusEvent | CallEvent;

export type ParsedInbound<T> = { ok: true; event: T } | { ok: false; error: string };

const formObject = (form: URLSearchParams): Record<string, string> => Object.fromEntries(form);

const failure = (error: z.core.$ZodError): { ok: false; error: string } => ({
  ok: false,
  error: error.issues.map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`).join('; '),
});

/** Message statuses after which nothing will reach the patient. */
const FAILED_MESSAGE_STATUSES = new Set(['failed', 'undelivered', 'canceled']);

const answeredBy = (value: string | undefined): AnsweredBy => {
  if (!value) return null;
  if (value === 'human') return 'human';
  if (value.startsWith('machine')) return 'machine';
  if (value === 'fax') return 'fax';
  return 'unknown';
};

/** `POST /v1/channels/twilio/messages`: an SMS or WhatsApp message from a patient. */
export const parseInboundMessage = (form: URLSearchParams): ParsedInbound<InboundMessage> => {
  const parsed = InboundMessageForm.safeParse(formObject(form));
  if (!parsed.success) return failure(parsed.error);
  const { MessageSid, AccountSid, From, To, Body, NumMedia } = parsed.data;
  return {
    ok: true,
    event: {
      kind: 'message',
      channel: From.startsWith('whatsapp:') ? 'whatsapp' : 'sms',
      message_id: MessageSid,
      account_sid: AccountSid,
      from: numberOfAddress(From),
      to: numberOfAddress(To),
      text: Body,
      media_count: NumMedia ?? 0,
      consent: consentChange(Body),
    },
  };
};

const callEvent = (kind: CallEvent['kind'], form: URLSearchParams): ParsedInbound<CallEvent> => {
  const parsed = CallForm.safeParse(formObject(form));
  if (!parsed.success) return failure(parsed.error);
  const data = parsed.data;
  return {
    ok: true,
    event: {
      kind,
      call_id: data.CallSid,
      account_sid: data.AccountSid,
      status: data.CallStatus,
      direction: data.Direction,
      from: data.From,
      to: data.To,
      answered_by: answeredBy(data.AnsweredBy),
      duration_seconds: data.CallDuration ?? null,
      error_code: data.ErrorCode ?? null,
      speech: data.SpeechResult?.trim() ? data.SpeechResult.trim() : null,
      confidence: data.Confidence ?? null,
      digits: data.Digits ? data.Digits : null,
    },
  };
};

/** `POST /v1/channels/twilio/status`: a message's or a call's status callback. */
export const parseStatusCallback = (form: URLSearchParams): ParsedInbound<MessageStatusEvent | CallEvent> => {
  if (form.has('CallSid')) return callEvent('call_status', form);
  const parsed = MessageStatusForm.safeParse(formObject(form));
  if (!parsed.success) return failure(parsed.error);
  const { MessageSid, AccountSid, MessageStatus, ErrorCode, From, To } = parsed.data;
  return {
    ok: true,
    event: {
      kind: 'message_status',
      message_id: MessageSid,
      account_sid: AccountSid,
      status: MessageStatus,
      error_code: ErrorCode ?? null,
      from: numberOfAddress(From),
      to: numberOfAddress(To),
      failed: FAILED_MESSAGE_STATUSES.has(MessageStatus),
    },
  };
};

/** `POST /v1/channels/twilio/voice`: a call asks for its TwiML (answered, or after a `<Gather>`). */
export const parseVoiceRequest = (form: URLSearchParams): ParsedInbound<CallEvent> => callEvent('voice', form);

/**
 * The organization's own number in a request, by which the routes find the organization and its
 * token: `To` when the patient started it (an inbound message or call), `From` when careloop did
 * (status callbacks, and the TwiML requests of the calls it placed).
 */
export const ourNumber = (event: InboundEvent): string => {
  if (event.kind === 'message') return event.to;
  if (event.kind === 'message_status') return event.from;
  return numberOfAddress(event.direction === 'inbound' ? event.to : event.from);
};

/** The same before parsing (the routes need the token before they trust anything else). */
export const ourNumberOfForm = (route: 'messages' | 'status' | 'voice', form: URLSearchParams): string | undefined => {
  const direction = form.get('Direction');
  const ours = route === 'messages' || direction === 'inbound' ? form.get('To') : form.get('From');
  return ours ? numberOfAddress(ours) : undefined;
};

/**
 * A contact attempt's outcome from a call's status: `answered` (a person), `voicemail` (a machine
 * or a fax: hang up, leave nothing), `unanswered` (busy, no answer, failed, cancelled), or null
 * while the call is still under way.
 */
export const callAttemptOutcome = (event: CallEvent): 'answered' | 'voicemail' | 'unanswered' | null => {
  if (event.answered_by === 'machine' || event.answered_by === 'fax') return 'voicemail';
  if (event.status === 'busy' || event.status === 'no-answer' || event.status === 'failed' || event.status === 'canceled') return 'unanswered';
  if (event.status === 'in-progress' || (event.status === 'completed' && (event.duration_seconds ?? 0) > 0)) return 'answered';
  if (event.status === 'completed') return 'unanswered';
  return null;
};
