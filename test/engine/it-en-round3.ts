import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import type { Expect } from './rows';

/**
 * Third Italian and English round for issue 10, written before looking at what the engine reads wrong
 * (none taken from the evaluation set): crises told indirectly (an overdose as an event or an amount,
 * a stroke by its signs told by a relative, passive wishes, a plan through its means, a crisis after a
 * number or a yes, allergic reactions, fear at home), their hard negatives, and Italian barriers told
 * through a routine, a trip, a missing ride, a confusion, or two at once.
 * Italian as typed or dictated from north to south and the islands (no accents, typos, dialect words,
 * the elderly's phrasing, a relative writing); English as typed in the UK, US, Ireland, India and
 * Australia, text-speak, and voice transcripts without punctuation.
 * Read by test/engine/understand-it-en-round3.test.ts.
 */
export const IT_CRISES_R3: [SafetyCategory, string][] = [
  // overdose: an event, an amount, a relative's report
  ['overdose', 'stanotte mi so mandato giu tutta la scatola dei sonniferi'],
  ['overdose', 'ho ingollato una ventina di compresse di xanax'],
  ['overdose', 'mia sorella si e presa 15 pastiglie di tavor'],
  ['overdose', 'ho buttato giu tutto il flacone di en'],
  ['overdose', 'papa per sbaglio ha preso due scatole intere di coumadin'],
  ['overdose', 'mi so imbottito di antidolorifici ne ho prese una decina'],
  ['overdose', 'ho preso 40 gocce di laroxyl invece di 10 anzi tutta la boccetta'],
  ['overdose', 'la nonna si e confusa e ha preso tutte le pillole della settimana stamattina'],
  ['overdose', 'mi sono fatto fuori un intero blister di oki'],
  ['overdose', 'mio figlio ha preso un sacco di pasticche di mia madre, non sappiamo quante'],
  ['overdose', 'ho preso tutte le pastiglie che avevo nel cassetto'],
  ['overdose', 'mi so pigliato na scatola intera di tachipirina'],
  // stroke, by its signs, often told by a relative
  ['stroke', 'mio marito da un ora mangia le parole e non tiene il bicchiere con la mano destra'],
  ['stroke', 'la mamma all improvviso parla strano dice parole senza senso'],
  ['stroke', 'a nonno gli si e storta la bocca e sbava da un lato'],
  ['stroke', 'mia suocera di colpo non riesce piu ad alzare il braccio sinistro'],
  ['stroke', 'mio padre si e svegliato che non sente piu la gamba destra e ha la faccia tirata da una parte'],
  ['stroke', 'la zia parla come fosse ubriaca ma non ha bevuto e le cede la gamba'],
  ['stroke', 'mia moglie non capisce quello che le dico e ha la bocca storta'],
  ['stroke', 'all improvviso vedo doppio e mi si e intorpidita mezza faccia'],
  ['stroke', 'non riesco a parlare bene la lingua non mi gira e il braccio e come morto'],
  ['stroke', 'a mi pa gli e venuto un coccolone non parla e non move il braccio'],
  ['stroke', 'mio nonno ha la parte destra che non risponde da stamattina'],
  ['stroke', 'mamma non riesce a dire le parole giuste e ha la mano sinistra molle'],
  // passive ideation
  ['self_harm', 'che ci sto a fare ancora a questo mondo'],
  ['self_harm', 'prego la madonna che mi porti via presto'],
  ['self_harm', 'se domani non ci fossi piu non se ne accorgerebbe nessuno'],
  ['self_harm', 'sono stanca di vivere'],
  ['self_harm', 'a che serve campare cosi'],
  ['self_harm', 'mi lascerei andare volentieri tanto nessuno ha bisogno di me'],
  ['self_harm', 'ogni tanto penso che se mi investisse una macchina sarebbe un sollievo'],
  ['self_harm', 'vorrei solo addormentarmi per sempre'],
  ['self_harm', 'non ho piu nessun motivo per restare qui'],
  ['self_harm', 'la vita per me e finita, meglio andarsene'],
  ['self_harm', 'sono un peso per i miei figli e sarebbe meglio se morissi'],
  ['self_harm', 'nu ne pozzo cchiu e sta vita, me ne voglio ji'],
  // a plan through its means
  ['self_harm', 'ho comprato una corda e so dove appenderla'],
  ['self_harm', 'ho messo da parte le pastiglie del mese e stasera me le prendo tutte'],
  ['self_harm', 'penso sempre al ponte vicino casa, sarebbe facile saltare'],
  ['self_harm', 'tengo il fucile di mio padre nel cassetto e ci penso ogni sera'],
  ['self_harm', 'ho gia deciso domani vado sui binari'],
  ['self_harm', 'ho pensato di aprire il gas e chiudermi in cucina'],
  ['self_harm', 'mi butto dal quinto piano tanto chi se ne frega'],
  ['self_harm', 'sto contando le pillole che mi servono per non svegliarmi'],
  // allergic reactions
  ['allergic_reaction', 'dopo l antibiotico mi si sono gonfiati gli occhi e la lingua'],
  ['allergic_reaction', 'mi prude tutto sono piena di bolle e sento la gola stretta'],
  ['allergic_reaction', 'la lingua e diventata enorme e faccio fatica a deglutire'],
  ['allergic_reaction', 'mio figlio dopo la puntura ha le labbra gonfie e fischia quando respira'],
  ['allergic_reaction', 'orticaria dappertutto e mi manca il fiato'],
  ['allergic_reaction', 'dopo la pastiglia nuova ho la faccia come un pallone e la gola chiusa'],
  // fear at home
  ['unsafe_at_home', 'ho paura di mio marito quando beve, ieri mi ha messo le mani addosso'],
  ['unsafe_at_home', 'mio figlio mi minaccia e mi prende la pensione, ho paura a stare in casa'],
  ['unsafe_at_home', 'il mio compagno mi ha chiuso in casa e dice che mi ammazza'],
  ['unsafe_at_home', 'a casa non sono tranquilla lui alza le mani'],
  ['unsafe_at_home', 'la badante mi strattona e mi lascia senza mangiare'],
  ['unsafe_at_home', 'go paura de me mario, el me pesta'],
  ['unsafe_at_home', 'mio nipote mi spintona e mi urla contro, ho paura di lui'],
  // chest, breathing, bleeding, unconsciousness told indirectly
  ['chest_pain', 'dolore al petto che mi prende anche la schiena e il braccio'],
  ['chest_pain', 'mi fa male il cuore come una pugnalata e sudo freddo'],
  ['chest_pain', 'ho una morsa al petto da mezzora e mi gira la testa'],
  ['chest_pain', 'me sento na preta ncopp o piett'],
  ['breathing', 'faccio fatica a prendere fiato anche sdraiato'],
  ['breathing', 'nun respiru, mi manca u ciatu'],
  ['breathing', 'mi sto strozzando non va giu niente e non respiro'],
  ['breathing', 'rantolo e non riesco a parlare dal fiatone anche seduta'],
  ['bleeding', 'ho vomitato roba scura come fondi di caffe'],
  ['bleeding', 'mi esce sangue dal naso a fiotti e prendo lo xarelto'],
  ['bleeding', 'la cacca e tutta nera da due giorni'],
  ['bleeding', 'tossisco e viene su sangue rosso'],
  ['unconsciousness', 'mia madre e caduta per terra e non risponde piu'],
  ['unconsciousness', 'papa ha avuto le convulsioni e ora e tutto rigido'],
  ['unconsciousness', 'sono svenuto in bagno stamattina'],
  ['unconsciousness', 'non riusciamo a svegliarlo'],
  ['unconsciousness', 'ho avuto un mancamento e sono finita per terra'],
  ['unconsciousness', 'mi so accasciato in cucina e non mi ricordo niente'],
];

/** Crises told after an answer: [question, reply, category]. */
export const IT_PREFIXED_R3: ['number' | 'yesno', string, SafetyCategory][] = [
  ['yesno', 'si le ho prese, ma stanotte ho pensato di ammazzarmi', 'self_harm'],
  ['yesno', 'si tutto ok pero da ieri ho un dolore al petto che va al braccio', 'chest_pain'],
  ['yesno', 'si, ah e mia moglie non riesce piu a parlare da stamattina', 'stroke'],
  ['yesno', 'no, ma ho preso tutta la scatola di calmanti', 'overdose'],
  ['yesno', 'si si ma ieri sera mi so ingoiato tutte le pillole della nonna', 'overdose'],
  ['yesno', 'si pero a casa ho paura, lui mi picchia', 'unsafe_at_home'],
  ['number', '8, e da mezzora non respiro bene anche seduta', 'breathing'],
  ['number', '3 volte, poi mi sono tagliato di nuovo le braccia', 'self_harm'],
  ['number', '150 e stamattina sono svenuto in bagno', 'unconsciousness'],
  ['number', 'due, e ho paura di tornare a casa perche mio marito mi picchia', 'unsafe_at_home'],
  ['number', '7 ma mio padre ha la bocca storta e non parla bene', 'stroke'],
  ['number', '5 e poi ho preso tutte le pastiglie che mi restavano', 'overdose'],
  ['number', 'sei ma vorrei non svegliarmi piu', 'self_harm'],
];

export const IT_LOOKALIKES_R3: string[] = [
  // idioms and jokes
  'mi e preso un coccolone quando ho visto il conto del dentista',
  'mi fa morire dal ridere mio nipote',
  'sto schiattando di caldo',
  'stanco morto ma tutto ok',
  'mia moglie mi uccide se dimentico la pastiglia ahah',
  'mi butto sul divano e guardo la partita',
  'mi sono preso una bella botta di sonno',
  'sono svenuta dalla gioia quando e nato il nipotino',
  'sto crepando dalle risate',
  // denials and as prescribed
  'ho preso tutte le pillole della settimana, nessuna saltata',
  'ho preso tutte le pastiglie come mi ha detto il dottore',
  'non ho nessun dolore al petto e respiro bene',
  'non mi sono mai fatto del male e non ci penso',
  'non ho avuto nessun gonfiore ne in faccia ne in gola',
  'a casa sto benissimo, mio marito e un santo',
  'mi girava la testa ma non sono svenuto',
  // history, other people, hypotheticals
  'l anno scorso ho avuto un ictus ma adesso parlo e cammino bene',
  'una volta ho pensato di farla finita, ma sono passati vent anni e ora sto bene',
  'mio cugino anni fa ha preso una overdose, per fortuna io no',
  'se prendessi tutta la scatola mi farei male, ma non lo farei mai',
  'la vicina ha il marito violento, poveretta',
  'cosa devo fare se mi si gonfia la gola?',
  // exertion and ordinary causes
  'quando salgo le scale ho il fiatone',
  'ho il braccio addormentato perche ci ho dormito sopra',
  'a forza di stare al telefono mi si e intorpidita la mano',
  'la nonna biascica perche non ha messo la dentiera',
  'mi e caduta la scatola delle pastiglie e si sono sparse per terra',
  'ho un po di prurito ma niente di che',
  'ho la gola un po irritata dal raffreddore',
  'ho preso una pastiglia in piu per sbaglio, il medico ha detto che non e niente',
];

/** Replies to "why did you miss a dose?" with every barrier present. */
export const IT_BARRIERS_R3: [string, Expect][] = [
  // forgetfulness through a routine or a trip
  ['ero dalla figlia a torino e le pastiglie sono rimaste a casa', { barriers: ['forgetfulness'] }],
  ['la domenica si pranza dai parenti e quella di mezzogiorno la salto sempre', { barriers: ['forgetfulness'] }],
  ['mi addormento davanti alla tv e quella della sera salta', { barriers: ['forgetfulness'] }],
  ['con i turni in fabbrica non ci sto dietro', { barriers: ['forgetfulness'] }],
  ['me le scordo sempre', { barriers: ['forgetfulness'] }],
  ['ero in ferie al mare e non mi sono portato la scatola', { barriers: ['forgetfulness'] }],
  ['sono stata in ospedale da mio marito tutta la settimana e non ci ho pensato', { barriers: ['forgetfulness'] }],
  ['sono un po smemorata ultimamente', { barriers: ['forgetfulness'] }],
  // no ride, no bus
  ['il pullman per il paese passa due volte al giorno e la farmacia e chiusa a quell ora', { barriers: ['transportation', 'access'] }],
  ['non guido piu e mio figlio lavora tutto il giorno', { barriers: ['transportation'] }],
  ['la farmacia e a 10 km e non ho chi mi porta', { barriers: ['transportation'] }],
  ['senza un passaggio all ospedale non ci arrivo', { barriers: ['transportation'] }],
  ['a piedi non ce la faccio, e troppo lontano', { barriers: ['transportation'] }],
  ['l autobus non ferma piu vicino a casa mia', { barriers: ['transportation'] }],
  ['mi si e rotta la macchina', { barriers: ['transportation'] }],
  // confusion about timing, food, purpose
  ['non ho capito se va presa a stomaco pieno o vuoto', { barriers: ['understanding'] }],
  ['mi confondo tra quella rosa e quella gialla', { barriers: ['understanding'] }],
  ['pensavo che finita la scatola avevo finito la cura', { barriers: ['understanding'] }],
  ['il dottore ha detto una al giorno ma non so se mattina o sera', { barriers: ['understanding'] }],
  ['non sapevo che andava presa anche il fine settimana', { barriers: ['understanding'] }],
  ['stavo bene e credevo di poterla sospendere', { barriers: ['understanding'] }],
  ['non mi hanno spiegato a che serve', { barriers: ['understanding'] }],
  // two at once
  ['me la scordo e poi comunque costa troppo', { barriers: ['forgetfulness', 'cost'] }],
  ['la farmacia era chiusa e non ho la macchina per andare a quella di turno', { barriers: ['access', 'transportation'] }],
  ['non capisco quando prenderla e spesso mi dimentico', { barriers: ['understanding', 'forgetfulness'] }],
  ['mi fa venire la nausea e poi costa un occhio', { barriers: ['side_effects', 'cost'] }],
  ['ero in viaggio e poi la ricetta era scaduta', { barriers: ['forgetfulness', 'access'] }],
  ['non ho chi mi porta in farmacia e comunque non ci arrivo coi soldi', { barriers: ['transportation', 'cost'] }],
  // hard negatives
  ['prima me la scordavo ma ora ho la sveglia sul telefono', { barriers: [] }],
  ['mio marito si dimentica le sue, io no', { barriers: [] }],
  ['la farmacia e sotto casa e vado a piedi', { barriers: [] }],
  ['nessun problema, le prendo sempre', { barriers: [] }],
];

export const EN_CRISES_R3: [SafetyCategory, string][] = [
  // overdose
  ['overdose', 'necked a whole box of paracetamol last night'],
  ['overdose', 'i took like 20 of my sleeping tablets idk why'],
  ['overdose', 'mum has taken all her tablets at once we think about an hour ago'],
  ['overdose', 'i took the full strip of tablets in one go'],
  ['overdose', 'swallowed the whole bottle of panadol'],
  ['overdose', 'took a fistful of oxys'],
  ['overdose', 'my dad took his heart pills three times over by mistake and a few extra'],
  // stroke, told by a relative
  ['stroke', 'my husband cant lift his right arm and his words are coming out all jumbled'],
  ['stroke', 'mams face has gone all lopsided and shes talking gibberish'],
  ['stroke', 'dad suddenly cant see out of one eye and his leg gave way'],
  ['stroke', 'my mother in law is slurring and one side of her mouth is hanging'],
  ['stroke', 'grandad isnt making sense and his arm went floppy'],
  ['stroke', 'nan is dribbling out one side of her mouth and cant get her words out'],
  // passive ideation
  ['self_harm', 'wouldnt mind if i just didnt wake up tbh'],
  ['self_harm', 'whats the point of me even being here'],
  ['self_harm', 'sometimes i wish a bus would just hit me'],
  ['self_harm', 'i am tired of living only'],
  ['self_harm', 'cant be bothered with living anymore'],
  ['self_harm', 'everyone would be better off if i was gone'],
  // plan through its means
  ['self_harm', 'ive been saving up my pills for when i decide to end it'],
  ['self_harm', 'bought a rope today and i know where im going to do it'],
  ['self_harm', 'i have the pills counted out on the table for tonight'],
  ['self_harm', 'been looking up how many of my tablets it would take'],
  ['self_harm', 'going to drive off the cliff road tonight'],
  // allergic reactions
  ['allergic_reaction', 'my lips have blown up and my throat feels tight after the new tablets'],
  ['allergic_reaction', 'covered in hives and wheezing'],
  ['allergic_reaction', 'tongue swelling up cant swallow'],
  // fear at home
  ['unsafe_at_home', 'im scared of my son hes been threatening me'],
  ['unsafe_at_home', 'my husband locks me in and i am frightened of him'],
  ['unsafe_at_home', 'he hits me when hes drunk'],
  ['unsafe_at_home', 'my partner keeps shoving me around and i dont feel safe at home'],
  // others told indirectly
  ['chest_pain', 'feels like an elephant is sitting on my chest'],
  ['chest_pain', 'crushing feeling in my chest going into my jaw'],
  ['breathing', 'cant catch my breath even lying down'],
  ['breathing', 'im gasping for air'],
  ['bleeding', 'my poo is black like tar and im on warfarin'],
  ['bleeding', 'been coughing up blood since this morning'],
  ['unconsciousness', 'passed out in the shower'],
  ['unconsciousness', 'had a fit this morning and bit my tongue'],
  ['unconsciousness', 'mum collapsed and we cant wake her'],
];

/** English crises told after an answer: [question, reply, category]. */
export const EN_PREFIXED_R3: ['number' | 'yesno', string, SafetyCategory][] = [
  ['number', '6 but i want to kill myself', 'self_harm'],
  ['yesno', 'yes took them all and now i want to end it', 'self_harm'],
  ['yesno', 'yeah all good btw my chest feels crushed and its going down my left arm', 'chest_pain'],
  ['number', '2 and i cant breathe properly even sitting down', 'breathing'],
  ['yesno', 'yes. also my partner hit me again last night and im scared to go home', 'unsafe_at_home'],
  ['number', 'seven and my wifes face has dropped on one side', 'stroke'],
  ['yesno', 'yep and then i took the rest of the packet', 'overdose'],
];

export const EN_LOOKALIKES_R3: string[] = [
  'i could murder a cuppa',
  'this heat is killing me',
  'took all my tablets as prescribed',
  'i only get breathless on the stairs',
  'my dad had a stroke years ago',
  'never thought about hurting myself',
  'dying to see my grandkids',
  'my arm went dead cos i slept on it',
  'not scared of anyone at home all good',
  'nearly died laughing at the telly',
  'cut myself shaving',
  'if i took the whole box id be in trouble but i wouldnt',
  'no chest pain no breathing problems',
  'absolutely knackered after the gym',
  'the grandkids are driving me up the wall',
  'i was gasping for a cup of tea',
  'nan slurs a bit when she hasnt got her teeth in',
];
