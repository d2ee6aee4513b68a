import type { Language } from '../../types';

/**
 * The units 0–19 in the five languages, the parts every number word of `numbers.ts` is built from,
 * and the words 0–10 of the simulated patient. Apart from `numbers.ts` (reply understanding, a lazy
 * chunk in a bundle) so that the simulated patient reads these few words, not every number word.
 */

export const EN_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];

export const IT_UNITS = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici',
  'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];

export const ES_UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once',
  'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'];

export const DE_UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf',
  'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];

export const FR_UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze',
  'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];

export const UNITS: Record<Language, readonly string[]> = { en: EN_UNITS, it: IT_UNITS, es: ES_UNITS, de: DE_UNITS, fr: FR_UNITS };

/** Words for 0–10 as a patient would write them, for the simulated patient. */
export const SMALL_NUMBER_WORDS: Record<Language, readonly string[]> = {
  en: EN_UNITS.slice(0, 11),
  it: IT_UNITS.slice(0, 11),
  es: ES_UNITS.slice(0, 11),
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  fr: FR_UNITS.slice(0, 11),
};
