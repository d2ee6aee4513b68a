import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * German and French replies written for issue 10 (third round) before looking at the engine's
 * vocabulary, none taken from the evaluation set: mostly hard negatives of every look-alike kind
 * (denials said many ways, symptoms gone, history, hypotheticals, other people, idioms with death,
 * killing, heart, bleeding, suffocating or exploding, breathlessness on exertion only, jokes and
 * complaints), then crises told indirectly, after a number or a yes, or by a relative, then yes/no
 * answers without ja/nein/oui/non. Typed as patients in Germany, Austria, Switzerland, France,
 * Belgium, Québec and Africa type or dictate: no umlauts or accents, typos, SMS spellings, dialect,
 * voice transcripts without punctuation. Read by test/engine/understand-de-fr-round3.test.ts.
 */

export const DE_LOOKALIKES: string[] = [
  // denials of intent, verb-final and "kein"
  'ich hab keine gedanken mich umzubringen keine sorge',
  'dass ich mir was antue kommt gar nicht in frage',
  'ich wuerde mir nie was antun dafuer lieb ich meine enkel zu sehr',
  'selbstmordgedanken hab ich keine',
  'ich denke nicht daran mich umzubringen',
  'lebensmuede bin ich nicht nur muede',
  'lebensmuede bin ich nicht, nur muede',
  'weil ich mir nichts antun will brauchen sie sich keine sorgen machen',
  'nein ich hab nicht zu viele tabletten genommen nur die normale dosis',
  'keine atemnot kein brustschmerz nix',
  'hab keine schmerzen in der brust und das atmen geht gut',
  'zuhause ist alles gut ich hab vor niemandem angst',
  'mein mann ist lieb zu mir da passiert nix',
  'umgekippt bin ich nicht mir war nur kurz schwummrig',
  // symptoms absent or gone
  'das engegefuehl in der brust ist seit gestern weg',
  'das nasenbluten hat nach 5 min aufgehoert',
  'die schwellung an der lippe ist wieder zurueckgegangen',
  'der druck auf der brust ist verschwunden seit ich die tablette genommen hab',
  'ich blute nicht mehr die wunde ist zu',
  'mir geht es gut ich habe nur ein bisschen husten ohne blut',
  // history with no current symptom
  'vor 3 jahren hatte ich einen schlaganfall seitdem gehts aber gut',
  'hatte 2019 nen herzinfarkt heute keine beschwerden',
  'frueher hab ich mich geritzt aber das ist lange vorbei',
  'als jugendliche hatte ich mal einen suizidversuch jetzt bin ich stabil',
  'letztes jahr bin ich mal ohnmaechtig geworden beim blutabnehmen',
  // hypotheticals
  'was soll ich machen wenn ich brustschmerzen bekomme',
  'falls ich mal keine luft kriege soll ich dann 112 anrufen',
  'wenn meine lippen anschwellen wuerden muesste ich dann in die notaufnahme',
  'muss ich zum arzt falls der stuhl schwarz wird bisher ist er normal',
  'im beipackzettel steht man kann blutungen kriegen hab ich aber nicht',
  // other people
  'meine nachbarin hatte letzte woche einen schlaganfall bin ganz erschrocken',
  'im fernsehen kam ein film ueber selbstmord war traurig',
  'meine schwester ist vor einem jahr an krebs gestorben das beschaeftigt mich noch',
  // idioms
  'ich sterbe vor langeweile hier im krankenhaus',
  'das bringt mich noch um mit den ganzen tabletten',
  'die hitze bringt mich um',
  'ich hab mich totgelacht ueber den witz',
  'ich koennt meinen mann umbringen er hat schon wieder die fernbedienung versteckt',
  'mir platzt gleich der kragen wegen der warteschleife',
  'mein herz blutet wenn ich an meinen garten denk',
  'ich ersticke in arbeit',
  'bin todmuede aber sonst ok',
  'mein kopf explodiert gleich vor lauter formularen',
  'ich hab heute herzklopfen vor freude mein enkel kommt',
  'ich koennt mich erschiessen ich hab den termin verpasst',
  'das ist doch zum kotzen mit dem wetter',
  'oida i stirb vor hunger',
  'des haut mi um so guad is des essen',
  // breathlessness on exertion only
  'beim treppensteigen komm ich schnell aus der puste aber in ruhe gehts',
  'nach dem einkaufen bin ich kurzatmig im sitzen nicht',
  'wenn ich schnell laufe krieg ich schlecht luft sonst nicht',
  'bergauf schnauf ich wie ne dampflok',
  // jokes and complaints about the medicine or the check-in
  'eure sms nerven toedlich',
  'die pillen schmecken wie gift lol',
  'wenn ihr noch einmal schreibt dreh ich durch',
  'ich bin noch nicht tot falls ihr das wissen wollt haha',
  'von den tabletten krieg ich noch nen herzinfarkt so gross sind die',
  // dialect (Austria, Switzerland, Bavaria)
  'i hob ka brustweh passt scho',
  'mir gohts guet ha kei schmerze i de brust',
  'nei i wott mir nuet aatue',
  'bin ned lebensmued nur grantig',
  // voice transcripts without punctuation
  'nein ich habe keine brustschmerzen und auch keine atemnot alles in ordnung',
  'ich hab ab und zu schwindel aber bewusstlos war ich nie',
];

export const DE_CRISES: [SafetyCategory, string][] = [
  // self-harm told indirectly, in dialect, after a number or a yes, by a relative
  ['self_harm', 'am liebsten wuerd ich einschlafen und nie wieder aufwachen'],
  ['self_harm', 'hab mir schon nen strick besorgt'],
  ['self_harm', 'ich hab die tabletten schon gesammelt fuer wenn ich es nicht mehr aushalte'],
  ['self_harm', 'es hat alles keinen sinn mehr ich mach schluss'],
  ['self_harm', 'i mog nimma lebn'],
  ['self_harm', 'i wott nuemme laebe'],
  ['self_harm', '5 aber eigentlich will ich nicht mehr leben'],
  ['self_harm', 'ja genommen aber ich hab mir gestern wieder in den arm geschnitten'],
  ['self_harm', 'meine tochter sagt sie will sich umbringen'],
  ['self_harm', 'ich will nicht mehr da sein'],
  // overdose
  ['overdose', 'hab aus versehen die ganze packung auf einmal genommen'],
  ['overdose', 'meine mutter hat heute frueh alle ihre schlaftabletten geschluckt'],
  ['overdose', 'ich hab statt einer 10 tabletten genommen'],
  ['overdose', 'hab ne halbe packung paracetamol eingeworfen'],
  // chest pain
  ['chest_pain', 'es drueckt wie ein elefant auf meiner brust'],
  ['chest_pain', 'stechen in der brust das in den linken arm ausstrahlt'],
  ['chest_pain', '7 und die brust ist ganz eng und ich schwitze kalt'],
  ['chest_pain', 'mein mann hat starke schmerzen hinterm brustbein und is ganz blass'],
  ['chest_pain', 'i hob so an druck auf da brust seit ana stund'],
  // breathing at rest
  ['breathing', 'ich krieg kaum luft auch im sitzen'],
  ['breathing', 'sie japst nach luft und kann nicht sprechen'],
  ['breathing', 'bekomme keine luft mehr bitte helfen'],
  ['breathing', 'ja aber seit einer stunde atemnot obwohl ich nur rumlieg'],
  // stroke, often told by a relative
  ['stroke', 'mein vater redet auf einmal wirres zeug und sein mundwinkel haengt'],
  ['stroke', 'ich kann seit heute frueh den rechten arm nicht mehr heben'],
  ['stroke', 'meine oma lallt und die linke seite ist ganz schlaff'],
  ['stroke', 'ploetzlich seh ich auf einem auge nix mehr'],
  ['stroke', 'ja aber meine frau kann seit einer stunde nicht mehr richtig sprechen'],
  // bleeding
  ['bleeding', 'ich kotz blut'],
  ['bleeding', 'mein stuhl ist seit gestern schwarz wie teer und ich nehm eliquis'],
  ['bleeding', 'das zahnfleisch blutet seit stunden und hoert nicht auf'],
  ['bleeding', 'hab heute morgen blut gehustet'],
  // allergic reaction
  ['allergic_reaction', 'meine zunge wird immer dicker nach der neuen tablette'],
  ['allergic_reaction', 'der hals schwillt zu und ich hab quaddeln ueberall'],
  ['allergic_reaction', 'nach dem antibiotikum sind meine lippen dick geschwollen'],
  // unconsciousness
  ['unconsciousness', 'mein mann ist umgekippt und wacht nicht auf'],
  ['unconsciousness', 'sie hatte gerade einen krampfanfall'],
  ['unconsciousness', 'bin vorhin einfach weggekippt und weiss nicht wie lange'],
  ['unconsciousness', 'ich krieg meine mutter nicht wach'],
  // unsafe at home
  ['unsafe_at_home', 'mein freund schlaegt mich wenn er getrunken hat'],
  ['unsafe_at_home', 'ich hab angst nach hause zu gehen wegen meinem mann'],
  ['unsafe_at_home', 'mein sohn bedroht mich mit dem messer'],
  ['unsafe_at_home', 'er hat gesagt er bringt mich um wenn ich gehe'],
];

export const FR_LOOKALIKES: string[] = [
  // denials of intent, with and without "ne", text-speak "pa"
  'j ai pas du tout envie de me tuer rassurez vous',
  'je pense pas au suicide juste fatigue',
  'aucune idee noire en ce moment',
  'me faire du mal ca jamais',
  'j ai pas pris plus que ce que le medecin a dit',
  'pas de douleur dans la poitrine ni dans le bras',
  'je respire bien aucun souci',
  'personne me fait de mal a la maison tout va bien',
  'j ai pas peur de mon mari il est adorable',
  'pa de malaise aujourd hui',
  'g pa mal a la poitrine',
  'fatiguee ms sinon ca va pas de douleur',
  'je n ai jamais pense a mettre fin a mes jours',
  // symptoms absent or gone
  'la douleur a la poitrine est partie depuis hier',
  'le saignement de nez s est arrete tout seul apres 5 min',
  'mes levres ont degonfle tout est rentre dans l ordre',
  'j ai eu la tete qui tourne mais j ai pas perdu connaissance',
  'plus de sang dans les selles depuis lundi',
  // history with no current symptom
  'j ai fait un avc il y a 4 ans aujourd hui ca va',
  'il y a longtemps j ai fait une tentative de suicide mais c est derriere moi',
  'mon infarctus date de 2018 depuis rien',
  'l an dernier j ai fait un malaise vagal chez le dentiste',
  'avant je me scarifiais plus maintenant',
  // hypotheticals
  'si jamais j ai mal a la poitrine je fais quoi',
  'et si je fais une allergie je dois appeler le 15',
  'au cas ou je saignerais beaucoup je dois arreter le xarelto',
  'la notice dit que ca peut faire des malaises c est grave',
  'qu est ce qui se passe si j en prends deux par erreur',
  // other people
  'la semaine derniere ma voisine a fait un malaise au marche elle va bien maintenant',
  'j ai vu un reportage sur le suicide des jeunes ca m a retourne',
  'mon frere est mort d une crise cardiaque il y a 10 ans',
  // idioms
  'je meurs de faim',
  'j en creve d envie de partir en vacances',
  'ce boulot me tue',
  'mes petits enfants vont me tuer ils crient toute la journee',
  'j ai failli mourir de rire',
  'je suis mort de fatigue ce soir',
  'ca me fend le coeur de voir mon jardin comme ca',
  'j etouffe de chaleur dans cet appart',
  'je vais exploser si on me pose encore cette question',
  'j ai le coeur qui bat la chamade mon fils se marie samedi',
  'je me tue a vous le dire je les prends',
  'j ai un coup de barre apres le repas',
  'j ai une barre au front depuis ce matin',
  'chui creve',
  'je suis brule raide aujourd hui',
  'j ai peur de faire une betise avec mes doses je melange tout',
  'je saigne mon porte monnaie avec ces medicaments',
  // breathlessness on exertion only
  'je suis essouffle quand je monte les escaliers au repos ca va',
  'apres la marche je manque un peu de souffle rien de plus',
  'je m essouffle vite au jardin',
  'quand je cours apres le bus j ai du mal a respirer',
  // jokes and complaints about the medicine or the check-in
  'vos textos vont me faire mourir d ennui',
  'ces pilules sont degueulasses du vrai poison lol',
  'encore vous vous allez me rendre fou',
  'je suis toujours vivant si c est la question haha',
  'tabarnak ca me fait chier ces pilules',
  // Africa, Belgium, Québec
  'le corps va bien dieu merci pas de probleme',
  'j ai mon voyage de ces pilules',
  // voice transcripts without punctuation
  'non j ai pas de douleur thoracique et je respire normalement',
  'des fois j ai des vertiges mais je suis jamais tombe dans les pommes',
];

export const FR_CRISES: [SafetyCategory, string][] = [
  // self-harm
  ['self_harm', 'j ai plus gout a rien j aimerais m endormir et pas me reveiller'],
  ['self_harm', 'je pense a me pendre'],
  ['self_harm', 'j ai prepare les cachets pour en finir ce soir'],
  ['self_harm', 'ma fille s est coupee les poignets'],
  ['self_harm', 'oui pris mais je veux plus etre la'],
  ['self_harm', 'je vais me jeter sous un train'],
  ['self_harm', 'j ai pus le gout de vivre'],
  ['self_harm', 'je veux en finir avec la vie'],
  ['self_harm', '3 et franchement je pense a me suicider'],
  // overdose
  ['overdose', 'j ai avale toute la boite de doliprane'],
  ['overdose', 'ma mere a pris ses 30 comprimes d un coup'],
  ['overdose', 'g pris 10 cachets au lieu d 1'],
  ['overdose', 'le petit a bu le flacon de sirop entier'],
  // chest pain, incl. "barre" on the chest
  ['chest_pain', 'j ai une barre dans la poitrine qui serre'],
  ['chest_pain', 'oppression thoracique depuis ce matin'],
  ['chest_pain', 'ca me broie la poitrine et j ai mal a la machoire'],
  ['chest_pain', '8 la douleur dans le torse irradie dans le bras'],
  ['chest_pain', 'mon mari se tient la poitrine il est tout gris et en sueur'],
  // breathing at rest
  ['breathing', 'j arrive plus a respirer meme couche'],
  ['breathing', 'je suffoque'],
  ['breathing', 'il cherche son air et il devient bleu'],
  ['breathing', 'oui mais depuis tout a l heure je manque d air sans rien faire'],
  // stroke
  ['stroke', 'ma mere a la bouche de travers et elle parle bizarre'],
  ['stroke', 'j ai plus de force dans le bras et la jambe gauche d un coup'],
  ['stroke', 'mon pere arrive plus a trouver ses mots depuis midi'],
  ['stroke', 'il bafouille et il a le visage paralyse d un cote'],
  ['stroke', 'tout a coup je vois plus rien de l oeil gauche'],
  // bleeding
  ['bleeding', 'je vomis du sang'],
  ['bleeding', 'caca tout noir depuis 2 jours et je suis sous eliquis'],
  ['bleeding', 'je crache du sang quand je tousse'],
  ['bleeding', 'ca saigne et ca s arrete pas ca fait une heure'],
  // allergic reaction
  ['allergic_reaction', 'ma langue gonfle et j ai du mal a avaler'],
  ['allergic_reaction', 'j ai des plaques partout et la gorge qui se serre'],
  ['allergic_reaction', 'mes levres ont enfle apres le nouveau medicament'],
  // unconsciousness (Belgian "tomber faible")
  ['unconsciousness', 'mon mari est tombe dans les pommes et se reveille pas'],
  ['unconsciousness', 'elle a fait une crise d epilepsie il y a 10 min'],
  ['unconsciousness', 'j ai perdu connaissance dans la salle de bain'],
  ['unconsciousness', 'ma grand mere repond plus je n arrive pas a la reveiller'],
  ['unconsciousness', 'il est tombe faible et il repond plus'],
  // unsafe at home
  ['unsafe_at_home', 'mon conjoint me frappe'],
  ['unsafe_at_home', 'j ai peur de rentrer chez moi il me menace'],
  ['unsafe_at_home', 'mon fils me bat quand il a bu'],
  ['unsafe_at_home', 'il m a dit qu il allait me tuer'],
];

/** The boolean questions the yes/no rows answer. */
export type Kind = 'today' | 'week' | 'notYet';
export type Answer = 'yes' | 'no' | 'unclear';

export const DE_YESNO: [Kind, string, Answer][] = [
  // echo
  ['today', 'hab sie genommen', 'yes'],
  ['today', 'heute morgen brav eingenommen', 'yes'],
  ['today', 'alle geschluckt wie immer', 'yes'],
  ['today', 'vergessen', 'no'],
  ['today', 'hab sie heut nicht genommen', 'no'],
  ['week', 'zweimal vergessen', 'no'],
  ['today', 'hab i gnomma', 'yes'],
  ['today', 'hob i vergessn', 'no'],
  ['today', 'ha si vergaesse', 'no'],
  // hedge
  ['today', 'glaub schon', 'unclear'],
  ['today', 'weiss nich genau', 'unclear'],
  ['today', 'kann sein', 'unclear'],
  ['today', 'keine ahnung mehr', 'unclear'],
  // almost
  ['week', 'fast jeden tag', 'no'],
  ['week', 'beinahe immer', 'no'],
  ['week', 'bis auf einen tag', 'no'],
  // strong
  ['today', 'na klar', 'yes'],
  ['today', 'selbstverstaendlich', 'yes'],
  ['today', 'logo', 'yes'],
  ['week', 'hab keine einzige vergessen', 'yes'],
  ['week', 'immer doch', 'yes'],
  // sarcasm
  ['week', 'na klar als ob ich je dran denk', 'no'],
  ['week', 'haha wie immer vergessen', 'no'],
  // doch
  ['notYet', 'doch', 'yes'],
  ['notYet', 'doch hab ich', 'yes'],
  // slang and typos
  ['today', 'jo', 'yes'],
  ['today', 'jup', 'yes'],
  ['today', 'noe', 'no'],
  ['today', 'nee hab ich verpennt', 'no'],
  ['today', 'passt', 'yes'],
];

export const FR_YESNO: [Kind, string, Answer][] = [
  // echo
  ['today', 'je les ai pris', 'yes'],
  ['today', 'tout pris comme d hab', 'yes'],
  ['today', 'oublie', 'no'],
  ['today', 'j ai zappe', 'no'],
  ['today', 'c fait', 'yes'],
  ['today', 'c est fait depuis ce matin', 'yes'],
  ['week', 'j en ai loupe deux', 'no'],
  // hedge
  ['today', 'je crois', 'unclear'],
  ['today', 'il me semble', 'unclear'],
  ['today', 'chais pas', 'unclear'],
  ['today', 'pas sur', 'unclear'],
  // almost
  ['week', 'presque', 'no'],
  ['week', 'a peu pres tous les jours', 'no'],
  ['week', 'tous sauf un', 'no'],
  // strong
  ['today', 'bien sur', 'yes'],
  ['week', 'jamais rate un seul', 'yes'],
  ['today', 'certain', 'yes'],
  ['today', 'affirmatif', 'yes'],
  // sarcasm
  ['week', 'mais bien sur comme si j y pensais', 'no'],
  ['week', 'tu reves', 'no'],
  // si
  ['notYet', 'si', 'yes'],
  ['notYet', 'si je les ai pris', 'yes'],
  // slang and typos
  ['today', 'ouais', 'yes'],
  ['today', 'ouep', 'yes'],
  ['today', 'wesh c bon', 'yes'],
  ['today', 'nan j ai oublie', 'no'],
  ['today', 'pas encor', 'no'],
  ['today', 'ouai c fait', 'yes'],
];
