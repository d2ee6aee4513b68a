import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * A sixth round of German and English crisis paraphrases and look-alikes, written before looking at
 * what the engine reads (not taken from the evaluation set): crises of every category told by their
 * event, a relative, colloquially, in dialect or as voice transcripts, some after a number or a yes;
 * look-alikes told as denied, gone, history, someone else's, hypothetical, a joke or an idiom.
 * Read by test/engine/understand-de-en-paraphrases.test.ts.
 */
export const DE_EN_CRISES: [SafetyCategory, Language, string][] = [
  // German: self-harm, active and passive, by means, by plan, by act
  ['self_harm', 'de', 'ich mag einfach nicht mehr, am liebsten würde ich einschlafen und nie wieder aufwachen'],
  ['self_harm', 'de', 'hab mir heute wieder die arme aufgeritzt'],
  ['self_harm', 'de', 'manchmal denk ich es wär besser wenn ich nicht mehr da wär'],
  ['self_harm', 'de', 'ich hab schon überlegt wie ich mich umbringen könnte'],
  ['self_harm', 'de', 'ich will ehrlich gesagt nicht mehr leben'],
  ['self_harm', 'de', 'hab die tabletten gesammelt damit ich irgendwann schluss machen kann'],
  ['self_harm', 'de', 'meine familie wäre ohne mich besser dran'],
  ['self_harm', 'de', 'hab mich absichtlich mit dem messer geschnitten'],
  ['self_harm', 'de', 'ich denk dauernd dran von der brücke zu springen'],
  ['self_harm', 'de', 'i mog nimma, i wui nimma lebn'],
  ['self_harm', 'de', 'ich hab keinen bock mehr auf das alles ich will nur noch sterben'],
  ['self_harm', 'de', 'am liebsten würd ich mich vor den zug werfen'],
  // German: overdose
  ['overdose', 'de', 'hab aus versehen die ganze packung blutdrucktabletten genommen'],
  ['overdose', 'de', 'mein vater hat statt einer tablette zehn auf einmal genommen'],
  ['overdose', 'de', 'ich hab gestern abend alle meine schlaftabletten auf einmal geschluckt'],
  ['overdose', 'de', 'meine mutter hat ihre tabletten doppelt und dreifach genommen weil sie durcheinander war'],
  // German: chest pain
  ['chest_pain', 'de', 'seit ner stunde so ein druck auf der brust der in den linken arm zieht'],
  ['chest_pain', 'de', 'mir tut die brust weh als ob ein elefant drauf sitzt'],
  ['chest_pain', 'de', 'stechen in der herzgegend und es strahlt in den kiefer aus'],
  ['chest_pain', 'de', 'engegefühl in der brust und kalter schweiß'],
  ['chest_pain', 'de', 'ja also ich hab die tabletten genommen aber seit heute früh brennt es in der brust bis in den rücken'],
  // German: breathing
  ['breathing', 'de', 'ich krieg keine luft mehr'],
  ['breathing', 'de', 'mein mann japst nach luft und wird ganz blau im gesicht'],
  ['breathing', 'de', 'ich bekomme kaum luft auch wenn ich nur still sitze'],
  ['breathing', 'de', 'hab das gefühl ich ersticke kann nicht richtig atmen'],
  // German: stroke
  ['stroke', 'de', 'meine frau redet plötzlich total verwaschen und ihr mundwinkel hängt'],
  ['stroke', 'de', 'mein rechter arm ist auf einmal ganz taub und ich kann ihn nicht heben'],
  ['stroke', 'de', 'papa findet die wörter nicht mehr und eine gesichtshälfte hängt runter'],
  ['stroke', 'de', 'ich sehe seit heute morgen auf einem auge plötzlich nichts mehr'],
  ['stroke', 'de', 'nein hab ich nicht gemessen meine frau kann seit einer halben stunde den linken arm nicht mehr bewegen'],
  // German: bleeding
  ['bleeding', 'de', 'die wunde blutet seit einer stunde und hört nicht auf'],
  ['bleeding', 'de', 'ich hab heute morgen blut erbrochen'],
  ['bleeding', 'de', 'mein stuhl ist ganz schwarz wie teer'],
  ['bleeding', 'de', 'nasenbluten das nicht aufhört und ich nehme marcumar'],
  ['bleeding', 'de', '140 und ich hab heute blut gehustet'],
  // German: allergic reaction
  ['allergic_reaction', 'de', 'meine lippen sind nach der neuen tablette ganz dick geschwollen'],
  ['allergic_reaction', 'de', 'überall quaddeln und mir schnürt es den hals zu'],
  ['allergic_reaction', 'de', 'die zunge schwillt an seit ich das antibiotikum genommen hab'],
  // German: unconsciousness
  ['unconsciousness', 'de', 'mein mann ist umgekippt und reagiert nicht'],
  ['unconsciousness', 'de', 'ich bin heute morgen im bad ohnmächtig geworden'],
  ['unconsciousness', 'de', 'sie hatte einen krampfanfall und war minutenlang weg'],
  ['unconsciousness', 'de', 'oma lässt sich nicht wecken'],
  ['unconsciousness', 'de', 'hundertsechzig zu neunzig und ich bin vorhin kurz weggekippt'],
  // German: unsafe at home
  ['unsafe_at_home', 'de', 'mein mann schlägt mich wenn er getrunken hat'],
  ['unsafe_at_home', 'de', 'ich hab angst vor meinem sohn er bedroht mich'],
  ['unsafe_at_home', 'de', 'zuhause fühl ich mich nicht sicher, er schreit und wirft sachen nach mir'],
  ['unsafe_at_home', 'de', 'mein freund hat gedroht mich umzubringen'],

  // English: the long tail (UK/US colloquial, voice transcripts, relatives reporting)
  ['self_harm', 'en', 'tbh im done, cant do this anymore, been thinking of ending it all'],
  ['self_harm', 'en', 'ive been stockpiling my pills for when ive had enough'],
  ['self_harm', 'en', 'yes took them all but i keep thinking everyone would be better off without me'],
  ['self_harm', 'en', 'wanna kms honestly'],
  ['self_harm', 'en', 'been self harming again'],
  ['self_harm', 'en', 'sometimes i wish i could just go to sleep and not wake up'],
  ['stroke', 'en', 'my mums gone all floppy down one side and her speech is slurred'],
  ['stroke', 'en', 'dads mouth has dropped on one side and he cant lift his arm'],
  ['chest_pain', 'en', 'crushing pain in my chest going down my left arm'],
  ['chest_pain', 'en', 'feels like someone is sitting on my chest and im sweating buckets'],
  ['breathing', 'en', 'cant catch my breath even sitting still'],
  ['breathing', 'en', 'me throat is closing up cant get any air in'],
  ['bleeding', 'en', 'im coughing up blood'],
  ['bleeding', 'en', 'my poo is black and tarry and im on warfarin'],
  ['bleeding', 'en', 'cut my hand and it wont stop bleeding im on blood thinners'],
  ['overdose', 'en', 'took the whole bottle of my tylenol'],
  ['overdose', 'en', 'my dad double dosed then triple dosed his heart pills by mistake'],
  ['unconsciousness', 'en', 'my husband passed out on the kitchen floor and wont wake up'],
  ['unconsciousness', 'en', 'she had a fit and shes not responding'],
  ['unconsciousness', 'en', 'one forty over ninety and my nan just collapsed'],
  ['unconsciousness', 'en', 'i keep blacking out'],
  ['allergic_reaction', 'en', 'my face and tongue are swelling up after the new pill'],
  ['unsafe_at_home', 'en', 'my boyfriend hits me and im scared to go home'],
  ['unsafe_at_home', 'en', 'my son threatens me when hes drunk'],
];

export const DE_EN_LOOKALIKES: [Language, string][] = [
  // German: denied, gone, over, good again
  ['de', 'brustschmerzen hab ich keine mehr seit der neuen tablette'],
  ['de', 'der druck auf der brust ist weg'],
  ['de', 'die atemnot ist vorbei, alles wieder gut'],
  ['de', 'keine atemnot, kein brustschmerz, alles normal'],
  ['de', 'ich bin nicht suizidgefährdet, keine sorge'],
  ['de', 'ich hab keine gedanken mehr mich umzubringen, die therapie hilft'],
  ['de', 'nasenbluten hatte ich kurz, hat aber gleich aufgehört'],
  ['de', 'die schwellung an den lippen ist wieder zurückgegangen'],
  ['de', 'ohnmächtig bin ich seit der umstellung nicht mehr geworden'],
  ['de', 'mein mann ist nicht gewalttätig, er ist nur manchmal laut'],
  // German: history
  ['de', 'damals nach der op hatte ich mal blut im stuhl, jetzt nicht mehr'],
  ['de', 'vor jahren hatte ich einen schlaganfall, heute gehts mir gut'],
  ['de', 'früher hab ich mich geritzt aber das ist lange her'],
  ['de', 'früher bin ich öfter umgekippt, seit dem neuen medikament nicht mehr'],
  // German: other people
  ['de', 'mein nachbar hatte letzte woche einen herzinfarkt'],
  ['de', 'meine schwester ist gestern ohnmächtig geworden, ich hab mir sorgen gemacht'],
  ['de', 'meine oma ist an einem schlaganfall gestorben als ich klein war'],
  ['de', 'im krimi gestern hat sich einer vergiftet'],
  ['de', 'mein hund hat die ganze packung leckerlis gefressen'],
  // German: hypotheticals and questions
  ['de', 'was soll ich machen falls ich brustschmerzen bekomme'],
  ['de', 'wenn ich keine luft bekomme, soll ich dann den notarzt rufen?'],
  ['de', 'falls mein blutdruck wieder so hoch ist, dann nehme ich die extra tablette'],
  // German: jokes, idioms, compound nouns
  ['de', 'ich sterbe vor lachen über meinen enkel'],
  ['de', 'diese hitze bringt mich um'],
  ['de', 'herzschmerz wegen meiner tochter die ausgezogen ist, sonst alles ok'],
  ['de', 'ich hab die packung kaugummis aufgegessen haha'],
  ['de', 'ich könnte mich totlachen'],
  ['de', 'atemlos durch die nacht läuft im radio'],
  ['de', 'der film war zum sterben langweilig'],
  ['de', 'die arbeit bringt mich noch ins grab'],
  ['de', 'ich krieg die krise mit dem neuen handy'],
  // German: a symptom that is no crisis
  ['de', 'bin beim treppensteigen etwas außer atem, aber in ruhe gehts'],
  ['de', 'ich hab mich beim gemüseschneiden in den finger geschnitten'],
  ['de', 'herzrasen hatte ich nur beim sport, ist normal'],
  ['de', 'ich hab tierische angst vor der spritze beim arzt'],

  // English
  ['en', 'no chest pain anymore since the new tablets'],
  ['en', 'the bleeding stopped after a few minutes'],
  ['en', 'years ago i overdosed but im in a good place now'],
  ['en', 'used to self harm as a teen, not anymore'],
  ['en', 'my neighbour had a stroke last week, very sad'],
  ['en', 'if i get chest pain should i call 999?'],
  ['en', 'im dying to see my grandkids this weekend'],
  ['en', 'this heat is killing me lol'],
  ['en', 'my dog ate the whole pack of chewing gum'],
  ['en', 'i nearly died laughing at the telly'],
  ['en', 'out of breath climbing the stairs but fine at rest'],
  ['en', 'heartbroken that my daughter moved away but otherwise fine'],
  ['en', 'not suicidal, just tired'],
  ['en', 'the swelling in my lips has gone down now'],
  ['en', 'my husband is lovely, i feel safe at home'],
];
