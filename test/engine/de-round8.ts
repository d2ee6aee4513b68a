/**
 * Round 8 in German (decisions 290-294): replies of the kinds the third batch of blind dev items
 * (ids de-7001 on, decision 273) showed the engine missing, written in other words before the
 * engine was changed for them: other body parts, other persons, Swiss and Bavarian spellings,
 * voice transcripts without punctuation, SMS typos; then look-alikes close to them that must not
 * escalate. Read by test/engine/understand-de-round8.test.ts.
 */

/** Crises told after a playing-down opening ("mir geht's gut, nur …") or run on without punctuation. */
export const DE_CRISES8A: (readonly [string, string])[] = [
  ['chest_pain', 'mir gehts gut danke. nur seit heute so ein druck auf der brust'],
  ['chest_pain', 'Mir geht es gut. Seit dem Frühstück so ein Engegefühl in der Brust und mir ist übel'],
  ['chest_pain', 'mir gehts gut, nur seit einer stunde drückt es in der brust'],
  ['stroke', 'mir gehts gut danke nur seit vorhin hängt der mundwinkel links runter'],
  ['self_harm', 'ich mag nimmer ich hab keine kraft mehr'],
  ['self_harm', 'ich will nicht mehr ich hab alles satt'],
  ['self_harm', 'ehrlich gesagt ich mag nicht mehr ich schaff das alles nicht'],
  ['self_harm', 'wenn das so weitergeht dann mach ich schluss'],
  ['self_harm', 'ich mach bald schluss, ich halt das nicht mehr aus'],
  ['self_harm', 'irgendwann mach ich einfach schluss mit allem'],
];

/** Look-alikes of 8a: a fine opening before another person's crisis, giving up a habit, breaking up. */
export const DE_LOOKALIKES8A: string[] = [
  'mir gehts gut, aber der nachbar ist gestern umgekippt',
  'ich will nicht mehr rauchen ich hab aufgehört',
  'mit meinem freund mach ich schluss',
  'für heute mach ich schluss, bin müde',
  'ich mag nicht mehr, ich bin satt',
  'die arbeit bringt mich noch um wenn das so weitergeht',
  'mir gehts gut, nur der kollege ist gestern bei der arbeit umgekippt',
];

/** Crises whose words the concepts did not know: pressed in the chest, Swiss spellings, pushed, threatened, locked in. */
export const DE_CRISES8B: (readonly [string, string])[] = [
  ['chest_pain', 'beim treppensteigen hat es mir in der brust so gedrückt und es hört nicht auf'],
  ['chest_pain', 'es druckt seit einer stunde in der brust'],
  ['chest_pain', 'ich ha es stäche i de brust wo in de arm usestrahlt'],
  ['chest_pain', 'es sticht in der brust und strahlt in den linken arm aus'],
  ['unsafe_at_home', 'mein sohn hat mich gestern gegen den schrank geschubst'],
  ['unsafe_at_home', 'er schubst mich immer wieder rum'],
  ['unsafe_at_home', 'mein mann hat mich die treppe runtergestoßen'],
  ['unsafe_at_home', 'mein freund droht mir dass es diesmal schlimmer wird'],
  ['unsafe_at_home', 'er droht mich zu schlagen wenn ich was sage'],
  ['unsafe_at_home', 'er sperrt mich ein wenn er zur arbeit geht'],
  ['unsafe_at_home', 'mein mann schliesst mich in der wohnung ein'],
];

/** Look-alikes of 8b: a pushed door, a threatening storm, the pharmacy locking up, chest pain from a ball. */
export const DE_LOOKALIKES8B: string[] = [
  'hab den schrank an die wand geschubst',
  'es droht ein gewitter heute abend',
  'der chef droht mit kündigung',
  'die apotheke sperrt um sechs zu',
  'hab den ball gegen die brust gekriegt, tut nur weh wenn ich draufdrück',
  'beim fussball einen ellbogen gegen die brust bekommen, drückt nur wenn ich draufdrücke',
];

/** Look-alikes told by their words around: a noun denied after it, a heart attack from messages, a burn at the oven. */
export const DE_LOOKALIKES8C: string[] = [
  'beim joggen gepumpt wie ein maikäfer aber sonst nein atemnot hab ich keine',
  'atemnot hab ich keine',
  'brustschmerzen hab ich keine, nur müde',
  'ohnmachtsanfälle hatte ich keine',
  'ich krieg noch nen herzinfarkt von euren nachrichten',
  'ich krieg einen herzinfarkt von dem ganzen papierkram',
  'hab mich gestern am backblech verbrannt, kleine blase',
  'hab mich am herd verbrannt beim kochen',
  'mich am bügeleisen verbrannt',
];

/** Crises next to 8c that must stay crises. */
export const DE_CRISES8C: (readonly [string, string])[] = [
  ['breathing', 'ich krieg keine luft mehr, atemnot hab ich seit einer stunde'],
  ['chest_pain', 'ich krieg einen herzinfarkt glaub ich, brust ganz eng und der arm tut weh'],
  ['self_harm', 'ich hab mich absichtlich mit dem feuerzeug verbrannt'],
];

/** Side effects and barriers: sick in the morning, not knowing how to inhale, diarrhoea from a tablet left out, no one to drive. */
export const DE_FINDINGS8: (readonly [string, { barriers?: string[]; side_effects?: string[] }])[] = [
  ['mir ist morgens oft schlecht', { side_effects: ['nausea'] }],
  ['mir ist nach der tablette immer so schlecht', { side_effects: ['nausea'] }],
  ['mir wird oft schlecht und ich hab kaum hunger', { side_effects: ['nausea', 'appetite_loss'] }],
  ['das essen war schlecht', { side_effects: [] }],
  ['ich weiß nicht genau wie man das richtig inhaliert', { barriers: ['understanding'] }],
  ['weiss nicht wie ich das spray benutzen soll', { barriers: ['understanding'] }],
  ['ich weiß genau wie man das inhaliert', { barriers: [] }],
  ['und ehrlich gesagt weiß ich auch nicht genau wie man den pen richtig anwendet', { barriers: ['understanding'] }],
  ['weiss nicht wie ich das bezahlen soll', { barriers: ['cost'] }],
  ['von der mittagstablette krieg ich durchfall deswegen lass ich die weg', { barriers: ['side_effects'] }],
  ['von den tabletten wird mir schwindlig, darum nehm ich sie nicht', { barriers: ['side_effects'] }],
  ['mein sohn fährt mich sonst zur apotheke aber allein komm ich da nicht hin', { barriers: ['transportation'] }],
  ['ohne auto komm ich nicht zur apotheke', { barriers: ['transportation'] }],
  ['mir gehts wieder gut, da dachte ich ich brauch das antibiotikum nicht mehr', { barriers: ['understanding'] }],
  ['hab sie abgesetzt weil es mir besser ging', { barriers: ['understanding'] }],
];

/** Yes/no to "did you pick up the refill?": a "ne" with the reason. */
export const DE_YES_NO8: (readonly [string, 'yes' | 'no' | 'unclear'])[] = [
  ['ne noch nich die apotheke hatte zu als ich da war', 'no'],
  ['ne noch nicht', 'no'],
  ['nee, hab ich noch nicht geschafft', 'no'],
  ['ja hab ich gestern abgeholt', 'yes'],
];

/** Look-alikes of round 8d: a topic denied with "und" after it, seen on television, a story, a consequence asked, the dentist, a season, a check found fine. */
export const DE_LOOKALIKES8D: string[] = [
  'atemnot hab ich keine und schmerzen auch nicht',
  'brustschmerzen hatte ich keine und schwindel auch nicht',
  'ich hab im fernsehen gesehen wie einer einfach umgekippt ist',
  'hab in der zeitung gelesen wie ein mann beim marathon zusammengebrochen ist',
  'ich les grad einen krimi da vergiftet die frau ihren mann',
  'darf ich aspirin nehmen wenn ich fieber hab oder blute ich dann mehr',
  'wenn ich hinfalle, blute ich dann stärker wegen dem blutverdünner?',
  'red noch komisch weil der zahnarzt mir eine betäubung gegeben hat',
  'ich krieg einen schlaganfall von dem ganzen papierkram',
  'was mach ich wenn mein hals zuschwillt, hab jetzt im sommer angst vor wespen',
  'letzte woche hatte ich mal ein stechen in der brust, war aber eine verspannung',
  'ekg gemacht, alles in ordnung und seitdem nichts mehr',
];

/** Crises next to 8d that must stay crises. */
export const DE_CRISES8D: (readonly [string, string])[] = [
  ['unconsciousness', 'ich hab gesehen wie mein mann umgekippt ist, er reagiert nicht'],
  ['chest_pain', 'seit letzter woche stechen in der brust und es wird immer schlimmer'],
  ['chest_pain', 'letzte woche war ich im krankenhaus und jetzt wieder druck auf der brust'],
  ['allergic_reaction', 'mein hals schwillt gerade zu, was mach ich jetzt'],
  ['self_harm', 'nichts mehr hat sinn, alles ist egal'],
  ['stroke', 'ich red ganz verwaschen und der arm ist plötzlich schwach, war heute beim zahnarzt'],
  ['bleeding', 'ich blute seit einer stunde aus der nase und es hört nicht auf, ich nehm blutverdünner'],
];

/** Round 8e crises: an "aber" inside the clause, a throat closing in, one side numb for half an hour, clots, the rails. */
export const DE_CRISES8E: (readonly [string, string])[] = [
  ['bleeding', 'seit zwei tagen ist mein stuhlgang aber pechschwarz'],
  ['bleeding', 'heute ist der stuhl aber ganz schwarz wie teer'],
  ['bleeding', 'seit gestern ist mein stuhl aber tiefschwarz und ich nehme marcumar'],
  ['allergic_reaction', 'der hals kratzt und wird immer enger'],
  ['allergic_reaction', 'nach der tablette wird meine zunge immer dicker'],
  ['allergic_reaction', 'sein hals zieht sich zu seit er das antibiotikum genommen hat'],
  ['stroke', 'mein linkes bein ist seit ner halben std ganz taub'],
  ['stroke', 'der rechte arm ist seit einer stunde ganz schwach'],
  ['stroke', 'ich knick beim laufen immer weg und das linke bein ist seit heute taub'],
  ['bleeding', 'blut im urin und heute kamen klumpen mit'],
  ['bleeding', 'hab blut gehustet mit kleinen klumpen'],
  ['self_harm', 'ich steh oft an der brücke und schau runter auf die gleise und denk mir wie einfach das wär'],
  ['self_harm', 'ich schau runter auf die gleise und denk dran zu springen'],
  ['bleeding', 'Übrigens hab ich seit gestern Blut im Urin, richtig rot, und heute kamen kleine Klumpen mit'],
  ['self_harm', 'wenn ich morgen einfach nicht mehr da wär, wär es auch egal'],
  ['self_harm', 'hatte heut schon wieder die klinge in der hand'],
  ['self_harm', 'hab schon wieder die rasierklinge in der hand gehabt'],
  ['stroke', 'plötzlich ist meine linke gesichtshälfte ganz pelzig'],
  ['stroke', 'seit einer stunde ist die rechte hand so pelzig'],
  ['stroke', 'beim zeitunglesen ist mir plötzlich die linke hälfte von der seite verschwunden und mein mund fühlt sich auf der seite so pelzig an'],
  ['self_harm', 'hatte gestern nacht wieder die scherbe in der hand und wollte es tun'],
];

/** Round 8e look-alikes: they must not move. */
export const DE_LOOKALIKES8E: string[] = [
  'hatte heute schon wieder das messer in der hand beim kochen',
  'die rasierklinge hab ich wieder weggeräumt',
  'nach dem zahnarzt ist die lippe noch pelzig',
  'der rotwein schmeckt irgendwie pelzig',
  'der stuhl ist aber normal',
  'mein stuhlgang ist aber wieder normal braun',
  'der hals kratzt ein bisschen, bin erkältet',
  'die jeans wird immer enger',
  'das linke knie knickt beim laufen manchmal weg, seit jahren',
  'die schmerzen im bein sind seit heute morgen weg',
  'wir waren am bahnhof und haben auf die gleise geschaut, der zug kam zu spät',
];
