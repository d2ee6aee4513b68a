import type { LanguageLexicon } from './types';

/** Italiano. Accents are optional in replies ("si" = "sì", "perche" = "perché"). */
export const it: LanguageLexicon = {
  yes: [
    'fatto', 'gia fatto', 'tutto fatto', 'nessuna saltata', 'non ne ho saltata nessuna', 'non ne ho saltata una',
    'presi tutti', 'prese tutte', 'le ho prese', 'li ho presi', 'l ho presa', 'l ho preso', 'l ho misurata', 'l ho misurato', 'ogni santo giorno', 'puntuale', 'ci mancherebbe', 'mai saltat*', 'mai dimenticat*', 'senza fallo', 'sempre puntuale',
    'sì', 'si', 'sii', 'sì sì', 'sisi', 'sisì', 'ovvio', 'ovviamente', 'assolutamente', 'senz altro', 'certo', 'certamente', 'esatto', 'esattamente', 'giusto $', 'va bene', 'ok', 'okay',
    'sicuro', 'sicuramente', 'assolutamente', 'assolutamente sì', 
    'come no', 'ovvio', 'ovviamente', "d'accordo", 'sempre', 'tutti i giorni', 'ogni giorno', 'certo che sì',
    'confermo', 'proprio così', 'eccome', 'sì certo', 'tutte', 'tutti', 'sì grazie',
  ],
  no: [
    'non ho notato', 'niente di diverso', 'non l ho preso', 'non l ho presa',
    'no', 'nono', 'no no', 'assolutamente no', 'non proprio', 'per niente', 'per nulla', 'affatto', 'mai',
    'niente', 'nulla', 'nessuno', 'nessuna', 'direi di no', 'credo di no', 'penso di no', 'non ancora',
    'macché', 'neanche', 'nemmeno', 'no grazie', 'certo che no', 'non direi', 'non credo', 'non molto',
  ],
  partial: [
    'quasi',
    'quasi tutti i giorni', 'quasi ogni giorno', 'quasi tutte', 'la maggior parte', 'tutti tranne', 'tutte tranne', 'a parte', 'saltat*', 'dimenticat*', 'mi sono dimenticat*',
    'quasi sempre', 'a volte', 'non sempre', 'qualche volta', 'ogni tanto', 'più o meno', 'di solito',
    'la maggior parte delle volte', 'abbastanza', 'in parte', 'alcuni giorni', 'non tutti i giorni', 'così così',
  ],
  unsure: [
    'credo di si', 'penso di si', 'direi di si', 'probabilmente', 'forse si',
    'non so', 'non lo so', 'non saprei', 'boh', 'forse', 'chissà', 'non ricordo', 'non mi ricordo',
    'nessun problema', 'nessun problem', 'sì e no', 'dipende', 'non sono sicuro', 'non sono sicura',
  ],
  notUnderstood: [
    'cosa', 'come', 'come scusi', 'scusi', 'scusa', 'prego', 'non ho capito', 'non capisco', 'può ripetere',
    'puoi ripetere', 'ripeta', 'ripeti', 'in che senso', 'che cosa', 'cioè', 'eh', 'che vuol dire',
    'non ho capito la domanda',
  ],
  negation: {
    cues: ['non', 'mai', 'senza', 'nessun', 'nessuno', 'nessuna', 'niente', 'nulla', 'neanche', 'nemmeno', 'neppure'],
    bridges: [
      'brutti', 'brutto', 'tipo',
      'intenzione', 'intenzioni', 'voglia', 'idea', 'idee', 'pensiero', 
      'ho', 'ha', 'hai', 'sto', 'sta', 'stai', 'avuto', 'avevo', 'mi', 'sento', 'sentito', 'sono', 'stato', 'stata', 'è', 'e', 'c', 'ci', 'più',
      'piu', 'alcun', 'alcuna', 'alcuno', 'particolare', 'particolari', 'grosso', 'grossi', 'grave', 'gravi',
      'problemi', 'problema', 'di', 'del', 'della', 'dei', 'delle', 'il', 'la', 'lo', 'i', 'gli', 'le', 'un', 'una',
      'uno', 'avere', 'provato', 'notato', 'nuovo', 'nuovi', 'nuova', 'nuove', 'tanto', 'molto', 'segni', 'sintomi',
      'pensieri', 'pensato', 'penso', 'ancora', 'oggi', 'ultimamente', 'effetti', 'collaterali', 'o', 'davvero',
      'proprio', 'affatto', 'soffro', 'sofferto', 'accusato', 'in', 'da', 'né',
    ],
    postCues: ['no', 'nessuno', 'nessuna', 'mai', 'passato', 'passata', 'sparito', 'sparita', 'niente'],
    immediatePostCues: [],
    clauseBreakers: ['ma', 'però', 'pero', 'tuttavia', 'invece', 'eppure', 'anche se', 'solo che', 'tranne'],
    intensifiers: ['così', 'cosi', 'come questo', 'come questa', 'prima', 'così forte', 'così tanto'],
  },
  counts: {
    'una volta': 1, 'un paio': 2, paio: 2, "un paio di volte": 2, qualche: 3, 'qualche volta': 2, alcune: 3,
    alcuni: 3, 'una decina': 10, entrambe: 2, entrambi: 2, 'tutte e due': 2, 'tutti e due': 2, decina: 10,
  },
  weakNumbers: { un: 1, una: 1 },
  approx: [
    'circa', 'più o meno', 'piu o meno', 'quasi', 'forse', 'tipo', "all'incirca", 'intorno a', 'intorno ai',
    'sui', 'sulle', 'sul', 'pressappoco', 'credo', 'penso', 'direi', 'probabilmente', 'verso', 'grosso modo',
  ],
  rangeStart: ['tra', 'fra', 'da'],
  rangeConnectors: ['a', 'o', 'e', 'oppure', 'forse'],
  outOf: ['su', 'di', '/'],
  scaleWords: ['scala', 'scala da'],
  zero: [
    'nessuno', 'nessuna', 'niente', 'nulla', 'zero', 'mai', 'per niente', 'nessun dolore', 'nessun giorno',
    'neanche una', 'neanche uno', 'neppure una', 'nemmeno una', 'non ho dolore', 'non ne ho saltata nessuna',
    'non ho saltato nessuna', 'nessuna dose',
  ],
  choices: {
    phq_frequency: {
      'per niente': 0, mai: 0, 'per nulla': 0, 'nessun giorno': 0, no: 0, affatto: 0,
      'diversi giorni': 1, 'alcuni giorni': 1, 'qualche giorno': 1, 'a volte': 1, 'ogni tanto': 1, 'qualche volta': 1,
      'un po': 1, raramente: 1,
      'più della metà dei giorni': 2, 'più della metà': 2, 'oltre la metà dei giorni': 2, spesso: 2, 'molti giorni': 2,
      'la maggior parte dei giorni': 2,
      'quasi ogni giorno': 3, 'quasi tutti i giorni': 3, 'ogni giorno': 3, 'tutti i giorni': 3, sempre: 3,
      'in continuazione': 3, 'di continuo': 3,
    },
    phq_difficulty: {
      'per niente difficile': 0, 'per niente': 0, 'per nulla': 0, 'non difficile': 0, no: 0, 'nessuna difficoltà': 0,
      'piuttosto difficile': 1, 'un po difficile': 1, 'un po': 1, abbastanza: 1, 'abbastanza difficile': 1,
      'poco difficile': 1, piuttosto: 1,
      'molto difficile': 2, molto: 2, 'davvero difficile': 2,
      'estremamente difficile': 3, estremamente: 3, impossibile: 3, 'difficilissimo': 3,
    },
  },
  barriers: {
    cost: [
      'costa troppo', 'costano troppo', 'costoso', 'costosa', 'costosi', 'costose', 'troppo caro', 'troppo cara',
      'troppo cari', 'troppo care', 'non posso permettermi', 'non me lo posso permettere',
      'non me li posso permettere', 'non riesco a pagare', 'non ho soldi', 'non ho i soldi', 'pochi soldi',
      'ticket', 'prezzo', 'prezzi', 'mancano i soldi', 'difficoltà a pagare', 'fatico a pagare', 'problemi economici',
    
      'farle durare', 'farli durare', 'per farle bastare', 'mezza pastiglia', 'a giorni alterni', 'risparmiare', 'soldi', 'pensione', 'affitto', 'costa', 'costano', 'ticket', 'caro', 'care', 'pagare',
    ],
    transportation: [
      'non ho la macchina', "non ho l'auto", 'non guido', 'non posso guidare', 'nessuno mi accompagna',
      'troppo lontano', 'troppo lontana', 'è lontano', 'è lontana', 'farmacia lontana', 'non riesco ad andare', 'non riesco a raggiungere',
      'problemi di trasporto', 'senza mezzi', 'non ci sono autobus', 'non esco di casa',
    
      'macchina rotta', 'auto rotta', 'la macchina', 'senza macchina', 'nessuno mi accompagna', 'nessuno che mi porti', 'passaggio', 'autobus', 'pullman', 'corriera', 'troppo lontan*', 'a piedi', 'non guido', 'mi accompagn*', 'taxi',
    ],
    forgetfulness: [
      'dimentic*', 'scordat*', 'scordo', 'mi scordo', 'dimentico', 'mi sono dimenticato', 'mi sono dimenticata',
      'non mi ricordo', 'non ricordo', 'mi sfugge', 'mi è sfuggito', 'mi e sfuggito', 'memoria', 'dimenticanza',
    
      'impegnat*', 'addormentat*', 'in viaggio', 'in vacanza', 'fuori casa', 'perso il conto', 'dimentic*', 'scordat*', 'non mi ricordo', 'non ricordavo',
    ],
    side_effects: [
      'effetti collaterali', 'effetto collaterale', 'mi fa stare male', 'mi fanno stare male',
      'per gli effetti collaterali', 'smesso perché', 'smesso perche', "l'ho sospeso",
    ],
    understanding: [
      'confus*', 'non capisco come', 'non ho capito come', 'non so come prenderle', 'non so come prenderlo',
      'non so quando prenderle', 'non so quale', 'quale pastiglia', 'troppe pastiglie', 'troppe pillole',
      'complicato', 'mi confondo', 'faccio confusione', 'non è chiaro', 'non e chiaro', 'non mi è chiaro',
    
      'a stomaco vuoto', 'prima o dopo', 'dopo i pasti', 'prima dei pasti', 'col cibo', 'con il cibo', 'a cosa serve', 'a cosa servono', 'quale', 'quali', 'mattina o sera', 'come prenderl*', 'quando prenderl*', 'pensavo di poter', 'stavo meglio', 'mi sentivo meglio', 'non sapevo', 'non ho capito', 'confus*', 'istruzioni',
    ],
    access: [
      'finite le', 'finito le', 'finito i', 'sono finite', 'sono finiti', 'ho finito le pastiglie', 'sono rimasto senza', 'sono rimasta senza', 'rimasto senza', 'rimasta senza', 'esaurite le',
      'non ho più pastiglie', 'non ho piu pastiglie', 'non ho più medicine', 'non ho piu medicine',
      'ricetta scaduta', 'serve la ricetta', 'mi serve la ricetta', 'la farmacia non ce l aveva',
      'non disponibile', 'introvabile', 'non ho ritirato',
    
      'farmacia chiusa', 'era chiusa', 'orari', 'esaurit*', 'non ce l avevano', 'non l avevano', 'mancava', 'manca in farmacia', 'ordinato', 'in arrivo', 'ricetta', 'la ricetta', 'rinnov*', 'autorizzazione', 'piano terapeutico', 'il medico non', 'in attesa', 'finite le', 'sono finite', 'finito le', 'rimasto senza', 'rimasta senza',
    ],
  },
  sideEffects: {
    nausea: ['nausea', 'nausee', 'nausia', 'nause*', 'mi viene da vomitare', 'voglia di vomitare', 'stomaco sottosopra'],
    vomiting: ['vomit*', 'rimesso', 'rimettere', 'rigettato'],
    dizziness: ['vertigin*', 'giramenti di testa', 'giramento di testa', 'mi gira la testa', 'capogir*', 'stordit*', 'sbandamenti'],
    headache: ['mal di testa', 'emicrania', 'cefalea', 'mi fa male la testa', 'dolore alla testa', 'mal di capo'],
    fatigue: ['stanc*', 'affaticat*', 'spossat*', 'senza energia', 'senza forze', 'fiacc*', 'esaust*', 'sonnolenza', 'sfinit*', 'a pezzi', 'non ho energia', 'senza energia', 'distrutt*'],
    rash: ['eruzion*', 'sfogo', 'sfoghi', 'prurito', 'orticaria', 'macchie rosse', 'arrossament*', 'bolle', 'pizzica', 'mi prude'],
    cough: ['toss*'],
    swelling: ['gonfi*', 'edema', 'ritenzione'],
    diarrhoea: ['diarrea', 'diarrhea', 'diarea', 'dissenteria', 'scariche', 'dissenteria', 'pancia sciolta', 'corro in bagno', 'corro sempre in bagno', 'scariche'],
    constipation: ['stitic*', 'costipat*', 'andare di corpo', 'stitic*', 'non vado in bagno', 'non riesco ad andare in bagno'],
    insomnia: ['insonnia', 'non riesco a dormire', 'non dormo', 'dormo male', 'non riesco a prendere sonno', 'notti in bianco', 'prendere sonno', 'addormentarmi', 'non dormo', 'dormo male', 'dormire'],
    stomach_pain: ['mal di pancia', 'mal di stomaco', 'dolore allo stomaco', 'dolori di stomaco', 'bruciore di stomaco', 'acidità', 'crampi allo stomaco'],
    muscle_pain: ['dolori muscolari', 'dolore muscolare', 'crampi', 'dolori alle articolazioni', 'dolori articolari', 'muscoli', 'muscolari'],
    pain: ['dolor*', 'mi fa male', 'fa male', 'male alla schiena', 'mal di schiena', 'la schiena mi uccide', 'male alle gambe', 'male al ginocchio'],
    dry_mouth: ['bocca secca', 'bocca asciutta', 'bocca secca', 'bocca asciutta'],
    palpitations: ['palpitazion*', 'batticuore', 'cuore che batte forte', 'tachicardia', 'cuore accelerato'],
    blurred_vision: ['vista offuscata', 'vista annebbiata', 'vedo sfocato', 'vedo annebbiato'],
    bruising: ['lividi', 'livido', 'sangue dal naso', 'gengive sanguinano', 'epistassi'],
    appetite_loss: ['senza appetito', 'niente appetito', 'poco appetito', 'inappetenza', "non ho fame", "perso l'appetito", 'non ho fame', 'appetito', 'non mi va di mangiare'],
    tingling: ['formicol*', 'formicolio'],
    low_blood_sugar: ['glicemia bassa', 'ipoglicemia', 'zucchero basso', 'tremolio', 'tremore'],
  },
  sdoh: {
    food_insecurity: [
      'non ho da mangiare', 'non abbastanza da mangiare', 'salto i pasti', 'saltare i pasti', 'banco alimentare',
      'non posso comprare da mangiare', 'non riesco a comprare da mangiare', 'soffro la fame', 'patisco la fame',
    ],
    housing_instability: [
      'senza casa', 'senzatetto', 'sfratt*', 'non ho una casa', 'dormo in macchina', 'affitto arretrato',
      'non riesco a pagare l affitto', 'dormitorio', 'perso la casa',
    ],
    transportation: ['non ho la macchina', "non ho l'auto", 'non guido', 'nessuno mi accompagna', 'problemi di trasporto', 'senza mezzi'],
    social_isolation: [
      'da solo', 'da sola', 'solitudine', 'isolat*', 'nessuno mi aiuta', 'non ho nessuno',
      'nessuno con cui parlare', 'vivo solo', 'vivo sola',
    ],
    financial_strain: [
      'non posso permettermi', 'non ho soldi', 'pochi soldi', 'problemi economici', 'debiti', 'ho perso il lavoro',
      'disoccupat*', 'senza lavoro', 'bollette', 'non arrivo a fine mese', 'non riesco a pagare',
    ],
  },
  mood: {
    good: ['felice', 'contento', 'contenta', 'sereno', 'serena', 'di buon umore', 'benissimo'],
    low: ['triste', 'giù', 'giu di morale', 'depress*', 'abbattut*', 'senza speranza', 'piango', 'demoralizzat*', 'giù di morale'],
    anxious: ['ansi*', 'preoccupat*', 'nervos*', 'agitat*', 'paura', 'spaventat*', 'panico'],
    stressed: ['stressat*', 'stress', 'sotto pressione', 'sopraffatt*'],
    angry: ['arrabbiat*', 'frustrat*', 'irritat*', 'irritabile', 'nervoso', 'infastidit*'],
  },
  positive: [
    'bene', 'benissimo', 'meglio', 'ottimo', 'ottima', 'buono', 'buona', 'tutto bene', 'tutto a posto', 'a posto',
    'perfetto', 'perfetta', 'benone', 'grazie', 'felice', 'contento', 'contenta', 'sereno', 'serena', 'discreto', 'discretamente',
  ],
  negative: [
    'male', 'malissimo', 'peggio', 'brutto', 'brutta', 'terribile', 'orribile', 'pessimo', 'pessima', 'triste',
    'dura', 'difficile', 'stanco', 'stanca', 'preoccupato', 'preoccupata', 'dolore', 'giù',
  ],
  exertion: [
    'piani', 'rampe', 'salendo', 'portando', 'spesa',
    'scale', 'salgo', 'salire', 'salendo', 'cammin*', 'sforzo', 'sforzi', 'sotto sforzo', 'corsa', 'correre',
    'ginnastica', 'esercizio', 'palestra', 'in salita', 'fatica', 'portare la spesa', 'mi muovo',
  ],
  atRest: ['a riposo', 'da fermo', 'da ferma', 'seduto', 'seduta', 'sdraiato', 'sdraiata', 'a letto', 'di notte', 'anche fermo', 'anche ferma'],
};
