import { ES9_CRISES, ES9_LOOKALIKES } from './es-round9';
import { crisisRows, inLanguage, lookalikeRows } from './rows';

/**
 * Spanish round 9 (decisions 309-310), written before the engine was widened for it: warning signs
 * in the lay words public health campaigns and leaflets teach, and look-alikes for each sign that
 * must not escalate. Rows the engine cannot read yet are in `NOT_YET` (it.fails), each with its reason.
 */
const NOT_YET = new Set<string>([
  // "se pone morado" is no longer read alone: a finger or a knee that was hit goes purple too ("se me puso morado el dedo")
  'el nene se pone morado',
  // "sangre en la orina" as a term is not reached by "ya no he vuelto a ver" (an es round-3 look-alike): only "pis/pipí con sangre", "orino sangre" are read
  'tengo sangre en la orina',
  // "le está dando un derrame" would make "cómo sabría si le está dando un derrame" escalate (an unseen look-alike): only "le dio un derrame" is read
  'a mi madre le esta dando un derrame',
  // a lip gone numb is as often the dentist's anaesthetic: no sudden, no side, no other sign named
  'se me ha quedado el labio dormido y la cara rara',
  // arm and jaw pain with sweating but no chest and no spread: no frame joins pain, arm-jaw and sweat yet
  'mi marido tiene dolor de brazo y mandibula y esta sudando',
  // a cold sweat alone: "sudo frío" is said of fear and of a fever; no chest or pain named
  'estoy sudando frio y me siento fatal',
  // red urine alone: the frame needs an anticoagulant or bruises, because beetroot reddens it too (decision of the redUrine frame)
  'hago pipi roja como coca cola',
  // bruises are a side effect the finding frames read ("me salen moratones con nada"): an alarm on them would take those rows
  'me salen moretones enormes sin golpe',
  'a mi madre le salen cardenales solos por todo el cuerpo',
  // "no respira" is read as unconsciousness and breathing; the hives + breath frame takes the breath as denied by its "no"
  'le han salido habones y no respira',
  // "no responde" alone is said of messages, the phone and a treatment: it is read only after a fall or with "cuando"
  'mi abuela no responde',
  // "me dio un patatús" is as often a fright (it made a dev look-alike escalate): left out
  'me dio un patatus y me cai',
  // empty boxes found are a scene, not a concept word: "tengo las cajas vacías para la farmacia" reads the same
  'encontre las cajas vacias al lado de mi madre',
  // pills with drink need a count, a whole pack or drowsiness (the frame of decision 121): a glass of wine at dinner reads the same
  'se tomo pastillas con alcohol',
  // look-alikes the engine already escalated before this round (not caused by its words)
  // "no me salen las palabras" is a speech sign; "para darles las gracias" (a figure of thanks) is no known unless
  'no me salen las palabras para darles las gracias',
  // "no puedo respirar" is always a crisis; "tranquila" is not read as a figure, and recall comes first
  'no puedo respirar tranquila con tanto lio en casa',
  // "no reacciona" is a word of unconsciousness; "a la medicación" (no response to a drug) is no known unless
  'mi madre no reacciona a la medicacion nueva, sigue igual',
  // the denial "no me he tomado" does not reach "doble dosis" across the perfect
  'no me he tomado doble dosis, solo la de siempre',
]);

crisisRows('es round 9: warning signs escalate with their category', inLanguage.crises('es', ES9_CRISES), NOT_YET);
lookalikeRows('es round 9: look-alikes do not escalate', inLanguage.lookalikes('es', ES9_LOOKALIKES), NOT_YET);
