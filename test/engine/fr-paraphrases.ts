import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';

/**
 * French replies written for issue 10 before looking at what the engine reads (none taken from the
 * evaluation set): crises of every category told in ways the earlier rows do not (slang, euphemisms,
 * a relative reporting, mid-sentence after a yes, voice transcripts without accents), look-alikes
 * (denials, gone, history, someone else, hypotheticals, jokes, idioms), yes/no answers and side
 * effects in plain words. Read by test/engine/understand-fr-paraphrases.test.ts.
 */
export const FR_CRISES: [SafetyCategory, string][] = [
  // self-harm: passive wishes, euphemisms, acts, plans told by their means
  ['self_harm', 'des fois je me dis que ce serait mieux si j etais plus la'],
  ['self_harm', 'jen peux plus de cette vie je pense a en finir'],
  ['self_harm', 'j ai envie de me foutre en l air'],
  ['self_harm', 'je me suis entaillé les bras hier soir avec une lame'],
  ['self_harm', 'ma famille serait mieux sans moi'],
  ['self_harm', 'je pense a sauter du pont pres de chez moi'],
  ['self_harm', 'si je pouvais ne pas me réveiller demain ça m arrangerait'],
  ['self_harm', 'a quoi bon continuer a vivre comme ça'],
  ['self_harm', 'oui je les ai pris mais franchement j ai plus envie de vivre'],
  // overdose: a whole pack, a relative, doubling up
  ['overdose', 'j ai pris toute la plaquette d un coup'],
  ['overdose', 'mon père a avalé tous ses comprimés de la semaine ce matin'],
  ['overdose', 'j ai triplé la dose de morphine parce que ça faisait trop mal'],
  ['overdose', 'le petit a mangé les cachets de sa grand mère on sait pas combien'],
  // chest pain: squeezing, weight, spreading
  ['chest_pain', 'ça me serre dans la poitrine comme un étau et ça descend dans le bras gauche'],
  ['chest_pain', 'j ai comme un poids sur le thorax depuis une heure et je transpire'],
  ['chest_pain', 'douleur au milieu du torse qui remonte dans la mâchoire'],
  // breathing at rest
  ['breathing', 'j arrive pas a reprendre mon souffle meme assis'],
  ['breathing', 'je m étouffe j arrive plus a respirer'],
  ['breathing', 'il manque d air et ses lèvres sont toutes bleues'],
  // stroke, often told by a relative
  ['stroke', 'ma femme a la bouche qui tombe d un coté et elle arrive plus a parler'],
  ['stroke', 'depuis ce matin j ai tout le côté droit engourdi'],
  ['stroke', 'il mélange ses mots et son bras gauche ne répond plus'],
  ['stroke', 'd un coup j y vois plus rien de l oeil droit'],
  // bleeding
  ['bleeding', 'je saigne du nez depuis deux heures ça s arrête pas avec le xarelto'],
  ['bleeding', 'j ai vomi du sang ce matin'],
  ['bleeding', 'mes selles sont toutes noires depuis hier'],
  ['bleeding', 'je crache du sang quand je tousse'],
  // allergic reaction
  ['allergic_reaction', 'mon visage a enflé et j ai du mal à respirer depuis le nouveau médicament'],
  ['allergic_reaction', 'des boutons partout et la gorge qui se ferme'],
  // unconsciousness
  ['unconsciousness', 'je suis tombé dans les pommes dans la cuisine'],
  ['unconsciousness', 'mon mari a fait une crise d epilepsie ce matin'],
  ['unconsciousness', 'j arrive pas a la reveiller elle respire mais répond pas'],
  ['unconsciousness', 'j ai perdu connaissance deux fois aujourd hui'],
  // not safe at home
  ['unsafe_at_home', 'mon compagnon me menace avec un couteau'],
  ['unsafe_at_home', 'j ai peur de rentrer chez moi à cause de mon fils'],
  ['unsafe_at_home', 'il m a encore tapé hier soir'],
  ['unsafe_at_home', 'mon petit fils me bouscule et me prend ma retraite'],
  // second batch: voice transcripts, slang, euphemisms
  ['self_harm', 'je veux disparaitre pour de bon'],
  ['self_harm', 'j ai pensé a me pendre dans le garage'],
  ['self_harm', 'je me scarifie encore'],
  ['self_harm', 'j ai plus la force je veux que tout s arrete'],
  ['self_harm', 'j ai ecrit une lettre a mes enfants pour quand je serai parti'],
  ['self_harm', 'je vais me jeter sous un train'],
  ['self_harm', 'plus gout a rien j aimerais dormir pour toujours'],
  ['overdose', 'jai avale toute la boite de doliprane'],
  ['overdose', 'j ai fait une connerie j ai pris beaucoup trop de cachets'],
  ['overdose', 'ma mere a pris ses medicaments deux fois ce matin et elle est toute bizarre'],
  ['chest_pain', 'oppression thoracique depuis ce matin'],
  ['chest_pain', 'ça brule derriere le sternum et j ai le bras gauche lourd'],
  ['chest_pain', 'une barre dans la poitrine quand je suis assis'],
  ['breathing', 'je suffoque'],
  ['breathing', 'j ai du mal a respirer meme allongé'],
  ['breathing', 'il respire tres mal il fait des pauses'],
  ['stroke', 'elle parle comme si elle etait saoule alors qu elle a rien bu'],
  ['stroke', 'il a la bouche de travers et il bave d un coté'],
  ['stroke', 'j ai la moitié du visage paralysée'],
  ['stroke', 'je vois double tout d un coup et ma jambe lache'],
  ['bleeding', 'je pisse du sang'],
  ['bleeding', 'je perds beaucoup de sang par le nez sous anticoagulant'],
  ['bleeding', 'les gencives saignent sans arret depuis ce matin'],
  ['allergic_reaction', 'ma langue a doublé de volume'],
  ['allergic_reaction', 'les paupieres et les levres ont gonflé apres le cachet'],
  ['allergic_reaction', 'urticaire partout et je respire mal'],
  ['unconsciousness', 'elle s est evanouie'],
  ['unconsciousness', 'il a fait un malaise il est par terre il repond pas'],
  ['unconsciousness', 'j ai convulsé cette nuit'],
  ['unconsciousness', 'je me suis reveillé par terre sans savoir comment'],
  ['unsafe_at_home', 'mon mari me bat'],
  ['unsafe_at_home', 'mon fils m enferme dans ma chambre et me crie dessus'],
  ['unsafe_at_home', 'j ai peur de lui quand il a bu'],
];

export const FR_LOOKALIKES: string[] = [
  // denials
  'non j ai jamais pensé à me faire du mal',
  'pas de douleur dans la poitrine pas d essoufflement',
  'aucune envie d en finir je vais bien',
  'je dors mal mais je n ai pas envie de mourir',
  'le médecin m a demandé si j avais des idées suicidaires j ai dit non',
  // history, gone
  'j ai eu des idées noires il y a dix ans mais c est fini depuis longtemps',
  'j ai eu une crise d angoisse hier mais c est passé',
  'ça fait longtemps que j ai arrêté de fumer je respire beaucoup mieux',
  // someone else, far away or in the past
  'mon voisin a fait un avc l an dernier',
  'ma soeur a fait une overdose il y a des années',
  'mon chien s est étouffé avec un os mais ça va maintenant',
  // idioms and jokes
  'j ai failli mourir de rire devant la télé',
  'ce boulot me tue',
  'je crève de chaud',
  'j ai failli tomber dans les pommes en voyant le prix à la pharmacie',
  'mon mari ronfle tellement que j ai envie de le tuer haha',
  // emotion
  'j ai le coeur qui se serre quand je pense a ma fille partie',
  // exertion, minor, everyday
  'je suis essoufflé quand je monte les escaliers',
  'je me suis coupé en épluchant les patates ça a saigné un peu',
  'le nez saigne un peu quand je me mouche mais ça s arrête tout de suite',
  'j ai mal au dos depuis que j ai porté les courses',
  'j ai un bleu sur le bras',
  'les lèvres gercées avec le froid',
  // hypotheticals, the medicine as prescribed or forgotten
  'et si je prends deux comprimés par erreur qu est ce que je dois faire',
  'j ai oublié toute la plaquette au travail',
  'j ai pris tous mes cachets comme prévu',
  // arguments without danger
  'on se dispute avec mon mari pour la télé mais rien de grave',
  // second batch
  'j ai mal au coeur depuis le nouveau cachet',
  'ma copine a des idées suicidaires je m inquiete pour elle',
  'je me tue au travail',
  'j ai cru mourir de honte',
  'plus jamais de douleur thoracique depuis le stent',
  'j ai saigné des gencives en me brossant les dents rien de méchant',
  'avant j avais des malaises mais plus depuis le nouveau traitement',
  'si jamais j ai mal à la poitrine j appelle le 15 c est ça',
  'mon grand père est mort d un infarctus',
  'le film m a coupé le souffle',
  'j étouffe de chaleur dans cet appartement',
  'mon mari est soupe au lait mais jamais violent',
  'je suis mort de fatigue',
  'j en ai marre des cachets mais je les prends',
];

export type Answer = 'yes' | 'no' | 'unclear';
/** today, week, bp, refill: positive questions; notYet: "Vous n'avez pas encore pris… ?" */
export type Kind = 'today' | 'week' | 'bp' | 'refill' | 'notYet';

export const FR_YESNO: [Kind, string, Answer][] = [
  // the act echoed
  ['week', 'tout pris comme d hab', 'yes'],
  ['today', 'pris avec le petit dej', 'yes'],
  ['bp', 'prise à 8h', 'yes'],
  ['refill', 'je suis passé a la pharmacie hier c est bon', 'yes'],
  // hedges
  ['today', 'je crois', 'unclear'],
  ['today', 'il me semble', 'unclear'],
  ['week', 'j en suis pas sûr', 'unclear'],
  ['bp', 'peut être je sais plus', 'unclear'],
  ['today', 'je pense que oui', 'unclear'],
  // almost, all but one
  ['week', 'presque tous les jours', 'no'],
  ['week', 'quasiment tous', 'no'],
  ['week', 'sauf mardi', 'no'],
  ['week', 'à part dimanche oui', 'no'],
  // strong affirmatives without "oui"
  ['today', 'carrément', 'yes'],
  ['today', 'évidemment', 'yes'],
  ['today', 'grave', 'yes'],
  ['week', 'bien sûr que oui', 'yes'],
  ['week', 'comme toujours', 'yes'],
  ['week', 'sans faute', 'yes'],
  ['today', 'tout à fait', 'yes'],
  ['today', 'bah ouais', 'yes'],
  ['today', 'absolument', 'yes'],
  // spoken negation without "ne"
  ['today', 'j les ai pas prises', 'no'],
  ['today', 'pas encore', 'no'],
  ['bp', 'j ai pas eu le temps', 'no'],
  ['refill', 'pas pu y aller', 'no'],
  ['today', 'nan', 'no'],
  ['bp', 'jamais de la vie', 'no'],
  // "si" answering a negative question
  ['notYet', 'si ce matin', 'yes'],
  ['notYet', 'si si', 'yes'],
  ['notYet', 'non pas encore', 'no'],
  // sarcasm
  ['week', 'oui c est ça comme si je m en souvenais', 'no'],
  ['week', 'ben voyons', 'no'],
  ['week', 'ah oui bien sûr avec ma mémoire de poisson rouge', 'no'],
  // second batch
  ['today', 'ouais ouais', 'yes'],
  ['week', 'ça m arrive d oublier', 'no'],
  ['week', 'j ai zappé hier', 'no'],
  ['week', 'une fois sur deux', 'no'],
  ['today', 'ben non', 'no'],
  ['bp', 'c est fait', 'yes'],
  ['today', 'nickel', 'yes'],
  ['week', 'oui oui tous les jours', 'yes'],
  ['week', 'pas tous', 'no'],
  ['week', 'j ai pas zappé une seule fois', 'yes'],
  ['week', 'oui enfin presque', 'no'],
  ['today', 'si je me souviens bien oui', 'unclear'],
  ['today', 'ouai', 'yes'],
  ['today', 'wi', 'yes'],
];

export const FR_SIDE_EFFECTS: [string, string[]][] = [
  ['je suis constipé depuis que je prends le nouveau traitement', ['constipation']],
  ['bouche sèche tout le temps', ['dry_mouth']],
  ['j ai du mal à m endormir le soir', ['insomnia']],
  ['j ai failli vomir ce matin', ['nausea']],
  ['des vertiges quand je me lève', ['dizziness']],
  ['mal au crane et des nausées', ['headache', 'nausea']],
  ['je suis crevé toute la journée et j ai plus faim', ['fatigue', 'appetite_loss']],
  ['des fourmis dans les doigts', ['tingling']],
  ['le coeur qui s emballe la nuit', ['palpitations']],
  ['la vue un peu floue le matin', ['blurred_vision']],
  ['des bleus partout sur les bras', ['bruising']],
  ['ça me gratte et j ai des rougeurs', ['rash']],
  ['les chevilles gonflées le soir', ['swelling']],
  ['la diarrhée depuis 3 jours', ['diarrhoea']],
  ['des crampes dans les mollets', ['muscle_pain']],
  ['mal au ventre après les cachets', ['stomach_pain']],
  ['je tousse sans arrêt une toux sèche', ['cough']],
  ['j ai la tête qui tourne et envie de gerber', ['dizziness', 'nausea']],
  ['je vais pas à la selle depuis 4 jours', ['constipation']],
  ['j arrive pas a fermer l oeil de la nuit', ['insomnia']],
  // hard negatives
  ['aucun effet secondaire j ai bien dormi', []],
  ['plus de vertiges depuis que le docteur a changé la dose', []],
  ['ma femme a des nausées avec son traitement moi rien', []],
  ['je prends mes cachets le soir', []],
  ['les cachets sont dans le placard', []],
  ['rien à signaler', []],
  // second batch
  ['j ai les jambes qui gonflent', ['swelling']],
  ['je dors plus', ['insomnia']],
  ['des maux de tête', ['headache']],
  ['je suis barbouillé', ['nausea']],
  ['j ai la courante', ['diarrhoea']],
  ['des palpitations', ['palpitations']],
  ['le coeur qui bat la chamade', ['palpitations']],
  ['je suis à plat', ['fatigue']],
  ['je vois trouble', ['blurred_vision']],
  ['des picotements dans les pieds', ['tingling']],
  ['des courbatures partout', ['muscle_pain']],
  ['la bouche pâteuse', ['dry_mouth']],
  ['je suis essoufflé en marchant', ['shortness_of_breath']],
  ['plus d appétit', ['appetite_loss']],
  ['une hypo ce matin', ['low_blood_sugar']],
  ['j ai mal au coeur depuis le nouveau cachet', ['nausea']],
  ['avant le traitement j avais des migraines', []],
  ['mon mari tousse beaucoup', []],
  ['plus de nausées', []],
];
