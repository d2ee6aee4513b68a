import type { Expect } from './rows';

/**
 * Round 6 (decisions 257-260), Italian: the ways of telling that the dev items written blind (decision 240) showed
 * the engine missing, each told in other words, other persons, as a voice transcript (no accents, no punctuation)
 * and with SMS typos, then the look-alikes of each mechanism that must not change. Written before the engine was
 * changed for them. Read by test/engine/understand-it-round6.test.ts.
 */

/** Crises that must escalate with their category. */
export const IT_CRISES6: (readonly [string, string])[] = [
  // 257: an urge to jump told with "mi viene da" / "mi verrebbe da", and a place or a means already chosen
  ['self_harm', 'mi viene da buttarmi dal balcone'],
  ['self_harm', 'ogni volta che passo sul ponte mi viene da buttarmi giu'],
  ['self_harm', 'mi vien da buttarmi sotto il treno quando lo vedo arrivare'],
  ['self_harm', 'a volte mi verrebbe da buttarmi dalla finestra'],
  ['self_harm', 'quando sono sul terrazzo mi viene da lanciarmi di sotto'],
  ['self_harm', 'mia moglie dorme e a me viene da gettarmi dal balcone'],
  ['self_harm', 'ho gia scelto il ponte'],
  ['self_harm', 'ho scelto il viadotto da cui buttarmi'],
  ['self_harm', 'ho scelto la corda e anche il posto'],
  ['self_harm', 'ho gia scelto il ponte, lo faccio stanotte'],
  ['self_harm', 'o gia sceltto il ponte domani vado'],
  ['self_harm', 'mi viene da buttarmi in mare'],
  ['self_harm', 'mi viene da buttarmi di sotto'],
  ['self_harm', 'certe sere mi verrebbe da lanciarmi di sotto'],
  ['self_harm', 'mi verrebbe da farla finita'],
  ['self_harm', 'ho gia scelto come farla finita'],
  ['self_harm', 'ho scelto dove farlo, e il ponte della ferrovia'],
  // 258: a stroke told by a relative in the past tense: the words not found, the face hanging on one side
  ['stroke', 'mio padre stamattina non trovava le parole'],
  ['stroke', 'mia madre non trovava piu le parole e parlava strano'],
  ['stroke', 'gli pendeva la faccia da un lato'],
  ['stroke', 'le pendeva un lato della faccia da stamattina'],
  ['stroke', 'mio marito a pranzo non trovava le parole e gli pendeva la bocca'],
  ['stroke', 'un po di tosse poi il nonno non trovava le parole'],
];

/** Look-alikes that must not escalate. */
export const IT_LOOKALIKES6: string[] = [
  // 257
  'mi viene da ridere quando lo vedo',
  'ho scelto il ponte del 25 aprile per andare al mare',
  'il dentista mi ha fatto scegliere tra il ponte e l impianto',
  // a choice or an urge of daily life next to a means word: a flat with a balcony, a water pistol, a washing line, out of bed
  'ho scelto la casa col balcone grande',
  'abbiamo scelto l appartamento con il balcone',
  'ho scelto una pistola ad acqua per mio nipote',
  'ho scelto la corda per stendere i panni',
  'mi viene da buttarmi giu dal letto presto la mattina',
  'mi viene da lanciarmi in un nuovo progetto',
  // an urge of another kind with a means word near it: sick, in tears
  'mi viene da vomitare quando passo sul ponte',
  'mi viene da piangere quando esco sul balcone',
  'il vicino di sotto fa rumore e mi viene da urlare',
  // 258
  'non trovavo le parole per ringraziarla',
  'il quadro pendeva da un lato',
  // 259: the thought denied after it ("… non ne ho mai avuti"), a cause found (reflux) and over, a medicine's possible
  // effects or risks asked about or read in the leaflet, a scene in a series, a figure ("altro che infarto", bleeding money,
  // "da suicidio" said of a thing), breathing well at rest
  'no no pensieri di farla finita non ne ho mai avuti',
  'idee di ammazzarmi non ne ho mai avute, sono solo giu',
  'pensieri di farla finita non ne ho, sto solo male di schiena',
  'voglia di farla finita non ne ho proprio',
  'avevo un dolore al petto ma era il reflusso, ora e passato',
  'ieri dolore al petto ma era solo ansia, il medico ha controllato e ora sto bene',
  'la settimana scorsa un dolore al torace ma era muscolare',
  'questo farmaco nuovo puo dare gonfiore della gola?',
  'la pastiglia nuova puo causare reazioni allergiche? ho letto il bugiardino',
  'ho letto che con questa terapia c e rischio di emorragie, io per fortuna niente',
  'il medico ha detto che c e il rischio di un ictus con la pressione alta',
  'nella serie che guardo c e uno che vomita sangue',
  'nel film di ieri c era una che sveniva di continuo',
  'alla tv c e un tizio che ha un infarto in ogni puntata',
  'mi e preso un colpo altro che infarto quando ho visto il conto',
  'quella salita altro che infarto, ma sto bene',
  'con tutte queste spese mi sto dissanguando',
  'il dentista mi sta dissanguando, il conto in banca piange',
  'traffico da suicidio stamattina',
  'un caldo da suicidio oggi ma sto bene',
  'una coda da suicidio in posta',
  'quando cammino veloce ansimo ma da seduto respiro benissimo',
  'da seduta respiro bene, solo in salita mi manca un po il fiato',
  'a riposo respiro normalmente',
];

/** Crises of 259's mechanisms that must still escalate: the same words, without the thing that took them away. */
export const IT_CRISES6_KEPT: (readonly [string, string])[] = [
  ['self_harm', 'pensieri di farla finita ne ho tanti'],
  ['self_harm', 'pensieri di farla finita non ne ho mai avuti cosi tanti'],
  ['chest_pain', 'ho un dolore al petto e credo sia il reflusso ma non passa'],
  ['chest_pain', 'altro che ansia, ho un dolore al petto fortissimo'],
  ['bleeding', 'mi sto dissanguando dal naso e non smette'],
  ['self_harm', 'penso al suicidio tutti i giorni'],
  ['self_harm', 'ho pensieri da suicidio'],
  ['breathing', 'da seduto non respiro bene'],
  ['breathing', 'anche da seduto respiro male e ho le labbra blu'],
  ['bleeding', 'questo farmaco da emorragie e adesso vomito sangue'],
  // the denial after the thought is only a having: a thought not told to anyone, not acted on for want of courage, is a crisis
  ['self_harm', 'pensieri di farla finita non ne ho parlato con nessuno'],
  ['self_harm', 'ho pensato di farla finita non ne ho mai parlato con nessuno'],
  ['self_harm', 'pensieri di farla finita non ne ho avuto il coraggio'],
  ['self_harm', 'ho pensieri di farla finita non ne ho detto niente a mia moglie'],
  // a cause said by someone else while the pain is told in the present
  ['chest_pain', 'ho dolore al petto fortissimo ma era solo ansia dice mio marito'],
  // money after the bleeding is not the figure
  ['bleeding', 'mi sto dissanguando e non ho i soldi per il taxi'],
];

/** 260: a pharmacy found still closed, the words of the hour between. */
export const IT_BARRIERS6: [string, Expect][] = [
  ['sono arrivata in farmacia alle otto e mezza ed era ancora chiusa', { barriers: ['access'] }],
  ['la farmacia era ancora chiusa e dovevo andare al lavoro', { barriers: ['access'] }],
  ['sono passato in farmacia verso l una e l ho trovata chiusa', { barriers: ['access'] }],
  ['in farmacia alle sette di sera era gia chiusa', { barriers: ['access'] }],
  ['la farmacia del paese alle otto non aveva ancora aperto', { barriers: ['access'] }],
  ['sono andata in farmacia sabato pomeriggio ma era chiusa per ferie', { barriers: ['access'] }],
  ['sono andata in farmacia ed era aperta, le ho prese', { barriers: [] }],
  ['la farmacia sotto casa e aperta anche la domenica, nessun problema', { barriers: [] }],
  // shut in at home is not a shop closed
  ['sono ancora chiuso in casa con la gamba ingessata', { barriers: ['transportation'] }],
  ['sono ancora chiusa in casa da sola', { barriers: [] }],
];

/**
 * 260: an ironic "sure" ("sì certo", "ovvio") followed by what contradicts it and a laugh emoji, said to a yes/no
 * question: a no. A sincere yes with a laugh, a "certo" alone or a concession ("anche se") stays a yes.
 */
export const IT_SARCASM6: (readonly [prompt: string, text: string, answer: 'yes' | 'no' | 'unclear'])[] = [
  ['Ha seguito la dieta senza sale?', 'certo certo, pizza e patatine tutti i giorni 🤣', 'no'],
  ['Ha seguito la dieta senza sale?', 'si sicuro, prosciutto e formaggio a colazione 😂', 'no'],
  ['Ha seguito la dieta senza sale?', 'ovvio, salumi e parmigiano a volonta 😂😂', 'no'],
  ['Ha seguito la dieta senza sale?', 'si certo tutta la settimana a patatine fritte 🤣', 'no'],
  ['Ha seguito la dieta senza sale?', 'sisi certo, con le acciughe sotto sale 😂', 'no'],
  ['Ha fatto la passeggiata oggi?', 'si certo, dal divano al frigo 😂', 'no'],
  ['Ha fatto la passeggiata oggi?', 'come no, una maratona intera 🤣', 'no'],
  // look-alikes: stay yes
  ['Ha seguito la dieta senza sale?', 'si certo 😊', 'yes'],
  ['Ha seguito la dieta senza sale?', 'si certo, tutta la settimana senza sale', 'yes'],
  ['Ha seguito la dieta senza sale?', 'si certo 👍', 'yes'],
  ['Ha seguito la dieta senza sale?', 'si 😂 mia moglie mi controlla tutto', 'yes'],
  ['Ha seguito la dieta senza sale?', 'certo 😂', 'yes'],
  ['Ha seguito la dieta senza sale?', 'si certo, anche se il pane senza sale fa ridere 😂', 'yes'],
];
