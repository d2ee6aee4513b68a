/**
 * Round 9 in German (decisions 311-312): the warning signs public health teaches, in the lay words
 * of German, Austrian and Swiss campaign pages and patient leaflets (Deutsche Schlaganfall-Hilfe,
 * Land Tirol, Samariter, Deutsche and Schweizerische Herzstiftung, Pharmazeutische Zeitung, Barmer,
 * aha! Allergiezentrum, Malteser, helptown, 147.ch, Suizidprävention Kanton Zürich), collected in
 * /tmp/vocab-research/de.md, each sign written as a whole short reply of a patient or a relative;
 * then look-alikes of the same words that must not escalate (denied, gone, years ago, on TV, a
 * figure of speech). Read by test/engine/understand-de-round9.test.ts.
 */

/** 1. Stroke: face, one-sided weakness, speech, vision, balance. */
export const DE_CRISES9_STROKE: (readonly [string, string])[] = [
  ['stroke', 'bei mama hängt seit vorhin der mundwinkel runter'],
  ['stroke', 'sein gesicht hängt auf einer seite'],
  ['stroke', 'er hat plötzlich ein schiefes lächeln'],
  ['stroke', 'mein mann hat auf einmal einen schiefen mund'],
  ['stroke', 'seine gesichtshälfte ist gelähmt'],
  ['stroke', 'die zunge kippt ihm zur seite'],
  ['stroke', 'sie kann den arm nicht heben'],
  ['stroke', 'sein arm fällt einfach runter wenn er ihn hochhebt'],
  ['stroke', 'seit heute morgen ist mein arm wie gelähmt'],
  ['stroke', 'plötzlich ein lahmer arm und ein tauber fuss'],
  ['stroke', 'das linke bein knickt weg'],
  ['stroke', 'meine rechte hand fühlt sich auf einmal fremd an'],
  ['stroke', 'die halbe seite ist mir eingeschlafen'],
  ['stroke', 'seit vorhin ist die lippe links ganz pelzig'],
  ['stroke', 'papa redet seit einer stunde ganz verwaschen'],
  ['stroke', 'sie verdreht beim reden die silben'],
  ['stroke', 'er findet die wörter nicht mehr'],
  ['stroke', 'ich kriege kein wort raus seit vorhin'],
  ['stroke', 'oma versteht plötzlich nicht, was ich sage'],
  ['stroke', 'ich sehe auf einmal auf einem auge nichts'],
  ['stroke', 'wie ein vorhang vorm auge, ganz plötzlich'],
  ['stroke', 'auf einmal fehlt eine hälfte vom bild'],
  ['stroke', 'ich sehe auf einmal doppelt'],
  ['stroke', 'er kann plötzlich nicht mehr gehen'],
  ['stroke', 'sie torkelt wie betrunken, hat aber nichts getrunken'],
  ['stroke', 'plötzlich schwindel, alles dreht sich und ich kann nicht mehr gerade stehen'],
  ['stroke', 'ich glaub papa hat ein schlagerl'],
  ['stroke', 'der verdacht ist ein hirnschlag, er spricht ganz komisch'],
];

/** Look-alikes of the stroke signs. */
export const DE_LOOKALIKES9_STROKE: string[] = [
  'der mundwinkel hängt nicht, alles normal',
  'nach dem zahnarzt ist die lippe noch pelzig',
  'mein bein ist eingeschlafen weil ich so lange drauf gesessen bin',
  'vor drei jahren hatte ich ein schlagerl, seitdem gehts gut',
  'im fernsehen war ein bericht über hirnschlag',
  'nach zwei bier torkel ich immer ein bisschen, war ein lustiger abend',
  'die katze hat den vorhang runtergerissen',
  'ich finde die worte nicht, um dir zu danken',
];

/** 2. Heart attack. */
export const DE_CRISES9_HEART: (readonly [string, string])[] = [
  ['chest_pain', 'seit einer stunde druck auf der brust'],
  ['chest_pain', 'ich hab so ein engegefühl in der brust'],
  ['chest_pain', 'wie ein reifen um die brust'],
  ['chest_pain', 'als ob ein elefant auf meiner brust sitzt'],
  ['chest_pain', 'es schnürt mir die brust zu'],
  ['chest_pain', 'brennender schmerz hinterm brustbein'],
  ['chest_pain', 'der schmerz in der brust zieht in den linken arm'],
  ['chest_pain', 'brustschmerzen, strahlt in kiefer und hals aus'],
  ['chest_pain', 'druck in der brust und schmerzen zwischen den schulterblättern'],
  ['chest_pain', 'brustschmerzen und kalter schweiss'],
  ['chest_pain', 'kalter schweiß und übelkeit und die brust drückt'],
  ['chest_pain', 'brustschmerz und muss erbrechen'],
  ['chest_pain', 'er ist blass, kaltschweissig, hat brustschmerzen'],
  ['chest_pain', 'todesangst, druck auf der brust'],
  ['chest_pain', 'ich glaub mein mann hat einen herzinfarkt, schweissausbruch und schmerzen in der brust'],
  ['chest_pain', 'opa hat einen herzkasperl, er hält sich die brust'],
];

/** Look-alikes of the heart-attack signs. */
export const DE_LOOKALIKES9_HEART: string[] = [
  'kein druck auf der brust, alles gut',
  'der druck auf der brust ist seit gestern weg',
  'ich krieg noch einen herzkasperl wegen der steuererklärung',
  'der druck in der arbeit ist gerade gross',
  'im sport hab ich geschwitzt wie verrückt, kalter schweiß nach dem training',
  'die jeans ist eng, ich hab zugenommen',
];

/** 3. Internal bleeding (also on blood thinners). */
export const DE_CRISES9_BLEED: (readonly [string, string])[] = [
  ['bleeding', 'er erbricht wie kaffeesatz'],
  ['bleeding', 'kaffeesatzartiges erbrechen seit heute morgen'],
  ['bleeding', 'ich hab blut erbrochen'],
  ['bleeding', 'das erbrochene ist schwarzbraun'],
  ['bleeding', 'ich hab schwarzen stuhl'],
  ['bleeding', 'seit gestern teerstuhl'],
  ['bleeding', 'der stuhl ist schwarz wie teer'],
  ['bleeding', 'schwarzer klebriger stuhlgang'],
  ['bleeding', 'ich hab blut im urin'],
  ['bleeding', 'mein pipi ist ganz rot'],
  ['bleeding', 'blutklumpen im urin'],
  ['bleeding', 'der urin ist wie cola'],
  ['bleeding', 'die blutung hört nicht auf'],
  ['bleeding', 'ich nehme marcumar und die wunde blutet und blutet'],
  ['bleeding', 'das nasenbluten hört nicht auf'],
  ['bleeding', 'ich hab riesige blaue flecken ohne grund, bin auf xarelto'],
  ['bleeding', 'grosse blutergüsse aus dem nichts unter dem blutverdünner'],
  ['bleeding', 'er hustet blut'],
  ['bleeding', 'sie ist auf blutverdünner und hat sich den kopf angeschlagen'],
];

/** Look-alikes of the bleeding signs. */
export const DE_LOOKALIKES9_BLEED: string[] = [
  'kein blut im urin, alles normal',
  'der stuhl ist schwarz vom eisenpräparat, hat der arzt gesagt',
  'der stuhl ist schwarz von den heidelbeeren',
  'ich trinke morgens meinen kaffee und lese zeitung',
  'nasenbluten hatte ich letzte woche, hat nach fünf minuten aufgehört',
  'ein kleiner blauer fleck vom tischbein',
  'der urin ist dunkel weil ich zu wenig getrunken hab',
];

/** 4. Breathing. */
export const DE_CRISES9_BREATH: (readonly [string, string])[] = [
  ['breathing', 'ich bekomme keine luft'],
  ['breathing', 'ich kriege keine luft mehr'],
  ['breathing', 'er ringt nach luft'],
  ['breathing', 'sie japst nur noch'],
  ['breathing', 'mir bleibt die luft weg'],
  ['breathing', 'kann kaum sprechen vor atemnot'],
  ['breathing', 'er schafft keinen ganzen satz mehr'],
  ['breathing', 'seine lippen werden blau'],
  ['breathing', 'blaue lippen und fingernägel'],
  ['breathing', 'ich ersticke'],
  ['breathing', 'so ein erstickungsgefühl, ich krieg kaum luft'],
  ['breathing', 'es pfeift und röchelt beim atmen, kaum luft'],
  ['breathing', 'das spray hilft nicht mehr, ich krieg keine luft'],
  ['breathing', 'ich muss mich aufstützen zum atmen'],
  ['breathing', 'todesangst, keine luft'],
];

/** Look-alikes of the breathing signs. */
export const DE_LOOKALIKES9_BREATH: string[] = [
  'ich bekomme gut luft, keine probleme',
  'beim treppensteigen etwas aus der puste, dann gehts wieder',
  'ich ersticke in arbeit',
  'hab mir die lippen blau angemalt für fasching',
  'das spray hilft gut, kaum noch pfeifen',
];

/** 5. Allergic reaction / anaphylaxis. */
export const DE_CRISES9_ALLERGY: (readonly [string, string])[] = [
  ['allergic_reaction', 'mein hals schnürt sich zu'],
  ['allergic_reaction', 'nach den nüssen engegefühl im hals'],
  ['allergic_reaction', 'kloss im hals, kann nicht schlucken, nach dem neuen medikament'],
  ['allergic_reaction', 'meine zunge schwillt an'],
  ['allergic_reaction', 'ihre lippen schwellen an'],
  ['allergic_reaction', 'sein gesicht schwillt zu'],
  ['allergic_reaction', 'die augen sind zugeschwollen und der hals wird eng'],
  ['allergic_reaction', 'quaddeln überall und atemnot'],
  ['allergic_reaction', 'nesselausschlag und keine luft'],
  ['allergic_reaction', 'plötzlich heiser nach dem wespenstich und der hals wird eng'],
  ['allergic_reaction', 'wespenstich, bekomme keine luft'],
  ['allergic_reaction', 'hab den epipen gespritzt, der hals ist trotzdem zu'],
  ['allergic_reaction', 'ich glaub sie hat einen allergischen schock'],
];

/** Look-alikes of the allergy signs. */
export const DE_LOOKALIKES9_ALLERGY: string[] = [
  'ein paar quaddeln vom mückenstich, sonst nichts',
  'die augen sind morgens etwas verquollen, wie immer',
  'wespenstich am arm, juckt ein bisschen',
  'der epipen liegt im kühlschrank, nie gebraucht',
  'ich hab einen kloss im hals wenn ich an meinen vater denke',
];

/** 6. Unconsciousness / seizure. */
export const DE_CRISES9_UNCONSCIOUS: (readonly [string, string])[] = [
  ['unconsciousness', 'mein vater ist zusammengebrochen'],
  ['unconsciousness', 'sie wacht nicht mehr auf'],
  ['unconsciousness', 'er ist nicht ansprechbar'],
  ['unconsciousness', 'mama reagiert nicht mehr'],
  ['unconsciousness', 'er reagiert nicht auf rütteln'],
  ['unconsciousness', 'sie liegt bewusstlos am boden'],
  ['unconsciousness', 'ich bin am boden aufgewacht und weiss nicht wie ich da hingekommen bin'],
  ['unconsciousness', 'er ist ganz schlaff, reagiert nicht'],
  ['unconsciousness', 'sie hat einen krampfanfall'],
  ['unconsciousness', 'er zuckt am ganzen körper'],
  ['unconsciousness', 'sie krampft und hat schaum vorm mund'],
  ['unconsciousness', 'der anfall hört nicht auf, schon über 5 minuten'],
  ['unconsciousness', 'er schnappt nur noch nach luft und reagiert nicht'],
  ['unconsciousness', 'sie röchelt und wacht nicht auf'],
];

/** Look-alikes of the unconsciousness signs. */
export const DE_LOOKALIKES9_UNCONSCIOUS: string[] = [
  'der laptop ist zusammengebrochen',
  'er reagiert nicht auf meine nachrichten',
  'bin heute morgen spät aufgewacht',
  'vor zehn jahren hatte ich mal einen krampfanfall, seitdem nichts',
  'ich hab mir beim essen auf die zunge gebissen',
  'der markt ist zusammengebrochen, die aktien sind weg',
];

/** 7. Overdose and poisoning. */
export const DE_CRISES9_OVERDOSE: (readonly [string, string])[] = [
  ['overdose', 'ich hab zu viele tabletten genommen'],
  ['overdose', 'er hat die ganze packung geschluckt'],
  ['overdose', 'sie hat alle tabletten genommen'],
  ['overdose', 'ich hab die doppelte dosis genommen'],
  ['overdose', 'hab die tabletten aus versehen doppelt genommen'],
  ['overdose', 'das kind hat tabletten geschluckt'],
  ['overdose', 'mein sohn hat was aus dem medikamentenschrank gegessen'],
  ['overdose', 'der kleine hat omas tabletten gegessen'],
  ['overdose', 'ich hab leere packungen bei ihm gefunden'],
  ['overdose', 'sie hat zu viel paracetamol genommen'],
  ['overdose', 'zu viel fiebersaft gegeben'],
  ['overdose', 'ich hab zu viel insulin gespritzt'],
  ['overdose', 'falsches insulin gespritzt, das kurze statt dem langen'],
  ['overdose', 'ich hab das insulin zweimal gespritzt'],
  ['overdose', 'das kind hat putzmittel getrunken'],
  ['overdose', 'er hat tabletten mit alkohol genommen'],
  ['overdose', 'ich glaub sie hat eine überdosis'],
  ['overdose', 'er ist vergiftet'],
];

/** Look-alikes of the overdose signs. */
export const DE_LOOKALIKES9_OVERDOSE: string[] = [
  'ich hab nicht zu viele tabletten genommen, nur die eine',
  'die ganze packung ist leer, ich brauche ein neues rezept',
  'der arzt hat die doppelte dosis verordnet',
  'insulin hab ich heute ganz normal gespritzt',
  'im krimi gestern hat einer gift getrunken',
  'ich hab zu viel kaffee getrunken',
];

/** 8. Suicidal thoughts told indirectly. */
export const DE_CRISES9_SELF_HARM: (readonly [string, string])[] = [
  ['self_harm', 'ich möchte nicht mehr aufwachen'],
  ['self_harm', 'einfach einschlafen und weg sein'],
  ['self_harm', 'ohne mich wärt ihr besser dran'],
  ['self_harm', 'ohne mich ginge alles besser'],
  ['self_harm', 'ich bin nur eine last'],
  ['self_harm', 'ich bin lebensmüde'],
  ['self_harm', 'ich bin müde vom leben'],
  ['self_harm', 'ich kann nicht mehr, es hat alles keinen sinn'],
  ['self_harm', 'so kann ich nicht mehr leben'],
  ['self_harm', 'ich wünschte, ich wär nicht mehr da'],
  ['self_harm', 'ich will, dass es endlich aufhört, alles'],
  ['self_harm', 'besser, ich wär nicht mehr da'],
  ['self_harm', 'ich wäre besser nie geboren'],
  ['self_harm', 'falls wir uns nochmals sehen, danke für alles'],
  ['self_harm', 'es war schön, dich gekannt zu haben'],
  ['self_harm', 'ich wünsche dir ein schönes leben, mach es gut'],
  ['self_harm', 'das wird nie mehr gut'],
  ['self_harm', 'ich bin für niemanden wichtig'],
  ['self_harm', 'er verschenkt seine sachen und sagt er braucht sie nicht mehr'],
  ['self_harm', 'sie hat ihr testament gemacht und verabschiedet sich von allen'],
];

/** Look-alikes of the indirect suicidal signs. */
export const DE_LOOKALIKES9_SELF_HARM: string[] = [
  'ich kann nicht mehr essen, bin satt',
  'ich bin müde von der arbeit',
  'der schmerz soll endlich aufhören, der regen auch',
  'schön, dich kennengelernt zu haben, bis nächste woche',
  'wir haben das testament beim notar gemacht, wegen dem haus',
  'ich verschenke alte kleider an die caritas, weil ich ausmiste',
  'es ist alles meine schuld, dass der kuchen verbrannt ist',
];
