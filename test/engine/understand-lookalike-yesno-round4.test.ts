import { describe, expect } from 'vitest';
import { type Language, LANGUAGES } from '../../functions/engine/types';
import { type Answer, CRISES4, CRISES4B, CRISES4C, CRISES4D, CRISES4E, type Kind4, LOOKALIKES4, LOOKALIKES4B, LOOKALIKES4C, LOOKALIKES4D, LOOKALIKES4E, LOOKALIKES4F, CHECKLIST_CRISES4, CHECKLIST_LOOKALIKES4, COUNTED_LAUGH_CRISES4, DOCH_YESNO4, LAUGH_ACT_CRISES4, LAUGH_CRISES4, LAUGH_PLAN_CRISES4, LAUGH_LOOKALIKES4, LAUGH_UNSAFE_CRISES4, LIFE_GUARDS4, NOT_CARE_CRISES4, NOT_CARE_LOOKALIKES4, PREFIXED_CRISES4, PREFIXED_LOOKALIKES4, LOOKALIKES4G, UMLAUT_CRISES4, UMLAUT_LOOKALIKES4, MECHANISM_GUARDS4, type OtherKind4, YESNO4, YESNO4B, YESNO4C, YESNO4D, YESNO4E, YESNO4F, YESNO4G } from './lookalike-yesno-round4';
import { answerTo, booleanQuestion, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 4 (decisions 226-229), written before the engine was widened for it: look-alikes do not
 * escalate, their recall guards escalate with their category, and answers to boolean adherence
 * questions without a plain yes or no are read. Rows the engine cannot read yet are in `NOT_YET`
 * (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // A partner's or a relative's threat "if I'm late" may be meant: only a boss's (decision 201) or one with a laugh is read as a figure.
  'mi suegra me va a matar si llego tarde a la comida',
  // Fainting "de hambre" may be a diabetic's real faint; only "de sueño" is read as a figure.
  'me desmayo de hambre si no como ya',
  // In Latin American Spanish "sí, cómo no" is a sincere "of course" (a yes in the lexicon); only the tone tells the sarcasm.
  'si como no',
  // Unpunctuated, "no respiro" is also "I can't breathe" (spoken "no" for "non"): the breathing reading stands.
  'dolore al petto no respiro ok',
  // Plans the engine does not read even without the laugh: no lexicon phrase or frame holds "got it all planned" with
  // pills kept somewhere, nor "combien de cachets il me faut pour ne plus me réveiller" (counting pills alone is also dosing).
  'got it all planned, the pills are in the cupboard lol',
  'j ai déjà compté combien de cachets il me faut pour ne plus me réveiller mdr',
]);


for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 4: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4[language]), NOT_YET);
  crisisRows(`${language} round 4: recall guards escalate with their category`, inLanguage.crises(language, CRISES4[language]), NOT_YET);
  lookalikeRows(`${language} round 4, second batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4B[language]), NOT_YET);
  crisisRows(`${language} round 4, second batch: recall guards escalate`, inLanguage.crises(language, CRISES4B[language]), NOT_YET);
  lookalikeRows(`${language} round 4, third batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4C[language]), NOT_YET);
  crisisRows(`${language} round 4, third batch: recall guards escalate`, inLanguage.crises(language, CRISES4C[language]), NOT_YET);
  lookalikeRows(`${language} round 4, fourth batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4D[language]), NOT_YET);
  crisisRows(`${language} round 4, fourth batch: recall guards escalate`, inLanguage.crises(language, CRISES4D[language]), NOT_YET);
  lookalikeRows(`${language} round 4, fifth batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4E[language]), NOT_YET);
  crisisRows(`${language} round 4, fifth batch: recall guards escalate`, inLanguage.crises(language, CRISES4E[language]), NOT_YET);
  lookalikeRows(`${language} round 4, seventh batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4G[language]), NOT_YET);
  if (LOOKALIKES4F[language].length > 0) lookalikeRows(`${language} round 4, sixth batch: look-alikes do not escalate`, inLanguage.lookalikes(language, LOOKALIKES4F[language]), NOT_YET);
}

crisisRows('round 4: guards of the round\'s own mechanisms escalate', MECHANISM_GUARDS4, NOT_YET);
crisisRows('round 4: life itself pointless, with the medicine named, escalates', LIFE_GUARDS4, NOT_YET);
crisisRows('round 4: German typed without umlauts: crises escalate', UMLAUT_CRISES4, NOT_YET);
lookalikeRows('round 4: checklists answered item by item do not escalate', CHECKLIST_LOOKALIKES4, NOT_YET);
crisisRows('round 4: crises told like a checklist escalate', CHECKLIST_CRISES4, NOT_YET);
crisisRows('round 4: not caring whether one dies escalates', NOT_CARE_CRISES4, NOT_YET);
lookalikeRows('round 4: not caring, as a figure, does not escalate', NOT_CARE_LOOKALIKES4, NOT_YET);
lookalikeRows('round 4: an answer word or a score before a question does not escalate', PREFIXED_LOOKALIKES4, NOT_YET);
crisisRows('round 4: crises after an answer word or a score escalate', PREFIXED_CRISES4, NOT_YET);
lookalikeRows('round 4: a laugh after a denial does not escalate', LAUGH_LOOKALIKES4, NOT_YET);
crisisRows('round 4: crises told with a laugh escalate', LAUGH_CRISES4, NOT_YET);
crisisRows('round 4: an overdose told with a laugh and a count escalates', COUNTED_LAUGH_CRISES4, NOT_YET);
crisisRows('round 4: danger at home told with a laugh escalates', LAUGH_UNSAFE_CRISES4, NOT_YET);
crisisRows('round 4: a plan or an act with the medicine told with a laugh escalates', LAUGH_ACT_CRISES4, NOT_YET);
crisisRows('round 4: a plan with the medicine told with a laugh escalates', LAUGH_PLAN_CRISES4, NOT_YET);
lookalikeRows('round 4: German typed without umlauts: look-alikes do not escalate', inLanguage.lookalikes('de', UMLAUT_LOOKALIKES4), NOT_YET);

const PROMPTS: Record<Language, Record<Kind4, string>> = {
  es: { today: '¿Se tomó hoy la medicación?', week: '¿Tomó sus pastillas todos los días esta semana?' },
  de: { today: 'Haben Sie Ihre Tabletten heute genommen?', week: 'Haben Sie Ihre Tabletten diese Woche jeden Tag genommen?' },
  fr: { today: 'Avez-vous pris vos comprimés aujourd’hui ?', week: 'Avez-vous pris votre traitement tous les jours cette semaine ?' },
  it: { today: 'Ha preso le medicine oggi?', week: 'Ha preso le pastiglie tutti i giorni questa settimana?' },
  en: { today: 'Did you take your medicine today?', week: 'Did you take your tablets every day this week?' },
};

const reading = (language: Language, kind: Kind4, text: string): Answer =>
  answerTo(booleanQuestion(kind, 'medication_adherence', PROMPTS[language][kind]), text, language);

const test = rowTest(NOT_YET);
for (const language of LANGUAGES) {
  describe(`${language} round 4: yes/no answers to adherence questions`, () => {
    for (const [kind, text, want] of [...YESNO4[language], ...YESNO4B[language], ...YESNO4C[language], ...YESNO4D[language], ...YESNO4E[language]]) {
      test(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading(language, kind, text)).toBe(want));
    }
  });
}

/** The other boolean questions of a check-in, with the topics the protocols give them. */
const OTHER: Record<OtherKind4, { topic: string; prompt: Record<Language, string> }> = {
  bp: { topic: 'monitoring', prompt: { es: '¿Se midió la tensión esta mañana?', de: 'Haben Sie diese Woche Ihren Blutdruck gemessen?', fr: 'Avez-vous mesuré votre tension ce matin ?', it: 'Ha misurato la pressione stamattina?', en: 'Did you check your blood pressure this morning?' } },
  refill: { topic: 'refills', prompt: { es: '¿Pudo recoger su medicamento en la farmacia?', de: 'Konnten Sie Ihr Medikament in der Apotheke abholen?', fr: 'Avez-vous pu récupérer votre médicament à la pharmacie ?', it: 'È riuscito a ritirare il farmaco in farmacia?', en: 'Were you able to pick up your medicine at the pharmacy?' } },
  effects: { topic: 'side_effects', prompt: { es: '¿Ha tenido algún efecto secundario?', de: 'Hatten Sie diese Woche Nebenwirkungen?', fr: 'Avez-vous eu des effets secondaires ?', it: 'Ha avuto effetti collaterali?', en: 'Have you had any side effects?' } },
};
for (const language of LANGUAGES) {
  describe(`${language} round 4: yes/no answers to the other boolean questions`, () => {
    for (const [kind, text, want] of YESNO4F[language]) {
      test(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () =>
        expect(answerTo(booleanQuestion(kind, OTHER[kind].topic, OTHER[kind].prompt[language]), text, language)).toBe(want));
    }
  });
}

/** Seventh batch: the dev set's yes/no kinds told in the other languages, to any of the questions above. */
const questionOf = (kind: OtherKind4 | Kind4, language: Language) =>
  kind === 'today' || kind === 'week'
    ? booleanQuestion(kind, 'medication_adherence', PROMPTS[language][kind])
    : booleanQuestion(kind, OTHER[kind].topic, OTHER[kind].prompt[language]);
for (const language of LANGUAGES) {
  describe(`${language} round 4, seventh batch: yes/no`, () => {
    for (const [kind, text, want] of YESNO4G[language]) {
      test(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(answerTo(questionOf(kind, language), text, language)).toBe(want));
    }
  });
}

describe('de round 4: "doch" opening a longer answer', () => {
  for (const [kind, text, want] of DOCH_YESNO4) {
    test(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading('de', kind, text)).toBe(want));
  }
});
