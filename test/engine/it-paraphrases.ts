import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import type { Expect } from './rows';

/**
 * Italian paraphrases written for issue 10 before looking at what the engine reads wrong (none taken
 * from the evaluation set): crises of every category told the way Italian patients and relatives
 * type or dictate them (no accents, dialect-ish verbs, euphemisms, mid-sentence after an answer),
 * look-alikes (idioms, denials, history, other people, hypotheticals, jokes), and adherence barriers
 * with their paraphrases and hard negatives (solved, past, someone else's).
 * Read by test/engine/understand-it-paraphrases.test.ts.
 */
export const IT_CRISES: [SafetyCategory, string][] = [
  // self-harm: wishes, plans, means, acts
  ['self_harm', 'non ce la faccio piu a vivere cosi vorrei farla finita'],
  ['self_harm', 'a volte spero di non svegliarmi piu la mattina'],
  ['self_harm', 'ho pensato di buttarmi dal balcone'],
  ['self_harm', 'ieri sera mi sono tagliata i polsi'],
  ['self_harm', 'sto mettendo da parte le pastiglie per prenderle tutte insieme'],
  ['self_harm', 'sono solo un peso, starebbero tutti meglio senza di me'],
  ['self_harm', 'voglio togliermi la vita'],
  ['self_harm', 'mi faccio del male con la lametta quando sto cosi'],
  ['self_harm', 'tanto vale morire, non ha piu senso niente'],
  ['self_harm', 'ho gia scritto le lettere per i miei figli e so come farlo'],
  // overdose
  ['overdose', 'mi sono presa venti tachipirine tutte insieme'],
  ['overdose', 'ho ingoiato tutte le pillole che avevo in casa'],
  ['overdose', 'mio padre ha bevuto tutto il flacone di gocce'],
  ['overdose', 'per sbaglio ho preso il doppio anzi il triplo del coumadin stamattina'],
  ['overdose', 'il bambino ha mangiato le mie pastiglie della pressione'],
  // chest pain
  ['chest_pain', 'ho un peso sul petto che scende nel braccio sinistro'],
  ['chest_pain', 'mi stringe il petto come una morsa'],
  ['chest_pain', 'dolore al torace che sale fino alla mascella'],
  ['chest_pain', 'sento un macigno sullo sterno e sudo freddo'],
  ['chest_pain', '135 ma ho una fitta forte in mezzo al petto'],
  // breathing
  ['breathing', 'non riesco a respirare nemmeno da seduto'],
  ['breathing', 'mi manca l aria anche stando a letto'],
  ['breathing', 'respiro a fatica e ho le labbra viola'],
  ['breathing', 'mi sento soffocare'],
  ['breathing', 'sto boccheggiando non entra aria'],
  // stroke
  ['stroke', 'mia moglie parla impastato e le cade la bocca da una parte'],
  ['stroke', 'da stamattina all improvviso non muovo piu il braccio destro'],
  ['stroke', 'di colpo non ci vedo piu da un occhio'],
  ['stroke', 'mio padre non trova le parole e ha il lato sinistro addormentato'],
  ['stroke', 'la nonna ha la faccia storta e non riesce a parlare bene'],
  // bleeding
  ['bleeding', 'perdo sangue dal naso da un ora e non si ferma, prendo il coumadin'],
  ['bleeding', 'stamattina ho vomitato sangue'],
  ['bleeding', 'ho le feci nere come il catrame'],
  ['bleeding', 'quando tossisco esce sangue'],
  ['bleeding', 'prendo l anticoagulante e la ferita sanguina tantissimo non smette'],
  // allergic reaction
  ['allergic_reaction', 'dopo la pastiglia mi si e gonfiata tutta la faccia e la gola'],
  ['allergic_reaction', 'ho le labbra gonfissime e respiro male'],
  ['allergic_reaction', 'mi sono venuti ponfi dappertutto e faccio fatica a respirare'],
  ['allergic_reaction', 'mi si sta chiudendo la gola dopo l antibiotico'],
  // unconsciousness
  ['unconsciousness', 'mio marito e svenuto e non risponde'],
  ['unconsciousness', 'mia figlia ha avuto le convulsioni'],
  ['unconsciousness', 'non riesco a svegliare mia madre'],
  ['unconsciousness', 'sono caduta a terra e ho perso i sensi'],
  ['unconsciousness', 'e crollato per terra e non si riprende'],
  // unsafe at home
  ['unsafe_at_home', 'ho paura di mio marito, mi picchia'],
  ['unsafe_at_home', 'mio figlio mi minaccia quando beve'],
  ['unsafe_at_home', 'il mio compagno mi mette le mani addosso'],
  ['unsafe_at_home', 'non mi sento al sicuro in casa mia'],
];

export const IT_LOOKALIKES: string[] = [
  // idioms and jokes
  'quella scena mi ha fatto morire dal ridere',
  'muoio di caldo oggi',
  'sto morendo di fame, a che ora si mangia',
  'mi ammazzo di lavoro tutta la settimana',
  'la bolletta della luce mi fa venire un infarto',
  'mio marito mi uccide se mi dimentico le pastiglie ahah',
  'sono morta di stanchezza dopo la spesa',
  'morirei per un gelato',
  // denials
  'non ho mai pensato di farmi del male',
  'nessun dolore al petto, tutto bene',
  'non ho avuto svenimenti',
  'respiro benissimo',
  'non ho paura di nessuno a casa, sto bene',
  'le ho prese tutte come prescritto, non una di piu',
  // history and resolved
  'l anno scorso ho avuto un infarto ma ora sto bene',
  'ieri mi mancava un po l aria ma adesso e passato',
  'da giovane avevo pensieri brutti ma ora sto bene',
  // other people
  'mio nonno e morto di ictus tanti anni fa',
  'la vicina e svenuta al mercato la settimana scorsa',
  'il mio gatto mi ha graffiato e sanguina un pochino',
  // exertion, minor, hypothetical, accidents
  'ho fatto le scale e avevo un po di fiatone',
  'mi sanguinano un po le gengive quando lavo i denti',
  'mi sono tagliato col coltello mentre cucinavo niente di grave',
  'se avessi dolore al petto cosa devo fare?',
  'mi sono addormentato sul divano davanti alla tv',
  'ho un po di pressione sul lavoro ultimamente',
];

/** Replies to "why did you miss a dose?" with every barrier present. */
export const IT_BARRIERS: [string, Expect][] = [
  // cost
  ['la mutua non la passa e costa 40 euro', { barriers: ['cost'] }],
  ['con la pensione minima non ci arrivo', { barriers: ['cost'] }],
  ['ne prendo mezza per risparmiare', { barriers: ['cost'] }],
  ['o faccio la spesa o compro le medicine', { barriers: ['cost'] }],
  ['e aumentato il ticket e non ce la faccio a pagarlo', { barriers: ['cost'] }],
  ['questo mese sono al verde', { barriers: ['cost'] }],
  // transportation
  ['non ho la macchina e la farmacia sta in paese', { barriers: ['transportation'] }],
  ['mio figlio che mi accompagnava si e trasferito', { barriers: ['transportation'] }],
  ['abito in campagna e di corriere non ne passano', { barriers: ['transportation'] }],
  ['la macchina e dal meccanico', { barriers: ['transportation'] }],
  ['non c e nessuno che mi porti in farmacia', { barriers: ['transportation'] }],
  ['la farmacia e troppo distante per andarci a piedi', { barriers: ['transportation'] }],
  // forgetfulness
  ['me ne dimentico sempre', { barriers: ['forgetfulness'] }],
  ['la sera crollo sul divano e la salto', { barriers: ['forgetfulness'] }],
  ['con il lavoro mi passa di mente', { barriers: ['forgetfulness'] }],
  ['ero dai parenti e non me le ero portate', { barriers: ['forgetfulness'] }],
  ['non mi ricordo mai se l ho gia presa', { barriers: ['forgetfulness'] }],
  ['ho la testa che non c e piu, me la scordo', { barriers: ['forgetfulness'] }],
  // side effects
  ['la lascio perche mi fa venire la nausea', { barriers: ['side_effects'] }],
  ['da quando la prendo mi gira la testa e allora la salto', { barriers: ['side_effects'] }],
  ['mi faceva dormire tutto il giorno e l ho sospesa', { barriers: ['side_effects'] }],
  ['non la prendo piu perche mi fa male lo stomaco', { barriers: ['side_effects'] }],
  // access
  ['la farmacia di turno era chiusa', { barriers: ['access'] }],
  ['il farmaco e carente, non si trova da nessuna parte', { barriers: ['access'] }],
  ['il medico di base e in ferie e nessuno mi fa la ricetta', { barriers: ['access'] }],
  ['le compresse sono finite e aspetto che il dottore mi richiami', { barriers: ['access'] }],
  ['la asl non mi ha ancora approvato il piano terapeutico', { barriers: ['access'] }],
  ['in farmacia me l hanno ordinata ma non e ancora arrivata', { barriers: ['access'] }],
  // understanding
  ['non capisco quando prenderla', { barriers: ['understanding'] }],
  ['devo prenderla a stomaco pieno o no?', { barriers: ['understanding'] }],
  ['non ho capito se devo continuare dopo la scatola', { barriers: ['understanding'] }],
  ['mi sentivo meglio e ho smesso', { barriers: ['understanding'] }],
  ['non so a cosa serve quella bianca', { barriers: ['understanding'] }],
  ['il dottore mi ha spiegato ma non ci ho capito niente', { barriers: ['understanding'] }],
  // two at once
  ['costa troppo e poi non ho la macchina', { barriers: ['cost', 'transportation'] }],
  ['me la dimentico e quando me ne ricordo e finita', { barriers: ['forgetfulness', 'access'] }],
  // hard negatives: solved, past, someone else's, denied
  ['ho la macchina, nessun problema ad andare in farmacia', { barriers: [] }],
  ['prima costava tanto ma adesso me la passa la mutua', { barriers: [] }],
  ['mia sorella si dimentica sempre le sue, io no', { barriers: [] }],
  ['la ricetta me l ha fatta il medico ieri, tutto a posto', { barriers: [] }],
  ['non ho problemi a ricordarmi', { barriers: [] }],
  ['i soldi non sono un problema', { barriers: [] }],
  ['mio figlio mi accompagna sempre in farmacia', { barriers: [] }],
  ['ho capito benissimo come prenderla', { barriers: [] }],
];
