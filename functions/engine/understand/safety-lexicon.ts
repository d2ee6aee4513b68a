/**
 * THE SAFETY LEXICON: phrases that escalate any conversation at severity `critical`, type `safety`,
 * whatever the question, in every language. A missed crisis harms a real person; a false alarm costs
 * a clinician a phone call. When in doubt, a phrase is here.
 *
 * Rules (implemented in understand/index.ts, tested in test/engine/understand-safety.test.ts):
 *
 * 1. Every language's phrases are checked in every conversation (a patient may switch language);
 *    negation is read with the conversation's language and English.
 * 2. Matching is on whole words, accent- and case-insensitive; `*` marks a stem ("suicid*").
 * 3. NEGATION. A phrase is not a crisis when it is negated in its own clause: a cue directly before
 *    it, or separated only by bridge words ("no chest pain", "I don't have any chest pain",
 *    "non ho dolore al petto", "kein Brustschmerz", "pas de douleur à la poitrine", "sin dolor en el
 *    pecho"), or a negating word closing the clause after it ("Brustschmerzen habe ich keine",
 *    "the chest pain is gone"). Negation never crosses a clause boundary (punctuation, "but", "ma",
 *    "pero", "aber", "mais"), never crosses "and" (in "no nausea and chest pain" the chest pain is
 *    NOT taken as denied), and never crosses a pronoun ("no I have chest pain" is an answer "no"
 *    followed by a complaint). Words that make the sentence a complaint cancel the negation:
 *    "I've never had chest pain like this", "noch nie so stark".
 * 4. Phrases that carry their own negation are never read as denied: "I don't want to live anymore",
 *    "I can't breathe", "non voglio più vivere", "no puedo respirar", "ich will nicht mehr leben",
 *    "je ne veux plus vivre". An explicit denial of self-harm ("I'm not suicidal", "no thoughts of
 *    hurting myself") does not escalate, but is recorded in the reply's keywords as
 *    `denied:self_harm` so a clinician sees it.
 * 5. LOOK-ALIKES. Idioms do not escalate because the lexicon holds the literal first-person phrases
 *    only: "this bill is killing me", "my back is killing me" (recorded as pain), "I'm dying to see
 *    my grandkids", "I could kill for a coffee", "mi ammazzo di lavoro", "me muero de ganas",
 *    "das bringt mich um", "cette facture me tue". A few phrases list the words that make them
 *    figurative when they follow ("killing myself laughing / at work / with work / trying").
 * 6. BREATHING. Three tiers:
 *    - always critical: cannot breathe, struggling or gasping for air, choking, blue lips, breathless
 *      at rest or lying down ("I can't breathe", "non riesco a respirare", "no puedo respirar",
 *      "ich bekomme keine Luft", "j'étouffe");
 *    - critical unless the same clause ties it to effort: "short of breath", "trouble breathing",
 *      "hard to breathe", "fiato corto", "falta de aire", "Atemnot", "essoufflé". With an effort
 *      qualifier ("when I climb the stairs", "quando salgo le scale", "al subir escaleras", "beim
 *      Treppensteigen", "en montant l'escalier") it is recorded as the side effect
 *      `shortness_of_breath` (a high-priority task, risk medium) and does not escalate: breathlessness
 *      on exertion is a symptom to review, not an emergency. A rest qualifier ("even at rest",
 *      "lying down", "a riposo") always escalates.
 * 7. HISTORY. The name of an event right after a possessive is history, not an emergency: "since my
 *    heart attack I get tired", "dopo il mio infarto", "seit meinem Schlaganfall", "depuis mon AVC",
 *    "desde mi infarto". "I think I'm having a heart attack" and "I had a stroke this morning" still
 *    escalate. "I passed out on the couch watching TV" is sleep, not fainting.
 * 8. Categories and what the clinician reads in the reason: self_harm, chest_pain, breathing,
 *    stroke, bleeding, overdose, allergic_reaction, unconsciousness, unsafe_at_home.
 */

export const SAFETY_CATEGORIES = [
  'self_harm',
  'chest_pain',
  'breathing',
  'stroke',
  'bleeding',
  'overdose',
  'allergic_reaction',
  'unconsciousness',
  'unsafe_at_home',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const SAFETY_REASONS: Record<SafetyCategory, string> = {
  self_harm: 'self-harm or suicidal thoughts',
  chest_pain: 'chest pain',
  breathing: 'breathing difficulty',
  stroke: 'possible stroke signs',
  bleeding: 'severe bleeding',
  overdose: 'possible overdose or poisoning',
  allergic_reaction: 'severe allergic reaction',
  unconsciousness: 'fainting, seizure or loss of consciousness',
  unsafe_at_home: 'patient does not feel safe at home',
};

export interface SafetyGroup {
  category: SafetyCategory;
  /** `effort`: breathlessness that is only a symptom when tied to effort (rule 6). */
  tier: 'always' | 'effort';
  terms: string[];
  /** Words that make the phrase figurative when they follow it directly (rule 5). */
  figurativeAfter?: string[];
  /** Possessives that, right before an event's name, make it history ("since my stroke"): rule 8. */
  historyAfter?: string[];
}

/** "since MY heart attack", "dopo il MIO infarto", "seit MEINEM Schlaganfall", "depuis MON AVC". */
const POSSESSIVES = [
  'my', 'his', 'her', 'mio', 'mia', 'suo', 'sua', 'mi', 'su', 'meinem', 'meinen', 'meiner', 'mein', 'seinem',
  'ihrem', 'mon', 'ma', 'son', 'sa',
];

const FIGURATIVE_KILL_EN = ['laughing', 'at work', 'with work', 'working', 'trying', 'at the gym', 'to get', 'for'];
const FIGURATIVE_HURT_EN = [
  'when', 'while', 'falling', 'by falling', 'lifting', 'at work', 'playing', 'on the', 'on a', 'in the garden', 'shaving',
  'cooking', 'gardening', 'yesterday', 'last week',
];

export const SAFETY_LEXICON: SafetyGroup[] = [
  // ---------------------------------------------------------------- self-harm and suicidal ideation
  {
    category: 'self_harm',
    tier: 'always',
    figurativeAfter: FIGURATIVE_KILL_EN,
    terms: ['kill myself', 'killing myself', 'kms'],
  },
  {
    // told as what would have happened, or as putting an end to it all (de, es)
    category: 'self_harm',
    tier: 'always',
    terms: [
      'ya me habria matado', 'ya me hubiera matado', 'ya me habria quitado la vida', 'ya me hubiera quitado la vida', 'ya me habria tirado',
      'hatte mich schon umgebracht', 'hatte ich mich schon umgebracht', 'hatte ich mich langst umgebracht', 'hatte mich langst umgebracht',
      'allem ein ende setzen', 'allem ein ende zu setzen', 'meinem leben ein ende', 'dem ganzen ein ende setzen', 'dem ganzen ein ende zu setzen', 'dem ganzen ein ende setze', 'setze dem ganzen ein ende', 'setz dem ganzen ein ende', 'setze allem ein ende', 'allem ein ende setze', 'meinem leben ein ende setze', 'dem ganzen ein ende mache', 'dem ganzen ein ende machen',
      'dem ganzen ein ende machen', 'dem ganzen ein ende zu machen', 'allem ein ende machen', 'allem ein ende zu machen', 'schluss mit allem',
      'me voy a quitar de en medio', 'voy a quitarme de en medio', 'tout arreter une bonne fois', 'en finir une bonne fois',
      // es round 9: life that cannot go on, the end of suffering, no longer a problem (warning-sign leaflets)
      'no puedo seguir viviendo', 'ya no puedo seguir viviendo', 'terminar con todo', 'dejare de sufrir', 'voy a dejar de sufrir', 'pronto estare en paz', 'ya no sere un problema', 'ya no sere una carga', 'ya no voy a ser un problema', 'ya no voy a ser una carga', 'dejare de ser una carga', 'dejare de ser un problema',
    ],
  },
  {
    category: 'self_harm',
    tier: 'always',
    figurativeAfter: FIGURATIVE_HURT_EN,
    terms: ['hurt myself', 'hurting myself', 'cut myself', 'cutting myself'],
  },
  {
    category: 'self_harm',
    tier: 'always',
    // "I want to die my hair" (sic), "dying of boredom": not about death.
    figurativeAfter: [
      'my hair', 'laughing', 'of embarrassment', 'of boredom', 'of shame', 'di vergogna', 'dalla vergogna', 'dal ridere',
      'dalle risate', 'di noia', 'de verguenza', 'de la verguenza', 'de risa', 'de la risa', 'del susto', 'de la emocion', 'de los nervios', 'de aburrimiento', 'vor scham', 'vor lachen',
      'vor langeweile', 'de honte', 'de rire', 'd ennui',
    ],
    terms: ['want to die', 'wanna die', 'going to die', 'gonna die', 'voglio morire', 'vorrei morire', 'quiero morir', 'quiero morirme', 'me quiero morir', 'will sterben', 'möchte sterben', 'mochte sterben', 'moechte sterben', 'veux mourir', 'veut mourir', 'voulait mourir', 'veut se tuer', 'veut se suicider'],
  },
  {
    category: 'self_harm',
    tier: 'always',
    // "mi ammazzo di lavoro", "m'ammazzo de fatica": a figure when a preposition follows
    figurativeAfter: ['di', 'de', 'dal', 'dalle', 'dalla', 'a', 'per', 'col', 'con', 'co', 'in'],
    terms: ['mi ammazzo', 'me ammazzo', 'mi uccido', 'me uccido', 'mammazzo'],
  },
  {
    // the clitic before the modal ("mi voglio impiccare", "me quiero ahorcar")
    category: 'self_harm',
    tier: 'always',
    terms: ['mi voglio impiccare', 'me voglio impicca', 'mi voglio avvelenare', 'mi voglio tagliare le vene', 'mi vado a impiccare', 'me quiero colgar', 'me quiero ahorcar', 'me voy a colgar', 'me voy a ahorcar', 'me quiero envenenar', 'me voy a envenenar'],
  },
  {
    category: 'self_harm',
    tier: 'always',
    // "farla finita con questa tosse", "en finir avec ce traitement": done with something, not with life.
    figurativeAfter: ['con', 'avec', 'col', 'coi', 'con la', 'con il', 'con questo', 'con questa'],
    // "peur de faire une bêtise avec mes doses": a dosing mistake feared, not an attempt.
    terms: ['farla finita', 'en finir', 'voglio farla finita', 'veux en finir', 'la faccio finita', 'peur de faire une betise', 'peur de faire une connerie'],
  },
  {
    category: 'self_harm',
    tier: 'always',
    // "cortarme el pelo", "tagliarmi i capelli", "me couper les ongles": grooming, not self-harm.
    figurativeAfter: [
      'el pelo', 'el cabello', 'las uñas', 'las unas', 'i capelli', 'le unghie', 'la barba', 'les cheveux', 'les ongles',
      'la barbe', 'en cuisinant', 'cucinando', 'cocinando', 'con il coltello', 'con el cuchillo', 'avec le couteau',
      'en me rasant', 'afeitándome', 'facendo la barba',
    ],
    terms: ['tagliarmi', 'mi taglio', 'cortarme', 'me corto', 'me couper', 'je me coupe'],
  },
  {
    category: 'self_harm',
    tier: 'always',
    terms: [
      // en
      'want to kill myself', 'going to kill myself', 'end my life', 'ending my life', 'end it all', 'take my own life',
      'taking my own life',
      // someone else's intent, told by a relative ("dad says he's going to take his own life"); a relative's past attempt is not a crisis now
      'going to take his own life', 'going to take her own life', 'going to end his life', 'going to end her life', 'going to kill himself',
      'going to kill herself', 'gonna take his own life', 'gonna take her own life', 'gonna end his life', 'gonna end her life',
      'gonna kill himself', 'gonna kill herself', 'wants to take his own life', 'wants to take her own life', 'wants to end his life',
      'wants to end her life', 'wants to kill himself', 'wants to kill herself', 'want to take his own life', 'want to take her own life',
      'want to end his life', 'want to end her life', 'want to kill himself', 'want to kill herself', 'will take his own life',
      'will take her own life', 'will end his life', 'will end her life', 'will kill himself', 'will kill herself',
      'threatening to take his own life', 'threatening to take her own life', 'threatening to end his life', 'threatening to end her life',
      'threatening to kill himself', 'threatening to kill herself', 'threatened to take his own life', 'threatened to take her own life',
      'threatened to end his life', 'threatened to end her life', 'threatened to kill himself', 'threatened to kill herself',
      'talking about taking his own life', 'talking about taking her own life', 'talking about ending his life', 'talking about ending her life',
      'talking about killing himself', 'talking about killing herself', 'talks about taking his own life', 'talks about taking her own life',
      'talks about ending his life', 'talks about ending her life', 'talks about killing himself', 'talks about killing herself',
      'keeps talking about taking his own life', 'keeps talking about taking her own life', 'keeps talking about ending his life',
      'keeps talking about ending her life', 'keeps talking about killing himself', 'keeps talking about killing herself',
      'just tried to take his own life', 'just tried to take her own life', 'just tried to end his life', 'just tried to end her life',
      'just tried to kill himself', 'just tried to kill herself', 'is trying to take his own life', 'is trying to take her own life',
      'is trying to end his life', 'is trying to end her life', 'is trying to kill himself', 'is trying to kill herself',
      'suicid*', 'want to be dead', 'wish i was dead',
      'wish i were dead', 'better off dead', "don't want to live", 'dont want to live', 'do not want to live',
      "don't want to be alive", 'dont want to be alive', 'no reason to live', 'nothing to live for', 'want to hurt myself',
      'harm myself', 'harming myself', 'self harm', 'self-harm', 'selfharm', 'self harming', 'self-harming', 'selfharming', 'not worth living', "isn't worth living",
      "can't go on like this", "can't go on anymore", "can't go on living", 'no point in living', 'no point living',
      "don't want to be here anymore", "don't want to wake up", 'better if i was gone', 'better if i were gone',
      'feel like dying', 'want it all to end', 'thinking about ending it', 'overdose on purpose',
      'better off without me', 'better without me', 'going to end it', 'want to end it', 'end it tonight', 'end it now',
      'thinking of ending it', 'no point anymore', "don't see myself being here", 'dont see myself being here', "won't be here much longer", 'wont be here much longer', "won't be around much longer", 'not be around much longer',
      // it
      'uccidermi', 'ammazzarmi', 'accider*', 'accidermi', 'mi voglio ammazzare', 'mi voglio uccidere', 'voglio uccidermi', 'voglio ammazzarmi',
      'togliermi la vita', 'suicidarmi', 'suicidio', 'non voglio più vivere', 'non voglio piu vivere',
      'vorrei essere morto', 'vorrei essere morta', 'farmi del male',
      'meglio morto', 'meglio morta', 'non ha senso vivere', 'autolesionismo',
      'non ce la faccio più a vivere', 'pensieri di morte', 'starebbero meglio senza di me', 'mi voglio togliere la vita',
      'come morire', 'come farla finita', 'come uccidermi', 'come ammazzarmi', 'come togliermi la vita',
      // es
      'pensamientos de muerte', 'pienso en la muerte', 'pienso en morirme',
      'matarme', 'suicidarme', 'quitarme la vida', 'me quito la vida', 'me voy a quitar la vida', 'me quite la vida', 'no quiero vivir', 'no quiero seguir viviendo',
      'hacerme daño', 'lastimarme', 'acabar con todo', 'acabar con mi vida',
      // not being here much longer, the patient's own word for dying soon (as "won't be here much longer")
      'no pienso seguir aqui mucho tiempo', 'no voy a estar aqui mucho tiempo', 'no voy a seguir aqui mucho tiempo', 'no estare aqui mucho tiempo', 'no voy a estar aqui mucho mas', 'no pienso estar aqui mucho tiempo',
      // "acabar conmigo" wanted or thought of by the patient; "este jarabe va a acabar conmigo" is a joke
      'ganas de acabar conmigo', 'quiero acabar conmigo', 'voy a acabar conmigo', 'pienso en acabar conmigo', 'pensando en acabar conmigo', 'acabar conmigo mismo', 'acabar conmigo misma', 'acabar conmigo de una vez', 'ganas de terminar conmigo', 'quiero terminar conmigo', 'terminar conmigo mismo', 'terminar conmigo misma',
      'mejor muerto', 'mejor muerta', 'no vale la pena vivir', 'ganas de morir', 'quitarme de en medio',
      'ganas de morirme', 'me quiero matar', 'me voy a matar', 'estarían mejor sin mí', 'estarian mejor sin mi',
      // the same wish told of a relative by whoever writes for them ("mi padre dice que se quiere matar")
      'se quiere matar', 'quiere matarse', 'se va a matar', 'va a matarse', 'se quiere morir', 'quiere morirse', 'ganas de matarse', 'ganas de morirse', 'quitarse la vida', 'se quiere suicidar', 'piensa matarse', 'se piensa matar',
      // de
      'mich umbringen', 'mich umzubringen', 'will sich umbringen', 'sich umbringen will', 'will sich das leben nehmen', 'will sich was antun', 'das leben zu nehmen', 'leben zu nehmen', 'bringe mich um', 'selbstmord*', 'suizid*', 'nicht mehr leben', 'leben will ich nicht mehr', 'bring mich um', 'bring mi um', 'bringe mi um', 'leben will ich so nicht mehr', 'leben mag ich nicht mehr', 'leben will i nimmer', 'leben will i nimma',
      'mir das leben nehmen', 'mir etwas antun', 'mir was anzutun', 'mir etwas anzutun',
      'mir was antun', 'mich verletzen', 'mich selbst verletzen', 'allem ein ende setzen', 'besser tot', 'lieber tot',
      'mich ritzen', 'ritze mich', 'todessehnsucht', 'lebensmüde', 'lebensmude', 'lebensmuede', 'besser ohne mich',
      'will nicht mehr da sein', 'will einfach nicht mehr', 'mag einfach nicht mehr', 'will nur noch sterben',
      // de round 9: tired of life (147.ch, Reden kann retten)
      'müde vom leben', 'mude vom leben', 'muede vom leben', 'des lebens müde', 'des lebens mude', 'lebens müde', 'lebens mude',
      // fr
      'me tuer', 'me suicider', 'mettre fin à mes jours', 'mettre fin à ma vie', 'envie de mourir',
      'ne veux plus vivre', 'veux plus vivre', 'me faire du mal', 'mieux mort', 'mieux morte',
      'me scarifier', 'plus envie de vivre', 'pas envie de vivre', 'idées suicidaires', 'idées noires', 'mieux sans moi',
      'me foutre en l air', 'plus envie de rien', 'me scarifie', 'me scarifie encore', 'me suis scarifie', 'me suis scarifiee', 'me suis encore scarifie', 'me suis encore scarifiee', 'me suis remise a me scarifier', 'me suis remis a me scarifier', 'me supprimer', 'me mutiler', 'me mutile', 'me suis mutile', 'me suis mutilee', 'automutile',
      'me brule avec des cigarettes', 'me brule avec ma cigarette', 'me bruler la peau', 'me brule la peau',
      // "faire une bêtise" said of oneself ahead: the French euphemism for an attempt ("j'ai fait une bêtise, j'ai oublié" is not this)
      'vais faire une betise', 'envie de faire une betise', 'vais faire une connerie', 'envie de faire une connerie',
      'mourir sans souffrir', 'comment on fait pour mourir', 'comment mourir', 'comment me tuer',
      'en finir avec la vie', 'en finir avec ma vie', 'en finir avec moi', 'en finir avec tout', 'en finir avec l existence',
      'ouvert les veines', 'ouvrir les veines',
    ],
  },
  // ---------------------------------------------------------------- chest pain
  {
    category: 'chest_pain',
    tier: 'always',
    terms: [
      'chest pain*', 'pain in my chest', 'pain in the chest', 'pains in my chest', 'pains in the chest', 'chest hurts', 'chest is hurting', 'chest is tight',
      'tight chest', 'chest tightness', 'tightness in my chest', 'pressure in my chest', 'chest pressure',
      'crushing chest', 'pain in my heart', 'chest ache*', 'chest feels tight', 'tightness in the chest',
      'chest is heavy', 'pressure on my chest',
      // de: plural 'Herzschmerzen' is pain of the heart (singular 'Herzschmerz' is heartache); a heart squeezed
      'herzschmerzen', 'herzstechen', 'herz wird zusammengedruckt', 'herz wie zusammengedruckt', 'herz zieht sich zusammen', 'herz wird zugeschnurt', 'herz im schraubstock',
      'dolore al petto', 'dolori al petto', 'male al petto', 'dolore toracico', 'oppressione al petto', 'peso sul petto',
      'stretta al petto', 'mi fa male il petto', 'pressione al petto', 'peso al petto', 'dolore forte al petto', 'dolore in mezzo al petto',
      'dolor de pecho', 'dolor en el pecho', 'dolor al pecho', 'opresión en el pecho', 'opresion en el pecho',
      'presión en el pecho', 'me duele el pecho',
      'brustschmerz*', 'schmerzen in der brust', 'schmerz in der brust', 'engegefühl in der brust',
      'enge in der brust', 'druck auf der brust', 'brustenge', 'brust tut weh',
      'douleur à la poitrine', 'douleurs à la poitrine', 'douleur thoracique', 'mal à la poitrine',
      'oppression thoracique', 'serrement dans la poitrine', 'poitrine serrée',
      'douleur dans la poitrine',
    ],
  },
  // ---------------------------------------------------------------- breathing, always critical
  {
    category: 'breathing',
    tier: 'always',
    // "gasping for a cuppa": a thirst, not a breath
    figurativeAfter: ['for a cup', 'for a cuppa', 'for a brew', 'for a coffee', 'for a tea', 'for a drink', 'for a pint', 'for a smoke', 'for a fag', 'for a cigarette'],
    terms: [
      "can't breathe", 'cannot breathe', 'cant breathe', 'unable to breathe', 'not able to breathe',
      "couldn't breathe", 'struggling to breathe', 'struggling for air', 'gasping', 'choking', 'suffocating',
      "can't catch my breath", 'lips are blue', 'lips turning blue', 'turning blue', "can't get air",
      'short of breath at rest', 'breathless at rest', 'can barely breathe', 'can hardly breathe', "can't get my breath",
      'non riesco a respirare', 'non respiro', 'nun respiro', 'nun respiru', 'non respiru', 'mi manca l aria', 'me manca l aria', 'soffoco', 'sto soffocando', 'mi sento strozzare', 'mi sto strozzando', 'labbra blu',
      'fame d aria',
      'no puedo respirar', 'ni sentada puedo respirar', 'ni sentado puedo respirar', 'ni acostada puedo respirar', 'ni acostado puedo respirar', 'ni en reposo puedo respirar', 'me estoy ahogando', 'asfixia', 'me asfixio', 'asfixiando', 'asfixiandome', 'labios morados', 'labios azules',
      'se esta ahogando', 'se estaba ahogando', 'esta ahogandose', 'buscando aire', 'boquea*', 'respira con mucho esfuerzo', 'respiro con mucho esfuerzo', 'respira con muchisimo esfuerzo',
      'kann nicht atmen', 'bekomme keine luft', 'krieg keine luft', 'kriege keine luft', 'keine luft', 'ersticke',
      'kaum luft', 'kaum atmen',
      'blaue lippen', 'luftnot in ruhe',
      'je ne peux pas respirer', 'peux pas respirer', "je n'arrive pas à respirer", 'arrive pas à respirer',
      "j'étouffe", 'étouffe', 'lèvres bleues', 'je suffoque', 'cherche mon air', 'cherche son air', 'cherche mon souffle', 'cherche son souffle',
    ],
  },
  {
    // es round 9: a child or a patient going blue ("se pone azul"), not with cold, laughter or anger. Not "se puso
    // morado": a finger or a knee that was hit goes purple too, and the phrase cannot tell which.
    category: 'breathing',
    tier: 'always',
    figurativeAfter: ['de frio', 'del frio', 'de risa', 'de la risa', 'de reir', 'de rabia', 'del coraje', 'de coraje', 'de tanto', 'de comer', 'de verguenza', 'del golpe'],
    terms: ['se pone azul', 'se puso azul'],
  },
  // ---------------------------------------------------------------- breathing, unless tied to effort
  {
    category: 'breathing',
    tier: 'effort',
    terms: [
      'short of breath', 'shortness of breath', 'out of breath', 'breathless', 'trouble breathing',
      'difficulty breathing', 'difficult to breathe', 'hard to breathe', 'hard time breathing', 'breathing problems',
      'winded',
      'fiato corto', 'affanno', 'mi manca il fiato', 'difficoltà a respirare', 'fatica a respirare', 'respiro male',
      'dispnea', 'senza fiato',
      'falta de aire', 'me falta el aire', 'me ahogo', 'dificultad para respirar', 'me cuesta respirar', 'sin aliento', 'ahogo', 'quedando sin aire', 'me quedo sin aire', 'no me llega el aire', 'no me entra el aire', 'no respiro', 'no respira', 'se me cierra el pecho', 'se le cierra el pecho', 'no agarro aire', 'no me alcanza el aire',
      'le cuesta respirar', 'le cuesta mucho respirar',
      'disnea',
      'atemnot', 'kurzatmig*', 'außer atem', 'ausser atem', 'schwer atmen', 'atembeschwerden', 'luftnot', 'schlecht luft',
      'essoufflé*', 'essouffle*', 'souffle court', 'du mal à respirer', 'difficulté à respirer', 'difficultés à respirer',
      'manque de souffle', 'à bout de souffle', 'je respire mal', 'respire mal', 'respire très mal', 'respire vraiment mal', 'respire super mal', 'respire de plus en plus mal', 'respire difficilement', 'étouffer', 'sensation d étouffement', 'suffoquer', 'soffocare', 'sensazione di soffocamento', 'sensación de ahogo', 'ersticken', 'erstickungsgefühl', 'feel like i m suffocating', 'feel like im suffocating',
    ],
  },
  // ---------------------------------------------------------------- stroke signs
  {
    category: 'stroke',
    tier: 'always',
    terms: [
      'face drooping', 'face is drooping', 'drooping face', 'face droop*', 'slurred speech', 'slurring my words',
      'speech is slurred', "can't speak", "can't talk properly", "can't move my arm", "can't move my leg",
      'numb on one side', 'numbness on one side', 'one side of my body', 'one side of my face', 'sudden weakness',
      "can't feel my arm", "can't feel my leg", 'worst headache of my life', 'droopy', 'left arm is numb',
      'numbness in my left arm', 'arm went numb', 'face went numb', 'face is numb',
      'bocca storta', 'faccia storta', 'viso storto', 'parola impastata', 'parlo impastato', 'non riesco a parlare',
      'non riesco a muovere il braccio', 'non riesco a muovere la gamba', 'debolezza improvvisa',
      'metà del corpo', 'un lato del corpo', 'paralisi',
      'cara caída', 'cara caida', 'boca torcida', 'no puedo hablar', 'habla arrastrada', 'dificultad para hablar',
      'no puedo mover el brazo', 'no puedo mover la pierna', 'debilidad repentina', 'un lado del cuerpo',
      // es round 9: a limb that does not answer, a curtain over one eye (GVA, SUC Canarias)
      'brazo no me responde', 'brazo no le responde', 'pierna no me responde', 'pierna no le responde', 'mano no me responde', 'mano no le responde', 'lado no me responde', 'lado no le responde',
      'cortina en el ojo', 'cortina delante del ojo', 'cortina sobre el ojo', 'cortina en un ojo',
      'hängender mundwinkel', 'mundwinkel hängt', 'gesicht hängt', 'verwaschene sprache', 'kann nicht sprechen',
      'kann den arm nicht bewegen', 'kann das bein nicht bewegen', 'plötzliche schwäche', 'einseitige lähmung',
      'taub auf einer seite', 'eine körperseite', 'lähmung',
      'visage paralysé', 'bouche de travers', 'visage qui tombe', 'bouche tordue', "n'arrive pas à parler",
      'je ne peux plus parler', 'difficulté à parler', 'bras paralysé', 'ne peux pas bouger le bras',
      'faiblesse soudaine', "un côté du corps",
    ],
  },
  // ---------------------------------------------------------------- severe bleeding
  {
    category: 'bleeding',
    tier: 'always',
    terms: [
      'bleeding heavily', 'heavy bleeding', 'bleeding a lot', "won't stop bleeding", "can't stop the bleeding",
      "bleeding won't stop", "bleeding that won't stop", 'lots of blood', 'vomiting blood', 'coughing up blood',
      'throwing up blood', 'blood in my vomit', 'hemorrhage', 'haemorrhage', 'bleeding everywhere',
      'coughed up blood', 'coughing blood', 'vomited blood', 'threw up blood', 'blood in my stool', 'black stool',
      'black stools', 'sangue nelle feci', 'feci nere', 'sangre en las heces', 'heces negras', 'blut im stuhl',
      'schwarzer stuhl', 'sang dans les selles', 'selles noires', 'pisse du sang', 'pisser du sang', 'urine du sang', 'sang dans les urines', 'urines pleines de sang',
      'emorragia', 'sanguino molto', 'perdo molto sangue', 'sangue che non si ferma', 'non smette di sanguinare',
      'vomito sangue', 'tossisco sangue', 'sto sanguinando molto', 'tanto sangue',
      'hemorragia', 'sangro mucho', 'sangrando mucho', 'no para de sangrar', 'no deja de sangrar', 'vomito sangre',
      'vomitando sangre', 'toso sangre', 'mucha sangre',
      // es round 9: dark vomit, blood in the urine (anticoagulant leaflets)
      'vomito negro', 'vomito oscuro', 'vomite negro', 'vomitos negros', 'vomita negro', 'vomitado negro',
      'pis con sangre', 'pipi con sangre', 'orino sangre', 'hago sangre al orinar', 'orina con coagulos', 'coagulos en la orina', 'orina me sale con coagulos',
      'starke blutung', 'blute stark', 'blutet stark', 'hört nicht auf zu bluten', 'blutung hört nicht auf',
      'erbreche blut', 'blut erbrochen', 'huste blut', 'viel blut',
      'hémorragie', 'saigne beaucoup', 'saignement abondant', "ne s'arrête pas de saigner", 'vomis du sang',
      'crache du sang', 'beaucoup de sang',
    ],
  },
  // ---------------------------------------------------------------- overdose and poisoning
  {
    category: 'overdose',
    tier: 'always',
    terms: [
      'overdose*', 'overdosed', 'took too many pills', 'took too many', 'took the whole bottle', 
      'poisoned', 'poisoning', 'double dose', 'double my dose', 'took two doses',
      'doppia dose', 'dosis doble', 'doble dosis', 'doppelte dosis', 'dose double',
      'ho preso troppe', 'preso troppe pastiglie', 'preso troppe pillole', 'preso troppe compresse',
      'imbottit* di pillole', 'imbottit* di pastiglie', 'imbottit* di compresse', 'imbottit* di farmaci', 'imbottit* di medicine', 'imbottit* di sonniferi', 'imbottit* di tranquillanti',
      'avvelenat*', 'intossicazione', 'sovradosaggio',
      'sobredosis', 'tomé demasiadas', 'tome demasiadas', 'demasiadas pastillas',
      'me empastillé', 'me empastille', 'me he empastillado', 'empastillarme', 'se empastillo',
      // es round 9: the wrong medicine or the wrong insulin (poison-centre pages)
      'tomo un medicamento equivocado', 'tome un medicamento equivocado', 'tomado un medicamento equivocado', 'la medicina equivocada', 'las pastillas equivocadas', 'me equivoque de insulina', 'se equivoco de insulina', 'equivoque la insulina', 'la rapida en vez de la lenta',
      'envenenad*', 'intoxicación', 'intoxicacion',
      'überdosis', 'uberdosis', 'ueberdosis', 'zu viele tabletten genommen', 'zu viele tabletten eingenommen', 'vergiftung', 'vergiftet',
      'surdose', 'ai pris trop de', 'avalé tous', 'empoisonné*', 'intoxication',
      'betise avec mes medicaments', 'betise avec mes cachets', 'betise avec mes comprimes', 'connerie avec mes medicaments', 'connerie avec mes cachets',
      'bu de la javel', 'avale de la javel', 'bu de l eau de javel', 'avale de l eau de javel', 'bu du destop', 'avale de la mort aux rats', 'bu de l antigel',
    ],
  },
  // ---------------------------------------------------------------- severe allergic reaction
  {
    category: 'allergic_reaction',
    tier: 'always',
    terms: [
      'throat is closing', 'throat closing', 'tongue is swelling', 'swollen tongue', 'tongue swelling', 'lips are swelling',
      'anaphyla*', 'allergic reaction', "can't swallow",
      'mi si chiude la gola', 'gola chiusa', 'lingua gonfia', 'labbra gonfie', 'shock anafilattico',
      'anafilassi', 'reazione allergica', 'non riesco a deglutire', 'choc allergico', 'shock allergico', 'choc anafilattico',
      'se me cierra la garganta', 'garganta cerrada', 'lengua hinchada', 'labios hinchados',
      'anafilaxia', 'choque anafiláctico', 'reacción alérgica', 'reaccion alergica', 'no puedo tragar',
      // es round 9: the shock named, the adrenaline used, eyes shut by swelling (MedlinePlus, Kaiser)
      'shock anafilactico', 'choque anafilactico', 'anafilactic*', 'me puse la adrenalina', 'le puse la adrenalina', 'le pusimos la adrenalina', 'le pusieron la adrenalina', 'tuve que ponerme la adrenalina', 'tuve que poner la adrenalina', 'me puse el autoinyector', 'le puse el autoinyector', 'le pusimos el autoinyector', 'use el autoinyector', 'cerrados de hinchad*',
      'hals schwillt zu', 'hals zugeschnürt', 'zunge geschwollen', 'geschwollene zunge', 'lippen geschwollen',
      'anaphylaxie', 'anaphylaktisch*', 'allergische reaktion', 'kann nicht schlucken',
      // de round 9: the lay word of the leaflets
      'allergischer schock', 'allergischen schock', 'allergischem schock',
      'gorge qui se ferme', 'gorge serrée', 'langue gonflée', 'lèvres gonflées', 'choc anaphylactique',
      'réaction allergique', "n'arrive pas à avaler", 'ne peux pas avaler', 'oedeme de quincke', 'œdème de quincke', 'quincke',
    ],
  },
  {
    // it: self-harm told as what the patient does or did to themselves; a fall, a tool or a sport after it is an accident
    category: 'self_harm',
    tier: 'always',
    figurativeAfter: ['cadendo', 'in cucina', 'cucinando', 'al lavoro', 'lavorando', 'giocando', 'in giardino', 'in palestra', 'alla schiena', 'al ginocchio', 'alla caviglia'],
    terms: ['mi faccio del male', 'mi sono fatto del male', 'mi sono fatta del male', 'mi faccio male da sol*', 'mi taglio', 'mi sono tagliat* apposta'],
  },
  // ---------------------------------------------------------------- fainting, seizure, unconsciousness
  {
    category: 'unconsciousness',
    tier: 'always',
    terms: [
      'fainted', 'fainting', 'lost consciousness', 'blacked out', 'unconscious', 'convuls*', 'feel faint',
      // the present and the infinitive, for questions told with a word of today ("is it normal to black out twice today", decision 237)
      'black out', 'svenire', 'perdre connaissance', 'perds connaissance',
      'going to pass out', 'going to faint', 'about to faint', 'mi sento svenire', 'sto per svenire',
      'me voy a desmayar', 'siento que me desmayo', 'schwarz vor augen', 'gleich ohnmächtig', "je vais m'évanouir",
      'je me sens partir',
      'svenut*', 'sono svenuto', 'sono svenuta', 'perso i sensi', 'perso conoscenza', 'convulsion*', 'crisi epilettica',
      'attacco epilettico', 'attacco di epilessia', 'crisi di epilessia', 'crisi convulsiva',
      'me desmay*', 'desmay*', 'perdí el conocimiento', 'perdi el conocimiento', 'ataque epiléptico',
      // fallen "redondo" (down as a log), and time lost on the floor
      'cai redond*', 'caido redond*', 'cayo redond*', 'caer redond*', 'caerse redond*', 'caigo redond*', 'caia redond*', 'no se cuanto tiempo estuve en el suelo', 'no se cuanto rato estuve en el suelo', 'no se cuanto tiempo estuvo en el suelo', 'no se cuanto rato estuvo en el suelo', 'no se cuanto tiempo llevaba en el suelo', 'no se cuanto rato llevaba en el suelo',
      'me dio un soponcio', 'le dio un soponcio', 'me desvaneci', 'me he desvanecido', 'se me fue el conocimiento', 'me dio un vahido', 'le dio un vahido', 'me dio un desvanecimiento', 'le dio un desvanecimiento',
      'se desvanecio', 'se ha desvanecido',
      'ohnmächtig', 'ohnmachtig', 'bewusstlos', 'in ohnmacht', 'krampfanfall', 'zusammengebrochen',
      'évanoui*', 'evanoui*', 'perdu connaissance', "crise d'épilepsie", 'tombé dans les pommes', 'fait un malaise', 'refait un malaise',
      'perdo i sensi', 'perdo conoscenza', 'perde i sensi', 'pierdo el conocimiento', 'pierdo la conciencia', 'pierde el conocimiento', 'tourne de l oeil', 'tourné de l œil', 'tournee de l oeil', 'tourner de l oeil', 'tombe dans les vapes', 'tombee dans les vapes',
    ],
  },
  // ---------------------------------------------------------------- events that may be history (rule 7)
  {
    category: 'chest_pain',
    tier: 'always',
    historyAfter: POSSESSIVES,
    terms: [
      'heart attack', 'infarto', 'ataque al corazón', 'ataque al corazon', 'herzinfarkt', 'crise cardiaque', 'infarctus',
      // de round 9: the Bavarian and Austrian word (Herzkasperl)
      'herzkasperl',
      'crise de coeur', 'crise de cœur',
    ],
  },
  {
    category: 'stroke',
    tier: 'always',
    historyAfter: POSSESSIVES,
    terms: ['stroke', 'ictus', 'derrame cerebral', 'embolia', 'schlaganfall', 'avc', 'attaque cérébrale', 'acv', 'a c v', 'dio un derrame',
      // de round 9: the Swiss and the Austrian/Bavarian words
      'hirnschlag', 'schlagerl', 'schlägerl'],
  },
  {
    category: 'unconsciousness',
    tier: 'always',
    historyAfter: POSSESSIVES,
    figurativeAfter: ['on the couch', 'on the sofa', 'in front of the tv', 'watching', 'in my chair', 'drunk', 'asleep'],
    terms: ['passed out', 'passing out', 'i pass out', 'passes out', 'i black out', 'i faint', 'seizure*'],
  },
  // ---------------------------------------------------------------- not safe at home
  {
    category: 'unsafe_at_home',
    tier: 'always',
    terms: [
      'not safe at home', "don't feel safe at home", 'afraid to go home', 'afraid of my husband', 'afraid of my wife',
      'afraid of my partner', 'scared of my partner',
      'non mi sento al sicuro a casa', 'ho paura di tornare a casa', 'ho paura di mio marito',
      'no me siento segura en casa', 'no me siento seguro en casa', 'miedo de mi esposo', 'miedo de mi pareja',
      'zu hause nicht sicher', 'angst vor meinem mann', 'angst vor meinem partner',
      'je ne me sens pas en sécurité chez moi', 'peur de mon mari', 'peur de mon conjoint',
    ],
  },
];

/** Words that deny self-harm when they negate a self-harm phrase (rule 4: recorded, not escalated). */
export const DENIED_SELF_HARM_KEYWORD = 'denied:self_harm';
