import type { Expect } from './rows';

/**
 * Round 7 (decision 270), Italian: the ways of telling that the dev items written blind (decision 261, ids 6001+)
 * showed the engine missing, each told in other words, other persons, as a voice transcript (no accents, no
 * punctuation) and with SMS typos, then the look-alikes of each mechanism that must not change. Written before the
 * engine was changed for them. Read by test/engine/understand-it-round7.test.ts.
 */

/** Crises that must escalate with their category. */
export const IT_CRISES7: (readonly [string, string])[] = [
  // black stools told as "going to the bowel" black ("vado di corpo nero"), a stool said "nero"
  ['bleeding', 'da ieri vado di corpo nero'],
  ['bleeding', 'sono andato di corpo nero come la pece'],
  ['bleeding', 'mia madre va di corpo nero da due giorni e prende il coumadin'],
  ['bleeding', 'vado di corpo tutto nero prendo l eliquis e normale'],
  ['bleeding', 'stamattina sono andata di corpo ed era nero'],
  ['bleeding', 'la cacca e nero catrame'],
  // found on the floor not answering, told in the first person or the imperfect
  ['unconsciousness', 'mia figlia mi ha trovato per terra che non rispondevo'],
  ['unconsciousness', 'lo abbiamo trovato a terra e non rispondeva'],
  ['unconsciousness', 'l ho trovata per terra che non reagiva'],
  ['unconsciousness', 'mi hanno trovata sul pavimento e non rispondevo piu'],
  ['unconsciousness', 'era per terra e non rispondeva quando lo chiamavo'],
  // one side that "does not move well" (first person), a face pulled to one side
  ['stroke', 'da mezz ora non muovo bene il braccio sinistro'],
  ['stroke', 'non muovo piu la gamba destra da stamattina'],
  ['stroke', 'di colpo non muove bene la parte sinistra'],
  ['stroke', 'la bocca gli tira da un lato da stamattina'],
  ['stroke', 'all improvviso la faccia mi tira tutta da una parte'],
];

/** Look-alikes that must not escalate. */
export const IT_LOOKALIKES7: string[] = [
  // a black mood, a black car, a stool that is fine
  'vado di corpo regolarmente, tutto normale',
  'oggi ho l umore nero ma vado di corpo bene',
  'ho comprato una macchina nero opaco',
  // the floor and an answer that are not a person
  'il telefono era per terra e non rispondeva nessuno',
  'ho lasciato le chiavi per terra, mio figlio non risponde al telefono',
  // a face that feels tight (dry skin), a limb slow for an old known cause
  'dopo la doccia la pelle della faccia mi tira',
  'la crema mi tira la pelle del viso',
];

/** Side effects read from the reply to "what side effects?". */
export const IT_SIDE_EFFECTS7: (readonly [string, Expect])[] = [
  // loose stools told as "scarica liquida" / "feci liquide"
  ['ho avuto scariche liquide tutta la notte', { side_effects: ['diarrhoea'] }],
  ['scarica liquida due volte stamattina', { side_effects: ['diarrhoea'] }],
  ['feci liquide da tre giorni', { side_effects: ['diarrhoea'] }],
  ['mal di pancia e scariche liquide', { side_effects: ['stomach_pain', 'diarrhoea'] }],
  ['la batteria del telefono si scarica subito', { side_effects: [] }],
  // no more hunger: "non ho piu fame", "non ho mai fame"
  ['non ho piu fame da quando lo prendo', { side_effects: ['appetite_loss'] }],
  ['mia madre non ha piu fame', { side_effects: ['appetite_loss'] }],
  ['non ho mai fame la mattina', { side_effects: ['appetite_loss'] }],
  ['mi e passata la fame', { side_effects: ['appetite_loss'] }],
  ['ho sempre fame', { side_effects: [] }],
  // the urge to be sick that is not vomiting: "mi viene da rimettere"
  ['mi viene da rimettere dopo colazione', { side_effects: ['nausea'] }],
  ['mi veniva da rimettere tutta la mattina', { side_effects: ['nausea'] }],
  ['mi viene da rimettere ma non vomito', { side_effects: ['nausea'] }],
  ['ho rimesso due volte', { side_effects: ['vomiting'] }],
  ['ho vomitato stanotte', { side_effects: ['vomiting'] }],
];

/** Round 7, second part (decision 271): figures and conditions that must not escalate. */
export const IT_LOOKALIKES7B: string[] = [
  // bleeding money with the money after it ("mi sto dissanguando con le spese …")
  'mi sto dissanguando con le spese del dentista',
  'ci stiamo dissanguando con le bollette quest inverno',
  'mi sto dissanguando per le tasse',
  'mi sto dissanguando con l affitto e le rate',
  'mi sto dissanguando con tutte queste visite private',
  // a heart attack "come" when a bill or a fine arrived
  'quando e arrivata la bolletta del gas mi e venuto un infarto',
  'quando ho visto il conto del meccanico mi e venuto un colpo',
  'quando mi e arrivata la multa mi e preso un infarto',
  'quando ho aperto la bolletta della luce mi veniva un infarto',
  // fainting or a symptom told on a condition with "se mi dovessi / se dovesse / se gli dovesse"
  'se mi dovessi sentire svenire devo sospendere la pastiglia',
  'se dovessi svenire di nuovo chi chiamo',
  'se gli dovesse venire un dolore al petto cosa facciamo',
  'se mi dovesse gonfiare la lingua devo andare al pronto soccorso',
];

export const IT_CRISES7B: (readonly [string, string])[] = [
  // the same words when the thing is now
  ['bleeding', 'mi sto dissanguando dal naso e non si ferma'],
  ['bleeding', 'mi sto dissanguando, il taglio non smette, ho pagato il taxi 30 euro'],
  ['chest_pain', 'quando e arrivata la bolletta mi e venuto un dolore al petto che non passa e mi va al braccio'],
  ['unconsciousness', 'sono svenuto e non mi ricordo niente'],
  ['chest_pain', 'ho un dolore al petto fortissimo adesso, se dovesse peggiorare che faccio'],
];

/** Round 7, third part (decision 272): a place found to jump from, pills kept and counted as enough. */
export const IT_CRISES7C: (readonly [string, string])[] = [
  ['self_harm', 'ho trovato il posto, il ponte della ferrovia'],
  ['self_harm', 'ho gia trovato il posto il viadotto sulla tangenziale'],
  ['self_harm', 'ho individuato il posto, il tetto del condominio'],
  ['self_harm', 'ho trovato il posto giusto, il balcone del quinto piano'],
  ['self_harm', 'o trovato il posto il ponte vicino casa'],
  ['self_harm', 'le pastiglie di mio padre le sto tenendo tutte, ho fatto i conti e bastano'],
  ['self_harm', 'sto mettendo da parte le gocce, ho contato e sono abbastanza'],
  ['self_harm', 'ho nascosto i sonniferi nell armadio e ho fatto i conti che bastano'],
  ['self_harm', 'le compresse le ho conservate tutte ormai ne ho abbastanza'],
  // the pills named first, then a clause about not throwing them away, then the keeping and the count
  ['self_harm', 'i sonniferi di mio marito non li ho buttati li sto conservando tutti ho contato e bastano'],
  ['self_harm', 'le pillole del nonno non le ho riportate in farmacia le tengo nascoste ho fatto i conti e sono abbastanza'],
];
export const IT_LOOKALIKES7C: string[] = [
  'ho trovato il posto per parcheggiare vicino al ponte',
  'ho trovato il posto per il ponte del primo maggio al mare',
  'ho trovato posto in treno',
  'le pastiglie le sto tenendo da parte per farle durare fino a fine mese, ho fatto i conti e bastano',
  'ho fatto i conti e le compresse bastano fino alla prossima ricetta',
  'sto tenendo le gocce in frigo come ha detto la farmacia',
];
