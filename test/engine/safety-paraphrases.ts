import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * Crisis paraphrases and hard look-alikes written for the safety sweep (not taken from the
 * evaluation set): typed replies and voice transcripts (lower case, no punctuation), in every
 * language. Read by test/engine/understand-safety-paraphrases.test.ts.
 */
export const CRISES: Record<SafetyCategory, Partial<Record<Language, string[]>>> = {
  self_harm: {
    en: [
      'some days i think everyone would manage fine if i just wasnt around',
      'i looked up how many of my sleeping tablets it would take',
      'i have been burning my arm with a lighter again',
      'i keep thinking about driving into a wall',
      'honestly i am tired of living',
      'i wouldnt mind if i didnt wake up tomorrow',
    ],
    it: [
      'a volte penso che sarebbe più facile non svegliarsi più',
      'mi sono tagliata le braccia ieri sera',
      'ho pensato di buttarmi dal ponte vicino a casa',
      'sono stanco di vivere così',
      'non ce la faccio più, voglio solo sparire per sempre',
    ],
    es: [
      'a veces pienso que sería mejor no despertar',
      'me he vuelto a cortar los brazos',
      'estoy cansada de vivir',
      'pienso en tirarme por el balcón',
      'ya no aguanto más, quiero desaparecer para siempre',
    ],
    de: [
      'manchmal denke ich es wäre besser einfach nicht mehr aufzuwachen',
      'ich habe mich wieder am arm geritzt',
      'ich bin es leid zu leben',
      'ich denke daran mich von der brücke zu stürzen',
      'ich hab keine kraft mehr zu leben',
    ],
    fr: [
      "parfois je me dis que ce serait plus simple de ne plus me réveiller",
      "je me suis encore entaillé les bras hier",
      "je suis fatiguée de vivre",
      "je pense à me jeter du pont",
      "j'ai plus la force de vivre",
    ],
  },
  overdose: {
    en: [
      'i swallowed about twenty of my sleeping pills an hour ago',
      'my dad took a whole strip of his heart pills by mistake',
      'i took all my pills from the organiser at once',
    ],
    it: [
      'ho ingoiato una ventina di pastiglie per dormire',
      'mio padre ha preso tutta la scatola per sbaglio',
    ],
    es: [
      'me tomé unas veinte pastillas para dormir',
      'mi padre se tomó toda la caja de golpe',
    ],
    de: [
      'ich habe ungefähr zwanzig schlaftabletten geschluckt',
      'mein vater hat die ganze packung auf einmal genommen',
    ],
    fr: [
      "j'ai avalé une vingtaine de somnifères",
      'mon père a pris toute la boîte d un coup',
    ],
  },
  chest_pain: {
    en: [
      'feels like an elephant sitting on me and my left arm is numb',
      'burning behind my breastbone going up into my jaw and im all sweaty',
      'tightness across my chest and im sweating and sick',
      'it feels like a band squeezing my chest',
    ],
    it: [
      'ho un peso sul torace che mi prende il braccio sinistro e sudo freddo',
      'sento una morsa al petto da mezz ora',
      'bruciore in mezzo al petto che sale alla mandibola',
    ],
    es: [
      'siento una presión muy fuerte en el pecho que se me va al brazo izquierdo',
      'me aprieta el pecho y estoy sudando frío',
      'tengo como un peso en el pecho desde hace un rato',
    ],
    de: [
      'ich habe so einen druck auf der brust der in den linken arm zieht',
      'es brennt hinter dem brustbein und ich schwitze stark',
      'mein brustkorb fühlt sich an wie zugeschnürt',
    ],
    fr: [
      "j'ai comme un poids sur la poitrine qui descend dans le bras gauche",
      "ça me serre dans la poitrine et je transpire",
      "brûlure derrière le sternum qui monte dans la mâchoire",
    ],
  },
  breathing: {
    en: [
      'i cant get enough air in even sitting still',
      'im gasping and wheezing and the inhaler isnt helping',
      'he is fighting for every breath',
    ],
    it: [
      'non riesco a prendere aria neanche da seduto',
      'ansimo anche stando fermo a letto',
    ],
    es: [
      'no me entra el aire ni estando sentado',
      'me estoy quedando sin aire',
    ],
    de: [
      'ich kriege kaum noch luft auch im sitzen',
      'ich ringe nach luft',
    ],
    fr: [
      "j'arrive plus à reprendre mon souffle même assis",
      "je manque d'air même au repos",
    ],
  },
  stroke: {
    en: [
      'my wife suddenly cant lift her right arm and her words are all muddled',
      'my husbands mouth is pulled down on one side',
      'mums talking nonsense all of a sudden and cant hold her cup',
      'i lost the sight in one eye all at once',
    ],
    it: [
      'mio marito ha la bocca storta e parla male da un momento all altro',
      'mia madre di colpo non muove più la mano destra',
      'la nonna parla in modo strano e non trova le parole',
    ],
    es: [
      'a mi madre se le ha torcido la boca y no le salen las palabras',
      'mi marido de repente no puede mover el brazo derecho',
      'mi padre habla raro y se le duerme un lado de la cara',
    ],
    de: [
      'meine frau hat plötzlich einen hängenden mundwinkel und spricht undeutlich',
      'mein mann kann auf einmal den rechten arm nicht mehr bewegen',
      'meine mutter redet wirres zeug und ihr gesicht ist schief',
    ],
    fr: [
      'mon mari a la bouche de travers et il parle bizarrement',
      "ma mère n'arrive plus à bouger le bras droit tout d'un coup",
      "ma femme trouve plus ses mots et son visage tombe d'un côté",
    ],
  },
  bleeding: {
    en: [
      'im on xarelto and this cut on my leg just keeps pouring',
      'there was blood when i coughed this morning, quite a lot',
      'my poo has gone black and sticky like tar',
      'nosebleed for over an hour and im on warfarin',
    ],
    it: [
      'prendo l eliquis e il taglio continua a sanguinare',
      'ho vomitato sangue stamattina',
      'le feci sono nere come il catrame',
    ],
    es: [
      'tomo sintrom y la herida no para de sangrar',
      'he vomitado sangre esta mañana',
      'hago las heces negras como alquitrán',
    ],
    de: [
      'ich nehme marcumar und die wunde hört nicht auf zu bluten',
      'ich habe heute morgen blut erbrochen',
      'mein stuhl ist ganz schwarz wie teer',
    ],
    fr: [
      'je suis sous previscan et la plaie arrête pas de saigner',
      "j'ai vomi du sang ce matin",
      'mes selles sont toutes noires',
    ],
  },
  allergic_reaction: {
    en: [
      'after the new antibiotic my lips have blown up and my throat feels tight',
      'my tongue is swelling up since i took the tablet',
    ],
    it: ['dopo la pastiglia mi si è gonfiata la lingua', 'mi si stanno gonfiando le labbra e la gola'],
    es: ['se me está hinchando la lengua después de la pastilla', 'se me hincharon los labios y me pica todo'],
    de: ['meine zunge schwillt an seit der tablette', 'meine lippen sind ganz dick geworden und der hals wird eng'],
    fr: ["ma langue gonfle depuis le comprimé", 'mes lèvres ont enflé et ma gorge se serre'],
  },
  unconsciousness: {
    en: [
      'my husband just collapsed in the kitchen',
      'she had a fit and was shaking all over',
      'dad is on the floor and wont wake up',
    ],
    it: ['mio marito è svenuto in cucina', 'mia madre ha avuto le convulsioni', 'è caduto a terra e non risponde'],
    es: ['mi marido se ha desmayado en la cocina', 'mi madre tuvo convulsiones', 'se cayó al suelo y no responde'],
    de: ['mein mann ist in der küche umgekippt', 'meine mutter hatte einen krampfanfall', 'er liegt am boden und reagiert nicht'],
    fr: ["mon mari s'est évanoui dans la cuisine", 'ma mère a fait une crise de convulsions', "il est tombé par terre et ne répond plus"],
  },
  unsafe_at_home: {
    en: ['my son shoves me around when he drinks', 'im frightened of my husband', 'he said he would hurt me if i told anyone'],
    it: ['mio figlio mi spintona quando beve', 'ho paura del mio compagno'],
    es: ['mi hijo me empuja cuando bebe', 'le tengo miedo a mi marido'],
    de: ['mein sohn schubst mich wenn er trinkt', 'ich habe angst vor meinem sohn'],
    fr: ['mon fils me bouscule quand il boit', "j'ai peur de mon compagnon"],
  },
};

/** Look-alikes that must NOT escalate. */
export const LOOKALIKES: Record<Language, string[]> = {
  en: [
    'i would never hurt myself, i just feel low',
    'the chest pain i had last year never came back',
    'my neighbour had a stroke last week, it scared me',
    'what should i do if my lips swell up?',
    'this heat is killing me',
    'only out of breath on the stairs like always',
    'no chest pain no breathing problems all good',
    'i was heartbroken when my dog died',
    'lol these huge pills will be the death of me',
  ],
  it: [
    'non mi farei mai del male, sono solo giù',
    'il dolore al petto di anni fa non è più tornato',
    'il mio vicino ha avuto un ictus, mi ha spaventato',
    'questo caldo mi ammazza',
    'nessun dolore al petto, tutto bene',
    'ho il fiato corto solo quando salgo le scale come sempre',
  ],
  es: [
    'jamás me haría daño, solo estoy triste',
    'el dolor de pecho que tuve hace años no volvió',
    'mi vecino tuvo un derrame, me asustó',
    'me muero de ganas de ver a mis nietos',
    'nada de dolor en el pecho, todo bien',
    'me falta el aire solo al subir escaleras como siempre',
  ],
  de: [
    'ich würde mir niemals etwas antun, bin nur traurig',
    'die brustschmerzen von früher sind nicht wiedergekommen',
    'mein nachbar hatte einen schlaganfall, das hat mich erschreckt',
    'die hitze bringt mich um',
    'keine brustschmerzen, alles gut',
    'atemnot nur beim treppensteigen wie immer',
  ],
  fr: [
    'je ne me ferais jamais de mal, je suis juste triste',
    "la douleur à la poitrine d'il y a deux ans n'est jamais revenue",
    'mon voisin a fait un avc, ça m a fait peur',
    'cette chaleur me tue',
    'pas de douleur à la poitrine, tout va bien',
    "essoufflé seulement dans l'escalier comme d'habitude",
  ],
};

/** More crises as [category, language, reply]; a reply starting with a number or a yes also answers a numeric or a yes/no question. */
export const MORE_CRISES: [SafetyCategory, Language, string][] = [
 ['self_harm','en','i dont see myself being here much longer and ive made my peace with it'],
 ['self_harm','en','been scratching my arms with a razor till they bleed'],
 ['self_harm','en','ive got the rope in the garage'],
 ['self_harm','it','ultimamente penso che tutti starebbero meglio senza di me'],
 ['self_harm','it','mi brucio le braccia con le sigarette'],
 ['self_harm','es','todos estarían mejor si yo no estuviera'],
 ['self_harm','es','me quemo los brazos con cigarrillos'],
 ['self_harm','de','alle wären besser dran wenn ich nicht mehr da wäre'],
 ['self_harm','de','ich schneide mir in die arme'],
 ['self_harm','fr','tout le monde serait mieux si j étais plus là'],
 ['self_harm','fr','je me brûle les bras avec des cigarettes'],
 ['chest_pain','en','pressure in the middle of my chest going into my back and i feel sick'],
 ['chest_pain','it','120 ma ho un dolore al petto che va al braccio'],
 ['chest_pain','es','140 pero tengo un dolor en el pecho que me baja por el brazo'],
 ['chest_pain','de','145 aber ich hab so ein druckgefühl in der brust'],
 ['chest_pain','fr','135 mais j ai une douleur dans la poitrine qui va dans le bras'],
 ['breathing','en','yes but i cant breathe properly right now'],
 ['breathing','de','ja aber ich kriege gerade ganz schlecht luft'],
 ['breathing','fr','oui mais là j arrive plus à respirer'],
 ['stroke','en','my wifes face has gone all droopy on the left'],
 ['stroke','it','mio padre biascica le parole e ha il braccio sinistro debole'],
 ['stroke','es','mi abuela de pronto no puede hablar bien y tiene la cara torcida'],
 ['stroke','de','mein vater lallt plötzlich und der arm ist ganz schwach'],
 ['stroke','fr','mon père a du mal à parler d un coup et son bras gauche est tout faible'],
 ['bleeding','en','yes took them but ive been throwing up blood'],
 ['bleeding','it','sì ma sto sputando sangue quando tossisco'],
 ['bleeding','es','sí pero estoy tosiendo sangre'],
 ['bleeding','de','ja aber ich huste blut'],
 ['bleeding','fr','oui mais je crache du sang'],
 ['bleeding','en','black tarry stools since yesterday'],
 ['allergic_reaction','en','my face and lips are puffing up and its getting hard to swallow'],
 ['allergic_reaction','fr','mon visage gonfle et j ai des plaques partout'],
 ['unconsciousness','en','mum passed out in the bathroom and hit her head'],
 ['unconsciousness','it','mia moglie è crollata a terra e non risponde'],
 ['unconsciousness','es','mi padre está en el suelo y no reacciona'],
 ['unconsciousness','de','meine frau ist zusammengeklappt und reagiert nicht'],
 ['unconsciousness','fr','ma femme s est effondrée et ne réagit plus'],
 ['unsafe_at_home','en','my partner threatened me with a knife last night'],
 ['unsafe_at_home','it','mio marito mi ha minacciata con un coltello'],
 ['unsafe_at_home','es','mi pareja me amenazó con un cuchillo'],
 ['unsafe_at_home','de','mein partner hat mich mit einem messer bedroht'],
 ['unsafe_at_home','fr','mon conjoint m a menacée avec un couteau'],
 ['overdose','en','took my whole weeks worth of pills in one go'],
 ['overdose','it','ho preso tutte le pastiglie della settimana in una volta'],
 ['overdose','es','me tomé todas las pastillas de la semana de una vez'],
 ['overdose','de','ich habe alle tabletten der woche auf einmal genommen'],
 ['overdose','fr','j ai pris tous les comprimés de la semaine d un coup'],
];

/** More look-alikes: denial of intent, hypotheticals, history, resolved, idioms, someone else, exertion, jokes. */
export const MORE_LOOKALIKES: [Language, string][] = [
 ['en','i have no intention of hurting myself'],
 ['en','what if i get chest pain on the plane'],
 ['en','i used to cut myself as a teenager but not anymore'],
 ['en','im dying to get back to the garden'],
 ['en','the chest tightness went away after i rested'],
 ['en','i get out of breath climbing the hill as usual'],
 ['en','my friend overdosed last year and it still haunts me'],
 ['it','non lo farei mai, non ho intenzione di farmi del male'],
 ['it','e se mi venisse un dolore al petto cosa faccio'],
 ['it','in passato mi tagliavo ma ora sto bene'],
 ['it','il dolore al petto è passato'],
 ['it','questa bolletta mi ammazza'],
 ['es','jamás me quitaría la vida, tengo a mis nietos'],
 ['es','y si me da un dolor en el pecho qué hago'],
 ['es','de joven me cortaba pero ya no'],
 ['es','me muero de risa con mi nieto'],
 ['es','el dolor de pecho ya se me pasó'],
 ['de','ich würde mir niemals was antun'],
 ['de','was wenn ich brustschmerzen bekomme'],
 ['de','früher habe ich mich geritzt, heute nicht mehr'],
 ['de','der druck auf der brust ist wieder weg'],
 ['de','der papierkram bringt mich um'],
 ['fr','je ne me ferais jamais de mal'],
 ['fr','et si j ai une douleur à la poitrine je fais quoi'],
 ['fr','autrefois je me scarifiais mais plus maintenant'],
 ['fr','la douleur dans la poitrine est passée'],
 ['fr','ces cachets vont me tuer mdr ils sont énormes'],
];
