import { describe, expect, it } from 'vitest';
import { callbackUrl } from '../../functions/channels/twilio/urls';
import { endingTwiml, escalationTwiml, escapeXml, hangupTwiml, keypadReply, questionTwiml, VOICES } from '../../functions/channels/twilio/twiml';
import { interpret } from '../../functions/engine/engine';
import { LANGUAGES, type Question } from '../../functions/engine/types';

const ACTION = callbackUrl('https://api.careloop.example/', 'voice', { ref: 'eng_01jabc' });
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>';

/** The attributes of the first element named `tag`. */
const attributesOf = (xml: string, tag: string): Record<string, string> => {
  const element = new RegExp(`<${tag}((?:\\s+[A-Za-z]+="[^"]*")*)\\s*/?>`).exec(xml);
  if (!element) throw new Error(`no <${tag}> in ${xml}`);
  return Object.fromEntries([...(element[1] ?? '').matchAll(/([A-Za-z]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
};

describe('TwiML', () => {
  it('asks a question in the patient language with a neural voice, then listens for speech or keys', () => {
    const xml = questionTwiml({ language: 'it', text: 'Ha preso tutte le medicine ieri?', expects: 'boolean', action: ACTION });
    expect(xml.startsWith(`${PROLOG}<Response><Gather`)).toBe(true);
    expect(xml.endsWith('</Gather></Response>')).toBe(true);
    expect(attributesOf(xml, 'Gather')).toEqual({
      input: 'speech dtmf',
      language: 'it-IT',
      action: 'https://api.careloop.example/v1/channels/twilio/voice?ref=eng_01jabc',
      method: 'POST',
      speechTimeout: 'auto',
      timeout: '7',
      actionOnEmptyResult: 'true',
      numDigits: '1',
      hints: 'sì, no',
    });
    expect(attributesOf(xml, 'Say')).toEqual({ voice: 'Polly.Bianca-Neural', language: 'it-IT' });
    expect(xml).toContain('>Ha preso tutte le medicine ieri?</Say>');
    expect(xml).toContain('>Può anche premere 1 per sì, oppure 2 per no.</Say>');
  });

  it('has a neural voice and a locale for each of the five languages', () => {
    expect(VOICES).toEqual({
      en: { voice: 'Polly.Joanna-Neural', locale: 'en-US' },
      it: { voice: 'Polly.Bianca-Neural', locale: 'it-IT' },
      es: { voice: 'Polly.Lucia-Neural', locale: 'es-ES' },
      de: { voice: 'Polly.Vicki-Neural', locale: 'de-DE' },
      fr: { voice: 'Polly.Lea-Neural', locale: 'fr-FR' },
    });
    for (const language of LANGUAGES) {
      const xml = questionTwiml({ language, text: 'x', expects: 'numeric', action: ACTION });
      expect(attributesOf(xml, 'Say').voice).toBe(VOICES[language].voice);
      expect(attributesOf(xml, 'Gather').language).toBe(VOICES[language].locale);
      // Numbers: digits until '#', and the hint says so.
      expect(attributesOf(xml, 'Gather').numDigits).toBeUndefined();
      expect(xml.match(/<Say /g)).toHaveLength(2);
    }
  });

  it('gives no keypad hint for a free-text question', () => {
    const xml = questionTwiml({ language: 'en', text: 'Anything else?', expects: 'text', action: ACTION });
    expect(xml.match(/<Say /g)).toHaveLength(1);
    expect(attributesOf(xml, 'Gather')).not.toHaveProperty('numDigits');
    expect(attributesOf(xml, 'Gather')).not.toHaveProperty('hints');
  });

  it('escapes text and attribute values', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;');
    const xml = questionTwiml({ language: 'en', text: 'Pain < 3 & "ok"?</Say><Hangup/>', expects: 'text', action: 'https://x.example/v?a=1&b=2' });
    expect(xml).toContain('>Pain &lt; 3 &amp; &quot;ok&quot;?&lt;/Say&gt;&lt;Hangup/&gt;</Say>');
    expect(xml).toContain('action="https://x.example/v?a=1&amp;b=2"');
    expect(xml).not.toContain('<Hangup/>');
    expect(escapeXml('a\u0000b\u001Fc\td')).toBe('abc\td');
  });

  it('ends politely: the closing, a goodbye, the hang-up', () => {
    expect(endingTwiml('de', 'Vielen Dank für Ihre Antworten.')).toBe(
      `${PROLOG}<Response><Say voice="Polly.Vicki-Neural" language="de-DE">Vielen Dank für Ihre Antworten.</Say><Say voice="Polly.Vicki-Neural" language="de-DE">Auf Wiederhören.</Say><Hangup/></Response>`,
    );
    expect(endingTwiml('fr', '')).toBe(`${PROLOG}<Response><Say voice="Polly.Lea-Neural" language="fr-FR">Au revoir.</Say><Hangup/></Response>`);
  });

  it("ends an escalation with the clinic's message, a pause and the hang-up", () => {
    const message = 'A nurse from Clinica Verdi will call you within the hour. If you are in danger, call 112 now.';
    expect(escalationTwiml('en', message)).toBe(
      `${PROLOG}<Response><Say voice="Polly.Joanna-Neural" language="en-US">${message}</Say><Pause length="1"/><Hangup/></Response>`,
    );
  });

  it('hangs up on a machine without a word', () => {
    expect(hangupTwiml()).toBe(`${PROLOG}<Response><Hangup/></Response>`);
  });

  it('turns keys into the reply they stand for', () => {
    expect(keypadReply('1', 'boolean', 'en')).toBe('yes');
    expect(keypadReply('2', 'boolean', 'de')).toBe('nein');
    expect(keypadReply('1', 'boolean', 'es')).toBe('sí');
    expect(keypadReply('3', 'boolean', 'fr')).toBeUndefined();
    expect(keypadReply('7#', 'numeric', 'it')).toBe('7');
    expect(keypadReply('120', 'numeric', 'en')).toBe('120');
    expect(keypadReply('#', 'numeric', 'en')).toBeUndefined();
    expect(keypadReply('*1', 'numeric', 'en')).toBeUndefined();
    expect(keypadReply('1', 'text', 'en')).toBeUndefined();
  });

  it('gives the engine words it understands for 1 and 2, in every language', () => {
    const question: Question = { id: 'took_all', topic: 'adherence', prompt: 'x', response_type: 'boolean' };
    for (const language of LANGUAGES) {
      expect(interpret(question, keypadReply('1', 'boolean', language) as string, language).value, language).toBe(true);
      expect(interpret(question, keypadReply('2', 'boolean', language) as string, language).value, language).toBe(false);
    }
  });
});
