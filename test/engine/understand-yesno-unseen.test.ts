import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language, Question } from '../../functions/engine/types';

/**
 * Yes/no replies written for this file (issue 10, second round; none taken from the evaluation set
 * nor from understand-yesno-generalize.test.ts), by kind, in the five languages, typed the way
 * patients type (no accents, typos, run-ons) and as voice transcripts: the question's subject
 * echoed instead of yes or no, negative answers to "any …?" questions, hedges, "almost" to an
 * "every day?" question, strong affirmatives without a yes, sarcasm, a yes whose "but" reverses it,
 * and answers that start with a number.
 */
type Answer = 'yes' | 'no' | 'unclear';
const boolean = (id: string, topic: string, prompt: string): Question => ({ id, topic, prompt, response_type: 'boolean' });

const Q = {
  en: {
    week: 'Did you take your medication every day this week?',
    dose: 'Did you take every dose this week?',
    today: 'Did you take your pills today?',
    effects: 'Any side effects?',
    safe: 'Do you feel safe at home?',
    refill: 'Did you get your refill?',
    bp: 'Did you measure your blood pressure today?',
  },
  it: {
    week: 'Ha preso il farmaco tutti i giorni questa settimana?',
    dose: 'Ha preso tutte le dosi questa settimana?',
    today: 'Ha preso le pastiglie oggi?',
    effects: 'Effetti collaterali?',
    safe: 'Si sente al sicuro a casa?',
    refill: 'Ha ritirato il farmaco?',
    bp: 'Si è misurato la pressione oggi?',
  },
  es: {
    week: '¿Tomó su medicación todos los días esta semana?',
    dose: '¿Tomó todas las dosis esta semana?',
    today: '¿Se tomó las pastillas hoy?',
    effects: '¿Algún efecto secundario?',
    safe: '¿Se siente segura en casa?',
    refill: '¿Recogió su medicamento?',
    bp: '¿Se tomó la presión hoy?',
  },
  de: {
    week: 'Haben Sie Ihre Medikamente diese Woche jeden Tag genommen?',
    dose: 'Haben Sie diese Woche jede Dosis genommen?',
    today: 'Haben Sie heute Ihre Tabletten genommen?',
    effects: 'Irgendwelche Nebenwirkungen?',
    safe: 'Fühlen Sie sich zu Hause sicher?',
    refill: 'Haben Sie Ihr Medikament abgeholt?',
    bp: 'Haben Sie heute Blutdruck gemessen?',
  },
  fr: {
    week: 'Avez-vous pris votre traitement tous les jours cette semaine ?',
    dose: 'Avez-vous pris toutes vos doses cette semaine ?',
    today: 'Avez-vous pris vos comprimés aujourd’hui ?',
    effects: 'Des effets secondaires ?',
    safe: 'Vous sentez-vous en sécurité chez vous ?',
    refill: 'Avez-vous récupéré votre médicament ?',
    bp: 'Avez-vous pris votre tension aujourd’hui ?',
  },
} as const;
type Kind = keyof (typeof Q)['en'];
const TOPIC: Record<Kind, string> = {
  week: 'adherence', dose: 'adherence', today: 'adherence', effects: 'side_effects', safe: 'home_safety', refill: 'refills', bp: 'monitoring',
};

type Row = [Language, Kind, string, Answer];

const rows: Record<string, Row[]> = {
  'the subject echoed instead of yes': [
    ['en', 'dose', 'took every last one', 'yes'],
    ['en', 'week', 'every morning with breakfast', 'yes'],
    ['en', 'refill', 'got it tuesday', 'yes'],
    ['it', 'dose', 'prese tutte', 'yes'],
    ['it', 'week', 'tutti i giorni come sempre', 'yes'],
    ['it', 'today', 'presa stamattina col caffe', 'yes'],
    ['es', 'dose', 'todas tomadas', 'yes'],
    ['es', 'week', 'tomé todas mis pastillas', 'yes'],
    ['es', 'today', 'me las tome en el desayuno', 'yes'],
    ['de', 'dose', 'alle genommen', 'yes'],
    ['de', 'week', 'jeden tag brav genommen', 'yes'],
    ['de', 'today', 'heute morgen genommen', 'yes'],
    ['fr', 'dose', 'je les ai toutes prises', 'yes'],
    ['fr', 'week', 'tous les jours sans exception', 'yes'],
    ['fr', 'today', 'pris ce matin', 'yes'],
  ],
  'the subject echoed as a no': [
    ['en', 'effects', 'nothing at all', 'no'],
    ['en', 'effects', 'none that i noticed', 'no'],
    ['en', 'safe', 'not really', 'no'],
    ['it', 'effects', 'nessun effetto', 'no'],
    ['it', 'effects', 'niente di niente', 'no'],
    ['it', 'today', 'non ancora', 'no'],
    ['es', 'effects', 'ninguno la verdad', 'no'],
    ['es', 'effects', 'nada raro', 'no'],
    ['es', 'refill', 'todavia no fui a la farmacia', 'no'],
    ['de', 'effects', 'keine', 'no'],
    ['de', 'effects', 'nichts bemerkt', 'no'],
    ['de', 'today', 'noch nicht', 'no'],
    ['fr', 'effects', 'aucun', 'no'],
    ['fr', 'effects', 'rien du tout', 'no'],
    ['fr', 'today', 'pas encore', 'no'],
  ],
  'hedges are unclear': [
    ['en', 'week', 'i think so?', 'unclear'],
    ['en', 'today', 'i guess so', 'unclear'],
    ['en', 'effects', 'hard to say really', 'unclear'],
    ['it', 'week', 'insomma', 'unclear'],
    ['it', 'today', 'credo di si ma non ne sono sicura', 'unclear'],
    ['it', 'effects', 'boh forse', 'unclear'],
    ['es', 'week', 'mas o menos', 'unclear'],
    ['es', 'today', 'creo que si pero no estoy segura', 'unclear'],
    ['es', 'effects', 'no sabria decir', 'unclear'],
    ['de', 'week', 'so halb', 'unclear'],
    ['de', 'today', 'ich glaube schon', 'unclear'],
    ['de', 'effects', 'schwer zu sagen', 'unclear'],
    ['fr', 'week', 'bof', 'unclear'],
    ['fr', 'today', 'je pense que oui', 'unclear'],
    ['fr', 'effects', 'je sais pas trop', 'unclear'],
  ],
  '"almost" to an "every day?" question is no': [
    ['en', 'week', 'almost', 'no'],
    ['en', 'week', 'nearly every day', 'no'],
    ['en', 'dose', 'pretty much all of them', 'no'],
    ['it', 'week', 'quasi', 'no'],
    ['it', 'week', 'quasi tutti i giorni si', 'no'],
    ['it', 'dose', 'quasi tutte', 'no'],
    ['es', 'week', 'casi', 'no'],
    ['es', 'week', 'casi toda la semana', 'no'],
    ['es', 'dose', 'casi todas si', 'no'],
    ['de', 'week', 'fast', 'no'],
    ['de', 'week', 'fast jeden tag', 'no'],
    ['de', 'dose', 'fast alle', 'no'],
    ['fr', 'week', 'presque', 'no'],
    ['fr', 'week', 'presque tous les jours', 'no'],
    ['fr', 'dose', 'quasiment toutes', 'no'],
  ],
  'strong affirmatives without a yes': [
    ['en', 'week', 'absolutely', 'yes'],
    ['en', 'today', 'sure did', 'yes'],
    ['en', 'week', 'of course i did', 'yes'],
    ['en', 'safe', 'definitely', 'yes'],
    ['it', 'week', 'certo', 'yes'],
    ['it', 'today', 'certamente', 'yes'],
    ['it', 'safe', 'assolutamente si', 'yes'],
    ['es', 'week', 'claro que si', 'yes'],
    ['es', 'today', 'por supuesto que si', 'yes'],
    ['es', 'safe', 'claro', 'yes'],
    ['de', 'week', 'auf jeden fall', 'yes'],
    ['de', 'today', 'selbstverständlich', 'yes'],
    ['de', 'safe', 'natürlich', 'yes'],
    ['fr', 'week', 'évidemment', 'yes'],
    ['fr', 'today', 'bien sur que oui', 'yes'],
    ['fr', 'safe', 'tout à fait', 'yes'],
  ],
  'sarcasm is no': [
    ['en', 'week', 'yeah right, as if i remember', 'no'],
    ['en', 'bp', 'oh sure with what machine', 'no'],
    ['it', 'week', 'si figurati', 'no'],
    ['it', 'bp', 'certo come no', 'no'],
    ['es', 'week', 'si claro como si me acordara', 'no'],
    ['es', 'bp', 'ajá, claro, con que aparato', 'no'],
    ['de', 'week', 'ja klar als ob ich daran denke', 'no'],
    ['de', 'bp', 'na sicher, mit welchem gerät denn', 'no'],
    ['fr', 'week', 'mais oui bien sur comme si je m en souvenais', 'no'],
    ['fr', 'bp', 'ouais c est ça', 'no'],
  ],
  'a yes whose "but" reverses it': [
    ['en', 'week', 'yes, well, except sunday', 'no'],
    ['en', 'dose', 'yeah but i forgot friday night', 'no'],
    ['en', 'week', 'yes apart from the weekend', 'no'],
    ['it', 'week', 'si, beh, tranne domenica', 'no'],
    ['it', 'dose', 'si pero sabato me la sono scordata', 'no'],
    ['it', 'week', 'sì ma nel weekend no', 'no'],
    ['es', 'week', 'sí, bueno, menos el domingo', 'no'],
    ['es', 'dose', 'si pero el sabado se me olvido', 'no'],
    ['es', 'week', 'si salvo el finde', 'no'],
    ['de', 'week', 'ja, naja, außer am sonntag', 'no'],
    ['de', 'dose', 'ja aber samstag hab ich sie vergessen', 'no'],
    ['de', 'week', 'ja bis aufs wochenende', 'no'],
    ['fr', 'week', 'oui enfin sauf dimanche', 'no'],
    ['fr', 'dose', 'oui mais samedi je l ai oubliée', 'no'],
    ['fr', 'week', 'oui sauf le week end', 'no'],
    ['en', 'week', 'yes but they make me tired', 'yes'],
    ['es', 'week', 'si pero me dan sueño', 'yes'],
    ['de', 'week', 'ja aber die machen mich müde', 'yes'],
  ],
  'a number first': [
    ['en', 'week', '7 out of 7', 'yes'],
    ['en', 'week', '5 out of 7', 'no'],
    ['en', 'dose', '6 days yes 1 no', 'no'],
    ['it', 'week', '7 su 7', 'yes'],
    ['it', 'week', '6 su 7', 'no'],
    ['es', 'week', '7 de 7', 'yes'],
    ['es', 'week', '5 de 7 dias', 'no'],
    ['de', 'week', '7 von 7', 'yes'],
    ['de', 'week', '6 von 7 tagen', 'no'],
    ['fr', 'week', '7 sur 7', 'yes'],
    ['fr', 'week', '6 jours sur 7', 'no'],
  ],
  'voice transcripts': [
    ['en', 'week', 'yeah yeah every day no problem', 'yes'],
    ['it', 'week', 'si si tutti i giorni tranquilla', 'yes'],
    ['es', 'week', 'si si todos los dias sin problema', 'yes'],
    ['de', 'week', 'ja ja jeden tag kein problem', 'yes'],
    ['fr', 'week', 'oui oui tous les jours pas de souci', 'yes'],
    ['en', 'today', 'no not yet gonna take them after lunch', 'no'],
    ['fr', 'today', 'non pas encore je vais les prendre ce soir', 'no'],
  ],
};

const reading = (lang: Language, kind: Kind, text: string): Answer => {
  const r = interpret(boolean(kind, TOPIC[kind], Q[lang][kind]), text, lang);
  return r.understood && r.value === true ? 'yes' : r.understood && r.value === false ? 'no' : 'unclear';
};

describe.each(Object.entries(rows))('yes/no unseen (round 2): %s', (_, table) => {
  it.each(table)('%s %s %j → %s', (lang, kind, text, want) => expect(reading(lang, kind, text)).toBe(want));
});
