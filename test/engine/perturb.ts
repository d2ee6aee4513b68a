import type { EvalItem } from './eval/score';

/**
 * Label-preserving transforms of an evaluation item (metamorphic testing): the same reply dressed
 * differently (a voice transcript, text-speak, a plain answer or a pleasantry around it, a relative
 * telling it) must be read the same way. Every transform is pure: an item in, zero or more items
 * out (zero when it does not apply, or when it would leave the text unchanged). Each regular
 * expression is compiled once, here.
 */

type Lang = EvalItem['lang'];
export interface Perturbed {
  transform: string;
  item: EvalItem;
}
export interface Transform {
  name: string;
  /** The transformed texts of an item (none when the transform does not apply to it). */
  apply(item: EvalItem): string[];
  /** What the transformed item must read as, when the transform changes it (a hedge makes a yes unclear). */
  expect?: EvalItem['expect'];
}

const LETTER = '\\p{L}';
/** A whole word (or words) of `words`, case-insensitive, Unicode letters as word characters. */
const wordsRe = (words: readonly string[], flags = 'giu'): RegExp =>
  new RegExp(`(?<![${LETTER}'’])(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![${LETTER}])`, flags);

const ACCENTS = /[\u0300-\u036f]/g;
const stripAccents = (s: string): string => s.normalize('NFD').replace(ACCENTS, '').normalize('NFC');
/** Punctuation a speech-to-text transcript leaves out; a point or comma between digits stays (a decimal). */
const PUNCT = /[.,](?!\d)|(?<!\d)[.,]|[;:!?¿¡"“”„«»()…]+/g;
const SPACES = /\s+/g;
const APOSTROPHE = /['’‘`´ʼ]/g;

/** A voice transcript: lower case, no punctuation, no accents (apostrophes kept: see the next two). */
export const transcript = (text: string): string =>
  stripAccents(text.toLowerCase()).replace(PUNCT, ' ').replace(SPACES, ' ').trim();
export const apostropheDropped = (text: string): string => text.replace(APOSTROPHE, '');
export const apostropheSpaced = (text: string): string => text.replace(APOSTROPHE, ' ');

/** Replacements applied in order (each a whole-word regular expression). */
type Rules = readonly (readonly [RegExp, string])[];
const rules = (pairs: readonly (readonly [readonly string[], string])[]): Rules => pairs.map(([from, to]) => [wordsRe(from), to] as const);

/** Common, unambiguous text-speak, modest: what patients write on a phone. */
const SMS: Record<Lang, Rules> = {
  en: rules([
    [['you'], 'u'], [['your'], 'ur'], [['are'], 'r'], [['because'], 'cuz'], [['please'], 'pls'], [['thanks'], 'thx'],
    [["don't", 'don’t'], 'dont'], [["can't", 'can’t'], 'cant'], [["i'm", 'i’m'], 'im'],
  ]),
  it: rules([[['perché', 'perchè', 'perche'], 'xké'], [['anche'], 'anke'], [['che'], 'ke'], [['non'], 'nn'], [['comunque'], 'cmq'], [['quando'], 'qnd']]),
  es: rules([[['porque'], 'xq'], [['por qué'], 'xq'], [['que', 'qué'], 'q'], [['también'], 'tb'], [['por favor'], 'xfa']]),
  de: rules([[['nicht'], 'nich'], [['habe'], 'hab'], [['ist'], 'is'], [['ich bin'], 'bin']]),
  fr: rules([
    [['je ne sais pas', 'je sais pas', 'j’sais pas', "j'sais pas"], 'jsp'], [['pourquoi'], 'pk'], [['beaucoup'], 'bcp'], [['toujours'], 'tjrs'],
    [['je suis'], 'chui'], [["c'est", 'c’est'], 'c'],
  ]),
};
/** A second, independent spelling habit per language. */
const SMS2: Record<Lang, Rules> = {
  en: rules([[['going to'], 'gonna'], [['want to'], 'wanna'], [['got to'], 'gotta'], [['a lot'], 'alot'], [['tonight'], 'tonite']]),
  it: rules([[['perché', 'perchè', 'perche'], 'xk'], [['che'], 'k']]),
  es: rules([[['porque'], 'xq'], [['que', 'qué'], 'ke']]),
  // Umlauts written out, as on a keyboard without them.
  de: rules([]),
  // The "ne" of the negation dropped, as French is spoken and texted ("je peux pas").
  fr: rules([[['je veux'], 'jveux'], [['je suis'], 'jsuis'], [['je me'], 'jme']]),
};
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
const UMLAUT = /[äöüÄÖÜ]/g;
const NE = /(?<![\p{L}])(?:ne\s+|n['’])(?=[\p{L}][^.,;!?]*?\b(?:pas|plus|jamais|rien|personne)\b)/giu;

const applyRules = (text: string, r: Rules): string => r.reduce((s, [re, to]) => s.replace(re, to), text);
export const sms = (text: string, lang: Lang): string => applyRules(text, SMS[lang]);
export const sms2 = (text: string, lang: Lang): string => {
  let s = applyRules(text, SMS2[lang]);
  if (lang === 'de') s = s.replace(UMLAUT, (c) => UMLAUTS[c] ?? c);
  if (lang === 'fr') s = s.replace(NE, '');
  return s;
};

/** Letters drawn out on the words people stretch ("nooo", "siii", "aiutooo"): the last vowel three times. */
const STRETCHED: Record<Lang, readonly string[]> = {
  en: ['yes', 'no', 'yeah', 'nope', 'so', 'really', 'please', 'help', 'bad'],
  it: ['sì', 'si', 'no', 'molto', 'tanto', 'aiuto', 'male', 'grazie'],
  es: ['sí', 'si', 'no', 'muy', 'mucho', 'ayuda', 'mal', 'gracias'],
  de: ['ja', 'nein', 'nee', 'sehr', 'so', 'hilfe', 'danke'],
  fr: ['oui', 'non', 'trop', 'très', 'aide', 'mal', 'merci'],
};
const STRETCH_RE: Record<Lang, RegExp> = Object.fromEntries(Object.entries(STRETCHED).map(([l, w]) => [l, wordsRe(w)])) as Record<Lang, RegExp>;
const LAST_VOWEL = /([aeiouyàèéìòùíóúâêîôûäöü])([^aeiouyàèéìòùíóúâêîôûäöü]*)$/iu;
export const stretched = (text: string, lang: Lang): string =>
  text.replace(STRETCH_RE[lang], (w) => w.replace(LAST_VOWEL, (_m, v: string, rest: string) => `${v}${v}${v}${rest}`));

/** A plain answer to the question, before a crisis or a look-alike. */
const ANSWERS: Record<Lang, { numeric: readonly string[]; yesno: readonly string[] }> = {
  en: { numeric: ['7', 'seven'], yesno: ['yes', 'no', 'I took them'] },
  it: { numeric: ['7', 'sette'], yesno: ['sì', 'no', 'le ho prese'] },
  es: { numeric: ['7', 'siete'], yesno: ['sí', 'no', 'sí, me la tomé'] },
  de: { numeric: ['7', 'sieben'], yesno: ['ja', 'nein', 'hab sie genommen'] },
  fr: { numeric: ['7', 'sept'], yesno: ['oui', 'non', 'je les ai prises'] },
};
const SEPARATORS = [', ', '. ', ' '];
/**
 * A "no" that is also the word that denies what follows ("no pain", "no respiro bien" = "I do not
 * breathe well"): with nothing between, the answer would change the reply's meaning, so it is joined
 * without punctuation only before a person ("no my husband passed out", "no mi marido…").
 * German "nein" and French "non" never deny the next word.
 */
const VERB_NEGATOR: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['no']),
  it: new Set(['no']),
  es: new Set(['no']),
  de: new Set(),
  fr: new Set(),
};
const OPENS_WITH_PERSON: Record<Lang, RegExp> = {
  en: /^(?:i|i'm|im|my|he|she|his|her|we|our)\b/i,
  it: /^(?:io|mio|mia|miei|mie|lui|lei)\b/i,
  es: /^(?:yo|mi|mis|él|ella)(?![\p{L}])/iu,
  de: /^/,
  fr: /^/,
};
/** Subkinds whose reply already opens with an answer. */
const ALREADY_ANSWERED = new Set(['prefix_number', 'prefix_yesno', 'after_answer']);

const GREETING: Record<Lang, string> = { en: 'hi', it: 'ciao', es: 'hola', de: 'hallo', fr: 'bonjour' };
const THANKS: Record<Lang, string> = { en: 'thanks', it: 'grazie mille', es: 'gracias', de: 'danke', fr: 'merci' };

/** A relative telling the patient's crisis ("my wife says …"). */
const RELATIVE: Record<Lang, readonly string[]> = {
  en: ['my wife says ', 'my daughter says '],
  it: ['mia moglie dice che ', 'mia figlia dice che '],
  es: ['mi esposa dice que ', 'mi hija dice que '],
  de: ['meine Frau sagt, ', 'meine Tochter sagt, '],
  fr: ['ma femme dit que ', 'ma fille dit que '],
};
/** Words that show someone other than the patient in the reply: such an item is not first-person. */
const THIRD_PARTY: Record<Lang, RegExp> = {
  en: wordsRe(['wife', 'husband', 'mother', 'mom', 'mum', 'dad', 'father', 'son', 'daughter', 'he', 'she', 'his', 'her', 'grandma', 'grandpa', 'partner'], 'iu'),
  it: wordsRe(['moglie', 'marito', 'mamma', 'madre', 'papà', 'papa', 'padre', 'figlio', 'figlia', 'nonna', 'nonno', 'lui', 'lei', 'compagno', 'compagna'], 'iu'),
  es: wordsRe(['esposa', 'esposo', 'marido', 'mujer', 'madre', 'mamá', 'mama', 'padre', 'papá', 'hijo', 'hija', 'abuela', 'abuelo', 'él', 'ella'], 'iu'),
  de: wordsRe(['mann', 'frau', 'mama', 'papa', 'vater', 'mutter', 'tochter', 'sohn', 'oma', 'opa', 'er', 'sie', 'ihr', 'ihm'], 'iu'),
  fr: wordsRe(['mari', 'femme', 'mère', 'mere', 'père', 'pere', 'fils', 'fille', 'mamie', 'papi', 'il', 'elle', 'lui'], 'iu'),
};
const RELATIVE_CATEGORIES = new Set(['stroke', 'unconsciousness', 'breathing', 'chest_pain', 'bleeding']);
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** French "que" before a vowel is "qu'"; Italian and Spanish keep theirs. */
const joinRelative = (prefix: string, text: string): string =>
  prefix.endsWith('que ') && /^[aeiouhéèêàâîôûy]/i.test(text) ? `${prefix.slice(0, -2)}'${text}` : prefix + text;

const isSafety = (item: EvalItem): boolean => item.kind === 'crisis' || item.kind === 'lookalike';

/**
 * Words that stand for one another without changing what a reply says: the medicine's names, the
 * relative at home, the side of the body, the time of a present complaint. Each alternative of a
 * group found in an item is replaced, one at a time, by each other one.
 */
const SYNONYMS: Record<Lang, readonly (readonly string[])[]> = {
  en: [
    ['pills', 'tablets', 'meds', 'medication'],
    ['my husband', 'my wife', 'my partner', 'my son'],
    ['left', 'right'],
    ['this morning', 'today'],
    ["can't", 'cannot', 'can not'],
  ],
  it: [
    ['pastiglie', 'pillole', 'compresse', 'medicine'],
    ['mio marito', 'mia moglie', 'mio figlio', 'mia figlia'],
    ['sinistro', 'destro'],
    ['sinistra', 'destra'],
    ['stamattina', 'oggi', 'stamani'],
  ],
  es: [
    ['pastillas', 'pastis', 'tabletas', 'píldoras'],
    ['mi esposo', 'mi marido', 'mi esposa', 'mi mujer', 'mi hijo'],
    ['izquierdo', 'derecho'],
    ['izquierda', 'derecha'],
    ['esta mañana', 'hoy'],
  ],
  de: [
    ['tabletten', 'pillen', 'medikamente'],
    ['mein mann', 'meine frau', 'mein sohn', 'meine tochter'],
    ['linke', 'rechte'],
    ['linken', 'rechten'],
    ['links', 'rechts'],
    ['heute morgen', 'heute früh', 'heute'],
  ],
  fr: [
    ['cachets', 'comprimés', 'médicaments', 'pilules'],
    ['mon mari', 'ma femme', 'mon fils', 'ma fille'],
    ['gauche', 'droite'],
    ['ce matin', "aujourd'hui"],
  ],
};
const SYNONYM_RE: Record<Lang, { re: RegExp; group: readonly string[] }[]> = Object.fromEntries(
  Object.entries(SYNONYMS).map(([l, groups]) => [l, groups.map((group) => ({ re: wordsRe(group, 'iu'), group }))]),
) as Record<Lang, { re: RegExp; group: readonly string[] }[]>;
/** Keeps a capital where the word had one. */
const likeCase = (model: string, word: string): string => (model[0] !== undefined && model[0] !== model[0].toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word);
export function synonymsOf(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const { re, group } of SYNONYM_RE[lang]) {
    const m = re.exec(text);
    if (!m) continue;
    const found = m[0];
    for (const alt of group) {
      if (alt.toLowerCase() === found.toLowerCase()) continue;
      out.push(text.slice(0, m.index) + likeCase(found, alt) + text.slice(m.index + found.length));
    }
  }
  return out;
}

/** A patient asking about what they tell: still told ("… is that normal?", "… devo preoccuparmi?"). */
const ASKED_ABOUT: Record<Lang, readonly string[]> = {
  en: ['is that normal?', 'should I be worried?'],
  it: ['è normale?', 'devo preoccuparmi?'],
  es: ['¿es normal?', '¿me tengo que preocupar?'],
  de: ['ist das normal?', 'muss ich mir sorgen machen?'],
  fr: ['c’est normal ?', 'je dois m’inquiéter ?'],
};

/** Hedges said with a plain yes or no: the answer is then unclear (the eval's rule). */
const HEDGES: Record<Lang, { before: readonly string[]; after: readonly string[] }> = {
  en: { before: ['I think', 'probably'], after: ['I think', 'not sure'] },
  it: { before: ['credo', 'forse'], after: ['credo', 'mi pare'] },
  es: { before: ['creo que', 'tal vez'], after: ['creo', 'me parece'] },
  de: { before: ['ich glaube', 'wahrscheinlich'], after: ['glaub ich', 'bin nicht sicher'] },
  fr: { before: ['je crois', 'peut-être'], after: ['je crois', 'il me semble'] },
};
/**
 * Yes/no items answered plainly, with the answer word alone (two words at most): a hedge added to
 * them leaves the answer unclear. ("no, I forgot, I think" still says a dose was missed.)
 */
const PLAIN_ANSWERS = new Set(['plain', 'plain_yes', 'plain_no']);
const BARE_ANSWER = /^\s*[\p{L}]+(?:[\s,]+[\p{L}]+)?[\s.!]*$/u;

/** An answer joined to what follows by "and" or "but" ("yes but …", "sette e …", "no pero …"). */
const CONNECTORS: Record<Lang, readonly string[]> = { en: ['and', 'but'], it: ['e', 'ma'], es: ['y', 'pero'], de: ['und', 'aber'], fr: ['et', 'mais'] };
/** What a voice transcript keeps of hesitation, before the reply. */
const FILLERS: Record<Lang, readonly string[]> = { en: ['um', 'well'], it: ['ehm', 'allora'], es: ['eh', 'pues'], de: ['äh', 'also'], fr: ['euh', 'bah'] };
/** Candour before the reply ("honestly", "sinceramente"): it changes nothing of what follows. */
const CANDOUR: Record<Lang, readonly string[]> = {
  en: ['honestly', 'to be honest'],
  it: ['sinceramente', 'a dire il vero'],
  es: ['la verdad', 'sinceramente'],
  de: ['ehrlich gesagt', 'ganz ehrlich'],
  fr: ['franchement', 'pour être honnête'],
};
/** When a present crisis started, told after it: the crisis is still now. */
const ONSET: Record<Lang, readonly string[]> = {
  en: ['since this morning', 'for an hour now'],
  it: ['da stamattina', 'da un’ora'],
  es: ['desde esta mañana', 'desde hace una hora'],
  de: ['seit heute morgen', 'seit einer stunde'],
  fr: ['depuis ce matin', 'depuis une heure'],
};
/** The plain answer said after a crisis, as a last sentence. */
const ANSWER_AFTER: Record<Lang, readonly string[]> = { en: ['yes', '7'], it: ['sì', '7'], es: ['sí', '7'], de: ['ja', '7'], fr: ['oui', '7'] };
const TRAILING = /[\s.!?…]+$/u;
const LONG_WORD = /[\p{L}]{7,}/gu;
/** Two letters of the reply's longest word swapped in its middle ("breahte"): one slip of the thumb. */
export function swapped(text: string): string {
  const words = text.match(LONG_WORD);
  if (!words) return text;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const k = Math.floor(longest.length / 2);
  const typo = longest.slice(0, k) + (longest[k + 1] ?? '') + (longest[k] ?? '') + longest.slice(k + 2);
  return text.replace(longest, typo);
}
/** Each letter's neighbour on a keyboard, to the right (the last of a row: to the left). */
const NEIGHBOUR: Record<string, string> = Object.fromEntries(
  ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [...row].map((c, i) => [c, row[i + 1] ?? row[i - 1] ?? c])),
);
/** The middle letter of the reply's longest word hit on its neighbouring key ("headavhe"). */
export function keySlipped(text: string): string {
  const words = text.match(LONG_WORD);
  if (!words) return text;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const k = Math.floor(longest.length / 2);
  const c = longest[k] as string;
  const slip = NEIGHBOUR[c.toLowerCase()];
  return slip ? text.replace(longest, longest.slice(0, k) + slip + longest.slice(k + 1)) : text;
}
/** A letter of the reply's longest word left out in its middle ("headche"). */
export function letterDropped(text: string): string {
  const words = text.match(LONG_WORD);
  if (!words) return text;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const k = Math.floor(longest.length / 2);
  return text.replace(longest, longest.slice(0, k) + longest.slice(k + 1));
}

export const TRANSFORMS: readonly Transform[] = [
  { name: 'transcript', apply: (i) => [transcript(i.text)] },
  { name: 'apostrophe_dropped', apply: (i) => [apostropheDropped(i.text)] },
  { name: 'apostrophe_spaced', apply: (i) => [apostropheSpaced(i.text)] },
  { name: 'transcript_no_apostrophe', apply: (i) => [apostropheDropped(transcript(i.text))] },
  { name: 'sms', apply: (i) => [sms(i.text, i.lang)] },
  { name: 'sms2', apply: (i) => [sms2(i.text, i.lang)] },
  { name: 'stretched', apply: (i) => [stretched(i.text, i.lang)] },
  {
    name: 'answer_prefix',
    apply: (i) => {
      if (!isSafety(i) || ALREADY_ANSWERED.has(i.subkind ?? '')) return [];
      const answers = i.question.response_type === 'numeric' ? ANSWERS[i.lang].numeric : ANSWERS[i.lang].yesno;
      return answers.flatMap((a) =>
        SEPARATORS.filter((sep) => sep !== ' ' || !VERB_NEGATOR[i.lang].has(a) || OPENS_WITH_PERSON[i.lang].test(i.text)).map(
          (sep) => `${a}${sep}${sep === '. ' ? i.text : lowerFirst(i.text)}`,
        ),
      );
    },
  },
  {
    name: 'pleasantry',
    apply: (i) => {
      const out = [`${GREETING[i.lang]}, ${i.text}`, `${i.text}. ${THANKS[i.lang]}`, `${i.text} ${THANKS[i.lang]}`];
      // "ok" before a yes/no answer would itself be an answer ("ok, no").
      if (i.kind !== 'yesno') out.push(`ok, ${i.text}`, `ok ${lowerFirst(i.text)}`);
      return out;
    },
  },
  {
    name: 'answer_connector',
    apply: (i) => {
      if (!isSafety(i) || ALREADY_ANSWERED.has(i.subkind ?? '')) return [];
      const answers = i.question.response_type === 'numeric' ? ANSWERS[i.lang].numeric.slice(0, 1) : ANSWERS[i.lang].yesno.slice(0, 2);
      return answers.flatMap((a) => CONNECTORS[i.lang].map((c) => `${a} ${c} ${lowerFirst(i.text)}`));
    },
  },
  {
    name: 'answer_after',
    apply: (i) => (i.kind === 'crisis' ? ANSWER_AFTER[i.lang].map((a) => `${i.text.replace(TRAILING, '')}. ${a}`) : []),
  },
  { name: 'filler', apply: (i) => FILLERS[i.lang].map((f) => `${f} ${lowerFirst(i.text)}`) },
  { name: 'candour', apply: (i) => (i.kind === 'yesno' ? [] : CANDOUR[i.lang].map((c) => `${c}, ${lowerFirst(i.text)}`)) },
  {
    name: 'onset',
    apply: (i) =>
      i.kind === 'crisis' && i.expect.category !== 'self_harm' && i.expect.category !== 'overdose' && i.expect.category !== 'unsafe_at_home'
        ? ONSET[i.lang].map((o) => `${i.text.replace(TRAILING, '')}, ${o}`)
        : [],
  },
  {
    name: 'asked_about',
    apply: (i) =>
      i.kind === 'crisis' || (i.kind === 'side_effect' && (i.expect.side_effects ?? []).length > 0)
        ? ASKED_ABOUT[i.lang].map((q) => `${i.text.replace(TRAILING, '')}, ${q}`)
        : [],
  },
  {
    name: 'hedged',
    expect: { answer: 'unclear' },
    apply: (i) =>
      i.kind === 'yesno' && PLAIN_ANSWERS.has(i.subkind ?? '') && i.expect.answer !== 'unclear' && BARE_ANSWER.test(i.text)
        ? [
            ...HEDGES[i.lang].before.map((h) => `${h} ${lowerFirst(i.text.replace(TRAILING, ''))}`),
            ...HEDGES[i.lang].after.map((h) => `${i.text.replace(TRAILING, '')}, ${h}`),
          ]
        : [],
  },
  { name: 'synonym', apply: (i) => synonymsOf(i.text, i.lang) },
  { name: 'typo', apply: (i) => (i.kind === 'number' ? [] : [swapped(i.text)]) },
  { name: 'typo_dropped', apply: (i) => (i.kind === 'number' ? [] : [letterDropped(i.text)]) },
  { name: 'typo_key', apply: (i) => (i.kind === 'number' ? [] : [keySlipped(i.text)]) },
  {
    name: 'relative',
    apply: (i) => {
      if (i.kind !== 'crisis' || !RELATIVE_CATEGORIES.has(i.expect.category ?? '')) return [];
      if (ALREADY_ANSWERED.has(i.subkind ?? '') || i.subkind === 'stroke_relative' || THIRD_PARTY[i.lang].test(i.text)) return [];
      return RELATIVE[i.lang].map((p) => joinRelative(p, lowerFirst(i.text)));
    },
  },
];

/** Every transformed item of `items`, for every transform (a text the transform left unchanged is skipped). */
export function perturbAll(items: readonly EvalItem[], transforms: readonly Transform[] = TRANSFORMS): Perturbed[] {
  const out: Perturbed[] = [];
  for (const t of transforms) {
    for (const item of items) {
      const seen = new Set<string>([item.text]);
      for (const text of t.apply(item)) {
        if (seen.has(text)) continue;
        seen.add(text);
        out.push({ transform: t.name, item: { ...item, text, ...(t.expect ? { expect: t.expect } : {}) } });
      }
    }
  }
  return out;
}

/** A stable key for a transformed item: transform, item id, text. */
export const keyOf = (p: Perturbed): string => `${p.transform} ${p.item.id} ${p.item.text}`;
