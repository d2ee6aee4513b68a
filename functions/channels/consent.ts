/**
 * Consent keywords (DESIGN §11). A message that is nothing but one of these words opts the number
 * out of (or back into) everything the organization sends, on every channel. Case, surrounding
 * whitespace, accents and trailing punctuation do not matter ("Stop.", " arrêt "); a keyword inside
 * a longer message is not one ("please don't stop calling me" is a reply, not an opt-out).
 */

export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ALTO', 'STOPP', 'BASTA'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

export type ConsentChange = 'opt_out' | 'opt_in';

const OPT_OUT = new Set<string>(OPT_OUT_KEYWORDS);
const OPT_IN = new Set<string>(OPT_IN_KEYWORDS);

const normalized = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/[.!¡]+$/u, '')
    .replace(/^[¡]+/u, '')
    .trim()
    .toUpperCase();

/** What the message does to the patient's consent, or null when it is an ordinary message. */
export const consentChange = (text: string): ConsentChange | null => {
  const word = normalized(text);
  if (OPT_OUT.has(word)) return 'opt_out';
  if (OPT_IN.has(word)) return 'opt_in';
  return null;
};
