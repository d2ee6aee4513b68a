import type { Language, ResponseType } from '../../engine/types';

/**
 * TwiML for careloop's calls (pure: strings in, an XML document out). A call says one question at
 * a time in the patient's language with an Amazon Polly neural voice, and listens for speech or
 * keypad digits; the answer is posted back to the voice route, whose answer is the next document.
 */

/** Polly neural voices through Twilio (`Polly.<Name>-Neural`) and the locale they speak and hear. */
export const VOICES: Record<Language, { voice: string; locale: string }> = {
  en: { voice: 'Polly.Joanna-Neural', locale: 'en-US' },
  it: { voice: 'Polly.Bianca-Neural', locale: 'it-IT' },
  es: { voice: 'Polly.Lucia-Neural', locale: 'es-ES' },
  de: { voice: 'Polly.Vicki-Neural', locale: 'de-DE' },
  fr: { voice: 'Polly.Lea-Neural', locale: 'fr-FR' },
};

/** Seconds Twilio waits for the patient to start answering before it posts an empty answer. */
export const GATHER_TIMEOUT_SECONDS = 7;

/** What the keypad means, said after the question; the words the keypad stands for. */
const KEYPAD: Record<Language, { boolean: string; number: string; yes: string; no: string }> = {
  en: { boolean: 'You can also press 1 for yes, or 2 for no.', number: 'You can also type the number on your keypad, then press the pound key.', yes: 'yes', no: 'no' },
  it: { boolean: 'Può anche premere 1 per sì, oppure 2 per no.', number: 'Può anche digitare il numero sulla tastiera, seguito dal tasto cancelletto.', yes: 'sì', no: 'no' },
  es: { boolean: 'También puede pulsar 1 para sí, o 2 para no.', number: 'También puede marcar el número en el teclado y después pulsar la tecla almohadilla.', yes: 'sí', no: 'no' },
  de: { boolean: 'Sie können auch die 1 für Ja oder die 2 für Nein drücken.', number: 'Sie können die Zahl auch über die Tastatur eingeben und dann die Rautetaste drücken.', yes: 'ja', no: 'nein' },
  fr: { boolean: 'Vous pouvez aussi appuyer sur 1 pour oui, ou sur 2 pour non.', number: 'Vous pouvez aussi taper le nombre sur le clavier, puis appuyer sur la touche dièse.', yes: 'oui', no: 'non' },
};

/** The polite end of a call that went to its end. */
const GOODBYE: Record<Language, string> = {
  en: 'Goodbye.',
  it: 'Arrivederci.',
  es: 'Adiós.',
  de: 'Auf Wiederhören.',
  fr: 'Au revoir.',
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values as XML; characters XML 1.0 cannot carry at all are dropped. */
export const escapeXml = (text: string): string =>
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] as string);

const attributes = (values: Record<string, string | number | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

const document = (verbs: string[]): string => `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.join('')}</Response>`;

const say = (language: Language, text: string): string => {
  const { voice, locale } = VOICES[language];
  return `<Say${attributes({ voice, language: locale })}>${escapeXml(text)}</Say>`;
};

export interface QuestionTwiml {
  language: Language;
  /** What the agent says: the question (with a greeting or a "sorry" before it, as the engine wrote it). */
  text: string;
  /** The question's kind: yes/no and numbers get a keypad hint and a keypad that fits them. */
  expects: ResponseType;
  /** The voice route's URL (signed by Twilio as given: build it with `callbackUrl`). */
  action: string;
}

/**
 * Asks one question and listens: speech in the patient's language, or digits. With
 * `actionOnEmptyResult`, silence is posted too, so the route decides whether to ask again.
 */
export const questionTwiml = ({ language, text, expects, action }: QuestionTwiml): string => {
  const keypad = KEYPAD[language];
  const hint = expects === 'boolean' ? keypad.boolean : expects === 'numeric' ? keypad.number : undefined;
  const gather = attributes({
    input: 'speech dtmf',
    language: VOICES[language].locale,
    action,
    method: 'POST',
    speechTimeout: 'auto',
    timeout: GATHER_TIMEOUT_SECONDS,
    actionOnEmptyResult: 'true',
    // Yes/no: one key is the whole answer. Numbers: digits until '#' (Twilio's default finishOnKey).
    numDigits: expects === 'boolean' ? 1 : undefined,
    hints: expects === 'boolean' ? `${keypad.yes}, ${keypad.no}` : undefined,
  });
  return document([`<Gather${gather}>${say(language, text)}${hint ? say(language, hint) : ''}</Gather>`]);
};

/** The end of a check-in: the closing the engine wrote, a goodbye, and the hang-up. */
export const endingTwiml = (language: Language, closing: string): string =>
  document([...(closing.trim() ? [say(language, closing)] : []), say(language, GOODBYE[language]), '<Hangup/>']);

/**
 * The end of an escalated check-in: the clinic's escalation message (what a person will do next,
 * and the emergency line when it is a safety escalation), a pause so it is not cut, the hang-up.
 */
export const escalationTwiml = (language: Language, escalationMessage: string): string =>
  document([say(language, escalationMessage), '<Pause length="1"/>', '<Hangup/>']);

/** Voicemail or a fax: hang up without a word, so no health information is left on a machine. */
export const hangupTwiml = (): string => document(['<Hangup/>']);

/** Nothing to say or do (an inbound message taken in, a status callback). */
export const emptyTwiml = (): string => document([]);

/**
 * The reply a keypad answer stands for, in the patient's language, for the engine to understand
 * like a spoken one: 1 and 2 for yes and no; the digits themselves for a number. Undefined when
 * the keys mean nothing for this question.
 */
export const keypadReply = (digits: string, expects: ResponseType, language: Language): string | undefined => {
  const keys = digits.replace(/#$/, '');
  if (expects === 'boolean') return keys === '1' ? KEYPAD[language].yes : keys === '2' ? KEYPAD[language].no : undefined;
  if (expects === 'numeric') return /^\d{1,6}$/.test(keys) ? keys : undefined;
  return undefined;
};
