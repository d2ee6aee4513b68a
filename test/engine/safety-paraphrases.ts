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
