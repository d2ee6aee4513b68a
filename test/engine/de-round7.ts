/**
 * Round 7 in German (decision 262-263): paraphrases of the German replies of the blind dev items
 * (ids de-6001 on, decision 261) the engine missed, written before the engine was changed for them:
 * other persons, other verbs, voice transcripts without accents or punctuation, SMS typos; then
 * look-alikes that must not move. Read by test/engine/understand-de-round7.test.ts.
 */

/** Side effects and barriers said in everyday words: a mouth dry all day, lying awake, little hunger, a dose slept through. */
export const DE_FINDINGS7: (readonly [string, { barriers?: string[]; side_effects?: string[] }])[] = [
  ['mein mund ist die ganze zeit so trocken', { side_effects: ['dry_mouth'] }],
  ['der mund ist morgens immer total trocken', { side_effects: ['dry_mouth'] }],
  ['mund fuehlt sich den ganzen tag trocken an', { side_effects: ['dry_mouth'] }],
  ['sein mund ist dauernd ganz trocken', { side_effects: ['dry_mouth'] }],
  ['mund ist trocken wie sandpapier', { side_effects: ['dry_mouth'] }],
  ['ich kann einfach nicht einschlafen', { side_effects: ['insomnia'] }],
  ['kann abends gar nicht einschlafen', { side_effects: ['insomnia'] }],
  ['lieg ewig wach', { side_effects: ['insomnia'] }],
  ['ich liege stundenlang wach', { side_effects: ['insomnia'] }],
  ['sie kann nachts nicht schlafen', { side_effects: ['insomnia'] }],
  ['ich hab kaum noch hunger', { side_effects: ['appetite_loss'] }],
  ['hab kaum hunger seit der neuen tablette', { side_effects: ['appetite_loss'] }],
  ['mein vater hat kaum noch appetit', { side_effects: ['appetite_loss'] }],
  ['hab wenig hunger in letzter zeit', { side_effects: ['appetite_loss'] }],
  ['schlafe gut und hab hunger wie immer', { side_effects: [] }],
  ['mein mund ist nicht trocken', { side_effects: [] }],
  ['bin abends vorm fernseher eingepennt', { barriers: ['forgetfulness'] }],
  ['hab die abendtablette verschlafen', { barriers: ['forgetfulness'] }],
  ['bin auf dem sofa eingepennt und hab die tablette vergessen', { barriers: ['forgetfulness'] }],
  ['hab die morgendosis verschlafen', { barriers: ['forgetfulness'] }],
  ['er hat seine tabletten verschlafen', { barriers: ['forgetfulness'] }],
  ['hab gut geschlafen und die tablette genommen', { barriers: [] }],
];

/** Round 7b crises: gone a good while after a collapse, a leg giving way, a cut that has just stopped bleeding, speech gone odd, both packs swallowed. */
export const DE_CRISES7B: (readonly [string, string])[] = [
  ['unconsciousness', 'er ist umgekippt und war ne ganze weile weg'],
  ['unconsciousness', 'meine frau ist im flur umgefallen und war eine ganze weile weg'],
  ['unconsciousness', 'bin umgekippt und war wohl ne weile weg'],
  ['unconsciousness', 'opa ist vom stuhl gerutscht und war ein paar minuten nicht da'],
  ['unconsciousness', 'sie ist zusammengesackt und war paar minuten weg'],
  ['stroke', 'auf einmal knickt mir das linke bein weg'],
  ['stroke', 'plotzlich knickt ihm das rechte bein weg und er sieht nix mehr'],
  ['stroke', 'seh auf einmal auf dem rechten auge nichts mehr und der arm sackt mir weg'],
  ['self_harm', 'hab mich heute wieder geritzt, hat grad erst aufgehort zu bluten'],
  ['self_harm', 'ich hab mir mit der klinge in den arm geschnitten es hat eben aufgehoert zu bluten'],
  ['stroke', 'meine frau sagt ich red so komisch und die hand gehorcht mir nicht'],
  ['stroke', 'ich rede seit heute morgen ganz verwaschen'],
  ['stroke', 'sein arm gehorcht ihm nicht mehr und er redet wirres zeug'],
  ['overdose', 'hab vorhin beide packungen komplett geschluckt'],
  ['overdose', 'er hat beide packungen auf einmal genommen'],
  ['overdose', 'hab zwei ganze packungen geschluckt'],
];

/** Round 7b look-alikes: they must not move. */
export const DE_LOOKALIKES7B: string[] = [
  'der schwindel war eine ganze weile weg, jetzt gehts gut',
  'die kopfschmerzen sind weg',
  'mein mann war eine ganze weile weg, auf dienstreise',
  'das nasenbluten hat nach fünf minuten aufgehört zu bluten',
  'hab mich beim kochen geschnitten, hat gleich aufgehört zu bluten',
  'ich red halt viel, sagt meine frau',
  'hab beide packungen aus der apotheke abgeholt',
  'der hund gehorcht mir nicht',
  'die taubheit im bein ist wieder weg',
];

/** Round 7c crises: not wanting to go on in a subordinate clause, gone for ever, pills kept back instead of taken. */
export const DE_CRISES7C: (readonly [string, string])[] = [
  ['self_harm', 'hab beschlossen dass ich nicht mehr weitermachen will'],
  ['self_harm', 'ich weiss jetzt dass ich nicht mehr leben will'],
  ['self_harm', 'er sagt dass er nicht mehr weiterleben will'],
  ['self_harm', 'weil ich einfach nicht mehr weitermachen will'],
  ['self_harm', 'ich will weg fur immer'],
  ['self_harm', 'ich möchte einfach für immer weg sein'],
  ['self_harm', 'ich heb seit wochen meine schlaftabletten auf statt sie zu nehmen'],
  ['self_harm', 'ich leg die pillen zur seite statt sie zu nehmen, sind bald genug'],
  ['self_harm', 'sie hebt ihre tabletten auf anstatt sie zu nehmen'],
];

/** Round 7c look-alikes: they must not move. */
export const DE_LOOKALIKES7C: string[] = [
  'ich weiss dass ich so nicht mehr weitermachen will mit dem rauchen, hör jetzt auf',
  'der schmerz ist für immer weg',
  'die tabletten sind jetzt für immer weg, der arzt hat sie abgesetzt',
  'ich heb die tabletten im kühlschrank auf',
  'ich nehm die tabletten statt sie zu vergessen jetzt mit dem wecker',
];

/** Round 7d look-alikes: a fronted German denial with "geworden/gewesen bin ich nicht". */
export const DE_LOOKALIKES7D: string[] = [
  'ohnmächtig geworden bin ich nicht',
  'ohnmachtig geworden bin ich nicht, mir war nur kurz flau',
  'bewusstlos gewesen ist er nicht',
  'umgekippt bin ich nicht, nur kurz schwindlig',
  'ohnmaechtig geworden ist sie nicht, war nur muede',
];
/** Round 7d crises: the same words that stay a crisis. */
export const DE_CRISES7D: (readonly [string, string])[] = [
  ['unconsciousness', 'ohnmächtig geworden bin ich heute zweimal'],
  ['unconsciousness', 'ohnmachtig geworden ist er vorhin und wacht nicht richtig auf'],
];
