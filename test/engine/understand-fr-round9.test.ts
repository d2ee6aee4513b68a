import {
  FR_ALLERGY9, FR_ALLERGY_LOOKALIKES9, FR_BLEEDING9, FR_BLEEDING_LOOKALIKES9, FR_BREATHING9, FR_BREATHING_LOOKALIKES9, FR_HEART9,
  FR_HEART_LOOKALIKES9, FR_OVERDOSE9, FR_OVERDOSE_LOOKALIKES9, FR_STROKE9, FR_STROKE_LOOKALIKES9, FR_SUICIDE9, FR_SUICIDE_LOOKALIKES9,
  FR_UNCONSCIOUS9, FR_UNCONSCIOUS_LOOKALIKES9,
} from './fr-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * French round 9 (decisions 313-314): the warning signs public health teaches, written from the
 * research file before the engine was widened for them. Rows the engine cannot read yet are in
 * `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // written before the engine change: not read yet
  'son bras retombe tout seul quand il le leve',
  'mon pere n articule plus du tout',
  'il ne trouve plus ses mots depuis une heure',
  'maman dit n importe quoi elle est incompréhensible',
  'j ai eu comme un voile noir devant l oeil gauche',
  'c est comme un rideau devant l oeil',
  'il perd l equilibre brutalement',
  'je ne vois plus d un oeil sans mes lunettes de lecture',
  'mal a la poitrine j ai une sensation de mort imminente',
  'une brulure dans la poitrine qui dure depuis une heure',
  'je pense que je fais une crise de coeur',
  'des vomissements marron foncé, granuleux',
  'il a vomi noirâtre',
  'pipi rouge avec des caillots',
  'mes urines sont couleur coca',
  'j ai de gros bleus sans raison',
  'des bleus qui apparaissent tout seuls partout sous previscan',
  'un gros hematome sur le ventre sous anticoagulant',
  'sous anticoagulant et il a pris un choc a la tete',
  'je manque d air je peux plus',
  'il devient bleu',
  'sueurs froides, mal à respirer',
  'il a les levres bleues a cause des myrtilles',
  'les yeux gonflés, fermés, apres la piqure',
  'je bave, j arrive pas a avaler',
  'piqué par une guêpe, il étouffe',
  'j ai fait mon stylo d adrenaline',
  'mon pere ne repond plus',
  'il a de l ecume aux levres',
  'il est tombe et il s est mordu la langue',
  'elle a les yeux revulses',
  'la crise dure depuis plus de 5 minutes',
  'il a refait une autre crise juste apres',
  'elle ne se reveille pas avant 10h le dimanche',
  'il a fait une crise d epilepsie quand il etait petit',
  'je l ai trouve avec la boite vide a cote de lui',
  'il a pris les medicaments de papi',
  'je me suis trompé d insuline',
  'elle a pris tous ses medicaments avec de l alcool',
  'je n ai pas pris de double dose, j ai vérifié le pilulier',
  'j ai pris trop de medicaments dans ma vie, j en ai marre des cachets',
  'je veux que tout ça s arrete pour de bon',
  'je regrette d etre ne',
  'si on se revoit encore... merci pour tout',
  'je te souhaite une belle vie, adieu',
  'je ne vous embeterai plus',
  'bientot vous aurez la paix',
  'je vais debarrasser la place',
  'je pars en voyage, ne me cherchez pas',
  'il donne toutes ses affaires et il dit qu il en a plus besoin',
  'la vie ne vaut plus rien',
]);

crisisRows('fr round 9: stroke (VITE)', inLanguage.crises('fr', FR_STROKE9), NOT_YET);
lookalikeRows('fr round 9: stroke look-alikes', inLanguage.lookalikes('fr', FR_STROKE_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: heart attack', inLanguage.crises('fr', FR_HEART9), NOT_YET);
lookalikeRows('fr round 9: heart look-alikes', inLanguage.lookalikes('fr', FR_HEART_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: internal bleeding', inLanguage.crises('fr', FR_BLEEDING9), NOT_YET);
lookalikeRows('fr round 9: bleeding look-alikes', inLanguage.lookalikes('fr', FR_BLEEDING_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: breathing', inLanguage.crises('fr', FR_BREATHING9), NOT_YET);
lookalikeRows('fr round 9: breathing look-alikes', inLanguage.lookalikes('fr', FR_BREATHING_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: anaphylaxis', inLanguage.crises('fr', FR_ALLERGY9), NOT_YET);
lookalikeRows('fr round 9: anaphylaxis look-alikes', inLanguage.lookalikes('fr', FR_ALLERGY_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: unconsciousness and seizure', inLanguage.crises('fr', FR_UNCONSCIOUS9), NOT_YET);
lookalikeRows('fr round 9: unconsciousness look-alikes', inLanguage.lookalikes('fr', FR_UNCONSCIOUS_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: overdose and poisoning', inLanguage.crises('fr', FR_OVERDOSE9), NOT_YET);
lookalikeRows('fr round 9: overdose look-alikes', inLanguage.lookalikes('fr', FR_OVERDOSE_LOOKALIKES9), NOT_YET);
crisisRows('fr round 9: suicide warning signs', inLanguage.crises('fr', FR_SUICIDE9), NOT_YET);
lookalikeRows('fr round 9: suicide look-alikes', inLanguage.lookalikes('fr', FR_SUICIDE_LOOKALIKES9), NOT_YET);
