/**
 * SMS segment arithmetic, so messages can be written to fit one segment (each segment is billed).
 *
 * A text made only of GSM 03.38 characters goes as GSM-7: 160 septets in one segment, 153 per
 * segment once split (the rest is the concatenation header); a character of the extension table
 * (^ { } \ [ ~ ] | € and form feed) takes two septets, and its escape is never split from it.
 * Any other character makes the whole text UCS-2: 70 UTF-16 code units in one segment, 67 per
 * segment once split; a character outside the Basic Multilingual Plane (most emoji) takes two
 * code units, and a surrogate pair is never split across segments.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units one segment holds at this length (160/153 or 70/67). */
  per_segment: number;
}

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

/** The units each character (code point) takes, or undefined if the text cannot be GSM-7. */
const gsmCosts = (characters: string[]): number[] | undefined => {
  const costs: number[] = [];
  for (const character of characters) {
    if (GSM_BASIC.has(character)) costs.push(1);
    else if (GSM_EXTENSION.has(character)) costs.push(2);
    else return undefined;
  }
  return costs;
};

/** Segments needed when characters of these costs are packed in order, none split. */
const packed = (costs: number[], perSegment: number): number => {
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perSegment) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return segments;
};

export const smsSegments = (text: string): SegmentCount => {
  const characters = [...text];
  const gsm = gsmCosts(characters);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const costs = gsm ?? characters.map((character) => character.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, multi } = LIMITS[encoding];
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, per_segment: single };
  return { encoding, units, segments: packed(costs, multi), per_segment: multi };
};

export const fitsOneSegment = (text: string): boolean => smsSegments(text).segments <= 1;
