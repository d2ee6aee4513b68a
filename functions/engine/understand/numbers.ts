import type { Language } from '../types';
import type { Hit } from './matcher';
import type { PhraseTag } from './phrases';
import { type Reading, hitsOf } from './reading';
import { BOUNDARY, RANGE, isDigits } from './text';

/**
 * NUMBERS: the value a reply gives, from digits and number words (`lexicon/numbers.ts`: words up to
 * 999 and the first thousands, halves, one decimal said as a word, in the five languages).
 *
 * - Articles ("un", "una", "ein", "une") count as one only last or before a unit ("una dose").
 * - A zero phrase ("not a single one", "ni una") is not the number inside it.
 * - "7 out of 10", "7/10": the second number is the scale; "on a scale of 0 to 10, 7": the bounds
 *   named after a scale word are not the answer; "if 10 is the worst": neither is that number.
 * - "5-6", "5 or 6", "between 4 and 5": a range; the value is its higher end.
 * - Two values for two days ("yesterday 150, this morning 136"): today's (decision 82).
 * - Several numbers otherwise: the highest, the others kept as the range.
 */

export interface NumberRead {
  value: number;
  range?: [number, number];
  approximate: boolean;
  /** Said with digits (a digit wins over a labelled answer: "2, more than half the days"). */
  digits: boolean;
}

/** Units after which an article means one ("una volta", "un giorno", "eine Dosis", "une fois"). */
const UNIT_WORDS = new Set([
  'day', 'dose', 'time', 'pill', 'tablet', 'giorno', 'volta', 'pastiglia', 'compressa', 'pillola', 'settimana',
  'dia', 'dosis', 'vez', 'pastilla', 'tableta', 'semana', 'tag', 'dosis', 'mal', 'tablette', 'woche',
  'jour', 'fois', 'comprime', 'cachet', 'prise', 'semaine', 'sola', 'solo',
]);

/** What a count counts, singular or plural ("6 days out of 7", "5 giorni su 7"). */
const COUNTED = new Set([
  ...UNIT_WORDS, 'days', 'doses', 'times', 'pills', 'tablets', 'giorni', 'volte', 'dosi', 'pastiglie', 'compresse', 'dias', 'veces',
  'pastillas', 'tage', 'tagen', 'tabletten', 'jours', 'comprimes', 'prises',
]);

/** Words naming the day asked about, when a reply gives two days' values. */
const TODAY = new Set([
  'today', 'now', 'tonight', 'morning', 'oggi', 'adesso', 'ora', 'stamattina', 'stasera', 'stamani', 'stamane', 'mattina',
  'hoy', 'ahora', 'manana', 'heute', 'jetzt', 'morgen', 'fruh', 'aujourd', 'maintenant', 'matin',
]);

const YESTERDAY = new Set(['yesterday', 'ieri', 'ayer', 'gestern', 'hier']);

/** Weekdays, full and short, Monday first: "missed mon, wed and fri" counts three days when no number is given. */
const WEEKDAYS: ReadonlyMap<string, number> = new Map(
  [
    'monday/mon tuesday/tue/tues wednesday/wed thursday/thu/thur/thurs friday/fri saturday/sat sunday/sun',
    'lunedi martedi mercoledi giovedi venerdi sabato domenica',
    'lunes martes miercoles jueves viernes sabado domingo',
    'montag dienstag mittwoch donnerstag freitag samstag/sonnabend sonntag',
    'lundi mardi mercredi jeudi vendredi samedi dimanche',
  ].flatMap((week) => week.split(' ').flatMap((names, day) => names.split('/').map((d): [string, number] => [d, day]))),
);

/** Short weekday names read only in their language ("mie" is "my" in Italian, Wednesday in Spanish). */
const SHORT_WEEKDAYS: Partial<Record<Language, ReadonlyMap<string, number>>> = {
  it: weekMap('lun mar mer gio ven sab dom'),
  es: weekMap('lun mar mie/mier jue vie sab dom'),
  fr: weekMap('lun mar mer jeu ven sam dim'),
};

function weekMap(week: string): ReadonlyMap<string, number> {
  return new Map(week.split(' ').flatMap((names, day) => names.split('/').map((d): [string, number] => [d, day])));
}

/** The distinct weekdays a reply names. */
export function weekdaysNamed(tokens: readonly string[], language?: Language): number {
  const short = language ? SHORT_WEEKDAYS[language] : undefined;
  return new Set(tokens.map((t) => WEEKDAYS.get(t) ?? short?.get(t)).filter((d) => d !== undefined)).size;
}

/** "if 10 is the worst", "se 10 è il massimo": the number before it names the scale, not the answer. */
const SCALE_END =
  /^(?:(?:is|being|e|es|ist|est|c est|sarebbe|sei|seria|sea|fuera|waere|ware|serait|soit) )?(?:the |il |lo |el |das |der |die |le |la )?(?:worst|highest|max|maximum|peggio|peggiore|massimo|peor|maximo|schlimmste|hochste|maximum|pire|plus fort)/;

const SCALE_VERBS = new Set(['is', 'being', 'e', 'es', 'ist', 'est', 'c', 'sarebbe', 'sei', 'seria', 'sea', 'fuera', 'waere', 'ware', 'serait', 'soit', 'das', 'der', 'die', 'the', 'il', 'lo', 'el', 'le', 'la']);

/** "172 and a half", "78 e mezzo", "78 y medio", "72 et demi", "72 einhalb": a half after digits. */
const HALF_AFTER = new Set(['and a half', 'and half', 'e mezzo', 'e mezza', 'y medio', 'y media', 'et demi', 'et demie', 'einhalb', 'und ein halb', 'und einhalb', 'und halb']);

/** How many tokens after a digit say "and a half" (0 when none). */
function halfAfter(tokens: readonly string[], i: number): number {
  for (let len = 3; len >= 1; len--) if (HALF_AFTER.has(tokens.slice(i, i + len).join(' '))) return len;
  return 0;
}

/** Values a scale word names as bounds ("on a scale of 0 to 10", "1 to 5", "out of 100"). */
const SCALE_BOUNDS = [0, 1, 5, 10, 100];

/** One number said, digits or words. */
interface SaidNumber {
  digits: boolean;
  value: number;
  start: number;
  end: number;
  weak: boolean;
  approximate: boolean;
  /** Not the answer: the scale, a bound, or part of a zero phrase. */
  dropped: boolean;
}

/** The number a reply gives, or null. */
export function readNumber(reading: Reading): NumberRead | null {
  const { tokens } = reading;
  if (!reading.hitsByKind.has('number') && !tokens.some(isDigits)) return null;
  const said = numbersSaid(reading);
  // "not a single one", "ni una", "neanche una": a zero phrase, not the number inside it.
  for (const z of hitsOf(reading, 'zero')) for (const x of said) if (x.start >= z.start && x.end <= z.end) x.dropped = true;
  if (said.length === 0) return null;
  const range = dropScalesAndFindRange(reading, said);
  dropScaleBounds(reading, said);
  let kept = said.filter((x) => !x.dropped);
  if (kept.length === 0) return null;
  const strong = kept.filter((x) => !x.weak);
  if (strong.length > 0) kept = strong;
  const approximate = hitsOf(reading, 'approximately').length > 0 || said.some((x) => x.approximate);
  const today = kept.length >= 2 ? todaysValue(tokens, kept) : undefined;
  if (today) return { value: today.value, approximate, digits: today.digits };
  return highestWithRange(kept, range, approximate);
}

/** Digits and the longest number phrase at each token, left to right (weak articles only last or before a unit). */
function numbersSaid(reading: Reading): SaidNumber[] {
  const { tokens } = reading;
  const n = tokens.length;
  const longest: (Hit<PhraseTag> | undefined)[] = new Array(n);
  for (const h of hitsOf(reading, 'number')) {
    const cur = longest[h.start];
    if (!cur || h.end - h.start > cur.end - cur.start) longest[h.start] = h;
  }
  const said: SaidNumber[] = [];
  for (let i = 0; i < n; ) {
    const t = tokens[i] as string;
    if (isDigits(t)) {
      const half = Number.isInteger(Number(t)) ? halfAfter(tokens, i + 1) : 0;
      const end = i + 1 + half;
      said.push({ digits: true, value: Number(t) + (half ? 0.5 : 0), start: i, end, weak: false, approximate: false, dropped: false });
      i = end;
      continue;
    }
    const h = longest[i];
    const tag = h?.entry.payload;
    if (!h || tag?.kind !== 'number') {
      i++;
      continue;
    }
    // "un", "una", "ein", "une" count as one only last or before a unit: "una dose", "ein Tag", not "un po'".
    const next = tokens[h.end];
    if (!tag.weak || next === undefined || next === BOUNDARY || UNIT_WORDS.has(next)) {
      said.push({ digits: false, value: tag.value, start: h.start, end: h.end, weak: tag.weak, approximate: tag.approximate, dropped: false });
    }
    i = h.end;
  }
  return said;
}

/** "six days out of seven", "5 su 7": a count said against a larger whole. */
export function fractionSaid(reading: Reading): boolean {
  const said = numbersSaid(reading);
  const outOf = spansOf(reading, 'outOf');
  for (let k = 0; k + 1 < said.length; k++) {
    const a = said[k] as SaidNumber;
    const b = said[k + 1] as SaidNumber;
    const joint = outOf.get(a.end) ?? (COUNTED.has(reading.tokens[a.end] as string) ? outOf.get(a.end + 1) : undefined);
    if (joint === b.start && a.value < b.value) return true;
  }
  return false;
}

/** Where each phrase of a kind starts → its furthest end. */
function spansOf(reading: Reading, kind: 'outOf' | 'rangeConnector' | 'scaleWord'): Map<number, number> {
  const m = new Map<number, number>();
  for (const h of hitsOf(reading, kind)) m.set(h.start, Math.max(m.get(h.start) ?? 0, h.end));
  return m;
}

/** Drops the scale of "7 out of 10" and returns the range said ("5-6", "between 4 and 5"), if any. */
function dropScalesAndFindRange(reading: Reading, said: SaidNumber[]): [number, number] | undefined {
  const { tokens } = reading;
  const outOf = spansOf(reading, 'outOf');
  const connector = spansOf(reading, 'rangeConnector');
  let range: [number, number] | undefined;
  for (let k = 0; k + 1 < said.length; k++) {
    const a = said[k] as SaidNumber;
    const b = said[k + 1] as SaidNumber;
    // "7 out of 10", "7/10", "7 su 10": the second number is the scale.
    if (outOf.get(a.end) === b.start) {
      b.dropped = true;
      continue;
    }
    // "5-6", "5 or 6", "between 4 and 5", "tra 4 e 5", "entre 4 y 5", "zwischen 4 und 5", "entre 4 et 5".
    if ((tokens[a.end] === RANGE && a.end + 1 === b.start) || connector.get(a.end) === b.start) {
      if (!a.dropped && !b.dropped && !a.weak && !b.weak) range = [Math.min(a.value, b.value), Math.max(a.value, b.value)];
    }
  }
  return range;
}

/** "on a scale of 0 to 10, 7" and "if 10 is the worst, 3": the numbers that name the scale are not the answer. */
function dropScaleBounds(reading: Reading, said: SaidNumber[]): void {
  const { tokens } = reading;
  for (const end of spansOf(reading, 'scaleWord').values()) {
    for (const x of said) {
      if (x.start >= end && x.start <= end + 4 && SCALE_BOUNDS.includes(x.value)) x.dropped = true;
    }
  }
  for (const x of said) if (SCALE_VERBS.has(tokens[x.end] as string) && SCALE_END.test(tokens.slice(x.end, x.end + 4).join(' '))) x.dropped = true;
}

/** Two values for two days ("yesterday 150, this morning 136"): the one of today, or undefined. */
function todaysValue(tokens: readonly string[], kept: SaidNumber[]): SaidNumber | undefined {
  let cue = -1;
  for (let i = 0; i < tokens.length; i++) if (TODAY.has(tokens[i] as string)) cue = i;
  if (cue < 0) return undefined;
  const before = (): SaidNumber | undefined => [...kept].reverse().find((x) => x.end <= cue);
  const after = (): SaidNumber | undefined => kept.find((x) => x.start > cue);
  // "one thirty five this morning, one fifty yesterday": yesterday named later, so today's value came first.
  const yesterdayLater = tokens.some((t, i) => i > cue && YESTERDAY.has(t));
  return yesterdayLater ? (before() ?? after()) : (after() ?? before());
}

/** The highest value, with the range of all values said when they differ. */
function highestWithRange(kept: SaidNumber[], saidRange: [number, number] | undefined, approximate: boolean): NumberRead {
  const values = kept.map((x) => x.value);
  const value = Math.max(...values);
  const low = Math.min(...values);
  let range = saidRange;
  if (!range && low !== value) range = [low, value];
  if (range && range[1] !== value) range = [Math.min(range[0], low), value];
  const digits = kept.some((x) => x.digits);
  return range ? { value, range, approximate, digits } : { value, approximate, digits };
}
