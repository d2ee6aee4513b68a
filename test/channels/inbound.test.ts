import { describe, expect, it } from 'vitest';
import {
  callAttemptOutcome,
  type CallEvent,
  ourNumber,
  ourNumberOfForm,
  parseInboundMessage,
  parseStatusCallback,
  parseVoiceRequest,
} from '../../functions/channels/twilio/inbound';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const MESSAGE = 'SM0123456789abcdef0123456789abcdef';
const CALL = 'CA0123456789abcdef0123456789abcdef';
const PATIENT = '+393331234567';
const CLINIC = '+14155550101';
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('inbound Twilio requests', () => {
  it('reads an inbound SMS, with its consent keyword', () => {
    const parsed = parseInboundMessage(form({ MessageSid: MESSAGE, SmsSid: MESSAGE, AccountSid: ACCOUNT, From: PATIENT, To: CLINIC, Body: ' Stop ', NumMedia: '0', ApiVersion: '2010-04-01' }));
    expect(parsed).toEqual({
      ok: true,
      event: { kind: 'message', channel: 'sms', message_id: MESSAGE, account_sid: ACCOUNT, from: PATIENT, to: CLINIC, text: ' Stop ', media_count: 0, consent: 'opt_out' },
    });
    expect(ourNumber(parsed.ok ? parsed.event : (undefined as never))).toBe(CLINIC);
  });

  it('reads an inbound WhatsApp message: whatsapp: addresses become numbers, an ordinary reply has no consent change', () => {
    const parsed = parseInboundMessage(form({ MessageSid: MESSAGE, AccountSid: ACCOUNT, From: `whatsapp:${PATIENT}`, To: `whatsapp:${CLINIC}`, Body: 'Sì, tutte', ProfileName: 'Maria', WaId: '393331234567' }));
    expect(parsed).toMatchObject({ ok: true, event: { channel: 'whatsapp', from: PATIENT, to: CLINIC, text: 'Sì, tutte', media_count: 0, consent: null } });
  });

  it('refuses a message without the fields it needs, naming them', () => {
    const parsed = parseInboundMessage(form({ MessageSid: 'nope', AccountSid: ACCOUNT, From: PATIENT }));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/MessageSid/);
    expect(!parsed.ok && parsed.error).toMatch(/To/);
  });

  it('reads message status callbacks, and which of them mean the message will not arrive', () => {
    const delivered = parseStatusCallback(form({ MessageSid: MESSAGE, AccountSid: ACCOUNT, MessageStatus: 'delivered', From: CLINIC, To: PATIENT }));
    expect(delivered).toEqual({ ok: true, event: { kind: 'message_status', message_id: MESSAGE, account_sid: ACCOUNT, status: 'delivered', error_code: null, from: CLINIC, to: PATIENT, failed: false } });
    const undelivered = parseStatusCallback(form({ MessageSid: MESSAGE, AccountSid: ACCOUNT, MessageStatus: 'undelivered', ErrorCode: '30003', From: `whatsapp:${CLINIC}`, To: `whatsapp:${PATIENT}` }));
    expect(undelivered).toMatchObject({ ok: true, event: { status: 'undelivered', error_code: 30003, failed: true, from: CLINIC } });
    expect(parseStatusCallback(form({ MessageSid: MESSAGE, AccountSid: ACCOUNT, MessageStatus: 'a_future_status', From: CLINIC, To: PATIENT }))).toMatchObject({ ok: true, event: { failed: false } });
  });

  it('reads call status callbacks and tells a person, a machine and no answer apart', () => {
    const call = (fields: Record<string, string>) => {
      const parsed = parseStatusCallback(form({ CallSid: CALL, AccountSid: ACCOUNT, From: CLINIC, To: PATIENT, Direction: 'outbound-api', ...fields }));
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.event as CallEvent;
    };
    expect(call({ CallStatus: 'ringing' })).toMatchObject({ kind: 'call_status', call_id: CALL, status: 'ringing', answered_by: null });
    expect(callAttemptOutcome(call({ CallStatus: 'ringing' }))).toBeNull();
    expect(callAttemptOutcome(call({ CallStatus: 'in-progress', AnsweredBy: 'human' }))).toBe('answered');
    expect(callAttemptOutcome(call({ CallStatus: 'in-progress', AnsweredBy: 'machine_end_beep' }))).toBe('voicemail');
    expect(callAttemptOutcome(call({ CallStatus: 'completed', AnsweredBy: 'fax', CallDuration: '4' }))).toBe('voicemail');
    expect(callAttemptOutcome(call({ CallStatus: 'busy' }))).toBe('unanswered');
    expect(callAttemptOutcome(call({ CallStatus: 'no-answer' }))).toBe('unanswered');
    expect(callAttemptOutcome(call({ CallStatus: 'completed', CallDuration: '0' }))).toBe('unanswered');
    expect(callAttemptOutcome(call({ CallStatus: 'completed', CallDuration: '95' }))).toBe('answered');
    expect(ourNumber(call({ CallStatus: 'completed' }))).toBe(CLINIC);
  });

  it("reads the voice route's requests: answered by whom, then the patient's speech or keys", () => {
    const answered = parseVoiceRequest(form({ CallSid: CALL, AccountSid: ACCOUNT, From: CLINIC, To: PATIENT, CallStatus: 'in-progress', Direction: 'outbound-api', AnsweredBy: 'human' }));
    expect(answered).toMatchObject({ ok: true, event: { kind: 'voice', answered_by: 'human', speech: null, digits: null } });
    const spoken = parseVoiceRequest(form({ CallSid: CALL, AccountSid: ACCOUNT, From: CLINIC, To: PATIENT, CallStatus: 'in-progress', SpeechResult: ' Yes, all of them. ', Confidence: '0.92' }));
    expect(spoken).toMatchObject({ ok: true, event: { speech: 'Yes, all of them.', confidence: 0.92, digits: null } });
    const keyed = parseVoiceRequest(form({ CallSid: CALL, AccountSid: ACCOUNT, From: CLINIC, To: PATIENT, CallStatus: 'in-progress', Digits: '7' }));
    expect(keyed).toMatchObject({ ok: true, event: { speech: null, digits: '7' } });
    expect(parseVoiceRequest(form({ CallSid: CALL, AccountSid: ACCOUNT, From: CLINIC, To: PATIENT }))).toMatchObject({ ok: false });
  });

  it("finds the organization's own number before parsing: To for what the patient started, From for what careloop started", () => {
    expect(ourNumberOfForm('messages', form({ From: `whatsapp:${PATIENT}`, To: `whatsapp:${CLINIC}` }))).toBe(CLINIC);
    expect(ourNumberOfForm('status', form({ From: CLINIC, To: PATIENT }))).toBe(CLINIC);
    expect(ourNumberOfForm('voice', form({ From: CLINIC, To: PATIENT, Direction: 'outbound-api' }))).toBe(CLINIC);
    expect(ourNumberOfForm('voice', form({ From: PATIENT, To: CLINIC, Direction: 'inbound' }))).toBe(CLINIC);
    expect(ourNumberOfForm('status', form({}))).toBeUndefined();
  });
});
