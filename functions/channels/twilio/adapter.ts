import * as z from 'zod/mini';
import {
  type CallEnded,
  type CallPlaced,
  type ChannelFailure,
  type ChannelPort,
  channelFailure,
  type MessageAccepted,
  type OutboundCall,
  type OutboundMessage,
} from '../port';
import { TWILIO_CALL_NOT_IN_PROGRESS, twilioFailure } from './errors';
import { callbackUrl, REFERENCE_PARAMETER, whatsappAddress } from './urls';

/**
 * The channel port over Twilio's REST API (2010-04-01), with plain `fetch`: form-encoded POSTs,
 * Basic auth with the account SID and auth token, JSON answers. Every request has its own timeout
 * and every outcome is a value (the port's), never an exception.
 */

/** One organization's Twilio account and senders (from `channels set`). */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  smsFrom?: string;
  whatsappFrom?: string;
  voiceFrom?: string;
  /** The approved WhatsApp template (Content SID `HX…`) that opens a conversation outside the 24-hour window. */
  whatsappTemplateSid?: string;
}

export interface TwilioAdapterOptions {
  /** Undefined: the organization has no channel settings, and every operation fails `not_configured`. */
  account: TwilioAccount | undefined;
  /** `TWILIO_API_BASE_URL` (https://api.twilio.com, or a recording server in tests). */
  apiBaseUrl: string;
  /** `PUBLIC_BASE_URL`: where Twilio calls back. */
  publicBaseUrl: string;
  /** Per request, answer included (default 5 s). */
  timeoutMs?: number;
  /** How long a call rings before it counts as unanswered (Twilio's `Timeout`, default 30 s). */
  ringSeconds?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TWILIO_TIMEOUT_MS = 5_000;
export const DEFAULT_RING_SECONDS = 30;
export const CALL_STATUS_EVENTS = ['initiated', 'ringing', 'answered', 'completed'] as const;

const E164 = /^\+[1-9]\d{6,14}$/;
const CALL_SID = /^CA[0-9a-fA-F]{32}$/;

const MessageResourceSchema = z.object({ sid: z.string().check(z.regex(/^(SM|MM)[0-9a-fA-F]{32}$/)), status: z.string() });
const CallResourceSchema = z.object({ sid: z.string().check(z.regex(CALL_SID)), status: z.string() });

type Answer = { ok: true; body: unknown } | ChannelFailure;

const isTimeout = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export class TwilioChannel implements ChannelPort {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioAdapterOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TWILIO_TIMEOUT_MS;
  }

  async sendMessage(message: OutboundMessage): Promise<MessageAccepted | ChannelFailure> {
    const { account } = this.options;
    const from = message.channel === 'sms' ? account?.smsFrom : account?.whatsappFrom;
    if (!account || !from) return channelFailure('not_configured', `no ${message.channel} sender is configured`);
    if (!E164.test(message.to)) return channelFailure('invalid_number', 'the recipient is not an E.164 number');
    const whatsapp = message.channel === 'whatsapp';
    const template = whatsapp && message.session_open !== true;
    if (template && !account.whatsappTemplateSid) return channelFailure('not_configured', 'no WhatsApp template is configured to open a conversation');
    if (!template && message.text.trim() === '') return channelFailure('rejected', 'the message is empty');
    const form = new URLSearchParams({
      To: whatsapp ? whatsappAddress(message.to) : message.to,
      From: whatsapp ? whatsappAddress(from) : from,
      StatusCallback: this.callback('status', message.reference),
    });
    if (template) {
      // Outside the session window WhatsApp takes only an approved template, and only without Body.
      form.set('ContentSid', account.whatsappTemplateSid as string);
      if (message.template_variables) form.set('ContentVariables', JSON.stringify(message.template_variables));
    } else {
      form.set('Body', message.text);
    }
    const answer = await this.post(account, 'Messages.json', form);
    if (!answer.ok) return answer;
    const resource = MessageResourceSchema.safeParse(answer.body);
    // Twilio took the request: sending it again could reach the patient twice, so this is not transient.
    if (!resource.success) return channelFailure('rejected', 'Twilio accepted the message with an unexpected answer');
    return { ok: true, id: resource.data.sid, template };
  }

  async placeCall(call: OutboundCall): Promise<CallPlaced | ChannelFailure> {
    const { account } = this.options;
    if (!account?.voiceFrom) return channelFailure('not_configured', 'no voice sender is configured');
    if (!E164.test(call.to)) return channelFailure('invalid_number', 'the recipient is not an E.164 number');
    const form = new URLSearchParams({
      To: call.to,
      From: account.voiceFrom,
      Url: this.callback('voice', call.reference),
      Method: 'POST',
      StatusCallback: this.callback('status', call.reference),
      StatusCallbackMethod: 'POST',
      // Synchronous answering machine detection: the voice route learns `AnsweredBy` before it says anything.
      MachineDetection: 'Enable',
      Timeout: String(this.options.ringSeconds ?? DEFAULT_RING_SECONDS),
    });
    for (const event of CALL_STATUS_EVENTS) form.append('StatusCallbackEvent', event);
    const answer = await this.post(account, 'Calls.json', form);
    if (!answer.ok) return answer;
    const resource = CallResourceSchema.safeParse(answer.body);
    if (!resource.success) return channelFailure('rejected', 'Twilio accepted the call with an unexpected answer');
    return { ok: true, id: resource.data.sid };
  }

  async endCall(callId: string): Promise<CallEnded | ChannelFailure> {
    const { account } = this.options;
    if (!account) return channelFailure('not_configured', 'no Twilio account is configured');
    if (!CALL_SID.test(callId)) return channelFailure('rejected', 'not a Twilio call id');
    const answer = await this.post(account, `Calls/${callId}.json`, new URLSearchParams({ Status: 'completed' }));
    if (answer.ok) return { ok: true, already_ended: false };
    if (answer.provider_code === TWILIO_CALL_NOT_IN_PROGRESS) return { ok: true, already_ended: true };
    return answer;
  }

  private callback(route: 'status' | 'voice', reference: string | undefined): string {
    return callbackUrl(this.options.publicBaseUrl, route, { [REFERENCE_PARAMETER]: reference });
  }

  private async post(account: TwilioAccount, resource: string, form: URLSearchParams): Promise<Answer> {
    const url = `${this.options.apiBaseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/${resource}`;
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return isTimeout(error)
        ? channelFailure('transient', `Twilio did not answer within ${this.timeoutMs} ms`)
        : channelFailure('transient', 'Twilio could not be reached');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return response.ok ? { ok: true, body } : twilioFailure(response.status, body);
  }
}
