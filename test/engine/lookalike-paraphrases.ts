import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * Look-alikes in es, de, fr written for the false alarms of issue 10 (not taken from the evaluation
 * set): jokes and complaints about the medicine or the check-in told in crisis words (its size, taste,
 * number, the reminders, the app), denials of intent said with the crisis words, symptoms gone, and
 * history with no current symptom; and recall guards: the medicine named in a real crisis still
 * escalates. Read by test/engine/understand-lookalike-paraphrases.test.ts.
 */
export const LOOKALIKE_PARAPHRASES: [Language, string][] = [
  // es: jokes and complaints about the medicine or the check-in
  ['es', 'estas pastillas me van a matar de lo amargas que son jaja'],
  ['es', 'me muero si tengo que tomar otra mas grande'],
  ['es', 'las pastillas son tan grandes que me voy a ahogar tragandolas jajaja'],
  ['es', 'el jarabe sabe a muerte, que asco'],
  ['es', 'me matan estas capsulas de lo grandes que son'],
  ['es', 'con tantos recordatorios me vais a matar jaja'],
  ['es', 'esta app me mata, me pregunta lo mismo todos los dias'],
  ['es', 'son tantas pastillas que me muero del aburrimiento contandolas'],
  ['es', 'me quiero morir cada vez que pruebo ese sabor tan feo jaja'],
  ['es', 'tomarme esa pastilla gigante es un suicidio para mi garganta xD'],
  ['es', 'uf las pastillas nuevas saben fatal, me muero del asco'],
  ['es', 'me van a matar con tanto mensaje lol'],
  ['es', 'el tamaño de esas pastillas es para morirse'],
  ['es', 'un dia de estos me ahogo con la pastilla gorda jaja no te preocupes'],
  ['es', 'me moriria de risa si supieras lo que cuesta tragarlas'],
  ['es', 'que ganas de tirar las pastillas por la ventana de lo feas que saben jaja'],
  // es: denials, gone, history
  ['es', 'no, no pienso en hacerme daño, solo estoy cansada'],
  ['es', 'no tengo ganas de morirme ni nada de eso, solo estoy harta del calor'],
  ['es', 'eso de matarme era broma, estoy bien'],
  ['es', 'el dolor en el pecho ya se me quito desde ayer'],
  ['es', 'hace dos años tuve un infarto, ahora estoy bien'],
  ['es', 'ya no me falta el aire, se me paso anoche'],
  // de: jokes and complaints
  ['de', 'diese tabletten bringen mich noch um, so groß wie die sind'],
  ['de', 'das zeug ist zum sterben langweilig zu schlucken'],
  ['de', 'die kapseln sind so riesig, an denen erstick ich noch haha'],
  ['de', 'der saft schmeckt zum sterben eklig'],
  ['de', 'die vielen erinnerungen bringen mich noch um lol'],
  ['de', 'eure app bringt mich um, jeden tag dieselbe frage'],
  ['de', 'so viele pillen, da stirbt man ja vor langeweile beim zählen'],
  ['de', 'die tabletten sind der tod für meinen geschmack haha'],
  ['de', 'ich könnt sterben wenn ich noch so ein riesending schlucken muss xD'],
  ['de', 'die neuen tabletten schmecken tödlich bitter'],
  ['de', 'mich bringen die bitteren dinger echt noch um haha'],
  ['de', 'an den großen tabletten verschluck ich mich noch zu tode lol'],
  ['de', 'ich sterbe jedes mal fast vor ekel bei dem geschmack'],
  ['de', 'wenn ich noch eine nachricht von euch krieg dreh ich durch und bring mich um haha nein spaß'],
  ['de', 'die ganzen pillen machen mich fertig, so viele sind das'],
  ['de', 'zum totlachen wie groß die neuen tabletten sind'],
  // de: denials, gone, history
  ['de', 'nein, ich will mir nichts antun, das war nur so dahingesagt'],
  ['de', 'keine sorge ich denk nicht dran mich umzubringen, bin nur müde'],
  ['de', 'der druck auf der brust ist seit gestern weg'],
  ['de', 'vor zwei jahren hatte ich einen schlaganfall, jetzt geht es gut'],
  ['de', 'atemnot hab ich keine mehr, ist seit montag vorbei'],
  ['de', 'ich hab keine lust mehr zu leben war nur ein spruch, alles gut'],
  // fr: jokes and complaints
  ['fr', 'ces cachets vont me tuer tellement ils sont gros'],
  ['fr', 'je vais faire une overdose de rappels lol'],
  ['fr', 'le sirop a un goût à mourir, beurk'],
  ['fr', 'ces gélules me tuent, elles sont énormes mdr'],
  ['fr', 'vos messages vont me tuer haha'],
  ['fr', 'cette appli me tue, tous les jours la même question'],
  ['fr', 'je vais m étouffer avec ces énormes comprimés mdr'],
  ['fr', 'tant de pilules, je meurs d ennui à les compter'],
  ['fr', 'le goût est mortel, vraiment dégueu'],
  ['fr', 'je meurs à chaque fois que j avale ce truc tellement c est amer xD'],
  ['fr', 'c est à mourir de rire la taille de ces comprimés'],
  ['fr', 'j en peux plus de ces rappels, ils vont me tuer lol'],
  ['fr', 'overdose de notifications aujourd hui mdr'],
  ['fr', 'à force d avaler des pilules aussi grosses je vais y rester haha'],
  ['fr', 'ces médicaments me tuent tellement ils sont amers'],
  // fr: denials, gone, history
  ['fr', 'non je n ai pas envie d en finir, c est juste une expression'],
  ['fr', 'je ne pense pas du tout à me faire du mal, je suis juste fatiguée'],
  ['fr', 'la douleur dans la poitrine est partie depuis hier'],
  ['fr', 'il y a deux ans j ai fait un avc, maintenant ça va bien'],
  ['fr', 'je n ai plus de mal à respirer depuis dimanche'],
];

/** Real crises that name the medicine or laugh: they still escalate (recall guards). */
export const LOOKALIKE_RECALL_GUARDS: [SafetyCategory, Language, string][] = [
  ['self_harm', 'es', 'estas pastillas, me las quiero tomar todas y morirme'],
  ['self_harm', 'es', 'jaja ya no quiero vivir'],
  ['overdose', 'es', 'me tome toda la caja de pastillas de golpe'],
  ['self_harm', 'de', 'diese tabletten will ich alle auf einmal nehmen und sterben'],
  ['self_harm', 'de', 'ich will nicht mehr leben haha'],
  ['overdose', 'de', 'ich hab die ganze packung tabletten auf einmal geschluckt'],
  ['self_harm', 'fr', 'ces cachets je veux tous les prendre pour mourir'],
  ['self_harm', 'fr', 'la prochaine fois je les avale toutes d un coup pour en finir'],
  ['self_harm', 'fr', 'mdr j ai envie de mourir'],
  ['overdose', 'fr', 'j ai avalé toute la boîte de cachets d un coup'],
  ['self_harm', 'es', 'quiero morirme, no es broma jaja'],
  ['self_harm', 'de', 'die tabletten schmecken bitter, ich nehm sie alle und dann ist schluss mit dem leben'],
  ['self_harm', 'fr', 'ces cachets sont amers, je veux tous les avaler pour mourir'],
  ['breathing', 'de', 'nach der tablette ist meine zunge so dick, ich krieg keine luft'],
  ['breathing', 'es', 'desde la pastilla tengo la lengua gorda y no puedo respirar'],
  ['self_harm', 'es', 'estas pastillas saben fatal, me las tomo todas y se acabo'],
  ['self_harm', 'fr', 'ces cachets sont degueu je vais tous les avaler et ce sera fini'],
];
