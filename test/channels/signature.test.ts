import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, signedPayload, twilioSignature } from '../../functions/channels/twilio/signature';
import { signedTwilioRequest } from '../support/twilio-server';

/** An independent reading of Twilio's rule: URL, then name+value of each parameter sorted by name; HMAC-SHA1; base64. */
const expected = (token: string, url: string, pairs: [string, string][]): string => {
  const sorted = [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', token)
    .update(url + sorted.map(([name, value]) => `${name}${value}`).join(''))
    .digest('base64');
};

// The example of Twilio's security documentation.
const DOCS_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const DOCS_TOKEN = '12345';
const DOCS_PARAMS = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
const DOCS_SIGNATURE = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';

const TOKEN = 'f3b4a2c1d0e9f8a7b6c5d4e3f2a1b0c9';
const URL_ = 'https://api.careloop.example/v1/channels/twilio/messages';
const INBOUND = {
  MessageSid: 'SM0123456789abcdef0123456789abcdef',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+14155550123',
  To: '+14155550199',
  Body: 'Sì, tutte le pillole & niente più <3',
  NumMedia: '0',
};

describe('X-Twilio-Signature', () => {
  it("matches the known vector of Twilio's documentation", () => {
    expect(twilioSignature(DOCS_TOKEN, DOCS_URL, DOCS_PARAMS)).toBe(DOCS_SIGNATURE);
    expect(isValidTwilioSignature(DOCS_TOKEN, DOCS_SIGNATURE, DOCS_URL, DOCS_PARAMS)).toBe(true);
    // The test support's signer (used by end-to-end tests) follows the same rule.
    expect(signedTwilioRequest(DOCS_TOKEN, DOCS_URL, DOCS_PARAMS).signature).toBe(DOCS_SIGNATURE);
  });

  it('signs the URL followed by the parameters sorted by name, each name right before its value', () => {
    expect(signedPayload('https://x.example/p?q=1', { b: '2', a: '1', B: '3' })).toBe('https://x.example/p?q=1B3a1b2');
    expect(twilioSignature(TOKEN, URL_, INBOUND)).toBe(expected(TOKEN, URL_, Object.entries(INBOUND)));
  });

  it('reads a form body as Twilio sent it (URLSearchParams) the same as a record', () => {
    const body = new URLSearchParams(INBOUND).toString();
    expect(twilioSignature(TOKEN, URL_, new URLSearchParams(body))).toBe(twilioSignature(TOKEN, URL_, INBOUND));
  });

  it('signs a repeated parameter with each of its values, sorted', () => {
    const form = new URLSearchParams([['StatusCallbackEvent', 'ringing'], ['StatusCallbackEvent', 'answered'], ['To', '+14155550123']]);
    expect(signedPayload('u', form)).toBe('uStatusCallbackEventansweredStatusCallbackEventringingTo+14155550123');
  });

  it('accepts the right signature and refuses anything else', () => {
    const signature = expected(TOKEN, URL_, Object.entries(INBOUND));
    expect(isValidTwilioSignature(TOKEN, signature, URL_, INBOUND)).toBe(true);
    expect(isValidTwilioSignature('another-token', signature, URL_, INBOUND)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, `${URL_}?ref=eng_1`, INBOUND)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, URL_, { ...INBOUND, Body: 'No' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature, URL_, { ...INBOUND, Extra: '' })).toBe(false);
    expect(isValidTwilioSignature(TOKEN, undefined, URL_, INBOUND)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, '', URL_, INBOUND)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, signature.slice(0, -2), URL_, INBOUND)).toBe(false);
    expect(isValidTwilioSignature('', expected('', URL_, Object.entries(INBOUND)), URL_, INBOUND)).toBe(false);
  });

  it("signs the query string exactly as given, and accepts the scheme's default port either way", () => {
    const withQuery = `${URL_}?ref=eng_01j&x=a'b`;
    const signature = expected(TOKEN, withQuery, Object.entries(INBOUND));
    expect(isValidTwilioSignature(TOKEN, signature, withQuery, INBOUND)).toBe(true);
    const withPort = 'https://api.careloop.example:443/v1/channels/twilio/status';
    const withoutPort = 'https://api.careloop.example/v1/channels/twilio/status';
    expect(isValidTwilioSignature(TOKEN, expected(TOKEN, withPort, Object.entries(INBOUND)), withoutPort, INBOUND)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, expected(TOKEN, withoutPort, Object.entries(INBOUND)), withPort, INBOUND)).toBe(true);
    // Another port is another URL.
    const otherPort = 'https://api.careloop.example:8443/v1/channels/twilio/status';
    expect(isValidTwilioSignature(TOKEN, expected(TOKEN, otherPort, Object.entries(INBOUND)), withoutPort, INBOUND)).toBe(false);
  });

  it('validates a webhook as the test support posts it: the signature travels in the header, the parameters in the form body', () => {
    const url = 'http://127.0.0.1:8080/v1/channels/twilio/voice?ref=eng_01jabc';
    const request = signedTwilioRequest(TOKEN, url, { ...INBOUND, SpeechResult: 'Sì, grazie & arrivederci = 100%' });
    const body = new URLSearchParams(request.init.body);
    expect(request.init.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(isValidTwilioSignature(TOKEN, request.init.headers['x-twilio-signature'], url, body)).toBe(true);
    expect(isValidTwilioSignature(TOKEN, request.init.headers['x-twilio-signature'], url.replace('eng_01jabc', 'eng_01jxyz'), body)).toBe(false);
  });
});
