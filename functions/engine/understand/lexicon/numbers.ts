import type { Language } from '../../types';
import { DE_UNITS, EN_UNITS, ES_UNITS, FR_UNITS, IT_UNITS, UNITS } from './number-units';

/**
 * Number words 0–100 in the five languages, generated from their small regular parts (the
 * compounds: "twenty one", "ventuno", "veintiuno"/"treinta y uno", "einundzwanzig", "vingt et un",
 * "soixante-dix", "quatre-vingt-dix", plus the Belgian/Swiss "septante", "huitante", "nonante").
 * Written with accents; normalized at load like everything else.
 */

const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const IT_TENS = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];

const ES_TWENTIES = ['veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis',
  'veintisiete', 'veintiocho', 'veintinueve'];
const ES_TENS = ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];

const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt'];

function english(): Record<string, number> {
  const out: Record<string, number> = {};
  EN_UNITS.forEach((w, i) => (out[w] = i));
  for (let t = 2; t <= 9; t++) {
    out[EN_TENS[t] as string] = t * 10;
    for (let u = 1; u <= 9; u++) out[`${EN_TENS[t]} ${EN_UNITS[u]}`] = t * 10 + u;
  }
  out['hundred'] = 100;
  out['one hundred'] = 100;
  out['a hundred'] = 100;
  out['oh'] = 0;
  out['nought'] = 0;
  return out;
}

function italian(): Record<string, number> {
  const out: Record<string, number> = {};
  IT_UNITS.forEach((w, i) => (out[w] = i));
  for (let t = 2; t <= 9; t++) {
    const tens = IT_TENS[t] as string;
    out[tens] = t * 10;
    for (let u = 1; u <= 9; u++) {
      const unit = u === 3 ? 'tré' : (IT_UNITS[u] as string);
      // "venti" + "uno" → "ventuno", + "otto" → "ventotto": the final vowel drops before a vowel.
      const stem = u === 1 || u === 8 ? tens.slice(0, -1) : tens;
      out[stem + unit] = t * 10 + u;
      out[`${tens} ${IT_UNITS[u]}`] = t * 10 + u;
    }
  }
  return out;
}

function spanish(): Record<string, number> {
  const out: Record<string, number> = {};
  ES_UNITS.forEach((w, i) => (out[w] = i));
  ES_TWENTIES.forEach((w, i) => (out[w] = 20 + i));
  out['veintiún'] = 21;
  for (let t = 3; t <= 9; t++) {
    out[ES_TENS[t] as string] = t * 10;
    for (let u = 1; u <= 9; u++) out[`${ES_TENS[t]} y ${ES_UNITS[u]}`] = t * 10 + u;
  }
  out['cien'] = 100;
  out['ciento'] = 100;
  out['diez y seis'] = 16;
  return out;
}

function german(): Record<string, number> {
  const out: Record<string, number> = {};
  DE_UNITS.forEach((w, i) => (out[w] = i));
  out['zwo'] = 2;
  for (let t = 2; t <= 9; t++) {
    const tens = DE_TENS[t] as string;
    out[tens] = t * 10;
    for (let u = 1; u <= 9; u++) {
      const unit = u === 1 ? 'ein' : (DE_UNITS[u] as string);
      out[`${unit}und${tens}`] = t * 10 + u;
    }
  }
  out['hundert'] = 100;
  out['einhundert'] = 100;
  out['anderthalb'] = 1.5;
  return out;
}

function french(): Record<string, number> {
  const out: Record<string, number> = {};
  FR_UNITS.forEach((w, i) => (out[w] = i));
  for (let t = 2; t <= 9; t++) {
    const tens = FR_TENS[t] as string;
    const base = t * 10;
    if (t === 7 || t === 9) {
      // soixante-dix … soixante-dix-neuf, quatre-vingt-dix … quatre-vingt-dix-neuf
      for (let u = 0; u <= 9; u++) {
        const v = (t === 7 ? 60 : 80) + 10 + u;
        out[`${tens}-${FR_UNITS[10 + u]}`] = v;
      }
      out['soixante et onze'] = 71;
      continue;
    }
    out[tens] = base;
    if (t === 8) out['quatre-vingts'] = 80;
    for (let u = 1; u <= 9; u++) {
      const joiner = u === 1 && t !== 8 ? ' et ' : '-';
      out[`${tens}${joiner}${FR_UNITS[u]}`] = base + u;
    }
  }
  // Belgian and Swiss forms.
  for (const [word, base] of [['septante', 70], ['huitante', 80], ['octante', 80], ['nonante', 90]] as const) {
    out[word] = base;
    for (let u = 1; u <= 9; u++) out[`${word}${u === 1 ? ' et ' : '-'}${FR_UNITS[u]}`] = base + u;
  }
  out['cent'] = 100;
  return out;
}

/** Words said between a number and its decimals ("seven point two", "37 komma 8"). */
export const POINT: Record<Language, readonly string[]> = {
  en: ['point'], it: ['virgola', 'punto'], es: ['coma', 'punto'], de: ['komma'], fr: ['virgule', 'point'],
};

/** The hundreds 100–900 as each language writes them (the words a tens-and-units part is joined to). */
const HUNDREDS: Record<Language, [string, number][]> = {
  en: [['hundred', 100], ['a hundred', 100], ...EN_UNITS.slice(1, 10).map((u, i): [string, number] => [`${u} hundred`, (i + 1) * 100])],
  it: ['cento', 'duecento', 'trecento', 'quattrocento', 'cinquecento', 'seicento', 'settecento', 'ottocento', 'novecento']
    .map((w, i): [string, number] => [w, (i + 1) * 100]),
  es: [
    ...['ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos']
      .map((w, i): [string, number] => [w, (i + 1) * 100]),
    ...['doscientas', 'trescientas', 'cuatrocientas', 'quinientas', 'seiscientas', 'setecientas', 'ochocientas', 'novecientas']
      .map((w, i): [string, number] => [w, (i + 2) * 100]),
  ],
  de: [['hundert', 100], ['einhundert', 100], ...DE_UNITS.slice(2, 10).map((u, i): [string, number] => [`${u}hundert`, (i + 2) * 100])],
  fr: [
    ['cent', 100],
    ...FR_UNITS.slice(2, 10).flatMap((u, i): [string, number][] => [[`${u} cent`, (i + 2) * 100], [`${u} cents`, (i + 2) * 100], [`${u}-cent`, (i + 2) * 100]]),
  ],
};

const THOUSANDS: Record<Language, [string, number][]> = {
  en: [['thousand', 1000], ['a thousand', 1000], ['one thousand', 1000], ['two thousand', 2000]],
  it: [['mille', 1000], ['duemila', 2000]],
  es: [['mil', 1000], ['dos mil', 2000]],
  de: [['tausend', 1000], ['eintausend', 1000], ['zweitausend', 2000]],
  fr: [['mille', 1000], ['deux mille', 2000]],
};

/**
 * Hundreds up to 999 (halves only up to 299) and halves, as patients say them: "a hundred and twelve", "one forty two"
 * (the short way blood pressure and weight are read aloud), "two oh five", "centoquarantadue",
 * "ciento cuarenta y dos", "hundertzweiundvierzig", "cent quarante-deux"; "seven and a half",
 * "sette e mezzo", "siete y medio", "siebeneinhalb", "sept et demi".
 */
function withHundredsAndHalves(lang: Language, base: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = { ...base };
  const below100 = Object.entries(base).filter(([, v]) => v >= 1 && v <= 99);
  const hundreds = HUNDREDS[lang];
  for (const [h, hv] of hundreds) {
    out[h] = hv;
    for (const [w, v] of below100) {
      if (lang === 'en') {
        out[`${h} and ${w}`] = hv + v;
        out[`${h} ${w}`] = hv + v;
      } else if (lang === 'it') {
        out[`${h}${w.replace(/ /g, '')}`] = hv + v;
        out[`${h} ${w}`] = hv + v;
        out[`${h} e ${w}`] = hv + v;
        if (/^[aeiou]/.test(w)) out[`${h.slice(0, -1)}${w.replace(/ /g, '')}`] = hv + v;
      } else if (lang === 'de') {
        if (!w.includes(' ')) out[`${h}${w}`] = hv + v;
        out[`${h} ${w}`] = hv + v;
        out[`${h} und ${w}`] = hv + v;
      } else {
        out[`${h} ${w}`] = hv + v;
      }
    }
  }
  if (lang === 'en') {
    // "one forty two" = 142, "two oh five" = 205: a unit, then the last two digits.
    for (const [u, uv] of Object.entries(base).filter(([, v]) => v >= 1 && v <= 3)) {
      for (const [w, v] of below100) if (v >= 10) out[`${u} ${w}`] = uv * 100 + v;
      for (let d = 1; d <= 9; d++) out[`${u} oh ${EN_UNITS[d]}`] = uv * 100 + d;
    }
    // "a buck twenty": a hundred and twenty, as some read a glucose or a weight.
    for (const [w, v] of below100) if (v >= 10) out[`a buck ${w}`] = 100 + v;
  }
  for (const [t, tv] of THOUSANDS[lang]) out[t] = tv;
  // "seven point two", "sette virgola due", "sieben komma zwei": one decimal said as a word.
  for (const [w, v] of Object.entries(base)) {
    if (v > 20 || !Number.isInteger(v)) continue;
    for (let d = 1; d <= 9; d++) for (const p of POINT[lang]) out[`${w} ${p} ${UNITS[lang][d]}`] = v + d / 10;
  }
  const half: Record<Language, (w: string) => string[]> = {
    en: (w) => [`${w} and a half`, `${w} and half`, `${w} point five`],
    it: (w) => [`${w} e mezzo`, `${w} e mezza`, `${w} virgola cinque`],
    es: (w) => [`${w} y medio`, `${w} y media`, `${w} coma cinco`],
    de: (w) => [`${w}einhalb`, `${w} einhalb`, `${w} komma fünf`, `${w} und ein halb`],
    fr: (w) => [`${w} et demi`, `${w} et demie`, `${w} virgule cinq`],
  };
  for (const [w, v] of Object.entries(out)) {
    if (v > 299 || !Number.isInteger(v)) continue;
    for (const h of half[lang](lang === 'de' && v === 1 ? 'ein' : w)) out[h] = v + 0.5;
  }
  return out;
}

export const NUMBER_WORDS: Record<Language, Record<string, number>> = {
  en: withHundredsAndHalves('en', english()),
  it: withHundredsAndHalves('it', italian()),
  es: withHundredsAndHalves('es', spanish()),
  de: withHundredsAndHalves('de', german()),
  fr: withHundredsAndHalves('fr', french()),
};
