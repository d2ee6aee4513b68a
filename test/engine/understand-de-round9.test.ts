import {
  DE_CRISES9_ALLERGY, DE_CRISES9_BLEED, DE_CRISES9_BREATH, DE_CRISES9_HEART, DE_CRISES9_OVERDOSE, DE_CRISES9_SELF_HARM,
  DE_CRISES9_STROKE, DE_CRISES9_UNCONSCIOUS, DE_LOOKALIKES9_ALLERGY, DE_LOOKALIKES9_BLEED, DE_LOOKALIKES9_BREATH,
  DE_LOOKALIKES9_HEART, DE_LOOKALIKES9_OVERDOSE, DE_LOOKALIKES9_SELF_HARM, DE_LOOKALIKES9_STROKE, DE_LOOKALIKES9_UNCONSCIOUS,
} from './de-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * German round 9 (decisions 311-312), written before the engine was widened for it: the warning
 * signs public health campaigns and leaflets teach, in their lay words (/tmp/vocab-research/de.md),
 * and look-alikes of the same words. Rows the engine cannot read yet are in `NOT_YET` (it.fails),
 * each with the reason.
 */
const NOT_YET = new Set<string>([
  // Not read before the engine change of decision 311 (rows written first); reasons in decision 312.
  'die zunge kippt ihm zur seite',
  'sie kann den arm nicht heben',
  'sein arm fällt einfach runter wenn er ihn hochhebt',
  'seit heute morgen ist mein arm wie gelähmt',
  'das linke bein knickt weg',
  'meine rechte hand fühlt sich auf einmal fremd an',
  'die halbe seite ist mir eingeschlafen',
  'sie verdreht beim reden die silben',
  'er findet die wörter nicht mehr',
  'oma versteht plötzlich nicht, was ich sage',
  'auf einmal fehlt eine hälfte vom bild',
  'ich sehe auf einmal doppelt',
  'er kann plötzlich nicht mehr gehen',
  'sie torkelt wie betrunken, hat aber nichts getrunken',
  'plötzlich schwindel, alles dreht sich und ich kann nicht mehr gerade stehen',
  'ich glaub papa hat ein schlagerl',
  'opa hat einen herzkasperl, er hält sich die brust',
  'er erbricht wie kaffeesatz',
  'das erbrochene ist schwarzbraun',
  'ich hab blut im urin',
  'mein pipi ist ganz rot',
  'blutklumpen im urin',
  'der urin ist wie cola',
  'ich hab riesige blaue flecken ohne grund, bin auf xarelto',
  'sie ist auf blutverdünner und hat sich den kopf angeschlagen',
  'der stuhl ist schwarz von den heidelbeeren',
  'er ringt nach luft',
  'sie japst nur noch',
  'mir bleibt die luft weg',
  'er schafft keinen ganzen satz mehr',
  'ich muss mich aufstützen zum atmen',
  'hab mir die lippen blau angemalt für fasching',
  'nach den nüssen engegefühl im hals',
  'nesselausschlag und keine luft',
  'wespenstich, bekomme keine luft',
  'hab den epipen gespritzt, der hals ist trotzdem zu',
  'ich glaub sie hat einen allergischen schock',
  'sie wacht nicht mehr auf',
  'er ist nicht ansprechbar',
  'ich bin am boden aufgewacht und weiss nicht wie ich da hingekommen bin',
  'der anfall hört nicht auf, schon über 5 minuten',
  'der laptop ist zusammengebrochen',
  'er reagiert nicht auf meine nachrichten',
  'sie hat alle tabletten genommen',
  'mein sohn hat was aus dem medikamentenschrank gegessen',
  'ich hab leere packungen bei ihm gefunden',
  'zu viel fiebersaft gegeben',
  'falsches insulin gespritzt, das kurze statt dem langen',
  'das kind hat putzmittel getrunken',
  'er hat tabletten mit alkohol genommen',
  'der arzt hat die doppelte dosis verordnet',
  'einfach einschlafen und weg sein',
  'ich bin müde vom leben',
  'ich will, dass es endlich aufhört, alles',
  'besser, ich wär nicht mehr da',
  'falls wir uns nochmals sehen, danke für alles',
  'es war schön, dich gekannt zu haben',
  'ich wünsche dir ein schönes leben, mach es gut',
  'das wird nie mehr gut',
  'ich bin für niemanden wichtig',
  'er verschenkt seine sachen und sagt er braucht sie nicht mehr',
  'sie hat ihr testament gemacht und verabschiedet sich von allen',
]);

crisisRows('de round 9: stroke signs (face, one side, speech, vision, balance)', inLanguage.crises('de', DE_CRISES9_STROKE), NOT_YET);
lookalikeRows('de round 9: stroke look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_STROKE), NOT_YET);
crisisRows('de round 9: heart-attack signs', inLanguage.crises('de', DE_CRISES9_HEART), NOT_YET);
lookalikeRows('de round 9: heart-attack look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_HEART), NOT_YET);
crisisRows('de round 9: internal bleeding', inLanguage.crises('de', DE_CRISES9_BLEED), NOT_YET);
lookalikeRows('de round 9: bleeding look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_BLEED), NOT_YET);
crisisRows('de round 9: breathing', inLanguage.crises('de', DE_CRISES9_BREATH), NOT_YET);
lookalikeRows('de round 9: breathing look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_BREATH), NOT_YET);
crisisRows('de round 9: anaphylaxis', inLanguage.crises('de', DE_CRISES9_ALLERGY), NOT_YET);
lookalikeRows('de round 9: anaphylaxis look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_ALLERGY), NOT_YET);
crisisRows('de round 9: unconsciousness and seizure', inLanguage.crises('de', DE_CRISES9_UNCONSCIOUS), NOT_YET);
lookalikeRows('de round 9: unconsciousness look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_UNCONSCIOUS), NOT_YET);
crisisRows('de round 9: overdose and poisoning', inLanguage.crises('de', DE_CRISES9_OVERDOSE), NOT_YET);
lookalikeRows('de round 9: overdose look-alikes', inLanguage.lookalikes('de', DE_LOOKALIKES9_OVERDOSE), NOT_YET);
crisisRows('de round 9: suicidal thoughts told indirectly', inLanguage.crises('de', DE_CRISES9_SELF_HARM), NOT_YET);
lookalikeRows('de round 9: look-alikes of the indirect signs', inLanguage.lookalikes('de', DE_LOOKALIKES9_SELF_HARM), NOT_YET);
