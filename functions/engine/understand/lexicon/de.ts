import type { LanguageLexicon } from './types';

/**
 * Deutsch. Umlauts are optional in replies ("fur" = "für", "mude" = "müde"); the "ue/oe/ae"
 * spellings are listed where patients use them ("muede", "uebelkeit"). Compound nouns are listed
 * whole ("Kopfschmerzen", "Bauchschmerzen"): the matcher works on words, not inside them.
 */
export const de: LanguageLexicon = {
  yes: [
    'erledigt', 'schon erledigt', 'keine einzige vergessen', 'keine einzige', 'nicht eine vergessen', 'logo',
    'alle genommen', 'alle eingenommen', 'habe sie genommen', 'hab sie genommen', 'gemessen', 'hab gemessen', 'jeden einzelnen tag', 'ohne ausnahme', 'nie vergessen', 'keine vergessen', 'keine ausgelassen', 'selbstverstandlich', 'na klar',
    'ja', 'jawohl', 'jap', 'jep', 'jo', 'logisch', 'jaja', 'klar doch', 'auf jeden fall', 'absolut', 'ja klar', 'klar', 'na klar', 'genau', 'natürlich', 'sicher', 'selbstverständlich',
    'auf jeden fall', 'richtig $', 'stimmt', 'schon $', 'doch $', 'ok', 'okay',
    'immer', 'jeden tag', 'gern', 'gerne', 'ja ja', 'ja danke', 'alle', 'freilich', 'sicherlich', 'absolut',
  ],
  no: [
    'nichts bemerkt', 'nichts gemerkt', 'nicht bekommen', 'nicht gekriegt',
    'nein', 'nee', 'nö', 'noe', 'nicht', 'gar nicht', 'überhaupt nicht', 'ueberhaupt nicht', 'auf keinen fall', 'nie',
    'niemals', 'noch nicht', 'eher nicht', 'ich glaube nicht', 'ich denke nicht', 'nichts', 'keine', 'keins',
    'nein danke', 'kaum', 'nein nein',
  ],
  partial: [
    'so gut wie', 'fast',
    'fast jeden tag', 'fast immer', 'fast alle', 'die meisten', 'meistens', 'alle bis auf', 'bis auf', 'ausser', 'ausgelassen', 'vergessen', 'verpasst',
    'meistens', 'manchmal', 'nicht immer', 'ab und zu', 'fast immer', 'mehr oder weniger', 'gelegentlich',
    'teilweise', 'hin und wieder', 'an manchen tagen', 'nicht jeden tag', 'einigermaßen', 'einigermassen',
    'so lala', 'geht so', 'meist',
  ],
  unsure: [
    'ich denke schon', 'ich glaube schon', 'wahrscheinlich', 'vermutlich', 'glaub schon',
    'weiß nicht', 'ich weiß nicht', 'weiss nicht', 'keine ahnung', 'vielleicht', 'kann sein', 'ich erinnere mich nicht',
    'kein problem', 'keine probleme', 'ja und nein', 'kommt drauf an', 'kommt darauf an', 'bin nicht sicher',
    'bin mir nicht sicher', 'schwer zu sagen',
  ],
  notUnderstood: [
    'was', 'wie bitte', 'bitte', 'wie', 'entschuldigung', 'verstehe nicht', 'ich verstehe nicht', 'nicht verstanden',
    'habe ich nicht verstanden', 'hab ich nicht verstanden', 'können sie das wiederholen', 'nochmal', 'noch mal',
    'was meinen sie', 'was heißt das', 'hä', 'häh', 'die frage verstehe ich nicht',
  ],
  negation: {
    cues: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nie', 'niemals', 'ohne', 'nichts', 'weder'],
    bridges: [
      'vor', 'absicht', 'absichten', 'will', 'werde', 'lust', 
      'habe', 'hab', 'hatte', 'hatten', 'bin', 'war', 'mehr', 'irgendwelche', 'irgendwelchen', 'besondere',
      'besonderen', 'große', 'grosse', 'neue', 'neuen', 'richtig', 'wirklich', 'eine', 'einen', 'die', 'der', 'das',
      'den', 'mit', 'von', 'an', 'gar', 'überhaupt', 'ueberhaupt', 'mich', 'mir', 'fühle', 'fuhle', 'gefühlt',
      'bemerkt', 'gehabt', 'spüre', 'spure', 'gespürt', 'symptome', 'probleme', 'nebenwirkungen', 'gedanken', 'seit',
      'heute', 'so', 'sehr', 'zu', 'oder', 'und', 'mehr', 'bisher', 'leide', 'gelitten', 'unter', 'an', 'am', 'im',
      'es', 'ist', 'sind', 'geht', 'gibt', 'einmal', 'je', 'noch',
    ],
    postCues: ['nicht', 'keine', 'keinen', 'nie', 'weg', 'vorbei', 'nein'],
    immediatePostCues: ['frei'],
    clauseBreakers: ['aber', 'jedoch', 'allerdings', 'trotzdem', 'sondern', 'außer', 'ausser', 'dennoch', 'obwohl'],
    intensifiers: ['so stark', 'so schlimm', 'wie jetzt', 'wie diese', 'wie diesen', 'vorher', 'so heftig'],
  },
  counts: {
    einmal: 1, zweimal: 2, dreimal: 3, viermal: 4, 'fünfmal': 5, sechsmal: 6, siebenmal: 7, achtmal: 8, neunmal: 9,
    zehnmal: 10, 'ein paar': 3, paar: 3, 'ein paarmal': 3, paarmal: 3, einige: 3, mehrere: 3, 'ein oder zweimal': 2,
    'ein dutzend': 12, beide: 2, 'alle beide': 2, 'ein mal': 1,
  },
  weakNumbers: { ein: 1, eine: 1, einen: 1, einem: 1, einer: 1 },
  approx: [
    'etwa', 'ungefähr', 'circa', 'ca', 'rund', 'vielleicht', 'fast', 'so um die', 'um die', 'gegen', 'schätzungsweise',
    'knapp', 'ich glaube', 'ich denke', 'wohl', 'so etwa', 'ungefahr', 'beinahe',
  ],
  rangeStart: ['zwischen', 'von'],
  rangeConnectors: ['bis', 'oder', 'und', 'vielleicht'],
  outOf: ['von', 'aus', '/'],
  scaleWords: ['skala', 'auf einer skala'],
  zero: [
    'keine', 'keiner', 'keins', 'keinen', 'nichts', 'null', 'nie', 'gar nicht', 'überhaupt nicht', 'keine schmerzen',
    'schmerzfrei', 'kein einziges mal', 'keinen tag', 'nicht einmal', 'keine einzige', 'keine vergessen',
  ],
  choices: {
    phq_frequency: {
      'überhaupt nicht': 0, 'ueberhaupt nicht': 0, nie: 0, 'gar nicht': 0, nein: 0, 'an keinem tag': 0,
      'an einzelnen tagen': 1, 'einzelne tage': 1, 'an manchen tagen': 1, manchmal: 1, 'ab und zu': 1, selten: 1,
      'ein bisschen': 1, 'ein wenig': 1, 'an mehreren tagen': 1, 'an ein paar tagen': 1,
      'an mehr als der hälfte der tage': 2, 'mehr als die hälfte': 2, 'mehr als der hälfte': 2, oft: 2, 'häufig': 2,
      'die meisten tage': 2, 'an den meisten tagen': 2, 'mehr als die hälfte der tage': 2,
      'beinahe jeden tag': 3, 'fast jeden tag': 3, 'jeden tag': 3, 'täglich': 3, immer: 3, 'ständig': 3,
      'die ganze zeit': 3, 'fast täglich': 3,
    },
    phq_difficulty: {
      'überhaupt nicht erschwert': 0, 'überhaupt nicht': 0, 'gar nicht': 0, 'nicht erschwert': 0, 'nicht schwer': 0, nein: 0,
      'etwas erschwert': 1, etwas: 1, 'ein wenig': 1, 'ein bisschen': 1, leicht: 1, 'etwas schwer': 1,
      'relativ stark erschwert': 2, 'relativ stark': 2, 'stark erschwert': 2, 'ziemlich schwer': 2, stark: 2, 'sehr schwer': 2,
      'sehr stark erschwert': 3, 'sehr stark': 3, extrem: 3, 'unmöglich': 3, 'extrem schwer': 3, 'extrem erschwert': 3,
    },
  },
  barriers: {
    cost: [
      'zu teuer', 'teuer', 'kostet zu viel', 'kosten zu viel', 'kann mir nicht leisten', 'kann ich mir nicht leisten',
      'nicht leisten', 'kein geld', 'zu wenig geld', 'zuzahlung', 'zuzahlungen', 'selbstbeteiligung', 'eigenanteil',
      'krankenkasse zahlt nicht', 'kasse zahlt nicht', 'kasse übernimmt nicht', 'preis', 'finanzielle probleme',
      'geldprobleme', 'knapp bei kasse',
    
      'strecken', 'gestreckt', 'langer reichen', 'damit sie reichen', 'halbe tablette', 'sparen', 'geld', 'rente', 'miete', 'kostet', 'kosten', 'teuer', 'zuzahlung', 'bezahlen',
    ],
    transportation: [
      'kein auto', 'fahre nicht', 'kann nicht fahren', 'keine fahrgelegenheit', 'niemand fährt mich', 'zu weit',
      'weit weg', 'apotheke ist weit', 'komme nicht hin', 'schwer hinzukommen', 'keine verbindung', 'kein bus',
      'transportprobleme', 'komme nicht aus dem haus',
    
      'auto kaputt', 'auto ist kaputt', 'wagen kaputt', 'werkstatt', 'kein auto', 'niemand fahrt mich', 'niemand der mich fahrt', 'mitfahr*', 'bus fahrt', 'kein bus', 'busverbindung', 'zu weit', 'zu fuss', 'fahre nicht', 'kann nicht fahren', 'taxi', 'fahrdienst',
    ],
    forgetfulness: [
      'vergess*', 'vergas*', 'vergaß', 'vergessen', 'vergesslich', 'nicht daran gedacht', 'nicht dran gedacht',
      'erinnere mich nicht', 'gedächtnis', 'verschwitzt', 'verpennt',
    
      'beschaftigt', 'stress', 'eingeschlafen', 'unterwegs', 'verreist', 'im urlaub', 'auf reisen', 'vergess*', 'vergass*', 'vergessen', 'nicht dran gedacht', 'nicht daran gedacht',
    ],
    side_effects: [
      'nebenwirkungen', 'nebenwirkung', 'vertrage sie nicht', 'vertrage es nicht', 'vertrage ich nicht',
      'wegen der nebenwirkungen', 'abgesetzt weil', 'nicht vertragen', 'bekommt mir nicht', 'bekommen mir nicht',
    ],
    understanding: [
      'verwirr*', 'durcheinander', 'verstehe nicht wie', 'weiß nicht wie ich', 'weiß nicht wann', 'welche tablette',
      'zu viele tabletten', 'kompliziert', 'unklar', 'nicht klar', 'blicke nicht durch', 'verwechsle', 'verwechsel*',
    
      'nuchtern', 'zum essen', 'vor dem essen', 'nach dem essen', 'mit essen', 'ohne essen', 'wofur', 'welche', 'welches', 'morgens oder abends', 'wie ich sie nehmen', 'wann ich sie nehmen', 'dachte ich kann', 'ging mir besser', 'wusste nicht', 'nicht verstanden', 'verwirr*', 'durcheinander', 'anleitung',
    ],
    access: [
      'ausgegangen', 'sind alle', 'aufgebraucht', 'packung ist leer', 'packung leer', 'keine tabletten mehr',
      'keine medikamente mehr', 'rezept abgelaufen', 'brauche ein rezept', 'brauche ein neues rezept',
      'nicht vorrätig', 'nicht lieferbar', 'lieferengpass', 'nicht abgeholt',
    
      'apotheke geschlossen', 'hatte zu', 'hatten zu', 'offnungszeit*', 'nicht vorratig', 'nicht lieferbar', 'lieferengpass', 'bestellt', 'nicht da', 'rezept', 'folgerezept', 'genehmigung', 'krankenkasse hat noch', 'arzt hat noch', 'hausarzt hat noch', 'warte auf', 'ausgegangen', 'aufgebraucht', 'alle', 'keine mehr',
    ],
  },
  sideEffects: {
    nausea: ['übelkeit', 'uebelkeit', 'ubelkeit', 'übel', 'uebel', 'mir ist schlecht', 'brechreiz', 'flaues gefühl', 'unwohl im magen'],
    vomiting: ['erbrech*', 'erbroch*', 'übergeben', 'uebergeben', 'gekotzt', 'kotzen'],
    dizziness: ['schwindel*', 'schwindlig*', 'benommen*', 'taumelig', 'dreht sich alles', 'schwummrig'],
    headache: ['kopfschmerz*', 'kopfweh', 'migräne', 'migrane', 'migraene', 'kopf tut weh', 'brummschädel'],
    fatigue: ['müde', 'muede', 'mude', 'müdigkeit', 'muedigkeit', 'mudigkeit', 'erschöpft', 'erschoepft', 'erschopft', 'schlapp', 'kraftlos', 'keine energie', 'abgeschlagen', 'schläfrig', 'schlafrig', 'erschöpfung'],
    rash: ['ausschlag*', 'hautausschlag*', 'juckreiz', 'juckt', 'jucken', 'rote flecken', 'quaddeln', 'nesselsucht', 'pusteln', 'ekzem'],
    cough: ['husten*', 'huste', 'reizhusten', 'husten'],
    swelling: ['geschwollen*', 'schwellung*', 'wassereinlagerung*', 'ödem*', 'odem*', 'dicke beine', 'dicke knöchel', 'angeschwollen'],
    diarrhoea: ['durchfall*', 'dünnpfiff', 'durchfal'],
    constipation: ['verstopf*'],
    insomnia: ['schlaflos*', 'kann nicht schlafen', 'kann nicht einschlafen', 'schlafe schlecht', 'schlafstörung*', 'schlafstorung*', 'schlafprobleme', 'einschlafen', 'durchschlafen', 'schlaflos*', 'schlafe schlecht'],
    stomach_pain: ['bauchschmerz*', 'magenschmerz*', 'bauchweh', 'magenkrämpfe', 'sodbrennen', 'bauchkrämpfe', 'magen tut weh'],
    muscle_pain: ['muskelschmerz*', 'gliederschmerz*', 'gelenkschmerz*', 'muskelkrämpfe', 'wadenkrämpfe', 'krämpfe', 'krampfe', 'muskelkater', 'waden', 'muskel*'],
    pain: ['schmerz*', 'tut weh', 'weh', 'rückenschmerz*', 'ruckenschmerz*', 'rueckenschmerz*', 'knieschmerz*', 'beinschmerz*', 'halsschmerz*'],
    dry_mouth: ['mundtrockenheit', 'trockener mund', 'trockenen mund', 'mund ist trocken', 'trockener mund', 'mund ist trocken'],
    palpitations: ['herzrasen', 'herzklopfen', 'herzstolpern', 'unregelmäßiger herzschlag'],
    blurred_vision: ['verschwommen*', 'sehe unscharf', 'unscharf sehen'],
    bruising: ['blaue flecken', 'bluterguss', 'blutergüsse', 'nasenbluten', 'zahnfleischbluten'],
    appetite_loss: ['appetitlos*', 'kein appetit', 'keinen appetit', 'keinen hunger', 'kaum was essen', 'keinen hunger', 'appetit'],
    tingling: ['kribbeln', 'ameisenlaufen'],
    low_blood_sugar: ['unterzucker*', 'zucker zu niedrig', 'zittrig', 'zittern'],
    shortness_of_breath: ['aus der puste', 'puste'],
  },
  sdoh: {
    food_insecurity: [
      'nicht genug zu essen', 'kein essen', 'lasse mahlzeiten aus', 'mahlzeiten auslassen', 'tafel',
      'kann mir kein essen leisten', 'hunger leiden', 'hungere',
    ],
    housing_instability: [
      'obdachlos*', 'wohnungslos*', 'räumung*', 'raumung*', 'zwangsräumung', 'keine wohnung', 'schlafe im auto',
      'mietrückstand', 'miete nicht zahlen', 'miete nicht bezahlen', 'notunterkunft', 'wohnung verloren', 'gekündigt',
    ],
    transportation: ['kein auto', 'fahre nicht', 'kann nicht fahren', 'keine fahrgelegenheit', 'niemand fährt mich', 'kein bus', 'transportprobleme'],
    social_isolation: ['einsam*', 'alleine', 'allein', 'isoliert', 'niemand hilft', 'keiner hilft', 'niemand zum reden', 'lebe allein', 'habe niemanden'],
    financial_strain: [
      'kann mir nicht leisten', 'kann ich mir nicht leisten', 'kein geld', 'zu wenig geld', 'schulden', 'job verloren',
      'arbeit verloren', 'arbeitslos*', 'kein einkommen', 'rechnungen', 'geldprobleme', 'finanzielle probleme', 'knapp bei kasse',
    ],
  },
  mood: {
    good: ['glücklich', 'glucklich', 'froh', 'gut gelaunt', 'zufrieden', 'fröhlich'],
    low: ['traurig', 'niedergeschlagen', 'deprimiert', 'depressiv', 'hoffnungslos', 'bedrückt', 'bedruckt', 'weine', 'down', 'antriebslos'],
    anxious: ['ängstlich', 'angstlich', 'angst', 'besorgt', 'nervös', 'nervos', 'sorgen', 'panik', 'unruhig'],
    stressed: ['gestresst', 'stress', 'überfordert', 'uberfordert', 'unter druck'],
    angry: ['wütend', 'wutend', 'ärgerlich', 'verärgert', 'frustriert', 'gereizt', 'genervt', 'sauer'],
  },
  positive: [
    'gut', 'sehr gut', 'besser', 'prima', 'super', 'toll', 'bestens', 'alles gut', 'alles in ordnung', 'in ordnung',
    'danke', 'wunderbar', 'ausgezeichnet', 'zufrieden', 'passt', 'glücklich', 'froh', 'klasse',
  ],
  negative: [
    'schlecht', 'schlechter', 'schlimm', 'furchtbar', 'schrecklich', 'mies', 'traurig', 'schwer', 'müde', 'mude',
    'schmerzen', 'elend', 'übel', 'besorgt',
  ],
  exertion: [
    'hochtrag*', 'trage', 'tragen', 'stockwerk*', 'etage*', 'treppe*', 'einkaufe',
    'treppe*', 'treppensteigen', 'steige*', 'gehe', 'gehen', 'laufe*', 'anstrengung', 'belastung', 'sport', 'bergauf',
    'spazier*', 'tragen', 'einkaufen', 'bewegung', 'körperlicher', 'bewege',
  ],
  atRest: ['in ruhe', 'im sitzen', 'im liegen', 'nachts', 'beim liegen', 'ohne anstrengung', 'im bett', 'in der ruhe', 'beim sitzen'],
};
