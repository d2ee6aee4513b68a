import type { Language } from '../../functions/engine/types';

/**
 * Round 10 (decision 321): a chest pain of before and the cause found for it, told later in the
 * reply in the past ("turned out to be reflux", "era una contrattura", "war eine Verspannung",
 * "c'était une contracture"), does not escalate; the guards, where the cause is only a guess ("I
 * thought it was indigestion") or the pain is there now ("but now it's much worse"), do. Written
 * for careloop, none from the evaluation set. Read by understand-explained-round10.test.ts.
 */

/** Must not escalate. */
export const EXPLAINED10: Record<Language, string[]> = {
  en: [
    'the chest pain i had on tuesday turned out to be reflux, gp checked me over, all fine',
    'the tightness in my chest at the weekend was just anxiety, a&e did an ecg and bloods, all clear',
  ],
  it: [
    'il dolore al petto di sabato era una contrattura, me l\'ha detto il medico, adesso sto bene',
  ],
  es: [
    'la presión en el pecho del domingo resultó ser reflujo, el cardiólogo me vio y todo normal',
  ],
  de: [
    'das stechen in der brust letzte woche war eine verspannung, der hausarzt hat alles gecheckt',
  ],
  fr: [
    'la douleur à la poitrine de samedi c\'était une contracture, l\'ECG était normal',
  ],
};

/** Must escalate with the category. */
export const EXPLAINED_GUARDS10: Record<Language, (readonly [string, string])[]> = {
  en: [
    ['chest_pain', 'bit of tightness in my chest since lunch, probably indigestion, its going up into my jaw a bit now'],
    ['chest_pain', 'had chest pain last week, they said it was muscular but now its much worse and going down my arm'],
    ['chest_pain', 'i have crushing chest pain, i thought it was indigestion but it wont go away'],
  ],
  it: [
    ['chest_pain', 'ho un peso sul petto, pensavo fosse reflusso ma non passa e mi fa male il braccio'],
  ],
  es: [
    ['chest_pain', 'tengo presión en el pecho, pensé que eran gases pero no se me pasa'],
  ],
  de: [
    ['chest_pain', 'ich hab druck auf der brust, dachte erst das war der magen aber es wird schlimmer'],
  ],
  fr: [
    ['chest_pain', 'j\'ai une douleur dans la poitrine, je pensais que c\'était musculaire mais ça descend dans le bras'],
    ['chest_pain', 'j\'ai mal à la poitrine, le médecin a dit que c\'était musculaire la semaine dernière mais là c\'est pire'],
  ],
};
