import { describe, expect } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language, Question } from '../../functions/engine/types';
import { type Answer, DE_CRISES, DE_LOOKALIKES, DE_YESNO, FR_CRISES, FR_LOOKALIKES, FR_YESNO, type Kind } from './de-fr-round3';
import { answerTo, booleanQuestion, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * German and French replies of the third round (issue 10), written before the engine was widened
 * for them: look-alikes do not escalate, crises escalate with their category, yes/no answers
 * without ja/nein/oui/non are read. Rows the engine cannot read yet are in `NOT_YET` (it.fails).
 */
const NOT_YET = new Set<string>([
  // Without a comma "nicht nur müde" reads "not only tired" (a complaint); the punctuated row passes.
  'lebensmuede bin ich nicht nur muede',
  // "einer mit Schlaganfall" (someone in the next bed) names no one the engine can tell from the patient.
  'im krankenhaus lag neben mir einer mit schlaganfall',
  // Spoken "j'ai plus de sang" is "no more blood" or "more blood": the engine keeps it a complaint (decision on spoken "plus").
  "j'ai plus de sang dans les selles depuis une semaine",
  // A hanging joked about while waiting on the phone: the laugh names neither the medicine nor the check-in.
  "je vais finir par me pendre avec le fil du téléphone tellement j'attends lol",
  // A friend's habit ("bekommt dann keine Luft") is told like a relative's emergency at home.
  'meine freundin hat Panikattacken und bekommt dann keine luft',
]);

lookalikeRows('German look-alikes (round 3) do not escalate', inLanguage.lookalikes('de', DE_LOOKALIKES), NOT_YET);
crisisRows('German crises (round 3) escalate with their category', inLanguage.crises('de', DE_CRISES), NOT_YET);
lookalikeRows('French look-alikes (round 3) do not escalate', inLanguage.lookalikes('fr', FR_LOOKALIKES), NOT_YET);
crisisRows('French crises (round 3) escalate with their category', inLanguage.crises('fr', FR_CRISES), NOT_YET);

const PROMPTS: Record<Language, Partial<Record<Kind, string>>> = {
  de: {
    today: 'Haben Sie Ihre Tabletten heute genommen?',
    week: 'Haben Sie Ihre Tabletten diese Woche jeden Tag genommen?',
    notYet: 'Sie haben Ihre Tabletten heute noch nicht genommen?',
  },
  fr: {
    today: 'Avez-vous pris vos comprimés aujourd’hui ?',
    week: 'Avez-vous pris votre traitement tous les jours cette semaine ?',
    notYet: 'Vous n’avez pas encore pris vos comprimés aujourd’hui ?',
  },
  en: {}, it: {}, es: {},
};

const reading = (language: Language, kind: Kind, text: string): Answer =>
  answerTo(booleanQuestion(kind, 'medication_adherence', PROMPTS[language][kind] ?? ''), text, language);

const test = rowTest(NOT_YET);
for (const [language, rows] of [['de', DE_YESNO], ['fr', FR_YESNO]] as const) {
  describe(`${language} yes/no answers without ja/nein/oui/non (round 3)`, () => {
    for (const [kind, text, want] of rows) {
      test(text)(`${kind} ${JSON.stringify(text)} → ${want}`, () => expect(reading(language, kind, text)).toBe(want));
    }
  });
}
