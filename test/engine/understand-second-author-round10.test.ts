import { LANGUAGES } from '../../functions/engine/types';
import { SECOND_AUTHOR_CRISES10, SECOND_AUTHOR_LOOKALIKES10 } from './second-author-round10';
import { SECOND_AUTHOR_CRISES10B, SECOND_AUTHOR_LOOKALIKES10B } from './second-author-voice-round10';
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
  // the voice set: read with the wrong category (a wish not to wake read as unconsciousness; a gun and a threat read as self-harm),
  // a whole box taken told as fine and only sleepy, and look-alikes the rules do not read yet: history before a bypass
  // with a year in words, a symptom absent this week said as "no … zero" or "… ninguno", a watched stranger in a
  // relative clause, the doctor's instruction with "it never happened", past dark thoughts resolved in the next clause
  // (never read for self-harm, on purpose), French "j'ai plus d'…" (no more, or more)
  'yeah um i\'m fine mostly but honestly tonight i keep thinking i\'d be better off not waking up and i\'ve got all the pills lined up on the table',
  'oh the chest pain that was all before my bypass in ninety eight i\'ve had nothing like it since',
  'no dolore al petto questa settimana proprio zero',
  'il dottore mi ha detto che se mi si gonfia la gola devo chiamare il centodiciotto ma non e mai successo',
  'ho visto alla televisione un signore che e crollato per strada poveretto mi ha fatto impressione',
  'dolor de pecho no esta semana ninguno gracias a dios',
  'cuando me jubile tuve una depresion muy fuerte y pense en quitarme la vida pero eso ya paso hace mucho',
  'oui oui je les ai toutes prises les comprimes de la boite mais ca va hein je suis juste un peu endormie',
  'mon mari a sorti le fusil il dit qu\'il va tout faire sauter je suis cachee dans la salle de bain',
  'ben les douleurs de poitrine c\'etait avant mon pontage en quatre-vingt-quinze depuis plus rien',
  'j\'ai plus d\'essoufflement depuis le nouveau traitement je respire bien',
  'en soixante-huit je suis tombee dans les pommes a la fete du village c\'est la seule fois',
  'apres la mort de ma fille j\'avais des idees noires j\'ai voulu mourir mais c\'etait il y a vingt ans je vais bien maintenant',
]);

for (const language of LANGUAGES) {
  lookalikeRows(`${language} round 10: a second author's look-alikes do not escalate`, inLanguage.lookalikes(language, SECOND_AUTHOR_LOOKALIKES10[language]), NOT_YET);
  crisisRows(`${language} round 10: a second author's crises escalate with their category`, inLanguage.crises(language, SECOND_AUTHOR_CRISES10[language]), NOT_YET);
  lookalikeRows(`${language} round 10: a second author's voice look-alikes do not escalate`, inLanguage.lookalikes(language, SECOND_AUTHOR_LOOKALIKES10B[language]), NOT_YET);
  crisisRows(`${language} round 10: a second author's voice crises escalate with their category`, inLanguage.crises(language, SECOND_AUTHOR_CRISES10B[language]), NOT_YET);
}
