/**
 * Round 6 in German (decision 241-244): paraphrases of the German replies of the blind dev items
 * (ids de-5001 on, decision 240) the engine missed, written before the engine was changed for them:
 * other persons, other verbs, voice transcripts without accents or punctuation, SMS typos; then
 * look-alikes that must not move. Read by test/engine/understand-de-round6.test.ts.
 */

/** Crises: [category, text]. */
export const DE_CRISES6: (readonly [string, string])[] = [
  // fallen or slid down and not responding (a chair is where they slid from, not an object that fell)
  ['unconsciousness', 'er ist vom stuhl gerutscht und reagiert nicht'],
  ['unconsciousness', 'Mama ist vom Sofa gerutscht und antwortet nicht mehr'],
  ['unconsciousness', 'opa is einfach vom stuhl gerutscht und reagiert gar nicht'],
  ['unconsciousness', 'sie ist in sich zusammengerutscht und reagiert nicht mehr'],
  ['unconsciousness', 'mein mann ist vom stuhl gefallen und bewegt sich nicht'],
  // vomiting blood told with "brechen" / "übergeben"
  ['bleeding', 'hab gebrochen und da war blut drin'],
  ['bleeding', 'ich hab mich übergeben und es war voller blut'],
  ['bleeding', 'musste mich ubergeben, sah aus wie kaffeesatz'],
  ['bleeding', 'er hat heute nacht gebrochen, alles dunkel wie kaffeesatz'],
  ['bleeding', 'mein vater hat blut gebrochen'],
  // chest clamped or squeezed
  ['chest_pain', 'meine brust ist wie eingeklemmt'],
  ['chest_pain', 'brust fühlt sich eingequetscht an und ich schwitze kalt'],
  ['chest_pain', 'es klemmt mir die brust so ab seit heute morgen'],
  ['chest_pain', 'brustkorb wie eingeklemmt und mir ist schlecht'],
  // putting an end to it all, other verb forms
  ['self_harm', 'ich überleg wie ich dem ganzen ein ende setze'],
  ['self_harm', 'manchmal denk ich ich setze dem ganzen ein ende'],
  ['self_harm', 'ich will meinem leben ein ende setzen'],
  ['self_harm', 'hab mir überlegt wie ich allem ein ende setze'],
  // not caring whether one wakes tomorrow
  ['self_harm', 'mir wärs egal wenn ich morgen nicht mehr aufwache'],
  ['self_harm', 'ist mir egal wenn ich einfach nicht mehr aufwache'],
  ['self_harm', 'mir waer das egal wenn ich nie mehr aufwache'],
  ['self_harm', 'wäre mir ehrlich gesagt egal wenn ich heute nacht nicht mehr aufwache'],
  // not here much longer, affairs settled; letters written and pills laid out
  ['self_harm', 'bin bald nicht mehr da, hab alles geregelt'],
  ['self_harm', 'hab alles geregelt ich bin nicht mehr lange da'],
  ['self_harm', 'die briefe sind geschrieben und die tabletten liegen bereit'],
  ['self_harm', 'hab briefe an meine frau geschrieben, die pillen hab ich mir zurechtgelegt'],
  ['self_harm', 'hab briefe geschrieben und alles liegt bereit'],
  // pills hoarded, now enough
  ['self_harm', 'hab die tabletten gesammelt, jetzt sind es genug'],
  ['self_harm', 'ich spar mir die schlaftabletten auf, sind jetzt genug'],
  ['self_harm', 'die letzten wochen alles gesammelt, hab jetzt genug beisammen'],
  // hit again, a knife held to the throat
  ['unsafe_at_home', 'er hat wieder zugeschlagen'],
  ['unsafe_at_home', 'mein freund hat gestern zugeschlagen, ich hab angst'],
  ['unsafe_at_home', 'wenn er getrunken hat schlägt er zu'],
  ['unsafe_at_home', 'mein mann hat mir das messer an den hals gehalten'],
  ['unsafe_at_home', 'sie hielt mir ein messer an die kehle'],
  ['unsafe_at_home', 'mein sohn hat mich mit dem messer bedroht'],
];

/** Look-alikes: they must not escalate. */
export const DE_LOOKALIKES6: string[] = [
  'die tasse ist umgekippt und der stuhl ist nass',
  'bin auf dem weg vom stuhl gerutscht aber alles gut, hab mich gleich wieder hingesetzt',
  'hab mir den zeh gebrochen letztes jahr, ist verheilt',
  'die brust tut nicht weh, nur den finger hab ich mir in der tür eingeklemmt',
  'ich setze dem streit mit meiner schwester jetzt ein ende',
  'ist mir egal wann ich aufwache, hab frei',
  'hab alles beim notar geregelt und bin bald nicht mehr da, wir ziehen um',
  'die tabletten liegen bereit für morgen früh',
  'hab mir den arm gebrochen und es hat geblutet',
  'er hat sich beim sturz die nase gebrochen, hat kurz geblutet, jetzt ist es gut',
  'hab mich übergeben, aber kein blut',
  'die tür hat der wind zugeschlagen',
  'ich hab die tür zugeschlagen weil es gezogen hat',
  'hab mir beim kochen mit dem messer in den finger geschnitten, ist nur ein kratzer',
  // figures of speech, a crime story
  'die rechnung, da hab ich fast nen herzinfarkt bekommen haha',
  'als ich den preis gesehen hab hätt ich fast nen herzinfarkt gekriegt',
  'hab gestern einen krimi gelesen wo jemand vergiftet wurde',
  'im thriller gestern wurde einer vergiftet, total spannend',
  'wir haben uns totgelacht und keine luft mehr bekommen',
  'hab mich kaputtgelacht, kaum luft gekriegt vor lachen',
];

/** Side effects: [text, labels]. */
export const DE_SIDE_EFFECTS6: (readonly [string, string[]])[] = [
  ['kann seit der neuen tablette kaum aufs klo', ['constipation']],
  ['komm seit tagen kaum aufs klo', ['constipation']],
  ['geht seit drei tagen nix beim klo', ['constipation']],
  ['ich kann kaum auf die toilette seit den tabletten', ['constipation']],
  ['muss nicht öfter aufs klo als sonst, alles normal', []],
];

/** Round 6b: a question how to recognise a crisis, a denial told with "nie dran gedacht" (look-alikes). */
export const DE_LOOKALIKES6B: string[] = [
  'woran erkenn ich eigentlich einen schlaganfall',
  'Woran erkenne ich einen Herzinfarkt? Frag nur so',
  'wie erkenn ich nen schlaganfall bei meinem mann',
  'woran merk ich dass es ein herzinfarkt ist, hab keine beschwerden',
  'woran sieht man einen schlaganfall eigentlich',
  'ich hab nie dran gedacht mir das leben zu nehmen',
  'hab noch nie daran gedacht mich umzubringen, keine sorge',
  'nein ich hab nicht dran gedacht mir was anzutun',
  'mir gehts gut hab nie im leben dran gedacht mich umzubringen',
];

/** Round 6b: the same words that stay a crisis. */
export const DE_CRISES6B: (readonly [string, string])[] = [
  ['stroke', 'woran erkenn ich ob das ein schlaganfall ist, mein arm ist plötzlich taub und das gesicht hängt'],
  ['self_harm', 'früher hab ich nie dran gedacht, aber jetzt will ich mir das leben nehmen'],
  ['self_harm', 'hätte nie gedacht dass ich mir das leben nehmen will, aber so ist es'],
];

/** Round 6b barriers and side effects: an inverted German "keinen" ("Appetit hab ich keinen"); stopping when better. */
export const DE_FINDINGS6B: (readonly [string, { barriers?: string[]; side_effects?: string[] }])[] = [
  ['ich hab durchfall und appetit hab ich auch keinen mehr', { side_effects: ['diarrhoea', 'appetite_loss'] }],
  ['appetit hab ich keinen', { side_effects: ['appetite_loss'] }],
  ['so richtig appetit habe ich keinen mehr', { side_effects: ['appetite_loss'] }],
  ['hunger hab ich gar keinen mehr seit den tabletten', { side_effects: ['appetite_loss'] }],
  ['mir gings besser da dachte ich ich brauch die tabletten nicht mehr', { barriers: ['understanding'] }],
  ['als es mir besser ging dachte ich ich kann sie weglassen', { barriers: ['understanding'] }],
  ['hab mich besser gefühlt und dachte die brauch ich jetzt nicht mehr', { barriers: ['understanding'] }],
  ['mir gings besser und ich hab sie trotzdem genommen', { barriers: [] }],
];

/** Round 6c: "how long I was gone" is the blackout, not a symptom gone; a pharmacy in the next village. */
export const DE_CRISES6C: (readonly [string, string])[] = [
  ['unconsciousness', 'bin im bad umgekippt, weiss nicht wie lang ich weg war'],
  ['unconsciousness', 'bin heute früh umgefallen und weiss nicht wie lange ich weg war'],
  ['unconsciousness', 'mein mann ist umgekippt, keine ahnung wie lange er weg war'],
  ['unconsciousness', 'sie ist zusammengebrochen und war eine zeit lang weg'],
  ['unconsciousness', 'ich bin bewusstlos geworden, war wohl ein paar minuten weg'],
];
export const DE_LOOKALIKES6C: string[] = [
  'mir war kurz schwindlig, jetzt ist es weg',
  'die schwellung an der lippe ist wieder weg',
  'ich war eine woche weg im urlaub und hab die tabletten vergessen',
];
export const DE_BARRIERS6C: (readonly [string, string[]])[] = [
  ['die apotheke ist im nachbarort und ich hab kein auto', ['transportation']],
  ['die nächste apotheke ist im nachbarort', ['transportation']],
  ['unser arzt ist im nachbardorf und da fährt nix hin', ['transportation']],
  ['mein auto steht seit tagen in der werkstatt und die apotheke ist im nächsten ort', ['transportation']],
  ['die apotheke ist gleich um die ecke, kein problem', []],
];

/** Round 6d: a German denial closing the clause after "auch" ("vergessen hab ich auch keine"). */
export const DE_FINDINGS6D: (readonly [string, { barriers?: string[]; side_effects?: string[] }])[] = [
  ['vergessen hab ich auch keine', { barriers: [] }],
  ['und vergessen hab ich auch keine einzige', { barriers: [] }],
  ['vergessen habe ich auch nicht', { barriers: [] }],
  ['kopfschmerzen hab ich auch keine', { side_effects: [] }],
  ['übelkeit hab ich auch keine mehr', { side_effects: [] }],
  ['schwindel hab ich auch nicht', { side_effects: [] }],
  ['vergessen hab ich sie auch', { barriers: ['forgetfulness'] }],
  ['kopfschmerzen hab ich auch', { side_effects: ['headache'] }],
];
export const DE_CRISES6D: (readonly [string, string])[] = [
  ['chest_pain', 'brustschmerzen hab ich auch, ganz starken druck auf der brust'],
  ['self_harm', 'ich will auch nicht mehr leben'],
];

/** Round 6e: a past year said in words (voice transcripts) is history, like "2019". */
export const DE_LOOKALIKES6E: string[] = [
  'ich hatte zweitausendneunzehn einen schlaganfall, heute alles normal',
  'zweitausendzwölf hatte ich einen herzinfarkt, seitdem keine beschwerden',
  'neunzehnhundertneunundneunzig hatte ich mal eine lungenembolie',
  'mein schlaganfall war zweitausendachtzehn, ist alles gut verheilt',
  'hatte im jahr zweitausendzwanzig eine überdosis, das ist vorbei',
];
export const DE_CRISES6E: (readonly [string, string])[] = [
  ['chest_pain', 'bin heute zweitausend schritte gelaufen und jetzt drückt es ganz stark auf der brust'],
  ['stroke', 'seit heute morgen hängt mein gesicht auf einer seite, hatte zweitausendzehn schon mal einen schlaganfall'],
];

/** Round 6f: a thought-out plan to take all the pills at once, against a question about the regimen. */
export const DE_CRISES6F: (readonly [string, string])[] = [
  ['self_harm', 'ich hab mir überlegt dass ich die tabletten alle auf einmal nehm'],
  ['self_harm', 'hab mir überlegt das ich die tabletten alle auf einmal nehme wenn ich allein bin'],
  ['self_harm', 'ich hab geplant die schlaftabletten alle auf einmal zu nehmen'],
  ['self_harm', 'hab schon gedacht ich schluck die pillen einfach alle auf einmal'],
  ['self_harm', 'ich hab mir ausgedacht die ganzen tabletten alle auf einmal runterzuschlucken'],
  ['self_harm', 'mir gehts mies wie immer, hab überlegt die tabletten alle auf einmal zu nehmen'],
];
export const DE_LOOKALIKES6F: string[] = [
  'hab überlegt ob ich die tabletten alle auf einmal nehmen darf',
  'ich hab gedacht ich kann die tabletten morgens alle auf einmal nehmen, stimmt das',
  'hab überlegt die tabletten alle auf einmal zum frühstück zu nehmen statt verteilt',
  'der arzt hat gesagt ich soll die tabletten nicht alle auf einmal nehmen',
];
