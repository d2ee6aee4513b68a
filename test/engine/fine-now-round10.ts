import type { Language } from '../../functions/engine/types';

/**
 * Round 10 (decision 321): a question about a crisis, or a crisis in the past, told with the patient
 * saying they are fine or have nothing now ("today I'm fine", "oggi sto bene", "de momento nada",
 * "heute geht's mir gut", "pour l'instant rien"). That word of today is about being well, so it must
 * not make the question or the past current. Then the recall guards: a word of now that tells the
 * symptom ("now my face is drooping") still does. Written for careloop, none taken from the
 * evaluation set. Read by test/engine/understand-fine-now-round10.test.ts.
 */

/** Must not escalate. */
export const FINE_NOW10: Record<Language, string[]> = {
  en: [
    'now im 70, years ago i had a heart attack',
    'years ago i had a heart attack, now i walk every day',
    'what do i do if the chest pain comes back? today im fine, just want to know',
    'had a mini stroke about ten years ago, today im fine and nothing new',
    'is it bad if my gums bleed on warfarin? nothing at the moment, just checking',
    'should i ring 999 if i get that tight chest? for now all good',
    'years ago i passed out in church, these days im fine',
  ],
  it: [
    'se mi torna il dolore al petto cosa devo fare? oggi sto bene, chiedo solo',
    'anni fa ho avuto un ictus, adesso sto bene e non ho niente di nuovo',
    'cosa faccio se mi sanguina il naso col coumadin? al momento niente',
    'una volta sono svenuta in chiesa ma oggi mi sento bene',
  ],
  es: [
    '¿qué hago si me vuelve el dolor de pecho? hoy estoy bien, es solo por saber',
    'hace años tuve un infarto, ahora estoy bien y sin molestias',
    'si me sangran las encías con el sintrom, ¿es grave? de momento nada',
    'una vez me desmayé en misa pero hoy estoy perfecta',
  ],
  de: [
    'was soll ich machen wenn die brustschmerzen wiederkommen? heute gehts mir gut, frag nur',
    'vor jahren hatte ich einen schlaganfall, heute geht es mir gut',
    'ist es schlimm wenn mein zahnfleisch unter marcumar blutet? im moment nichts',
    'früher bin ich mal ohnmächtig geworden, jetzt ist alles gut',
  ],
  fr: [
    "que faire si la douleur dans la poitrine revient ? aujourd'hui ça va, c'est juste pour savoir",
    "j'ai fait un AVC il y a des années, maintenant je vais bien",
    "si je saigne du nez avec le xarelto c'est grave ? pour l'instant rien",
    "une fois je me suis évanouie à l'église mais aujourd'hui ça va",
  ],
};

/**
 * A word of now that tells the symptom: after a morning that was fine, or after a crisis of years ago
 * ("years ago I had a heart attack and now I have chest pain", the past is only its background). Must
 * escalate with the category.
 */
export const GUARDS10: Record<Language, (readonly [string, string])[]> = {
  en: [
    ['chest_pain', 'years ago i had a heart attack and now i have crushing chest pain'],
    ['stroke', 'had a stroke years ago and now my face is drooping'],
    ['stroke', 'i was fine this morning now my face is drooping on one side and i cant get my words out'],
    ['chest_pain', 'had a heart attack years ago and right now the same crushing chest pain is back'],
  ],
  it: [
    ['chest_pain', 'anni fa ho avuto un infarto e ora ho un forte dolore al petto'],
    ['stroke', 'anni fa ho avuto un ictus e adesso ho la bocca storta'],
    ['chest_pain', 'stamattina stavo bene adesso ho un dolore fortissimo al petto che va al braccio'],
    ['stroke', 'anni fa ho avuto un ictus e adesso di nuovo non muovo il braccio destro'],
  ],
  es: [
    ['chest_pain', 'hace años tuve un infarto y ahora tengo un dolor fuerte en el pecho'],
    ['stroke', 'hace años tuve un ictus y ahora tengo la boca torcida'],
    ['breathing', 'esta mañana estaba bien y ahora no puedo respirar'],
    ['chest_pain', 'hace años tuve un infarto y ahora mismo tengo otra vez ese dolor en el pecho'],
  ],
  de: [
    ['chest_pain', 'vor jahren hatte ich einen herzinfarkt und jetzt hab ich starke brustschmerzen'],
    ['stroke', 'vor jahren hatte ich einen schlaganfall und jetzt hängt mein mundwinkel'],
    ['breathing', 'heute morgen war alles gut, jetzt bekomme ich kaum luft'],
    ['chest_pain', 'vor jahren hatte ich einen herzinfarkt und gerade jetzt hab ich wieder diesen druck auf der brust'],
  ],
  fr: [
    ['chest_pain', "il y a des années j'ai fait un infarctus et maintenant j'ai une grosse douleur dans la poitrine"],
    ['stroke', "j'ai fait un AVC il y a des années et maintenant ma bouche est de travers"],
    ['chest_pain', "ce matin ça allait, maintenant j'ai une douleur écrasante dans la poitrine"],
    ['stroke', "j'ai fait un AVC il y a des années et là maintenant ma bouche est de travers"],
  ],
};
