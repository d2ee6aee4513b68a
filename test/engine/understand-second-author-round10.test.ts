import { LANGUAGES } from '../../functions/engine/types';
import { SECOND_AUTHOR_CRISES10, SECOND_AUTHOR_LOOKALIKES10 } from './second-author-round10';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 10 (decision 321): a second author's replies. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // "had a fit about" is the idiom of anger, and masks the fit even when a time follows ("about ten minutes ago")
  'thanks for checking in love, garden is lovely this time of year, tomatoes coming on well, grandson came sunday and fixed the fence... oh and the wife had a fit about ten minutes ago and shes still not answering me',
  // far more than prescribed, the medicine and drowsy now, each in its own clause after "but": no frame spans three clauses
  'si le ho prese, ma molte piu di quelle che mi ha detto il dottore, tipo 8 xanax, e ora non riesco a stare sveglio',
  'si me las tome, pero muchas mas de las que me recetaron, como 12 de tramadol, estoy muy mareado',
]);

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 10: a second author's look-alikes do not escalate`, inLanguage.lookalikes(language, SECOND_AUTHOR_LOOKALIKES10[language]), NOT_YET);
  crisisRows(`${language} round 10: a second author's crises escalate with their category`, inLanguage.crises(language, SECOND_AUTHOR_CRISES10[language]), NOT_YET);
}
