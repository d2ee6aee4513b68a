import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language } from '../../functions/engine/types';
import { type Answer, answerTo, booleanQuestion } from './rows';

/**
 * Yes/no replies written for this file (none taken from the evaluation set), by concept: the act
 * echoed instead of a yes, the echo negated, hedges, "almost" to an "every day?" question, strong
 * affirmatives without a yes, sarcasm, double negatives ("never forget them"), plain words typed
 * long ("siiii") and voice transcripts without punctuation, in the five languages.
 */

const Q = {
  en: { today: 'Did you take your medication today?', week: 'Did you take your pills every day this week?', bp: 'Did you check your blood pressure this morning?', refill: 'Were you able to pick up your refill?' },
  it: { today: 'Ha preso il farmaco oggi?', week: 'Ha preso le pastiglie tutti i giorni questa settimana?', bp: 'Si è misurato la pressione stamattina?', refill: 'È riuscito a ritirare il farmaco?' },
  es: { today: '¿Se tomó hoy la medicación?', week: '¿Tomó sus pastillas todos los días esta semana?', bp: '¿Se midió la tensión esta mañana?', refill: '¿Pudo recoger su medicamento?' },
  de: { today: 'Haben Sie heute Ihre Tabletten genommen?', week: 'Haben Sie diese Woche jeden Tag Ihre Tabletten genommen?', bp: 'Haben Sie heute Ihren Blutdruck gemessen?', refill: 'Konnten Sie Ihr Rezept abholen?' },
  fr: { today: 'Avez-vous pris vos comprimés aujourd’hui ?', week: 'Avez-vous pris votre traitement tous les jours cette semaine ?', bp: 'Avez-vous mesuré votre tension ce matin ?', refill: 'Avez-vous pu récupérer votre médicament ?' },
} as const;
type Kind = keyof (typeof Q)['en'];
const TOPIC: Record<Kind, string> = { today: 'adherence', week: 'adherence', bp: 'blood_pressure_check', refill: 'refill' };

type Row = [Language, Kind, string, Answer];

const rows: Record<string, Row[]> = {
  'the act echoed instead of a yes': [
    ['en', 'today', 'had them with my breakfast', 'yes'],
    ['en', 'refill', 'picked it up on monday', 'yes'],
    ['en', 'bp', 'did it before coffee', 'yes'],
    ['it', 'today', 'ho preso la pastiglia dopo pranzo', 'yes'],
    ['it', 'refill', 'ritirato ieri pomeriggio', 'yes'],
    ['it', 'bp', 'fatto alle otto', 'yes'],
    ['es', 'week', 'las tomé todas como me dijo el doctor', 'yes'],
    ['es', 'refill', 'ya lo recogí el lunes', 'yes'],
    ['es', 'bp', 'me la tomé a las ocho', 'yes'],
    ['de', 'today', 'hab ich genommen', 'yes'],
    ['de', 'refill', 'gestern abgeholt', 'yes'],
    ['de', 'bp', 'hab ich gemacht heute früh', 'yes'],
    ['fr', 'week', 'je les ai prises tous les soirs', 'yes'],
    ['fr', 'refill', 'récupéré hier', 'yes'],
    ['fr', 'bp', 'c est fait ce matin', 'yes'],
  ],
  'the echo negated': [
    ['it', 'today', 'non le ho prese ieri', 'no'],
    ['it', 'today', 'non l ho ancora presa', 'no'],
    ['it', 'week', 'non tutte purtroppo', 'no'],
    ['en', 'today', "haven't taken it yet", 'no'],
    ['en', 'bp', 'i did not check it', 'no'],
    ['es', 'today', 'todavía no me la he tomado', 'no'],
    ['es', 'week', 'no todas la verdad', 'no'],
    ['de', 'today', 'hab sie heute noch nicht genommen', 'no'],
    ['fr', 'today', 'je les ai pas prises hier soir', 'no'],
    ['fr', 'week', 'pas toutes', 'no'],
  ],
  'hedges': [
    ['en', 'today', 'i believe i did?', 'unclear'],
    ['en', 'week', 'more or less', 'unclear'],
    ['en', 'today', 'should have, i think', 'unclear'],
    ['it', 'week', 'più o meno', 'unclear'],
    ['it', 'today', 'boh si credo', 'unclear'],
    ['it', 'today', 'mi pare di sì', 'unclear'],
    ['es', 'week', 'más o menos', 'unclear'],
    ['es', 'today', 'me parece que sí', 'unclear'],
    ['es', 'today', 'si mal no recuerdo sí', 'unclear'],
    ['de', 'week', 'mehr oder weniger', 'unclear'],
    ['de', 'today', 'ich glaub schon', 'unclear'],
    ['de', 'today', 'eigentlich schon, bin mir nicht ganz sicher', 'unclear'],
    ['fr', 'week', 'plus ou moins', 'unclear'],
    ['fr', 'today', 'je crois que oui', 'unclear'],
    ['fr', 'today', 'normalement oui je crois', 'unclear'],
    ['en', 'today', 'i hope so', 'unclear'],
    ['it', 'today', 'se non sbaglio sì', 'unclear'],
    ['es', 'today', 'eso creo', 'unclear'],
    ['de', 'today', 'hoffentlich', 'unclear'],
    ['fr', 'today', 'a priori oui', 'unclear'],
    ['es', 'today', 'sí, creo', 'unclear'],
    ['en', 'today', 'yeah no', 'no'],
  ],
  '"almost" to an "every day?" question': [
    ['en', 'week', 'nearly all week', 'no'],
    ['en', 'week', 'six days out of seven', 'no'],
    ['en', 'week', 'every day except friday', 'no'],
    ['it', 'week', 'quasi sempre', 'no'],
    ['it', 'week', 'tutte meno una', 'no'],
    ['es', 'week', 'casi todos', 'no'],
    ['es', 'week', 'todos los días excepto uno', 'no'],
    ['de', 'week', 'fast die ganze woche', 'no'],
    ['de', 'week', 'jeden tag außer sonntag', 'no'],
    ['fr', 'week', 'presque toute la semaine', 'no'],
    ['fr', 'week', 'tous sauf dimanche', 'no'],
    ['es', 'week', 'me faltó un día', 'no'],
    ['it', 'week', 'più o meno tutti i giorni', 'no'],
    ['fr', 'week', 'pratiquement tous les jours', 'no'],
    ['it', 'week', 'ne ho persa una', 'no'],
    ['fr', 'week', "j'en ai loupé une", 'no'],
    ['de', 'week', 'einmal verschwitzt', 'no'],
  ],
  '"yes but" a day not taken': [
    ['en', 'week', 'yeah but not yesterday', 'no'],
    ['it', 'week', 'sì ma ieri no', 'no'],
    ['es', 'week', 'sí pero ayer no', 'no'],
    ['de', 'week', 'ja aber am wochenende nicht', 'no'],
    ['fr', 'week', 'oui mais pas hier', 'no'],
    ['en', 'week', 'yes but no side effects', 'yes'],
    ['de', 'week', 'ja, nur gestern nicht', 'no'],
  ],
  'strong affirmatives without a yes': [
    ['en', 'today', 'obviously', 'yes'],
    ['en', 'week', 'never miss them', 'yes'],
    ['en', 'week', "haven't forgotten a single one", 'yes'],
    ['en', 'today', 'without a doubt', 'yes'],
    ['it', 'week', 'non ne ho saltata nemmeno una', 'yes'],
    ['it', 'today', 'naturalmente', 'yes'],
    ['it', 'week', 'non ho mai dimenticato', 'yes'],
    ['es', 'today', 'claro que sí', 'yes'],
    ['es', 'week', 'no se me olvidó ninguna', 'yes'],
    ['es', 'today', 'faltaría más', 'yes'],
    ['de', 'today', 'sicher', 'yes'],
    ['de', 'week', 'hab keine einzige vergessen', 'yes'],
    ['de', 'week', 'nicht einen tag ausgelassen', 'yes'],
    ['fr', 'today', 'bien sûr', 'yes'],
    ['fr', 'week', 'j en ai pas oublié une seule', 'yes'],
    ['fr', 'today', 'naturellement', 'yes'],
    ['fr', 'week', 'religieusement', 'yes'],
    ['de', 'week', 'ausnahmslos', 'yes'],
    ['es', 'week', 'como un reloj', 'yes'],
    ['it', 'week', 'non me ne sono persa nessuna', 'yes'],
    ['fr', 'week', "je n'en ai loupé aucune", 'yes'],
  ],
  'sarcasm': [
    ['en', 'week', 'yeah right', 'no'],
    ['en', 'bp', 'sure, because i have all the time in the world', 'no'],
    ['en', 'today', 'oh totally, as if i ever remember', 'no'],
    ['it', 'week', 'sì come no', 'no'],
    ['it', 'bp', 'certo, e io sono il papa', 'no'],
    ['it', 'week', 'magari', 'no'],
    ['es', 'week', 'ya claro', 'no'],
    ['es', 'bp', 'sí hombre, y yo soy la reina de inglaterra', 'no'],
    ['es', 'week', 'claro, como si me acordara de algo', 'no'],
    ['de', 'week', 'ja genau, träum weiter', 'no'],
    ['de', 'bp', 'klar, weil ich ja so viel zeit hab', 'no'],
    ['fr', 'week', 'c est ça oui', 'no'],
    ['fr', 'bp', 'mais bien sûr, j ai que ça à faire', 'no'],
    ['fr', 'week', 'tu parles', 'no'],
    ['en', 'week', 'yeah, right', 'no'],
    ['es', 'week', 'ya, claro', 'no'],
    ['es', 'bp', 'claro, porque yo tengo tiempo de sobra', 'no'],
    ['it', 'bp', 'sì sì, come no', 'no'],
    ['en', 'today', 'sure 🙃', 'no'],
  ],
  'plain words typed long and voice transcripts': [
    ['en', 'today', 'yesss', 'yes'],
    ['en', 'today', 'nooope', 'no'],
    ['en', 'today', 'yeah yeah took it this morning with my coffee', 'yes'],
    ['it', 'today', 'siiii', 'yes'],
    ['it', 'today', 'eh già', 'yes'],
    ['it', 'today', 'no no oggi me ne sono dimenticato', 'no'],
    ['es', 'today', 'siii ya', 'yes'],
    ['es', 'today', 'qué va', 'no'],
    ['es', 'today', 'ajá', 'yes'],
    ['de', 'today', 'jaaa', 'yes'],
    ['de', 'today', 'jawoll', 'yes'],
    ['de', 'today', 'nö heute noch nicht', 'no'],
    ['fr', 'today', 'ouiii', 'yes'],
    ['fr', 'today', 'ben non', 'no'],
    ['fr', 'today', 'ouais je les ai prises ce matin avec le café', 'yes'],
    ['es', 'today', 'claro q si', 'yes'],
    ['es', 'today', 'sipi', 'yes'],
    ['de', 'today', 'passt scho', 'yes'],
    ['de', 'today', 'na, heut ned', 'no'],
    ['de', 'today', 'hob i gnumma', 'yes'],
  ],
};

const reading = (lang: Language, kind: Kind, text: string): Answer => answerTo(booleanQuestion(kind, TOPIC[kind], Q[lang][kind]), text, lang);

describe.each(Object.entries(rows))('yes/no never seen: %s', (_, table) => {
  it.each(table)('%s %s %j → %s', (lang, kind, text, want) => expect(reading(lang, kind, text)).toBe(want));
});
