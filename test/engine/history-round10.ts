import type { Language } from '../../functions/engine/types';

/**
 * Round 10 (decision 321): history told the way people date it ("ça remonte à plus de dix ans", "risale
 * a cinque anni fa", a year in words, "als junger Kerl", "das ist vierzig Jahre her" in the next
 * clause) and the Italian denial after "e" ("… e di formicolii non ne ho più avuti"); the guards, the
 * same past with a symptom now. Written for careloop, none from the evaluation set. Read by
 * understand-history-round10.test.ts.
 */

/** Must not escalate. */
export const HISTORY10: Record<Language, string[]> = {
  en: [
  ],
  it: [
    'il mio infarto risale a cinque anni fa, adesso faccio le analisi e basta',
    'dopo l\'infarto del duemiladiciotto prendo la cardioaspirina, tutto tranquillo',
    'ho avuto un ictus tre anni fa, ma adesso sto bene e di formicolii non ne ho più avuti',
  ],
  es: [
    'tuve un infarto en dos mil quince y desde entonces nada',
  ],
  de: [
    'als junger kerl bin ich mal vom gerüst gefallen und war bewusstlos, aber das ist vierzig jahre her',
  ],
  fr: [
    'ma premiere crise d\'epilepsie ca remonte a plus de dix ans, rien depuis',
  ],
};

/** Must escalate with the category. */
export const HISTORY_GUARDS10: Record<Language, (readonly [string, string])[]> = {
  en: [
  ],
  it: [
    ['chest_pain', 'il mio infarto risale a cinque anni fa ma adesso ho di nuovo un dolore al petto fortissimo'],
  ],
  es: [
    ['chest_pain', 'tuve un infarto en dos mil quince y ahora mismo tengo otra vez mucha presión en el pecho'],
  ],
  de: [
    ['chest_pain', 'das ist zwanzig jahre her mit meinem herzinfarkt, aber jetzt hab ich wieder starke brustschmerzen'],
  ],
  fr: [
    ['chest_pain', 'mon infarctus ça remonte à dix ans mais là j\'ai une douleur dans la poitrine qui serre fort'],
  ],
};
