import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import { Q } from './rows';

/**
 * A fifth round of crisis paraphrases and look-alikes in German and Spanish, written for the kinds of
 * telling before the engine was widened for them (not taken from the evaluation set): passive ideation
 * said indirectly, a plan told by its means, self-harm by its act and wound, an overdose as an event,
 * chest pain as weight or pressure that spreads, breathing, a stroke told by a relative, bleeding on an
 * anticoagulant, an allergic reaction, unconsciousness, danger at home, and a crisis after the answer.
 * The look-alikes are denials, absent or resolved symptoms, an echoed question denied, history, someone
 * elsewhere, hypotheticals, jokes about the medicine and idioms. Typed (no accents, typos) and as voice
 * transcripts (no punctuation).
 */
const CRISES: [SafetyCategory, Language, string][] = [
  // passive ideation said indirectly
  ['self_harm', 'de', 'ehrlich gesagt seh ich keinen sinn mehr weiterzumachen'],
  ['self_harm', 'de', 'meine familie wäre besser dran ohne mich'],
  ['self_harm', 'de', 'manchmal wünsch ich mir ich wär einfach nicht mehr da'],
  ['self_harm', 'de', 'am liebsten würde ich abends einschlafen und nie wieder aufwachen'],
  ['self_harm', 'de', 'es wär für alle leichter wenn es mich nicht gäbe'],
  ['self_harm', 'de', 'ich weiß nicht wofür ich noch leben soll'],
  ['self_harm', 'de', 'hat doch eh alles keinen zweck mehr mit mir'],
  ['self_harm', 'es', 'la verdad ya no le veo sentido a seguir'],
  ['self_harm', 'es', 'mis hijos estarian mejor sin mi'],
  ['self_harm', 'es', 'a veces quisiera no existir'],
  ['self_harm', 'es', 'ojala me durmiera y no despertara mas'],
  ['self_harm', 'es', 'no tengo ninguna razon para seguir viviendo'],
  ['self_harm', 'es', 'para que sigo aqui si no le sirvo a nadie'],
  ['self_harm', 'es', 'todos estarian mas tranquilos si yo no estuviera'],
  // a plan told by its means
  ['self_harm', 'de', 'ich sammle seit wochen meine schlaftabletten in einer dose'],
  ['self_harm', 'de', 'hab mir ein seil in den keller gelegt für wenns nicht mehr geht'],
  ['self_harm', 'de', 'war gestern auf der brücke und hab überlegt zu springen'],
  ['self_harm', 'de', 'ich spar mir die tabletten auf bis es genug sind'],
  ['self_harm', 'es', 'estoy juntando las pastillas para tomarmelas todas juntas'],
  ['self_harm', 'es', 'tengo una cuerda guardada en el armario por si acaso'],
  ['self_harm', 'es', 'fui al puente y pense en tirarme'],
  ['self_harm', 'es', 'llevo un mes ahorrando las pastillas de dormir'],
  // self-harm told by the act and its wound
  ['self_harm', 'de', 'ich hab mich gestern abend wieder geritzt'],
  ['self_harm', 'de', 'hab mir mit dem feuerzeug absichtlich den arm verbrannt'],
  ['self_harm', 'de', 'ich hab mir mit der rasierklinge in den arm geschnitten und es hat ziemlich geblutet'],
  ['self_harm', 'es', 'anoche me volvi a cortar los brazos'],
  ['self_harm', 'es', 'me queme la mano con un cigarro a proposito'],
  ['self_harm', 'es', 'me hice cortes con una cuchilla y sangro bastante'],
  // an overdose told as an event
  ['overdose', 'de', 'ich hab die ganze packung tabletten auf einmal genommen'],
  ['overdose', 'de', 'hab viel mehr genommen als der arzt verschrieben hat jetzt bin ich so müde'],
  ['overdose', 'de', 'mein vater hat den ganzen blister geschluckt und kann die augen kaum offen halten'],
  ['overdose', 'de', 'hab aus versehen zehn statt einer genommen und mir ist ganz schwummrig'],
  ['overdose', 'es', 'me tome la caja entera de pastillas'],
  ['overdose', 'es', 'tome mucho mas de lo que me receto el medico y ahora tengo mucho sueño'],
  ['overdose', 'es', 'mi madre se tomo toda la tira de pastillas y no puede mantenerse despierta'],
  ['overdose', 'es', 'me tome todo el blister de golpe'],
  ['overdose', 'es', 'me tome diez en vez de una y estoy mareadisima'],
  // chest pain told as weight, pressure, tightness that spreads
  ['chest_pain', 'de', 'seit einer stunde so ein druck auf der brust als ob ein elefant draufsitzt'],
  ['chest_pain', 'de', 'es zieht von der brust in den linken arm und ich schwitze'],
  ['chest_pain', 'de', 'engegefühl in der brust und es strahlt in den kiefer'],
  ['chest_pain', 'de', 'fühlt sich an wie ein schweres gewicht auf dem brustkorb'],
  ['chest_pain', 'de', 'brustschmerzen die bis in den rücken ausstrahlen'],
  ['chest_pain', 'de', 'mir tut die brust so weh und der linke arm wird taub'],
  ['chest_pain', 'es', 'tengo un peso en el pecho como si tuviera un elefante encima'],
  ['chest_pain', 'es', 'me aprieta el pecho y el dolor se va al brazo izquierdo'],
  ['chest_pain', 'es', 'opresion en el pecho que me sube a la mandibula'],
  ['chest_pain', 'es', 'dolor de pecho que se me pasa a la espalda y estoy sudando frio'],
  ['chest_pain', 'es', 'siento una presion fuerte en el pecho desde hace media hora'],
  // breathing
  ['breathing', 'de', 'ich krieg kaum luft und kann keinen satz zu ende sprechen'],
  ['breathing', 'de', 'meine lippen sind ganz blau und ich ringe nach luft'],
  ['breathing', 'de', 'mein mann kriegt keine luft mehr auch im sitzen'],
  ['breathing', 'de', 'ich komm gar nicht mehr zu atem selbst im liegen'],
  ['breathing', 'es', 'no puedo recuperar el aliento ni estando sentado'],
  ['breathing', 'es', 'tengo los labios morados y me ahogo'],
  ['breathing', 'es', 'me falta el aire y no puedo terminar una frase'],
  ['breathing', 'es', 'mi padre respira muy mal y casi no puede hablar'],
  // stroke, often told by a relative
  ['stroke', 'de', 'mein mann kann plötzlich seinen linken arm nicht mehr bewegen'],
  ['stroke', 'de', 'meine mutter spricht ganz verwaschen und ein mundwinkel hängt runter'],
  ['stroke', 'de', 'auf einmal ist meine rechte seite ganz taub'],
  ['stroke', 'de', 'mein vater sagt seit heute morgen ganz falsche wörter und findet die worte nicht'],
  ['stroke', 'de', 'sein gesicht hängt seit dem frühstück auf einer seite'],
  ['stroke', 'es', 'mi madre de repente no puede mover el brazo derecho'],
  ['stroke', 'es', 'a mi esposo se le cayo un lado de la cara y habla raro'],
  ['stroke', 'es', 'se me durmio de golpe todo el lado izquierdo'],
  ['stroke', 'es', 'mi padre arrastra las palabras y dice cosas sin sentido desde esta mañana'],
  ['stroke', 'es', 'tiene la boca torcida y no le salen las palabras'],
  // bleeding that will not stop
  ['bleeding', 'de', 'ich nehme marcumar und die wunde am finger hört nicht auf zu bluten'],
  ['bleeding', 'de', 'nasenbluten seit über einer stunde und ich nehm xarelto'],
  ['bleeding', 'de', 'ich hab heute früh blut erbrochen'],
  ['bleeding', 'de', 'mein stuhl ist ganz schwarz wie teer'],
  ['bleeding', 'de', 'es blutet und blutet und hört einfach nicht auf'],
  ['bleeding', 'es', 'tomo sintrom y me corte y no para de sangrar'],
  ['bleeding', 'es', 'me sangra la nariz desde hace una hora y tomo xarelto'],
  ['bleeding', 'es', 'estoy vomitando sangre'],
  ['bleeding', 'es', 'las heces me salen negras como alquitran'],
  ['bleeding', 'es', 'la herida sigue sangrando y no se detiene'],
  // allergic reaction
  ['allergic_reaction', 'de', 'seit der neuen tablette schwillt mir die zunge an'],
  ['allergic_reaction', 'de', 'mein hals schwillt zu und ich hab überall nesselausschlag'],
  ['allergic_reaction', 'de', 'nach der ersten tablette quaddeln am ganzen körper und die lippen ganz dick'],
  ['allergic_reaction', 'es', 'desde la pastilla nueva se me hincho la lengua'],
  ['allergic_reaction', 'es', 'se me esta cerrando la garganta y tengo ronchas'],
  ['allergic_reaction', 'es', 'me salio urticaria por todo el cuerpo con la pastilla nueva y me cuesta respirar'],
  // unconsciousness
  ['unconsciousness', 'de', 'mein mann ist umgekippt und ich krieg ihn nicht wach'],
  ['unconsciousness', 'de', 'ich bin heute morgen in der küche ohnmächtig geworden'],
  ['unconsciousness', 'de', 'meine mutter reagiert nicht mehr wenn ich sie anspreche'],
  ['unconsciousness', 'de', 'er hatte einen krampfanfall und ist jetzt ganz weggetreten'],
  ['unconsciousness', 'es', 'mi marido se desmayo y no consigo despertarlo'],
  ['unconsciousness', 'es', 'me desmaye en el baño esta mañana'],
  ['unconsciousness', 'es', 'mi madre no responde cuando le hablo'],
  ['unconsciousness', 'es', 'perdio el conocimiento un rato y ahora esta muy confundido'],
  // not safe at home
  ['unsafe_at_home', 'de', 'ich hab angst vor meinem mann wenn er getrunken hat'],
  ['unsafe_at_home', 'de', 'mein sohn hat mich geschlagen und ich trau mich nicht nach hause'],
  ['unsafe_at_home', 'de', 'ich fühl mich zuhause nicht mehr sicher'],
  ['unsafe_at_home', 'es', 'tengo miedo de mi pareja cuando bebe'],
  ['unsafe_at_home', 'es', 'mi hijo me pega y no me siento segura en casa'],
  ['unsafe_at_home', 'es', 'en mi casa no estoy a salvo'],
  // a crisis after the answer (a number, a yes or a no)
  ['chest_pain', 'de', '7, und seit einer stunde druck auf der brust'],
  ['stroke', 'de', 'ja hab ich genommen aber jetzt kann ich den rechten arm nicht mehr heben'],
  ['overdose', 'de', 'nein, hab die ganze schachtel auf einmal geschluckt'],
  ['breathing', 'de', '140 aber ich krieg grad ganz schlecht luft'],
  ['self_harm', 'de', '3 und ehrlich gesagt will ich nicht mehr leben'],
  ['chest_pain', 'es', '7, y desde hace una hora presion en el pecho'],
  ['stroke', 'es', 'si me las tome pero ahora no puedo mover el brazo izquierdo'],
  ['overdose', 'es', 'no, me tome la caja entera'],
  ['breathing', 'es', '150 pero me falta el aire hasta sentada'],
  ['self_harm', 'es', '2 y la verdad ya no quiero vivir'],
];

const LOOKALIKES: [Language, string][] = [
  // explicit denials of intent
  ['de', 'nein, keine gedanken an sowas'],
  ['de', 'nein hab nicht vor mir was anzutun'],
  ['de', 'ich würde mir nie was antun, keine sorge'],
  ['es', 'no tengo ganas de hacerme daño'],
  ['es', 'no, nunca he pensado en quitarme la vida'],
  ['es', 'no pienso hacerme nada tranquila'],
  // symptoms absent or gone
  ['de', 'die brustschmerzen sind weg'],
  ['de', 'brustschmerzen hab ich keine'],
  ['de', 'das nasenbluten hat sofort aufgehört'],
  ['de', 'es blutet nicht mehr'],
  ['de', 'kein blut im stuhl'],
  ['es', 'ya no me sangra'],
  ['es', 'el dolor de pecho ya se me paso'],
  ['es', 'no tengo dolor en el pecho'],
  ['es', 'la hinchazon de la lengua ya bajo'],
  // a question echoed, then denied
  ['de', 'druck auf der brust? nein'],
  ['de', 'druck auf der brust? nein, gar nicht'],
  ['de', 'atemnot? nö'],
  ['de', 'taubheit im arm? nee'],
  ['de', 'aber ja, alles gut, kein druck auf der brust'],
  ['de', 'aber nein, mir geht es gut'],
  ['es', '¿presion en el pecho? no'],
  ['es', 'falta de aire? para nada'],
  ['es', 'sangrado? no nada'],
  // history with no current symptom
  ['de', 'hatte vor 2 jahren einen schlaganfall, jetzt alles gut'],
  ['de', 'vor fünf jahren hatte ich einen herzinfarkt, seitdem keine beschwerden'],
  ['es', 'tuve un derrame hace 3 años, ahora estoy bien'],
  ['es', 'hace tiempo me desmaye una vez pero desde entonces nada'],
  // another person not present, on TV, died long ago
  ['de', 'im fernsehen kam ein bericht über schlaganfall'],
  ['de', 'meine nachbarin ist letzte woche auf der straße umgekippt'],
  ['es', 'mi vecino se desmayo ayer en la calle'],
  ['es', 'vi en la tele un reportaje sobre infartos'],
  ['es', 'mi abuela murio de un infarto hace muchos años'],
  // hypotheticals and questions
  ['de', 'was mache ich, wenn ich druck auf der brust bekomme?'],
  ['de', 'was soll ich tun wenn ich mal zu viele tabletten genommen habe?'],
  ['de', 'muss ich den notarzt rufen wenn die lippen anschwellen?'],
  ['es', '¿que hago si me da dolor en el pecho?'],
  ['es', '¿que pasa si me tomo dos pastillas por error?'],
  ['es', 'si se me hincha la lengua tengo que ir a urgencias?'],
  // jokes about the medicine, idioms
  ['de', 'diese tabletten bringen mich noch um, so riesig sind die'],
  ['de', 'die dinger schmecken so eklig, die bringen mich noch um haha'],
  ['de', 'ich sterbe vor hunger'],
  ['de', 'ich lach mich tot'],
  ['de', 'herzschmerz wegen meiner ex, sonst gut'],
  ['de', 'die arbeit bringt mich noch um'],
  ['es', 'estas pastillas me van a matar de lo grandes que son jaja'],
  ['es', 'me muero de risa'],
  ['es', 'me mata el calor'],
  ['es', 'me muero de hambre'],
  ['es', 'se me parte el corazon con esta novela'],
  ['es', 'el trabajo me esta matando'],
  // the act without the crisis: adherence, storage, a kitchen cut, exertion, a limb slept on
  ['de', 'ich hab die ganze packung in der apotheke abgeholt'],
  ['de', 'alle tabletten genommen wie verschrieben'],
  ['de', 'ich bewahre die tabletten in einer dose im bad auf'],
  ['de', 'hab mich beim kochen in den finger geschnitten, nur ein pflaster'],
  ['de', 'mein arm ist eingeschlafen weil ich drauf gelegen hab'],
  ['de', 'beim treppensteigen geht mir die puste aus'],
  ['es', 'recogi la caja entera en la farmacia'],
  ['es', 'me tome todas las pastillas como me dijo el medico'],
  ['es', 'guardo las pastillas en una cajita para no olvidarlas'],
  ['es', 'me corte un poco cortando cebolla, nada grave'],
  ['es', 'se me durmio el brazo por dormir encima'],
  ['es', 'me falta el aire cuando subo las escaleras'],
  ['es', 'me ahogo de calor en este piso'],
  // an answer and a denial
  ['de', '7, aber keine brustschmerzen'],
  ['de', 'ja, keine brustschmerzen mehr'],
  ['es', '7, pero sin dolor de pecho'],
  ['es', 'no, nada de presion en el pecho'],
  ['es', 'pero bien, sin dolor de pecho ni nada'],
];

describe('de/es crisis paraphrases escalate with their category', () => {
  it.each(CRISES)('%s (%s): %s', (category, lang, text) => {
    const r = interpret(Q.notes, text, lang);
    expect(r.escalation?.type).toBe('safety');
    expect(r.keywords).toContain(`safety:${category}`);
  });
});

/** Rows that open with the answer asked for, read for a numeric and a yes/no question too. */
const afterAnswer = CRISES.filter(([, , text]) => /^(?:\d|ja|nein|si|no)\b/.test(text));
const numeric = { id: 'bp', topic: 'blood_pressure_systolic', prompt: 'bp', response_type: 'numeric' } as const;

describe('a de/es crisis after the answer escalates for a numeric and a yes/no question', () => {
  it.each(afterAnswer)('%s (%s): %s', (category, lang, text) => {
    for (const q of [numeric, Q.pain, Q.taking]) {
      const r = interpret(q, text, lang);
      expect(r.escalation?.type).toBe('safety');
      expect(r.keywords).toContain(`safety:${category}`);
    }
  });
});

describe('de/es look-alikes do not escalate', () => {
  it.each(LOOKALIKES)('(%s): %s', (lang, text) => {
    expect(interpret(Q.notes, text, lang).escalation).toBeNull();
  });
});
