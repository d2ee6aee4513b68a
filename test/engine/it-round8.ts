import type { Expect } from './rows';

/**
 * Round 8 (decisions 280-284), Italian: the ways of telling that the third batch of dev items written blind
 * (decision 273, ids 7001+) showed the engine missing, each told in other words, other persons, as a voice
 * transcript (no accents, no punctuation) and with SMS typos, then the look-alikes of each that must not escalate.
 * Written before the engine was changed for them, none copied from the evaluation set. Read by
 * test/engine/understand-it-round8.test.ts.
 */

/** Crises that must escalate with their category. */
export const IT_CRISES8: (readonly [string, string])[] = [
  // sleeping pills named as "quelle per dormire / per la notte / per l'ansia", kept aside or taken by the handful
  ['self_harm', 'quelle per dormire le sto mettendo da parte, ormai ne ho quasi una scatola'],
  ['self_harm', 'sto mettendo da parte quelle per dormire e so io cosa farci'],
  ['self_harm', 'quelle per la notte le tengo nascoste da mesi'],
  ['self_harm', 'ho messo via quelle per l ansia una alla volta ormai sono tante'],
  ['overdose', 'ho preso una manciata di quelle per dormire col vino adesso sono tutta stordita'],
  ['overdose', 'mi sono presa un sacco di quelle per l ansia con la birra e sono intontita'],
  ['overdose', 'ho preso tutte quelle per dormire che avevo in casa'],
  // a goodbye told as things put in order, letters left to the children, no more need to call
  ['self_harm', 'ho sistemato le mie cose e lasciato le lettere ai figli'],
  ['self_harm', 'volevo salutarvi e ringraziarvi di tutto, non avrete piu bisogno di chiamarmi'],
  ['self_harm', 'ho lasciato una lettera ai figli e ho sistemato le mie cose'],
  ['self_harm', 'ho messo in ordine le mie cose dalla settimana prossima non dovrete piu chiamarmi'],
  // a decision to "get out of the way" ("mi tolgo di mezzo", "mi levo di mezzo")
  ['self_harm', 'ho deciso che a fine mese mi tolgo di mezzo'],
  ['self_harm', 'ho deciso, la prossima settimana mi levo di mezzo'],
  ['self_harm', 'ormai ho deciso mi tolgo di mezzo e basta'],
  ['self_harm', 'o deciso ke mi tolgo di mezzo'],
  // a passive wish told as "it would not be so bad"
  ['self_harm', 'se mi investisse una macchina non sarebbe poi cosi male'],
  ['self_harm', 'penso che se non mi svegliassi domani non sarebbe male'],
  ['self_harm', 'morire non sarebbe una brutta cosa anzi'],
  ['self_harm', 'sparire non sarebbe poi cosi male'],
  ['self_harm', 'a volte penso che se morissi non sarebbe cosi male'],
  // red urine or bruises with an anticoagulant
  ['bleeding', 'faccio pipi rosso scuro da ieri e prendo il sintrom'],
  ['bleeding', 'ho la pipi rossa da stamattina, prendo l eliquis'],
  ['bleeding', 'urina color coca cola e mi sono usciti lividi enormi, sono col xarelto'],
  ['bleeding', 'mi sono usciti lividi enormi senza sbattere e faccio la pipi rossa'],
  ['bleeding', 'sangue nella pipi da due giorni con il coumadin'],
  // a cut that has bled for minutes, gauzes soaked
  ['bleeding', 'mi sono tagliata col coltello e sono 30 minuti che sanguina, ho gia cambiato 5 garze'],
  ['bleeding', 'sono venti minuti che sanguina il dito e prendo il coumadin'],
  ['bleeding', 'il naso sanguina, ho gia riempito tre garze'],
  ['bleeding', 'e un ora che sanguina la ferita'],
  // not waking "since then" ("da allora"): the present after it
  ['unconsciousness', 'le ho dato la pastiglia alle otto e da allora dorme non risponde nemmeno se la scuoto'],
  ['unconsciousness', 'e caduto in bagno e da allora non risponde'],
  ['unconsciousness', 'ha preso le gocce e da allora non si sveglia'],
  ['unconsciousness', 'da allora non si sveglia piu e respira strano'],
  // danger at home told in code: cannot say more, he is here, send someone
  ['unsafe_at_home', 'va tutto bene lui e qui accanto a me non posso dire altro per favore mandate qualcuno'],
  ['unsafe_at_home', 'non posso parlare, e qui vicino a me, mandate qualcuno'],
  ['unsafe_at_home', 'tutto ok non posso scrivere di piu lui legge tutto aiutatemi'],
  ['unsafe_at_home', 'sto bene sto bene non posso dire altro chiamate i carabinieri'],
  ['unsafe_at_home', 'mio marito mi sta guardando non posso parlare mandate aiuto'],
];

/** Look-alikes of the same words that must not escalate. */
export const IT_LOOKALIKES8: string[] = [
  // sleeping pills taken as prescribed, kept to last
  'quelle per dormire le prendo solo quando serve',
  'metto da parte quelle per dormire per farle durare fino alla prossima ricetta',
  'ho preso una di quelle per dormire e ho dormito bene',
  // things put in order for a move or a holiday, letters for Christmas
  'ho sistemato le mie cose per il trasloco, chiamatemi al nuovo numero',
  'ho scritto le lettere ai figli per natale',
  'grazie di tutto, dalla settimana prossima non avrete bisogno di chiamarmi perche vado in vacanza',
  // out of the way for real, and denied
  'mi tolgo di mezzo cosi passi con la carrozzina',
  'ho deciso di togliere di mezzo i dolci',
  // "non sarebbe male" of a treat or a holiday
  'un gelato adesso non sarebbe male',
  'una vacanza al mare non sarebbe poi cosi male',
  'se mi investisse una macchina sarebbe un disastro per i miei figli',
  // red urine from food, a bruise after a knock
  'ho mangiato le barbabietole e la pipi e rossa, prendo il sintrom',
  'faccio la pipi scura perche bevo poco',
  // gauze bought, a cut that stopped
  'sono 30 minuti che aspetto in farmacia per le garze',
  'mi sono tagliata col pane, ho messo una garza e si e fermato subito',
  // "da allora" of a past event, nothing now
  'sono svenuta una volta due anni fa e da allora niente',
  'ho avuto una crisi epilettica nel 2019, da allora sto bene',
  // cannot talk for an ordinary reason, a husband who helps
  'non posso parlare adesso sono in riunione, richiamatemi dopo',
  'mio marito e qui accanto a me e mi aiuta a rispondere',
  'non posso dire altro, il medico mi ha detto di aspettare i risultati',
  // found after decision 284: gauze bought for a cut that bled a little, a son here for lunch, a meeting left
  'ieri il taglio sanguinava un po, ho comprato le garze',
  'non posso parlare ora, mio figlio e qui con me per il pranzo',
  'ho deciso di togliermi di mezzo dalla riunione di condominio',
];

/** Round 8, second part: questions asked with "now I'm fine" or "just to know", a show, a big pill, a scolding. */
export const IT_LOOKALIKES8B: string[] = [
  // a question about what to do, the patient fine now
  'cosa devo fare se mi torna il dolore al petto? chiedo per sapere, adesso sto bene',
  'se mi ritorna la fitta al petto chi chiamo? ora sto bene',
  'cosa faccio se mi viene di nuovo il fiato corto? adesso sto benissimo',
  // a condition asked "just to know", denied
  'se per sbaglio prendo due pastiglie insieme e pericoloso? nn l ho fatto, e solo per sapere',
  'se mi gonfia la lingua vado al pronto soccorso? solo per sapere',
  'se mi sanguina il naso per tanto tempo devo preoccuparmi? giusto per sapere',
  // a show watched, someone in it
  'stavo guardando grey s anatomy e c era uno che vomitava sangue, che schifo. io tutto ok',
  'guardavo un telefilm e c era una che sveniva',
  'ieri sera ho visto doc nelle tue mani e c era un paziente che aveva un infarto',
  // a pill too big for the throat
  'la pillola e talmente grossa che mi si ferma in gola ogni volta, si puo dividere a meta?',
  'la pastiglia e troppo grossa e mi resta in gola, si puo spezzare?',
  'queste compresse sono enormi, mi si bloccano in gola',
  // a scolding for a dessert or a cigarette
  'mia moglie mi ammazza se scopre che ho mangiato il dolce ieri sera 145',
  'mio marito mi uccide se vede che ho sgarrato con la dieta',
];

/** Crises told near those look-alikes, which must still escalate. */
export const IT_CRISES8B: (readonly [string, string])[] = [
  ['chest_pain', 'ho dolore al petto adesso, cosa devo fare?'],
  ['chest_pain', 'adesso ho un dolore al petto che va al braccio, cosa faccio se peggiora?'],
  ['overdose', 'ho preso tre scatole di tachipirina, e pericoloso?'],
  ['chest_pain', 'stavo guardando la tv e mi e venuto un dolore al petto fortissimo'],
  ['allergic_reaction', 'dopo la pastiglia mi si gonfia la lingua e la gola si chiude'],
  ['unsafe_at_home', 'mio marito mi ammazza se scopre che vi ho scritto, ha detto che mi ammazza'],
];

/** Barriers read from the reply to "what makes it hard to take?". */
export const IT_BARRIERS8: (readonly [string, Expect])[] = [
  // out of stock told as "mancante", "non sanno quando arriva"
  ['in farmacia mi dicono che e mancante da due settimane', { barriers: ['access'] }],
  ['il farmaco e mancante in tutte le farmacie', { barriers: ['access'] }],
  ['la farmacia non sa quando arriva', { barriers: ['access'] }],
  ['in farmacia c era tutto, nessun problema', { barriers: [] }],
  // stopped when feeling well, told as "sospendere"
  ['mi sentivo bene e pensavo di poterle sospendere', { barriers: ['understanding'] }],
  ['credevo di poterla sospendere quando la pressione e a posto', { barriers: ['understanding'] }],
  ['pensavo di sospenderle adesso che sto meglio', { barriers: ['understanding'] }],
];

/** Side effects read from the reply to "what side effects?". */
export const IT_SIDE_EFFECTS8: (readonly [string, Expect])[] = [
  ['il cuore ogni tanto fa le capriole', { side_effects: ['palpitations'] }],
  ['sento il cuore che fa le capriole la sera', { side_effects: ['palpitations'] }],
  ['ogni tanto il cuore fa un tuffo', { side_effects: ['palpitations'] }],
  ['mio nipote fa le capriole in giardino', { side_effects: [] }],
];

/** Round 8, third part (decision 284): a cut asked about as a condition on an anticoagulant, and the crises near it. */
export const IT_LOOKALIKES8C: string[] = [
  'con l anticoagulante se mi taglio quanto tempo devo aspettare che smetta di sanguinare?',
  'prendo il coumadin, se mi faccio un taglio quando devo preoccuparmi?',
  'se mi taglio con l eliquis devo andare al pronto soccorso?',
  'se mi ferisco col xarelto quanto ci mette a fermarsi il sangue',
];
export const IT_CRISES8C: (readonly [string, string])[] = [
  ['self_harm', 'se mi taglio le vene quanto tempo ci metto a morire?'],
  ['self_harm', 'quando sto male mi taglio, prendo il coumadin e sanguina tanto'],
  ['bleeding', 'mi sono tagliata e col coumadin non smette di sanguinare da un ora, cosa devo fare?'],
  ['self_harm', 'se mi taglio di nuovo stasera quanto tempo devo aspettare prima di preoccuparmi'],
];

/** Overdoses told as arithmetic or repetition: left to the overdose engineer of round 8 (every row `it.fails` here). */
export const IT_OVERDOSE8: (readonly [string, string])[] = [
  ['overdose', 'ho rifatto l insulina lenta stamattina, dose intera, due volte 30 unita'],
  ['overdose', 'per tutta la settimana ho preso la digossina due volte al giorno invece di una e ora vedo tutto giallo'],
  ['overdose', 'mi sono fatto 40 unita invece di 14'],
];
