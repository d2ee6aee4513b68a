import type { Language } from '../types';
import type { Hit } from './matcher';
import type { PhraseTag } from './phrases';
import { type Reading, hitsOf } from './reading';
import { POINT } from './lexicon/numbers';
import { BOUNDARY, RANGE, isDigits, tokenize } from './text';

/**
 * NUMBERS: the value a reply gives, from digits and number words (`lexicon/numbers.ts`: words up to
 * 999 and the first thousands, halves, one decimal said as a word, in the five languages).
 *
 * - Articles ("un", "una", "ein", "une") count as one only last or before a unit ("una dose").
 * - A zero phrase ("not a single one", "ni una") is not the number inside it.
 * - "7 out of 10", "7/10": the second number is the scale; "on a scale of 0 to 10, 7": the bounds
 *   named after a scale word are not the answer; "if 10 is the worst": neither is that number.
 * - "5-6", "5 or 6", "between 4 and 5": a range; the value is its higher end.
 * - Two values for two days ("yesterday 150, this morning 136"): the one of the day the question asks
 *   about, today's unless its prompt names yesterday (decisions 82, 152).
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

/** Units a half may follow ("82 chili e mezzo", "seventy kilos and a half", "37 grados y medio"). */
const MEASURE_UNITS = new Set([
  'kg', 'kgs', 'kilo', 'kilos', 'kili', 'chili', 'chilo', 'lb', 'lbs', 'pounds', 'libbre', 'libras', 'pfund', 'livres',
  'degrees', 'gradi', 'grados', 'grad', 'degres',
]);

/** "ottantadue chili e mezzo": a half said after the unit. */
function halfAfterUnit(tokens: readonly string[], x: SaidNumber): void {
  if (!Number.isInteger(x.value) || !MEASURE_UNITS.has(tokens[x.end] as string)) return;
  const half = halfAfter(tokens, x.end + 1);
  if (half === 0) return;
  x.value += 0.5;
  x.end += 1 + half;
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

/** The day a question asks about: yesterday when its prompt names it ("What was your blood pressure yesterday evening?"). */
export type AskedDay = 'today' | 'yesterday';
export function dayAskedAbout(prompt: string): AskedDay {
  return tokenize(prompt).some((t) => YESTERDAY.has(t)) ? 'yesterday' : 'today';
}

/** The number a reply gives, or null. */
export function readNumber(reading: Reading, asked: AskedDay = 'today'): NumberRead | null {
  const { tokens } = reading;
  if (!reading.hitsByKind.has('number') && !tokens.some(isDigits)) return null;
  const said = numbersSaid(reading);
  // "not a single one", "ni una", "neanche una": a zero phrase, not the number inside it.
  for (const z of hitsOf(reading, 'zero')) for (const x of said) if (x.start >= z.start && x.end <= z.end) x.dropped = true;
  if (said.length === 0) return null;
  const range = dropScalesAndFindRange(reading, said);
  dropScaleBounds(reading, said);
  dropTimesAndDoses(reading.tokens, said);
  let kept = said.filter((x) => !x.dropped);
  if (kept.length === 0) return null;
  const strong = kept.filter((x) => !x.weak);
  if (strong.length > 0) kept = strong;
  const approximate = hitsOf(reading, 'approximately').length > 0 || said.some((x) => x.approximate);
  const ofDay = kept.length >= 2 ? valueOfDay(tokens, kept, asked) : undefined;
  if (ofDay) return { value: ofDay.value, approximate, digits: ofDay.digits };
  return highestWithRange(kept, range, approximate);
}

/** Digits and the longest number phrase at each token, left to right (weak articles only last, before a unit or after "except"). */
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
    let x: SaidNumber | null = null;
    if (isDigits(t)) {
      const half = Number.isInteger(Number(t)) ? halfAfter(tokens, i + 1) : 0;
      x = { digits: true, value: Number(t) + (half ? 0.5 : 0), start: i, end: i + 1 + half, weak: false, approximate: false, dropped: false };
    } else {
      const h = longest[i];
      const tag = h?.entry.payload;
      if (!h || tag?.kind !== 'number') {
        i++;
        continue;
      }
      // "un", "una", "ein", "une" count as one only last, before a unit or after "except": "una dose", "außer einem", not "un po'".
      const next = tokens[h.end];
      if (!tag.weak || next === undefined || next === BOUNDARY || UNIT_WORDS.has(next) || EXCEPT_WORDS.has(tokens[h.start - 1] as string)) {
        x = { digits: false, value: tag.value, start: h.start, end: h.end, weak: tag.weak, approximate: tag.approximate, dropped: false };
      }
      i = h.end;
    }
    if (!x) continue;
    // "took every single one", "each one": a quantifier, not a count.
    if (x.value === 1 && !x.digits && everyOne(tokens, x.start)) {
      i = x.end;
      continue;
    }
    withDecimals(reading, x, longest);
    halfAfterUnit(tokens, x);
    // "didn't miss one", "non ne ho saltata una", "j'en ai pas raté une": not one is zero.
    if (x.value === 1 && !x.digits && deniedCount(reading, x.start)) x.value = 0;
    said.push(x);
    i = x.end;
  }
  return said;
}

const EVERY = new Set(['every', 'each']);
const everyOne = (tokens: readonly string[], start: number): boolean =>
  EVERY.has(tokens[start - 1] as string) || ((tokens[start - 1] === 'single' || tokens[start - 1] === 'last') && EVERY.has(tokens[start - 2] as string));

/** "thirty seven point eight", "37 komma 8", "trentasette virgola otto": decimals said after any whole number. */
function withDecimals(reading: Reading, x: SaidNumber, longest: readonly (Hit<PhraseTag> | undefined)[]): void {
  const { tokens } = reading;
  if (!Number.isInteger(x.value)) return;
  // "trentasette e otto", "treinta y siete con ocho": a body temperature read with "and"/"with".
  const temperatureJoint = x.value >= 34 && x.value <= 43 && TEMPERATURE_JOINT[reading.language] === tokens[x.end] && /^(?:\d|[a-z]+)$/.test(tokens[x.end + 1] ?? '');
  if (!temperatureJoint && !isPoint(reading, tokens[x.end] as string)) return;
  const at = x.end + 1;
  const t = tokens[at];
  if (t === undefined) return;
  if (temperatureJoint ? /^\d$/.test(t) : /^\d{1,2}$/.test(t)) {
    x.value = Number(`${x.value}.${t}`);
    x.end = at + 1;
    return;
  }
  const h = longest[at];
  const tag = h?.entry.payload;
  if (!h || tag?.kind !== 'number' || tag.weak || !Number.isInteger(tag.value) || tag.value > (temperatureJoint ? 9 : 99)) return;
  x.value = Number(`${x.value}.${tag.value}`);
  x.end = h.end;
}

const TEMPERATURE_JOINT: Partial<Record<Language, string>> = { it: 'e', es: 'con' };
const POINT_WORDS: Record<Language, ReadonlySet<string>> = Object.fromEntries(
  (Object.keys(POINT) as Language[]).map((l) => [l, new Set([...POINT[l], ...POINT.en])]),
) as unknown as Record<Language, ReadonlySet<string>>;
const isPoint = (reading: Reading, t: string): boolean => POINT_WORDS[reading.language]?.has(t) ?? false;

/** "except", "tranne", "menos", "außer", "sauf": the article after it is a count ("außer einem"). */
const EXCEPT_WORDS = new Set(['except', 'but', 'tranne', 'eccetto', 'meno', 'menos', 'excepto', 'salvo', 'ausser', 'auf', 'sauf']);

/** A missing, skipping or forgetting word ("missed", "saltata", "olvidé", "vergessen", "oublié"). */
export const MISS_WORD =
  /^(?:miss|skip|forg|blank|salt|dimentic|scord|sfugg|scapp|pers[aoie]$|olvid|salte|fall[eo]$|pas[oa]$|pasaron|falt|ausgelassen|vergessen|verpasst|verschwitzt|verbummelt|verpennt|verpeilt|oubli|saut|rat[eé]|loup|manqu|zapp)/;
/** Negations that deny a count ("didn't miss one", "nicht eine"). */
const COUNT_NEGATORS = new Set(['not', 't', 'never', 'non', 'mai', 'no', 'nunca', 'ni', 'nicht', 'nie', 'pas', 'jamais', 'nemmeno', 'neanche', 'neppure']);
/** Words that may sit between that negation and the count: pronouns, auxiliaries, a miss word. */
const COUNT_BETWEEN = new Set(['ne', 'ho', 'ha', 'l', 'me', 'se', 'en', 'ai', 'j', 'i', 'hab', 'habe', 'ich', 'have', 'did', 'a', 'single', 'even', 'ancora', 'auch', 'y']);

function deniedCount(reading: Reading, start: number): boolean {
  const { tokens } = reading;
  for (let i = start - 1, k = 0; i >= 0 && k < 4; i--, k++) {
    const t = tokens[i] as string;
    if (t === BOUNDARY) return false;
    // English, Italian, German and French "no" answer; Spanish "no" negates the verb ("no me salté una").
    if (COUNT_NEGATORS.has(t)) return t !== 'no' || reading.language === 'es';
    if (!COUNT_BETWEEN.has(t) && !MISS_WORD.test(t)) return false;
  }
  return false;
}

/** A miss told without a count ("dimenticata solo il giorno della festa", "am Geburtstag vergessen"), not denied ("never missed"). */
export function missTold(reading: Reading): boolean {
  return reading.tokens.some((t, i) => MISS_WORD.test(t) && !deniedCount(reading, i));
}

/** "six days out of seven", "5 su 7": a count said against a larger whole ('part'); "7 out of 7", "7 von 7": the whole ('all'). */
export function fractionSaid(reading: Reading): 'part' | 'all' | null {
  const said = numbersSaid(reading);
  const outOf = spansOf(reading, 'outOf');
  for (let k = 0; k + 1 < said.length; k++) {
    const a = said[k] as SaidNumber;
    const b = said[k + 1] as SaidNumber;
    const joint = outOf.get(a.end) ?? (COUNTED.has(reading.tokens[a.end] as string) ? outOf.get(a.end + 1) : undefined);
    if (joint !== b.start) continue;
    if (a.value < b.value) return 'part';
    if (a.value === b.value && b.value > 1) return 'all';
  }
  return null;
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
  // "de 0 à 10 je dirais 4", "von null bis zehn so fünf", "out of 10 maybe a 3": the scale said before the answer.
  const connector = spansOf(reading, 'rangeConnector');
  const outOf = spansOf(reading, 'outOf');
  for (let k = 0; k < said.length; k++) {
    const a = said[k] as SaidNumber;
    const b = said[k + 1];
    const after = (x: SaidNumber) => said.some((y) => y.start > x.end && !y.dropped);
    if (b && connector.get(a.end) === b.start && (a.value === 0 || a.value === 1) && SCALE_TOPS.includes(b.value) && after(b)) {
      a.dropped = true;
      b.dropped = true;
    }
    const before = [...outOf].some(([s0, e0]) => e0 === a.start && !said.some((y) => y.end === s0));
    if (before && SCALE_TOPS.includes(a.value) && after(a) && said.every((y) => y === a || y.value < a.value || y.dropped)) a.dropped = true;
  }
}
const SCALE_TOPS = [5, 10, 100];

/** Words before a clock time ("since 10", "dalle 9", "desde las 10", "seit 11", "depuis 10h"). */
const TIME_BEFORE = new Set(['since', 'alle', 'dalle', 'desde', 'seit', 'depuis']);
/** Words after a clock time or a dose ("10 am", "11 uhr", "10h", "20 mg"). */
const TIME_OR_DOSE_AFTER = new Set([
  'am', 'pm', 'oclock', 'h', 'hrs', 'uhr', 'ore', 'heures', 'heure', 'horas', 'hs', 'mg', 'mcg', 'ug', 'ml', 'milligrams', 'milligrammi', 'miligramos', 'milligramm',
]);

/** Clock times and doses said beside the value ("a 6 since 10 am", "missed 1 of my 20 mg pills") are not the value, when one is left. */
function dropTimesAndDoses(tokens: readonly string[], said: SaidNumber[]): void {
  const clock = (x: SaidNumber): boolean =>
    TIME_BEFORE.has(tokens[x.start - 1] as string) ||
    (tokens[x.start - 1] === 'las' && /^(?:a|desde|hasta)$/.test(tokens[x.start - 2] ?? '')) ||
    TIME_OR_DOSE_AFTER.has(tokens[x.end] as string) ||
    (tokens[x.end] === 'o' && tokens[x.end + 1] === 'clock');
  const aside = said.filter((x) => !x.dropped && clock(x));
  if (aside.length === 0 || aside.length === said.filter((x) => !x.dropped).length) return;
  for (const x of aside) x.dropped = true;
}

/** Two values for two days ("yesterday 150, this morning 136"): the one of the day asked about, or undefined. */
function valueOfDay(tokens: readonly string[], kept: SaidNumber[], asked: AskedDay): SaidNumber | undefined {
  const [day, other] = asked === 'today' ? [TODAY, YESTERDAY] : [YESTERDAY, TODAY];
  let cue = -1;
  for (let i = 0; i < tokens.length; i++) if (day.has(tokens[i] as string)) cue = i;
  if (cue < 0) return undefined;
  const before = (): SaidNumber | undefined => [...kept].reverse().find((x) => x.end <= cue);
  const after = (): SaidNumber | undefined => kept.find((x) => x.start > cue);
  // "one thirty five this morning, one fifty yesterday": the other day named later, so the asked day's value came first.
  const otherLater = tokens.some((t, i) => i > cue && other.has(t));
  return otherLater ? (before() ?? after()) : (after() ?? before());
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
