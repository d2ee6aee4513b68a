import type { Language } from '../../functions/engine/types';
import { AFTER_ANSWER_CRISES5, AFTER_ANSWER_LOOKALIKES5 } from './after-answer-round5';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Round 5 (decision 238), written before the engine was widened for it: a crisis told after a plain
 * answer (a score, a blood pressure, a yes or a no) escalates with its category; the same opening
 * followed by a look-alike does not. Rows the engine cannot read yet are in `NOT_YET` (it.fails),
 * each with the reason.
 */
const NOT_YET = new Set<string>([
  // Not read before the round's engine change (reasons given as each is read or kept):
  'mood about a 2 tbh. i just want to go to sleep and stay asleep for good',
  'yeah all of them um and so like i dunno i sort of feel like checking out for good you know like just ending the whole thing',
  '140 over 90. my dads old shotgun is in the loft and ive been thinking of using it on myself',
  'yes took them twice by mistake actually and then my nan gave me more so i had about six of the heart ones',
  'so so. washed down a load of paracetamol with vodka last night and i feel awful now',
  'no. came out in hives all over after the tablet and my face is ballooning',
  'a bit. i keep passing out when i stand up, went down twice today',
  '7. my partner put his hands round my throat last night',
  'so so um i dont really want to go home he gets nasty when hes had a drink and i got a black eye last time',
  'so so. i get out of breath on the hill to the shops, fine sitting down',
  'così così. ieri sera ho mandato giù un blister di tachipirina col vino e sto malissimo',
  'un po\'. perdo i sensi quando mi alzo, sono caduta due volte oggi',
  'no non le ho prese, mi ha chiusa in camera e mi ha preso il telefono',
  'così così ehm non voglio tornare a casa quando beve diventa cattivo e l\'ultima volta mi ha fatto un occhio nero',
  'un po\'. mi sono tagliato sbucciando le patate, è bastato un cerotto',
  'sí todas este pues nada la verdad creo que me voy a quitar de en medio es lo mejor para todos',
  'sí y luego otra vez y otra, en total unas diez pastillas del corazón',
  'más o menos. anoche me tragué un blíster de paracetamol con vino y estoy fatal',
  'sí. me sale sangre de la nariz desde hace cuarenta minutos y no se detiene',
  'más o menos eh la garganta me aprieta y me pica y los labios se me inflan desde la pastilla nueva',
  'un poco. pierdo el conocimiento cuando me levanto, me caí dos veces hoy',
  'nein wozu noch ich hab beschlossen dem ganzen ein ende zu machen',
  'ja alle ähm na ja also ich glaub ich mach bald schluss mit allem ist besser so für alle',
  'ja und dann nochmal und nochmal, insgesamt so zehn herztabletten',
  'geht so. gestern abend einen blister paracetamol mit schnaps runtergespült und mir gehts elend',
  'ja. ich kann keinen satz zu ende sprechen ohne nach luft zu schnappen und sitz nur im sessel',
  'ja ähm papa hat sie heut früh genommen und dann ist er so zur seite gekippt und man versteht ihn nicht mehr',
  'bisschen. mir wird schwarz vor augen wenn ich aufstehe, bin heute zweimal hingefallen',
  'nein nicht genommen, er hat mich im schlafzimmer eingesperrt und mein handy weggenommen',
  'oui tous euh bah en fait je crois que je vais tout arrêter une bonne fois ce sera mieux pour tout le monde',
  'oui et puis encore et encore, en tout une dizaine de comprimés pour le cœur',
  'bof. hier soir j\'ai pris une plaquette de doliprane avec du whisky et je suis au plus mal',
  'oui euh papa les a pris ce matin et puis il a penché d\'un côté et on le comprend plus quand il parle',
  'oui. je saigne du nez depuis quarante minutes et ça ne s\'arrête pas',
  'non pas pris, il m\'a enfermée dans la chambre et m\'a pris mon téléphone',
]);

const LANGUAGES: Language[] = ['en', 'it', 'es', 'de', 'fr'];

for (const language of LANGUAGES) {
  crisisRows(`${language} round 5: crises after an answer escalate`, inLanguage.crises(language, AFTER_ANSWER_CRISES5[language]), NOT_YET);
  lookalikeRows(`${language} round 5: look-alikes after an answer do not escalate`, inLanguage.lookalikes(language, AFTER_ANSWER_LOOKALIKES5[language]), NOT_YET);
}
