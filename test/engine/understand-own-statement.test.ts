import { beforeAll } from 'vitest';
import { loadEveryLanguage } from '../../functions/engine/engine';
import { crisisRows, lookalikeRows } from './rows';

/**
 * A fear or a question, then the patient's own present statement with no comma between, as voice
 * transcripts read (decision 239): the symptom is told as now. A condition's own verb ("if I have…")
 * keeps the question a question. And fainting told in the present ("once a day I pass out").
 */
beforeAll(loadEveryLanguage);

crisisRows('a fear, then the symptom told as now', [
  ['chest_pain', 'it', 'ho paura di avere un infarto ho dolore al petto'],
  ['chest_pain', 'en', 'scared of having a heart attack i have chest pain'],
  ['chest_pain', 'es', 'miedo de un infarto tengo dolor en el pecho'],
  ['chest_pain', 'fr', 'peur de faire un infarctus j ai mal a la poitrine'],
  ['chest_pain', 'de', 'angst vor einem herzinfarkt ich habe brustschmerzen'],
  ['unconsciousness', 'en', 'once a day i pass out'],
  ['unconsciousness', 'en', 'every morning i pass out in the bathroom'],
  ['unconsciousness', 'en', 'she passes out when she stands up'],
]);

lookalikeRows('a condition keeps its verb: still a question', [
  ['en', 'what should i do if i have chest pain'],
  ['it', 'cosa devo fare se ho dolore al petto'],
  ['es', 'que hago si tengo dolor en el pecho'],
  ['fr', 'que faire si j ai mal a la poitrine'],
  ['en', 'what happens if i pass out while driving'],
]);
