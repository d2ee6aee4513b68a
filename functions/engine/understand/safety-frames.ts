import type { Language } from '../types';
import { type Hit, PhraseIndex } from './matcher';
import type { SafetyCategory } from './safety-lexicon';
import { nearestSpans, spread } from './frame-spans';
import { languagesOfReading, vocabularyOf } from './vocabulary';

/**
 * SAFETY FRAMES: a crisis told in the patient's own words rather than in a fixed phrase. A frame is
 * a set of concepts that must all meet within a short window of tokens (clause punctuation may lie
 * between them: voice transcripts have none, and "my chest is heavy, it goes down my arm" is one
 * complaint): who or what (a body part, an act, a substance, an amount), how severe or how sudden.
 * Each concept has a vocabulary per language, written as patients type and as speech-to-text writes
 * (accents optional, `*` marks a stem, several words are a sequence). A conversation in Italian is
 * read with the Italian and the English vocabularies (patients mix in English words).
 *
 * Frames meet within a sentence stretch that clause punctuation does not cut ("8, mostly the chest,
 * like a vice") but "but", "ma", "pero", "aber", "mais" do.
 *
 * The modifiers around a frame (rules in safety-lexicon.ts, applied in understand/index.ts):
 * negation (any of its concepts denied in its clause: "no pain or pressure in my chest"), a
 * concept phrase that carries its own negation is never denied ("won't stop bleeding"); history
 * ("years ago", "in passato"); resolution ("it went away", "è passato"); hypothetical ("if I get
 * chest pain"; never for self-harm). When in doubt a frame fires: recall comes before false alarms.
 *
 * Scope is given by concepts, not by dropping words: a frame's `unless` concepts anywhere in its
 * stretch make it something else (a throat swollen with a cold, a little bleeding, a plan for taking
 * the pills, a will made with the lawyer, one pill too many), a mask takes a concept's words that
 * belong to another sense ("blood pressure" is not pressure on the chest), and a `clauseEnd` frame
 * stands only when nothing but a filler follows it ("… aber ich will eigentlich nicht mehr").
 * New vocabulary is written as kinds of telling, tested first by the paraphrases of
 * test/engine/safety-unseen.ts (decision 121).
 */

type Vocab = Partial<Record<Language, string[]>>;

/** Concept vocabularies. Keys are concept names used by the frames below. */
export const CONCEPTS: Record<string, Vocab> = {
  // ------------------------------------------------------------------ body parts
  chest: {
    en: ['chest', 'breastbone', 'sternum', 'breast bone', 'ribcage', 'rib cage', 'heart area', 'chest*', 'breast'],
    it: ['petto', 'torac*', 'sterno', 'cassa toracica', 'in mezzo al petto'],
    es: ['pecho', 'torax', 'esternon', 'caja toracica'],
    de: ['brust', 'brustkorb', 'brustbein', 'thorax', 'hinter dem brustbein', 'herzgegend', '*brust*'],
    fr: ['poitrine', 'thorax', 'thoracique', 'sternum', 'poitrail', 'cage thoracique'],
  },
  armJaw: {
    en: ['arm', 'arms', 'jaw', 'neck', 'shoulder', 'shoulders', 'back', 'shoulder blade', 'left arm'],
    it: ['braccio', 'braccia', 'mascella', 'mandibola', 'collo', 'spalla', 'spalle', 'schiena', 'scapola'],
    es: ['brazo', 'brazos', 'mandibula', 'quijada', 'cuello', 'hombro', 'hombros', 'espalda', 'omoplato'],
    de: ['arm', 'arme', 'armen', 'kiefer', 'unterkiefer', 'hals', 'schulter', 'schultern', 'rucken', 'schulterblatt'],
    fr: ['bras', 'machoire', 'cou', 'epaule', 'epaules', 'dos', 'omoplate'],
  },
  face: {
    en: ['face', 'mouth', 'lip', 'smile', 'cheek', 'grin'],
    it: ['faccia', 'viso', 'volto', 'bocca', 'labbro', 'guancia', 'sorriso'],
    es: ['cara', 'rostro', 'boca', 'labio', 'mejilla', 'sonrisa'],
    de: ['gesicht', 'mund', 'mundwinkel', 'lippe', 'wange', 'gesichtshalfte', 'lacheln', 'grinsen'],
    fr: ['visage', 'figure', 'bouche', 'levre', 'joue', 'sourire'],
  },
  oneSide: {
    en: ['left', 'right', 'half', 'one side', 'one half'],
    it: ['sinistr*', 'destr*', 'meta', 'destra', 'sinistra', 'destro', 'sinistro'],
    es: ['izquierd*', 'derech*', 'mitad', 'derecho', 'derecha', 'izquierdo', 'izquierda', 'un lado'],
    de: ['linke*', 'links', 'rechte*', 'halfte', 'rechten', 'linken', 'rechte', 'linke', 'einer seite'],
    fr: ['gauche', 'droit', 'droite', 'moitie', 'd un cote'],
  },
  limb: {
    en: ['arm', 'leg', 'hand', 'face', 'side', 'body', 'foot', 'fingers', 'mouth'],
    it: ['braccio', 'gamba', 'mano', 'faccia', 'viso', 'lato', 'corpo', 'piede', 'dita', 'bocca'],
    es: ['brazo', 'pierna', 'mano', 'cara', 'lado', 'cuerpo', 'pie', 'dedos', 'boca'],
    de: ['arm', 'bein', 'hand', 'gesicht', 'seite', 'korper', 'korperhalfte', 'korperseite', 'fuss', 'finger', 'mund'],
    fr: ['bras', 'jambe', 'main', 'visage', 'cote', 'corps', 'pied', 'doigts', 'bouche'],
  },
  sideLimb: {
    en: ['one side', 'one arm', 'one leg', 'one hand', 'half my body', 'half of my body', 'half my face', 'half of my face', 'half of his face', 'half of her face'],
    it: ['un lato', 'un braccio', 'una gamba', 'una mano', 'meta del corpo', 'meta della faccia', 'meta del viso'],
    es: ['un lado', 'un brazo', 'una pierna', 'una mano', 'medio cuerpo', 'media cara', 'mitad del cuerpo', 'mitad de la cara'],
    de: ['einer seite', 'eine seite', 'halbseit*', 'einseitig*', 'einen arm', 'ein arm', 'ein bein', 'eine hand', 'eine gesichtshalfte', 'eine korperhalfte'],
    fr: ['un cote', 'un bras', 'une jambe', 'une main', 'moitie du corps', 'moitie du visage'],
  },
  throatTongue: {
    en: ['throat', 'tongue', 'lips', 'lip', 'face'],
    it: ['gola', 'lingua', 'labbra', 'labbro', 'viso', 'faccia'],
    es: ['garganta', 'lengua', 'labios', 'labio', 'cara'],
    de: ['hals', 'rachen', 'zunge', 'lippen', 'lippe', 'gesicht', 'kehle', 'gurgel'],
    fr: ['gorge', 'langue', 'levres', 'levre', 'visage'],
  },
  wrist: {
    en: ['wrist', 'wrists', 'forearm', 'forearms', 'thigh', 'thighs', 'my arms', 'my arm', 'my legs', 'my thighs', 'my skin'],
    it: ['polso', 'polsi', 'avambraccio', 'avambracci', 'coscia', 'cosce', 'le braccia', 'il braccio', 'le gambe', 'la pelle'],
    es: ['muneca', 'munecas', 'antebrazo', 'antebrazos', 'muslo', 'muslos', 'los brazos', 'el brazo', 'las piernas', 'la piel'],
    de: ['handgelenk', 'handgelenke', 'handgelenken', 'unterarm', 'unterarme', 'oberschenkel', 'pulsadern', 'den arm', 'die arme', 'arm', 'beine', 'haut'],
    fr: ['poignet', 'poignets', 'avant bras', 'cuisse', 'cuisses', 'veines', 'les bras', 'le bras', 'les jambes', 'la peau'],
  },
  // ------------------------------------------------------------------ sensations and signs
  pain: {
    en: ['pain*', 'hurt*', 'ache*', 'aching', 'sore'],
    it: ['dolor*', 'male', 'fa male', 'fa piu male', 'mi fa piu male', 'mi fa male', 'fanno male', 'fitta', 'fitte', 'duole'],
    es: ['dolor*', 'duele', 'dolia', 'punzada*'],
    de: ['schmerz*', 'tut weh', 'weh', 'stechen'],
    fr: ['douleur*', 'mal', 'douloureu*'],
  },
  pressure: {
    en: ['pressure', 'tight*', 'heavy', 'heaviness', 'weight', 'squeez*', 'crushing', 'crushed', 'elephant', 'band', 'vise', 'vice', 'clamp*', 'vice like', 'vise like', 'heavy*', 'press*', 'constrict*', 'band around', 'brick', 'rock', 'boulder', 'anvil', 'stone'],
    it: ['pressione', 'peso', 'pesante', 'stretta', 'stringe', 'stringimento', 'oppressione', 'schiacci*', 'morsa', 'macigno', 'costrizione', 'strett*', 'elefante', 'mi stringe', 'oppress*', 'opprim*', 'pesantezza', 'compress*', 'schiaccia', 'masso', 'mattone', 'incudine'],
    es: ['presion', 'opresion', 'peso', 'pesadez', 'apret*', 'aplast*', 'oprime', 'tenaza', 'elefante', 'estruj*', 'aprieta', 'aprietan', 'apretado', 'apretada', 'me oprime', 'oprim*', 'aprision*', 'pesado', 'pesada', 'estrujad*'],
    de: ['druck', 'enge', 'eng', 'engegefuhl', 'schwer', 'gewicht', 'zusammengedruckt', 'zugeschnurt', 'beklemm*', 'stein', 'ring', 'schwer*', 'druck*', 'schraubstock', 'elefant', 'zusammengeschnurt', 'eingeengt', '*druck*', 'schweregefuhl', 'engegefuhl*', '*enge*', 'schnurt*', 'quetsch*', 'presst', 'zieht sich zusammen', 'zusammengezogen'],
    fr: ['pression', 'oppression', 'poids', 'lourd*', 'serr*', 'ecras*', 'etau', 'compress*', 'elephant', 'barre', 'oppresse', 'm oppresse', 'serre', 'ca serre', 'ca me serre', 'comprimee', 'me comprime', 'comprimait', 'serree', 'serrement', 'etreinte', 'ca appuie', 'appuie', 'rocher', 'pierre', 'brique', 'parpaing', 'enclume'],
  },
  spread: {
    en: ['spread*', 'radiat*', 'goes to', 'going to', 'goes down', 'going down', 'down my', 'into my', 'up my', 'up to', 'moving to', 'travels', 'shoots', 'goes up', 'going up', 'up into', 'into my jaw', 'into my arm', 'down my arm', 'to my back', 'through to my back'],
    it: ['si irradia', 'irradia*', 'va al', 'va alla', 'scende', 'fino al', 'fino alla', 'verso il', 'verso la', 'prende anche', 'sale', 'sale alla', 'sale al', 'prende il braccio', 'mi prende', 'nella schiena', 'alla schiena'],
    es: ['se extiende', 'irradia*', 'se va al', 'se va a', 'baja por', 'hasta el', 'hasta la', 'se corre', 'llega al', 'llega a', 'sube', 'sube a', 'sube al', 'me llega', 'se me va', 'hacia el brazo', 'a la espalda'],
    de: ['strahlt', 'ausstrahl*', 'zieht in', 'zieht bis', 'bis in', 'in den', 'in die', 'geht in', 'geht bis', 'zieht', 'zieht hoch', 'geht hoch', 'bis in den', 'in den rucken', 'in den kiefer'],
    fr: ['irradie', 'se propage', 'descend', 'jusqu', 'vers le', 'vers la', 'dans le bras', 'dans la machoire', 'remonte', 'monte', 'monte dans', 'descend dans', 'jusque dans', 'dans le dos'],
  },
  droop: {
    en: ['droop*', 'drop*', 'sag*', 'lopsided', 'crooked', 'uneven', 'slack', 'hanging', 'fallen', 'falling', 'twisted', 'paraly*', 'pulled down', 'pulling down', 'dragging down', 'sliding down', 'gone crooked', 'slipped', 'slumped', 'one sided'],
    it: ['stort*', 'cadent*', 'abbassat*', 'cascant*', 'caduta', 'cade', 'paralizz*', 'paralisi', 'piega', 'pende', 'tirat*', 'storta', 'storto', 'tirata giu', 'scesa', 'cascante', 'penzola', 'si e abbassata', 'piegat*'],
    es: ['caid*', 'torcid*', 'chueca', 'chueco', 'colgando', 'cae', 'paraliz*', 'paralisis', 'ladead*', 'deforme', 'cay*', 'se le cayo', 'se me cayo', 'torcida', 'torcido', 'se le ha torcido', 'torcio', 'se le torcio', 'se me torcio', 'se le cae', 'se me cae', 'caida', 'desviada', 'colgada', 'tuerce', 'se le tuerce', 'se me tuerce', 'se le va la boca', 'se le ladea', 'de lado', 'ladeada', 'ladeado'],
    de: ['hangt', 'hangend*', 'schief', 'verzogen', 'gelahmt', 'lahm*', 'herunter', 'runter', 'schlaff', 'hangender', 'hangende', 'hangt runter', 'hangt herab', 'schiefes', 'verzieht sich', 'zieht schief', 'verzogen'],
    fr: ['tombe', 'tombant*', 'travers', 'tordu*', 'paralys*', 'affaiss*', 'pend', 'devie', 'asymetri*', 'retomb*', 'de travers', 'tombante', 'affaissee', 'deformee', 'tordue', 'pendante', 'part d un cote', 'part sur le cote', 'tire d un cote', 'tire sur le cote', 'de traviole'],
  },
  weakNumb: {
    en: ['weak*', 'numb*', 'dead', 'heavy', "can t move", 'cannot move', "couldn t move", "can t lift", 'cannot lift', "can t feel", "couldn t lift", 'no feeling', 'paraly*', 'limp', 'floppy', 'gave way', 'give way', 'can t lift', 'cannot lift', 'couldn t lift', 'can t raise', 'can t smile', 'can t hold', 'can t grip', 'dropping things', 'keeps dropping', 'won t move', 'doesn t move', 'can t use', 'no strength', 'no power', 'lost strength', 'lost power', 'clumsy', 'won t obey', 'doesn t obey', 'not responding'],
    it: ['debol*', 'intorpidit*', 'addormentat*', 'insensibil*', 'paralizz*', 'non riesco a muovere', 'non riesce a muovere', 'non sento', 'non sente', 'non muove', 'molle', 'cede', 'formicol*', 'non riesce ad alzare', 'non riesco ad alzare', 'non alza', 'non riesce a sorridere', 'non muove piu', 'non riesce piu a muovere', 'non riesco piu a muovere', 'non tiene', 'non stringe', 'cade tutto di mano', 'non la muove', 'non lo muove', 'non ha piu forza', 'non ho piu forza', 'senza forza', 'niente forza', 'perso forza', 'non la sente', 'non lo sente', 'non la sento', 'non lo sento', 'non le sente', 'non li sente', 'maldestr*', 'non obbedisce', 'non gli obbedisce', 'non le obbedisce', 'non risponde piu'],
    es: ['debil*', 'entumecid*', 'dormid*', 'adormecid*', 'paraliz*', 'no puedo mover', 'no puede mover', 'no siento', 'no siente', 'no mueve', 'sin fuerza', 'floja', 'flojo', 'hormigue*', 'no puede levantar', 'no puedo levantar', 'durmi*', 'aflo*', 'no me sostiene', 'no le sostiene', 'no puedo agarrar', 'no puede agarrar', 'ya no puede mover', 'no puede sostener', 'se le cae todo', 'no lo mueve', 'no la mueve', 'se le duerme', 'se me duerme', 'dormido', 'dormida', 'no tiene fuerza', 'no tengo fuerza', 'perdio fuerza', 'sin fuerzas', 'no la siente', 'no lo siente', 'no la siento', 'no lo siento', 'torpe', 'no le responde', 'no me responde', 'no obedece'],
    de: ['schwach', 'schwache', 'schwach*', 'taub', 'gefuhllos', 'gelahmt', 'lahm*', 'kann nicht bewegen', 'nicht bewegen', 'nicht mehr bewegen', 'kein gefuhl', 'kribbel*', 'eingeschlafen', 'nicht mehr heben', 'nicht heben', 'kann nicht heben', 'nicht lacheln', 'kann nichts halten', 'lasst alles fallen', 'fallt alles aus der hand', 'gehorcht nicht', 'keine kraft', 'kraftlos', 'keine kraft mehr', 'spurt nicht', 'spure nicht', 'spurt es nicht', 'nicht mehr spuren', 'nicht spuren', 'ungeschickt', 'reagiert nicht mehr', 'gehorcht nicht mehr', 'knickt weg', 'knickt ein', 'sackt weg'],
    fr: ['faible*', 'faiblesse', 'engourdi*', 'insensible', 'paralys*', 'ne peux plus bouger', 'peux pas bouger', 'peut pas bouger', 'ne sens plus', 'sens plus', 'sans force', 'fourmill*', 'peut plus lever', 'peux plus lever', 'arrive plus a lever', 'arrive plus a sourire', 'peut plus sourire', 'arrive plus a bouger', 'arrive pas a bouger', 'bouge plus', 'bouge pas', 'sent plus', 'lache tout', 'tient plus', 'n obeit plus', 'plus de force', 'pas de force', 'perdu la force', 'la sent plus', 'le sent plus', 'la sens plus', 'le sens plus', 'maladroit*', 'ne repond plus', 'repond plus', 'arrive pas a lever', 'peux pas lever', 'peut pas lever', 'obeit plus', 'peut plus bouger', 'peux plus bouger', 'ne peut plus bouger', 'peut plus le bouger', 'peut plus la bouger', 'endormis', 'endormies', 'bras endormi', 'jambe endormie', 'main endormie'],
  },
  sudden: {
    en: ['sudden*', 'all of a sudden', 'out of nowhere', 'all at once', 'just now', 'minutes ago', 'an hour ago', 'from one second to the next', 'without warning'],
    it: ['improvvis*', 'all improvviso', 'di colpo', 'tutto d un tratto', 'un attimo fa', 'poco fa', 'da un momento all altro', 'da un secondo all altro', 'senza preavviso'],
    es: ['de repente', 'repentin*', 'de golpe', 'subit*', 'hace un rato', 'derrepente', 'de un momento a otro', 'de un segundo a otro', 'sin aviso'],
    de: ['plotzlich', 'ploetzlich', 'auf einmal', 'schlagartig', 'vorhin', 'von einer sekunde auf die andere', 'von jetzt auf gleich', 'aus heiterem himmel'],
    fr: ['soudain*', 'tout a coup', 'd un coup', 'brusquement', 'subitement', 'tout d un coup', 'd une seconde a l autre', 'du jour au lendemain', 'sans prevenir'],
  },
  speech: {
    en: ['speech', 'speak', 'speaking', 'talk', 'talking', 'talks', 'words', 'voice'],
    it: ['parola', 'parole', 'parla', 'parlare', 'parlava', 'voce'],
    es: ['habla', 'hablar', 'hablaba', 'palabras', 'voz'],
    de: ['sprache', 'sprechen', 'spricht', 'sprach', 'worte', 'worter', 'redet', 'stimme', 'wirres zeug', 'zeug'],
    fr: ['parole', 'parle', 'parler', 'parlait', 'mots', 'voix', 'articule', 'ses mots'],
  },
  speechWrong: {
    en: ['slur*', 'garbled', 'jumbled', 'mumbl*', 'nonsense', 'gibberish', 'drunk', 'funny', 'strange', 'weird', 'wrong words', 'come out wrong', 'coming out wrong', 'came out wrong', "can t get the words", "can t find the words", "couldn t get the words", 'not making sense', "doesn t make sense", "didn t make sense", 'mixed up', 'muddl*', 'confused', 'scrambled', 'thick', 'not right', 'all wrong', 'makes no sense', 'can t find her words', 'can t find his words', 'can t find my words', 'can t get her words out', 'can t get his words out', 'words out'],
    it: ['impastat*', 'strano', 'strana', 'strane', 'senza senso', 'ubriac*', 'non escono', 'farfugli*', 'biascic*', 'confuse', 'sbagliate', 'male', 'in modo strano', 'non trova le parole', 'non trovo le parole', 'confus*', 'incomprensibil*', 'non si capisce', 'storpia', 'mangia le parole'],
    es: ['arrastr*', 'trabad*', 'trabando', 'rara', 'raro', 'raras', 'sin sentido', 'borrach*', 'no le salen', 'no me salen', 'enredad*', 'equivocadas', 'no encuentra las palabras', 'no encuentro las palabras', 'confus*', 'no se le entiende', 'incoherente*', 'arrastra las palabras', 'trabalenguas'],
    de: ['verwaschen', 'lall*', 'undeutlich', 'komisch', 'wirr*', 'durcheinander', 'betrunken', 'kommen nicht', 'falsche', 'wirres', 'wirr', 'findet die worter nicht', 'findet keine worte', 'unverstandlich', 'lallt', 'nuschelt'],
    fr: ['pateuse', 'pateux', 'bizarre*', 'incomprehensible*', 'n importe quoi', 'melange*', 'ivre', 'saoul', 'saoule', 'soule', 'bourre', 'bourree', 'sortent pas', 'confus', 'bizarrement', 'bizarre', 'trouve plus ses mots', 'trouve pas ses mots', 'trouve plus mes mots', 'incoherent*', 'on comprend rien', 'mache ses mots', 'embrouill*'],
  },
  visionLoss: {
    en: ["can t see", 'cannot see', 'lost my sight', 'lost vision', 'went blind', 'blind', 'double vision', 'seeing double', 'vision went', 'sight went', 'lost the sight', 'lost sight', 'lost the vision', 'lost my vision', 'can t see out of', 'went black in', 'blind in one eye', 'half my vision', 'went dark', 'went black', 'gone dark', 'curtain over', 'can t see properly', 'cant see properly', 'can t see right'],
    it: ['non vedo', 'non vede', 'cieco', 'cieca', 'vista doppia', 'vedo doppio', 'perso la vista', 'non vedo piu', 'non vede piu', 'cieco da un occhio', 'cieca da un occhio', 'non ci vedo', 'non ci vedo bene', 'non vedo bene', 'non vede bene', 'diventato buio', 'tutto nero'],
    es: ['no veo', 'no ve', 'ciego', 'ciega', 'vision doble', 'veo doble', 'perdi la vista', 'perdio la vista', 'ya no veo', 'ya no ve', 'ciego de un ojo', 'ciega de un ojo', 'no veo bien', 'no ve bien', 'se me puso negro', 'todo negro', 'deje de ver', 'dejo de ver', 'he dejado de ver', 'ha dejado de ver', 'perdi la vision', 'no veo nada', 'no ve nada'],
    de: ['sehe nichts', 'sieht nichts', 'blind', 'doppelt sehen', 'sehe doppelt', 'doppelbilder', 'sicht weg', 'sehe nichts mehr', 'sieht nichts mehr', 'auf einem auge blind', 'sehkraft verloren', 'sehe nicht richtig', 'sieht nicht richtig', 'sehe schlecht', 'alles schwarz', 'wurde schwarz'],
    fr: ['vois plus', 'voit plus', 'vois rien', 'aveugle', 'vision double', 'vois double', 'perdu la vue', 'vois plus rien', 'voit plus rien', 'aveugle d un oeil', 'vois plus bien', 'vois pas bien', 'voit plus bien', 'voit pas bien', 'tout noir', 'devenu noir'],
  },
  breath: {
    en: ['breath*', 'air', 'oxygen'],
    it: ['respir*', 'fiato', 'aria', 'ossigeno'],
    es: ['respir*', 'aire', 'aliento', 'oxigeno'],
    de: ['atem*', 'atmen', 'atme', 'atmet', 'luft', 'sauerstoff'],
    fr: ['respir*', 'souffle', 'air', 'oxygene'],
  },
  unable: {
    en: ["can t", 'cant', 'cannot', "couldn t", 'unable', 'barely', 'hardly', 'struggl*', 'fighting for', 'gasp*', 'won t go in', 'not getting in', 'not getting enough', 'can t get enough'],
    it: ['non riesco', 'non riesce', 'non posso', 'a fatica', 'fatico', 'faccio fatica', 'quasi non', 'non entra', 'non passa', 'non mi passa', 'non mi entra', 'non mi arriva'],
    es: ['no puedo', 'no puede', 'casi no', 'apenas', 'me cuesta mucho', 'no entra', 'no pasa', 'no me pasa', 'no me entra', 'no me llega'],
    de: ['kann nicht', 'kann kaum', 'kaum', 'bekomme keine', 'krieg keine', 'ringe nach', 'japse', 'geht nicht rein', 'kommt nicht rein', 'geht keine', 'kommt keine', 'komm nicht zu', 'komme nicht zu', 'komm nicht mehr zu', 'komme nicht mehr zu', 'komm gar nicht mehr zu', 'komme gar nicht mehr zu', 'komm kaum zu', 'komme kaum zu'],
    fr: ['peux pas', 'peut pas', 'arrive pas', 'arrive plus', 'a peine', 'presque pas', 'passe pas', 'rentre pas', 'entre pas', 'ne passe pas', 'passe plus', 'rentre plus'],
  },
  atRest: {
    en: ['at rest', 'resting', 'lying down', 'sitting', 'in bed', 'doing nothing', 'even talking', 'when talking', 'while talking', 'sitting still', 'not moving', 'in my chair', 'lying in bed', 'even sitting'],
    it: ['a riposo', 'sdraiat*', 'seduto', 'seduta', 'a letto', 'senza fare niente', 'anche parlando', 'fermo', 'ferma', 'stando fermo', 'stando ferma', 'anche da seduto', 'anche da seduta'],
    es: ['en reposo', 'acostad*', 'sentad*', 'en la cama', 'sin hacer nada', 'hasta hablando', 'sentado', 'sentada', 'quieto', 'quieta', 'ni estando sentado'],
    de: ['in ruhe', 'im liegen', 'im sitzen', 'im bett', 'beim sprechen', 'ohne anstrengung', 'auch im sitzen', 'ohne mich zu bewegen', 'sitze', 'nur sitze', 'beim sitzen', 'sitzend', 'beim liegen', 'ruhig sitze', 'wenn ich liege', 'obwohl ich liege', 'beim nichtstun'],
    fr: ['au repos', 'allonge*', 'assis', 'assise', 'au lit', 'sans rien faire', 'en parlant', 'allonge', 'allongee', 'sans bouger', 'meme assis'],
  },
  blue: {
    en: ['blue', 'purple', 'grey', 'gray', 'grey', 'gray', 'ashen'],
    it: ['blu', 'viola', 'violacee', 'cianotic*', 'grigio', 'grigia', 'cinerea'],
    es: ['azul*', 'morad*', 'gris', 'ceniciento'],
    de: ['blau*', 'violett', 'grau', 'aschfahl'],
    fr: ['bleu*', 'violac*', 'gris', 'grise'],
  },
  lips: { en: ['lips', 'lip'], it: ['labbra'], es: ['labios'], de: ['lippen'], fr: ['levres'] },
  swell: {
    en: ['swell*', 'swollen', 'puff*', 'closing', 'closing up', 'tight', 'blown up', 'swelled up', 'puffed up', 'ballooned', 'too big', 'huge', 'fat', 'massive', 'enormous', 'tighter', 'getting tight'],
    it: ['gonfi*', 'chiude', 'si chiude', 'chiusa', 'stretta', 'gonfiat*', 'si gonfia', 'grossa', 'grosse', 'enorme', 'enormi', 'si stringe', 'stringe', 'si sta chiudendo'],
    es: ['hinch*', 'inflam*', 'cierra', 'se cierra', 'cerrada', 'cerrando', 'hinchad*', 'se hincho', 'gorda', 'gordos', 'enorme', 'enormes', 'se me cierra', 'apretada', 'como globos', 'como un globo', 'globo*', 'hinchadisim*', 'inflad*', 'cerro', 'se cerro', 'se me cerro'],
    de: ['geschwollen', 'schwillt', 'schwell*', 'dick', 'zu', 'zugeschnurt', 'zuschnur*', 'angeschwollen', 'aufgeschwollen', 'aufgedunsen', 'schwillt an', 'ganz dick', 'riesig', 'eng', 'enger', 'wird eng', 'zu eng', 'schnurt sich zu', 'wie ballons', 'wie ein ballon', 'ballon*', 'aufgeblaht', 'wulstig', 'aufgequollen', 'verquollen', 'quillt auf', 'quellen auf', 'zugeschwollen', 'zuschwillt', 'schwillt zu'],
    fr: ['gonfl*', 'enfl*', 'ferme', 'se ferme', 'serree', 'gonfle', 'a gonfle', 'enfle', 'grosse', 'enorme', 'enormes', 'se serre', 'serre', 'se resserre', 'epaisse', 'double de volume', 'doubler de volume', 'triple de volume', 'deux fois plus gros', 'deux fois plus grosse'],
  },
  hives: {
    en: ['hives', 'welts', 'rash*', 'itch*'],
    it: ['orticaria', 'pomfi', 'bolle', 'prurito', 'eruzione', 'ponfi', 'ponfo', 'bolle rosse'],
    es: ['ronchas', 'urticaria', 'sarpullido', 'picazon', 'comezon', 'habon*', 'habones', 'ampollas'],
    de: ['nesselsucht', 'quaddeln', 'ausschlag', 'juck*'],
    fr: ['urticaire', 'plaques', 'boutons', 'demang*'],
  },
  // ------------------------------------------------------------------ bleeding
  blood: {
    en: ['blood', 'bleed*', 'bled', 'haemorrhag*', 'hemorrhag*', 'nosebleed*', 'nose bleed*', 'bloody'],
    it: ['sangue', 'sanguina', 'sanguinando', 'sanguinato', 'sanguinamento', 'sanguinano', 'emorragi*', 'sanguin*'],
    es: ['sangr*', 'hemorragi*', 'sangre'],
    de: ['blut', 'blute', 'blutet', 'bluten', 'blutung', 'blutungen', 'geblutet', 'nasenblut*', 'blutet*', 'blut*'],
    fr: ['sang', 'saign*', 'hemorragi*'],
  },
  notStopping: {
    en: ["won t stop", 'wont stop', "doesn t stop", "isn t stopping", "not stopping", "can t stop", 'cant stop', "won t quit", 'keeps', 'keep', 'still', 'nonstop', 'non stop', 'for hours', 'for an hour', 'over an hour', 'all night', 'all day', "hasn t stopped", "haven t stopped", "not stopped", "not slowing", 'for more than an hour', 'over an hour now', 'for half an hour', 'for ages'],
    it: ['non si ferma', 'non smette', 'non riesco a fermar*', 'non si arresta', 'continua', 'da ore', 'da un ora', 'tutta la notte', 'ancora', 'da piu di un ora', 'da mezz ora', 'da un sacco'],
    es: ['no para', 'no deja de', 'no se detiene', 'no se para', 'no puedo parar', 'no se corta', 'sigue', 'desde hace horas', 'hace una hora', 'toda la noche', 'todavia', 'desde hace mas de una hora', 'hace mas de una hora', 'desde hace media hora', 'no para nunca', 'no deja de salir', 'sangra y sangra', 'no hay manera de parar', 'no consigo parar', 'no se quiere parar'],
    de: ['hort nicht auf', 'horen nicht auf', 'nicht aufhoren', 'nicht stoppen', 'nicht zu stoppen', 'nicht stillen', 'seit stunden', 'seit einer stunde', 'die ganze nacht', 'immer noch', 'weiter', 'seit uber einer stunde', 'seit mehr als einer stunde', 'seit einer halben stunde', 'hort einfach nicht auf', 'hort gar nicht auf', 'hort nicht mehr auf', 'will nicht aufhoren', 'blutet und blutet', 'lasst sich nicht stillen'],
    fr: ['s arrete pas', 'arrete pas', 'arreter', 'n arrive pas a arreter', 'continue', 'depuis des heures', 'depuis une heure', 'toute la nuit', 'toujours', 'depuis plus d une heure', 'depuis une demi heure', 'depuis une plombe', 'sans arret', 'sans s arreter', 'non stop', 'en continu', 'a flots', 'a flot'],
  },
  heavy: {
    en: ['heavily', 'heavy', 'a lot', 'lots', 'loads', 'so much', 'gushing', 'pouring', 'soaked', 'soaking', 'everywhere', 'pool', 'clots', 'towel', 'towels'],
    it: ['molto', 'tanto', 'tantissimo', 'parecchio', 'abbondante', 'fiotti', 'ovunque', 'dappertutto', 'zuppo', 'coaguli', 'asciugamano', 'inzupp*', 'piena di', 'pieno di'],
    es: ['mucho', 'mucha', 'muchisim*', 'abundante', 'a chorros', 'por todas partes', 'empapad*', 'coagulos', 'toalla', 'empap*', 'chorre*'],
    de: ['stark', 'viel', 'sehr viel', 'massiv', 'uberall', 'durchtrankt', 'klumpen', 'handtuch'],
    fr: ['beaucoup', 'abondant*', 'enormement', 'partout', 'trempe*', 'caillots', 'serviette', 'a flots'],
  },
  vomitCough: {
    en: ['vomit*', 'threw up', 'throwing up', 'throw up', 'puk*', 'cough*', 'spit*', 'spat', 'bringing up', 'brought up', 'bring up', 'bringing it up'],
    it: ['vomit*', 'tossi*', 'sputo', 'sputato', 'sputa*', 'rigettato'],
    es: ['vomit*', 'tos*', 'escup*', 'devolv*'],
    de: ['erbroch*', 'erbrech*', 'kotz*', 'gekotzt', 'hust*', 'gehustet', 'spuck*'],
    fr: ['vomi*', 'tousse*', 'toux', 'crach*'],
  },
  blackStool: {
    en: ['black stool*', 'black poo*', 'tarry', 'black tar', 'black bowel*', 'poop is black', 'stool is black', 'stools are black', 'poo is black'],
    it: ['feci nere', 'feci scure', 'cacca nera', 'feci color pece'],
    es: ['heces negras', 'caca negra', 'popo negro', 'deposiciones negras'],
    de: ['schwarzer stuhl', 'stuhl ist schwarz', 'teerstuhl', 'schwarzen stuhl'],
    fr: ['selles noires', 'caca noir', 'selles sont noires'],
  },
  anticoag: {
    en: ['blood thinner*', 'anticoag*', 'warfarin', 'coumadin', 'eliquis', 'apixaban', 'xarelto', 'rivaroxaban', 'pradaxa', 'dabigatran', 'heparin', 'clexane', 'lovenox', 'edoxaban', 'lixiana', 'clopidogrel', 'plavix', 'marcoumar', 'marcumar', 'sintrom', 'previscan', 'ticagrelor', 'brilinta', 'prasugrel', 'enoxaparin', 'fragmin', 'dalteparin', 'acenocoumarol', 'phenprocoumon', 'fluindione'],
    it: ['anticoagulant*', 'coumadin', 'sintrom', 'fluidificant*', 'eliquis', 'xarelto', 'pradaxa', 'lixiana', 'clopidogrel', 'plavix', 'eparina', 'warfarin', 'clexane', 'seleparina', 'fraxiparina', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban'],
    es: ['anticoagulant*', 'sintrom', 'acenocumarol', 'aldocumar', 'heparina', 'clopidogrel', 'plavix', 'eliquis', 'xarelto', 'pradaxa', 'warfarina', 'clexane'],
    de: ['blutverdunn*', 'marcumar', 'falithrom', 'gerinnungshemm*', 'marcoumar', 'phenprocoumon', 'heparin', 'clopidogrel', 'plavix', 'eliquis', 'xarelto', 'pradaxa', 'lixiana', 'blutverdunner', 'blutverdunnung'],
    fr: ['anticoagulant*', 'previscan', 'fluidifiant*', 'sintrom', 'coumadine', 'eliquis', 'xarelto', 'heparine', 'lovenox', 'plavix', 'kardegic', 'clopidogrel', 'pradaxa', 'fluidifiant', 'anticoagulant'],
  },
  // ------------------------------------------------------------------ self-harm and suicidal ideation
  noPoint: {
    en: ['no point', "what s the point", 'whats the point', 'what is the point', "don t see the point", 'dont see the point', "don t see any reason", "don t see a reason", 'dont see any reason', 'see no reason', 'see no point', "can t see the point", 'no reason', 'pointless', 'no purpose', 'nothing to live for', 'nothing left', 'no hope', 'hopeless', 'no future', 'why bother', 'can t find a reason', 'find no point', 'see no sense', 'no sense in', 'what s the use', 'whats the use', 'no use', 'any reason left', 'no reason left', 'nothing left to live for', 'no meaning', 'meaningless', 'lost the will', 'lost all hope', 'given up hope', 'don t see why', 'can t see why', 'see no reason why', 'no idea why i', 'useless', 'what good is', 'why should i even', 'why would i even'],
    it: ['non ha senso', 'senza senso', 'nessun senso', 'nessun motivo', 'non vedo il senso', 'non vedo motivo', 'non vedo nessun motivo', 'non vedo perche', 'a che serve', 'che senso ha', 'non ne vale la pena', 'nessuna speranza', 'senza speranza', 'niente per cui', 'non trovo senso', 'non ci trovo senso', 'non trovo piu un senso', 'non ci vedo senso', 'a che pro', 'non ha piu senso', 'nessuno scopo', 'senza scopo', 'perso la speranza', 'perso ogni speranza', 'non ne vale piu la pena', 'non so piu perche', 'non so perche dovrei', 'non serve a niente', 'non serve a nulla', 'serve a niente', 'a cosa serve', 'chi me lo fa fare', 'chi me lo fa fare di', 'non vale la pena', 'non vale piu la pena', 'non ne vale piu la pena'],
    es: ['no tiene sentido', 'sin sentido', 'ningun sentido', 'ninguna razon', 'no veo sentido', 'no le veo sentido', 'no veo razon', 'no veo motivo', 'no veo para que', 'para que', 'no vale la pena', 'sin esperanza', 'ninguna esperanza', 'nada por lo que', 'pa que', 'pa q', 'no le encuentro sentido', 'no encuentro sentido', 'no le encuentro el sentido', 'no le veo el sentido', 'de que sirve', 'pa que sirve', 'para que seguir', 'ya no tiene sentido', 'sin proposito', 'perdi la esperanza', 'perdido la esperanza', 'ya no vale la pena', 'no veo por que', 'no se para que', 'no se pa que', 'no sirve de nada', 'de nada sirve', 'no sirve para nada'],
    de: ['keinen sinn', 'sinnlos', 'kein grund', 'keinen grund', 'sehe keinen sinn', 'sehe keinen grund', 'wozu', 'hoffnungslos', 'keine hoffnung', 'lohnt sich nicht', 'nichts mehr', 'wozu noch', 'wozu uberhaupt', 'finde keinen sinn', 'hat keinen sinn mehr', 'macht keinen sinn mehr', 'was soll das noch', 'wozu das alles', 'hat alles keinen sinn', 'ohne sinn', 'keinen zweck', 'hoffnung verloren', 'keine hoffnung mehr', 'lohnt sich nicht mehr', 'sinnlos*', 'sehe nicht warum', 'weiss nicht wozu', 'weiss nicht warum ich', 'wusste nicht wozu', 'bringt nichts', 'bringt doch nichts', 'hat keinen zweck', 'weiss nicht wofur', 'wofur ich noch', 'wozu ich noch', 'wofur noch'],
    fr: ['aucun sens', 'sert a rien', 'sert plus a rien', 'a quoi bon', 'aucune raison', 'vois plus de raison', 'vois pas de raison', 'vois plus l interet', 'vois pas l interet', 'plus de raison', 'vois plus le sens', 'pas la peine', 'sans espoir', 'aucun espoir', 'plus d espoir', 'l interet de', 'l interet', 'trouve plus de sens', 'trouve aucun sens', 'vois plus de sens', 'a plus de sens', 'a quoi ca sert', 'ca sert a quoi', 'plus aucun sens', 'perdu espoir', 'perdu tout espoir', 'ne vaut plus la peine', 'vaut plus la peine', 'vois pas pourquoi', 'vois plus pourquoi', 'sais plus pourquoi', 'qu est ce qui me pousse a', 'pourquoi je devrais'],
  },
  goOn: {
    en: ['go on', 'going on', 'carry on', 'carrying on', 'keep going', 'keep on', 'living', 'live', 'life', 'alive', 'being here', 'be here', 'wake up', 'exist*', 'continue', 'keep fighting', 'fighting', 'keep living', 'stay alive', 'on this earth', 'in this world', 'around', 'go on living', 'carry on living'],
    it: ['andare avanti', 'continuare a vivere', 'vivere', 'vita', 'vivo', 'viva', 'esistere', 'svegliarmi', 'lottare', 'continuare', 'tirare avanti', 'restare', 'essere qui', 'stare qui', 'esserci', 'vivere ancora', 'andare avanti cosi', 'in questo mondo', 'su questa terra', 'campare', 'campa', 'tirare a campare'],
    es: ['seguir viviendo', 'seguir adelante', 'seguir asi', 'vivir', 'vida', 'vivo', 'viva', 'existir', 'despertar*', 'luchar', 'sigo', 'sigo aqui', 'seguir luchando', 'continuar', 'seguir', 'seguir aqui', 'estar aqui', 'estar vivo', 'estar viva', 'en este mundo', 'seguir en este mundo', 'vivir asi', 'aguantar'],
    de: ['weiterleben', 'leben', 'am leben', 'da sein', 'existieren', 'aufwachen', 'kampfen', 'weitermachen', 'weiter', 'weiter so', 'weiter*', 'zu leben', 'hier sein', 'auf der welt', 'am leben bleiben', 'durchhalten', 'lebn'],
    fr: ['continuer a vivre', 'tenir', 'vivre', 'vie', 'vivant*', 'exister', 'me reveiller', 'me battre', 'continuer', 'rester', 'etre la', 'etre ici', 'sur terre', 'dans ce monde', 'vivre comme ca', 'tenir le coup', 'avancer'],
  },
  betterOff: {
    en: ['better off', 'better without', 'happier without', 'easier without', 'burden', 'in the way', 'nobody would miss', 'no one would miss', 'nobody would care', 'no one would care', 'nobody would notice', 'manage fine', 'be fine', 'would be fine', 'cope better', 'be okay', 'be ok', 'be happier', 'be easier', 'better for everyone', 'easier for everyone', 'happier', 'calmer', 'relieved', 'lighter', 'easier for them', 'less of a burden', 'no one would notice', 'easier life', 'a better life', 'an easier life', 'happier life', 'life would be easier', 'lives would be easier'],
    it: ['meglio', 'meglio senza', 'stare meglio senza', 'starebbero meglio', 'starebbe meglio', 'un peso', 'di peso', 'di troppo', 'nessuno sentirebbe', 'a nessuno importerebbe', 'starebbero bene', 'se la caverebbero', 'piu facile per tutti', 'meglio per tutti', 'piu tranquill*', 'piu felic*', 'sollevat*', 'piu sereni', 'starebbero tutti', 'vivrebbero meglio', 'vita piu facile', 'una vita migliore', 'vita migliore', 'piu facile'],
    es: ['mejor', 'mejor sin', 'estarian mejor', 'estaria mejor', 'una carga', 'un estorbo', 'de sobra', 'nadie me extranaria', 'a nadie le importaria', 'estarian bien', 'seria mas facil para todos', 'mejor para todos', 'tranquil*', 'mas felices', 'aliviad*', 'mas a gusto', 'vivirian mejor', 'les iria mejor', 'vida mas facil', 'una vida mejor', 'vida mejor', 'mas facil', 'contentos', 'estarian contentos', 'mas contentos', 'felices'],
    de: ['besser', 'besser ohne', 'besser dran', 'eine last', 'zur last', 'im weg', 'niemand wurde mich vermissen', 'keiner wurde mich vermissen', 'uberflussig', 'waren besser dran', 'kamen klar', 'besser fur alle', 'leichter fur alle', 'erleichtert', 'glucklicher', 'ruhiger', 'leichter', 'ginge es besser', 'ginge es allen besser', 'besser gehen', 'leichteres leben', 'besseres leben', 'es leichter', 'froh', 'waren froh', 'ware froh', 'waere froh'],
    fr: ['mieux', 'mieux sans', 'mieux sans moi', 'un fardeau', 'un poids', 'de trop', 'personne ne me regretterait', 'personne ne remarquerait', 'seraient mieux', 's en sortiraient', 'plus simple pour tout le monde', 'mieux pour tout le monde', 'soulage*', 'plus tranquille*', 'plus heureux', 'plus legers', 'vivraient mieux', 'ca irait mieux', 'vie plus facile', 'une vie meilleure', 'vie meilleure', 'plus facile'],
  },
  withoutMe: {
    en: ['without me', 'if i was gone', 'if i were gone', 'if i wasn t here', 'if i weren t here', 'if i died', 'when i m gone', 'burden', 'wasn t around', 'weren t around', 'not around', 'if i was not here', 'if i disappeared', 'if i just went', 'once i m gone', 'after i m gone', 'if i wasnt around', 'if i weren t around', 'if i was dead', 'if i were dead', 'once im gone', 'without me around', 'without me here', 'if i wasn t in it', 'if i weren t in it', 'if i was out of the picture', 'if i were out of the picture', 'without me in it'],
    it: ['senza di me', 'senza me', 'se non ci fossi', 'se morissi', 'se sparissi', 'peso', 'se non ci fossi piu', 'quando non ci saro piu', 'se io non ci fossi', 'se morissi io', 'se io sparissi', 'se me ne andassi', 'quando non ci saro', 'senza di me in mezzo'],
    es: ['sin mi', 'si no estuviera', 'si me muriera', 'si desapareciera', 'carga', 'estorbo', 'si yo no estuviera', 'si ya no estuviera', 'cuando ya no este', 'si me fuera', 'si yo me muriera', 'si yo desapareciera', 'si me muero', 'si me fuera para siempre', 'sin mi aqui'],
    de: ['ohne mich', 'wenn ich nicht mehr da', 'wenn ich tot', 'wenn ich weg', 'last', 'wenn ich nicht mehr da ware', 'wenn ich weg ware', 'wenn es mich nicht mehr gabe', 'wenn ich tot ware', 'wenn ich weg bin', 'wenn ich nicht mehr lebe', 'wenn ich sterbe', 'wenn ich nicht da ware', 'wenn es mich nicht gabe'],
    fr: ['sans moi', 'si je n etais plus', 'si j etais plus', 'si je mourais', 'si je disparaissais', 'fardeau', 'poids', 'de trop', 'si je n etais plus la', 'si j etais plus la', 'quand je serai plus la', 'si je partais', 'si je disparais', 'si j etais mort', 'si j etais morte', 'si je mourrais', 'quand je ne serai plus la', 'si je n existais pas'],
  },
  wish: {
    en: ['wish', 'want to', 'wanna', 'would like to', 'hope', 'just want', 'praying', 'pray', 'feel like', 'hoping', 'wouldn t mind', 'would not mind', 'don t mind', 'fine with', 'ok with', 'okay with', 'be easier', 'be simpler', 'would be better', 'be better', 'wish*', 'pray*', 'rather', 'd rather', 'prefer*', 'long to', 'would love to', 'i want'],
    it: ['vorrei', 'voglio', 'desidero', 'magari', 'spero', 'preferirei', 'speriamo', 'spero', 'sperando', 'prego', 'era meglio se', 'sarebbe meglio', 'sarebbe piu facile', 'sarebbe piu semplice', 'piu facile', 'piu semplice', 'non mi dispiacerebbe', 'desider*', 'sper*', 'mi piacerebbe', 'pregando'],
    es: ['quisiera', 'quiero', 'ojala', 'desearia', 'deseo', 'preferiria', 'rezo', 'esperando', 'ojala', 'seria mejor', 'seria mas facil', 'seria mas sencillo', 'mas facil', 'no me importaria', 'dese*', 'prefer*', 'espero', 'me gustaria', 'ganas de', 'me dan ganas de'],
    de: ['wunschte', 'wunsche', 'will', 'mochte', 'moechte', 'hoffe', 'lieber', 'am liebsten', 'wunsch*', 'hoff*', 'bete', 'ware besser', 'waere besser', 'ware einfacher', 'waere einfacher', 'hatte nichts dagegen', 'gern', 'gerne', 'besser ware', 'besser waere', 'ware es besser'],
    fr: ['voudrais', 'veux', 'souhaite', 'aimerais', 'prefererais', 'envie de', 'j espere', 'esperant', 'espere', 'plus simple de', 'plus simple si', 'prie', 'serait plus simple', 'serait mieux', 'plus simple', 'ca me derangerait pas', 'souhait*', 'prefer*', 'esper*', 'si je pouvais', 'si seulement je pouvais', 'si seulement'],
  },
  notExist: {
    en: ['disappear', 'vanish', 'not exist', 'didn t exist', 'never been born', 'never born', 'not wake up', 'never wake up', 'not to wake up', 'go to sleep forever', 'sleep forever', 'wasn t here', 'weren t here', 'not be here', 'not here anymore', 'be gone', 'was gone', 'were gone', 'fade away', 'dead', 'die', 'dying', 'wouldn t wake*', 'wouldnt wake*', 'won t wake*', 'don t wake*', 'not wake*', 'never wake*', 'takes me', 'take me', 'hit by a bus', 'run over', 'ending it', 'end it', 'end it all', 'ending it all', 'didn t wake*', 'never woke up', 'just disappear', 'go to sleep and not wake up', 'never wake up again', 'never wake again', 'not wake up again', 'not exist*', 'stop existing', 'cease to exist', 'not be alive', 'not be around', 'not around anymore', 'fall asleep forever', 'close my eyes and never open them', 'never open them again', 'close my eyes forever', 'it all to stop', 'it all to end', 'everything to stop', 'everything to end', 'all to be over', 'it to be over', 'not make it to tomorrow', 'not see tomorrow', 'comes for me', 'come for me', 'come and get me'],
    it: ['sparire', 'scomparire', 'non esistere', 'non esserci', 'non essere mai nato', 'non essere mai nata', 'non svegliarmi', 'non risvegliarmi', 'dormire per sempre', 'morire', 'morto', 'morta', 'non ci fossi', 'mi porti via', 'porti via', 'non nascevo', 'non fossi nato', 'non fossi nata', 'investit*', 'l ultima volta', 'non svegliar*', 'non risvegliar*', 'sparire per sempre', 'non svegliarmi piu', 'addormentarmi per sempre', 'non svegliarmi mai piu', 'mai piu svegliar*', 'non risvegliarmi mai', 'non esistere piu', 'smettere di esistere', 'non esserci piu', 'scomparire per sempre', 'addormentarmi e basta', 'non riaprirli piu', 'non riaprirli', 'non riaprire piu gli occhi', 'chiudere gli occhi per sempre', 'finisca tutto', 'tutto finisca', 'che sia tutto finito', 'farla finita con tutto', 'non arrivare a domani', 'non arrivare a domattina', 'non vedere domani', 'venga a prendermi'],
    es: ['desaparecer', 'no existir', 'no haber nacido', 'no despertar*', 'dormir para siempre', 'no estar', 'morir*', 'muerto', 'muerta', 'me lleve', 'me atropell*', 'atropell*', 'descansar para siempre', 'acabar con todo', 'no volver a despertar*', 'desaparecer para siempre', 'dormirme para siempre', 'no despertar nunca mas', 'nunca mas despertar', 'no despertarme nunca', 'dejar de existir', 'no existir mas', 'no estar aqui', 'no estar mas', 'no despertarme', 'dormirme y no despertar', 'irme para siempre', 'irme de este mundo', 'marcharme para siempre', 'ir de este mundo', 'irme de este mundo', 'marcharme de este mundo', 'me muriera', 'me muera', 'muriera', 'muriese', 'me muriese'],
    de: ['verschwinden', 'nicht existieren', 'nie geboren', 'nicht mehr aufwachen', 'nicht aufwachen', 'fur immer schlafen', 'nicht mehr da', 'nicht da sein', 'sterben', 'tot', 'einschlafen und nicht', 'nicht mehr aufwach*', 'nicht aufwach*', 'holt mich', 'uberfahr*', 'nicht mehr aufzuwach*', 'nicht aufzuwach*', 'nie mehr aufwach*', 'einfach weg sein', 'fur immer einschlafen', 'nie wieder aufwach*', 'nicht wieder aufwach*', 'nicht mehr existieren', 'aufhoren zu existieren', 'nicht mehr leben', 'nicht mehr da sein', 'weg sein', 'tot sein', 'tot ware', 'einschlafen fur immer', 'weg bin', 'weg ware', 'fur immer gehen', 'fur immer weg', 'fur immer weg sein'],
    fr: ['disparaitre', 'ne plus exister', 'pas exister', 'jamais ne', 'ne pas me reveiller', 'plus me reveiller', 'dormir pour toujours', 'plus etre la', 'mourir', 'mort', 'morte', 'etre plus la', 'jamais m etre reveill*', 'plus me reveiller', 'ne pas me reveiller', 'me prenne', 'vienne me chercher', 'ne plus me reveiller', 'pas me reveiller', 'disparaitre pour toujours', 'm endormir pour toujours', 'jamais me reveiller', 'plus jamais me reveiller', 'jamais me reveiller', 'cesser d exister', 'ne plus etre la', 'm endormir et ne plus me reveiller', 'etre mort', 'etre morte', 'ne jamais les rouvrir', 'ne plus les rouvrir', 'plus jamais les rouvrir', 'fermer les yeux pour toujours', 'tout s arrete', 'tout s arreter', 'que tout finisse', 'que tout soit fini', 'en finir avec tout', 'ne pas voir demain', 'pas arriver a demain', 'pas voir demain', 'partir rejoindre', 'au ciel', 'aller au ciel', 'partir pour de bon', 'partir pour toujours'],
  },
  negWant: {
    en: ["don t want to", 'dont want to', 'do not want to', 'no longer want to', "don t wanna", 'dont wanna', "can t go on", 'cant go on', "can t keep", "can t live", 'cant live', 'tired of', 'sick of', 'done with', 'had enough of', 'give up on', 'giving up on', 'no will to', 'no desire to', 'no reason to', 'i m done', 'im done', 'weary of', 'no strength to', 'no energy to', 'fed up with', 'no longer', 'don t have the strength', 'can t do this anymore', 'can t take it anymore', 'can t take this anymore'],
    it: ['non voglio piu', 'non voglio', 'non ce la faccio piu a', 'non ce la faccio a', 'non riesco piu a', 'stanco di', 'stanca di', 'nessuna voglia di', 'non ho piu voglia di', 'stufo di', 'stufa di', 'stufata di', 'stufato di', 'non ho piu la forza di', 'non ho la forza di', 'senza forza di', 'non ne posso piu di', 'non ho piu voglia', 'non reggo piu', 'non sopporto piu', 'non ce la faccio piu', 'nun ce la faccio cchiu a', 'nun ce la faccio piu a', 'nun ce la faccio cchiu', 'non ce la faccio cchiu'],
    es: ['no quiero', 'ya no quiero', 'no puedo mas', 'no aguanto', 'ya no puedo', 'cansado de', 'cansada de', 'sin ganas de', 'no tengo ganas de', 'harto de', 'harta de', 'no tengo fuerzas para', 'sin fuerzas para', 'ya no tengo fuerzas', 'no quiero seguir', 'no aguanto mas', 'ya no aguanto', 'no soporto mas'],
    de: ['will nicht mehr', 'will nicht', 'mag nicht mehr', 'kann nicht mehr', 'keine lust mehr', 'keine kraft mehr', 'mude zu', 'es leid', 'bin es leid', 'leid zu', 'satt', 'keine kraft', 'genug vom', 'will einfach nicht mehr', 'mag einfach nicht mehr', 'halte es nicht mehr aus', 'ertrage es nicht mehr', 'schaffe das nicht mehr', 'mog nimma', 'wui nimma', 'will nimmer', 'mag nimmer'],
    fr: ['veux plus', 'ne veux plus', 'veux pas', 'peux plus', 'n en peux plus', 'plus envie de', 'pas envie de', 'marre de', 'fatigue de', 'las de', 'lasse de', 'tanne de', 'tannee de', 'j en peux pus', 'fatiguee de', 'epuise de', 'epuisee de', 'plus la force de', 'plus la force', 'pas la force de', 'plus le courage de', 'supporte plus', 'tiens plus', 'j en peux plus'],
  },
  hoard: {
    en: ['saving up', 'saving', 'saved up', 'stockpil*', 'hoard*', 'stash*', 'collect*', 'put aside', 'putting aside', 'set aside', 'setting aside', 'keeping aside', 'hiding', 'hidden', 'hid', 'stored up', 'storing', 'building up', 'enough to', 'aside', 'squirrel*', 'stash', 'kept back', 'holding onto', 'hanging onto', 'been keeping', 'keeping them', 'saved', 'keeping', 'kept them', 'put by', 'put away', 'tucked away', 'squirrelled away'],
    it: ['da parte', 'accumul*', 'nascost*', 'conservat*', 'conservando', 'messo via', 'mettendo via', 'raccogliendo', 'abbastanza per', 'scorta', 'messe da parte', 'messo da parte', 'tenute da parte', 'accantonat*', 'conservate', 'nascoste', 'sto tenendo', 'tenendo', 'messe via', 'messi via', 'messa via', 'tenute via', 'nascoste via'],
    es: ['guardando', 'guardado', 'juntando', 'juntado', 'acumul*', 'escondid*', 'escondiendo', 'reservando', 'suficientes para', 'ahorrando', 'guardadas', 'guardados', 'guardandome', 'apartad*', 'reservad*', 'tengo guardad*', 'juntand*', 'acumuland*', 'escondidas', 'apartadas'],
    de: ['gesammelt', 'sammle', 'sammel*', 'gehortet', 'horte', 'gebunkert', 'versteckt', 'verstecke', 'beiseite', 'aufgehoben', 'genug fur', 'genug um', 'bunker*', 'horten', 'angesammelt', 'zur seite gelegt', 'zuruckgelegt', 'aufbewahrt', 'aufgespart', 'gespart', 'spare', 'aufheben', 'hebe sie auf', 'spar', 'spar mir', 'spare mir', 'spar sie auf', 'leg sie zur seite', 'leg mir', 'lege mir'],
    fr: ['de cote', 'accumul*', 'cache', 'caches', 'cachee', 'cachees', 'cacher', 'cachais', 'cachait', 'cachent', 'cachons', 'garde', 'gardes', 'conserve', 'stock*', 'reserve', 'mis de cote', 'assez pour', 'mets de cote', 'garde de cote', 'stocke', 'stocker', 'amasse*', 'entasse*', 'planque*', 'economise*', 'je les garde'],
  },
  pills: {
    en: ['pill*', 'tablet*', 'med', 'meds', 'medicine*', 'medication*', 'drugs', 'capsule*', 'sleeping pills', 'painkiller*', 'insulin', 'dose*', 'prescription*', 'oxy*', 'opioid*', 'morphine', 'tramadol', 'fentanyl', 'lorazepam', 'diazepam', 'benzo*', 'xanax', 'valium', 'codeine', 'paracetamol', 'tylenol', 'warfarin', 'patch*', 'pill organi*', 'pillbox', 'dosette'],
    it: ['pastigli*', 'pillol*', 'compress*', 'farmac*', 'medicin*', 'capsul*', 'sonnifer*', 'antidolorific*', 'insulina', 'dose', 'dosi', 'gocce', 'morfina', 'tramadolo', 'fentanil', 'oppioid*', 'tachipirina', 'paracetamolo', 'cerott*', 'coumadin', 'portapillole'],
    es: ['pastill*', 'pildor*', 'tableta*', 'comprimid*', 'medicament*', 'medicina*', 'capsula*', 'somnifer*', 'calmante*', 'insulina', 'dosis', 'gotas', 'morfina', 'tramadol', 'fentanilo', 'opioide*', 'paracetamol', 'parche*', 'sintrom', 'lorazepam', 'pastillero'],
    de: ['tablette*', 'pille*', 'medikament*', 'medizin', 'kapsel*', 'schlaftablette*', 'schmerzmittel', 'insulin', 'dosis', 'dosen', 'tropfen', 'morphin*', 'tramadol', 'fentanyl*', 'opioid*', 'paracetamol', 'pflaster', 'fentanylpflaster', 'tablettenbox', '*tablette*', '*pille*', '*kapsel*', '*medikament*', '*tropfen*'],
    fr: ['comprim*', 'pilule*', 'cachet*', 'medicament*', 'medoc*', 'gelule*', 'somnifere*', 'antidouleur*', 'insuline', 'dose*', 'gouttes', 'morphine', 'tramadol', 'fentanyl', 'opioide*', 'doliprane', 'paracetamol', 'patch*', 'pilulier', 'sintrom'],
  },
  /** Words that make a hoarding story a cost problem or a plan to take them, not a plan to die. */
  lastLonger: {
    en: ['last longer', 'last', 'make them last', 'stretch', 'afford', 'cost', 'money', 'trip', 'travel', 'holiday', 'vacation', 'expire', 'in case i run out', 'run out', 'refill', 'doctor', 'pharmacy', 'empty', 'recycl*', 'dispos*', 'until the', 'nurse', 'appointment', 'show the doctor'],
    it: ['durare', 'durino', 'costa', 'costano', 'soldi', 'viaggio', 'vacanza', 'scadenza', 'finire', 'ricetta', 'farmacia', 'vuote', 'vuoti', 'medico', 'smaltire', 'finche', 'infermiera', 'appuntamento'],
    es: ['durar', 'duren', 'cuesta', 'cuestan', 'dinero', 'viaje', 'vacaciones', 'vencer', 'acabar', 'receta', 'farmacia', 'vacias', 'vacios', 'medico', 'doctor', 'tirar', 'hasta que', 'enfermera', 'cita', 'el medico'],
    de: ['reichen', 'langer', 'kosten', 'teuer', 'geld', 'reise', 'urlaub', 'ablaufen', 'ausgehen', 'rezept', 'arzt', 'apotheke', 'leeren', 'entsorg*', 'bis der', 'bis die', 'krankenschwester', 'pflegedienst', 'termin', 'rente', 'gehalt', 'zuzahlung', 'nicht leisten'],
    fr: ['durer', 'durent', 'coute', 'coutent', 'argent', 'voyage', 'vacances', 'perime', 'manquer', 'ordonnance', 'pharmacie', 'vides', 'medecin', 'jeter', 'jusqu a ce', 'infirmiere', 'rendez vous', 'dans la cuisine', 'dans le placard', 'dans la salle de bain', 'dans le tiroir', 'dans mon sac', 'au frigo', 'hors de portee', 'a l abri'],
  },
  cutBurn: {
    en: ['cut', 'cuts', 'cutting', 'slash*', 'slit', 'sliced', 'razor*', 'blade*', 'burned', 'burnt', 'burning', 'carv*', 'hit myself', 'punch*', 'bang my head', 'banging my head', 'self harm*', 'harm', 'harming', 'headbutt*', 'banged my head', 'bang my head against'],
    it: ['tagli*', 'lametta', 'lamette', 'rasoio', 'bruciat*', 'brucio', 'picchio la testa', 'sbattere la testa', 'autolesion*', 'testate', 'a testate', 'testata'],
    es: ['corte', 'cortes', 'cortado', 'cortando', 'cortarme', 'cortandome', 'cortar', 'cuchilla*', 'navaja', 'quemad*', 'queme', 'quemo', 'golpearme', 'autolesion*', 'me hice dano', 'hacer dano', 'hacerme dano', 'me hago dano', 'me lastime', 'lastimarme', 'me lastimo'],
    de: ['geschnitten', 'schneide', 'schnitt*', 'geritzt', 'ritze', 'ritzen', 'rasierklinge*', 'klinge*', 'verbrannt', 'verbrenne', 'schlage mich', 'selbstverletz*', 'aufgeschnitten', 'aufgeritzt', 'aufschneid*', 'ritz', 'ritzt', 'ritz mich', 'ritze mich', 'ritzen mich'],
    fr: ['coupe*', 'coupure*', 'lame*', 'rasoir', 'brule*', 'scarif*', 'entaill*', 'taillade*', 'frappe la tete', 'automutil*', 'coups de tete', 'me cogner la tete', 'me cogne la tete'],
  },
  selfRef: {
    en: ['myself', 'my own', 'on purpose', 'deliberately', 'intentionally'],
    it: ['mi sono', 'mi taglio', 'mi brucio', 'me stesso', 'me stessa', 'apposta', 'di proposito', 'volontariamente'],
    es: ['me corte', 'me corto', 'me queme', 'me quemo', 'a mi mismo', 'a mi misma', 'a proposito', 'adrede', 'me hice'],
    de: ['mich', 'mir', 'selbst', 'absichtlich', 'mit absicht'],
    fr: ['me suis', 'me coupe', 'me brule', 'moi meme', 'expres', 'volontairement', 'deliberement'],
  },
  // ------------------------------------------------------------------ overdose
  took: {
    en: ['took', 'taken', 'swallowed', 'downed', 'popped', 'ate', 'gave him', 'gave her', 'given', 'ate', 'got into', 'put on', 'stuck on', 'has eaten', 'had', 'just had', 'took like', 'necked', 'gulped', 'chucked down', 'have taken', 've taken', 'injected', 'gave myself', 'drank', 'drunk'],
    it: ['preso', 'presa', 'prese', 'presi', 'ingoiat*', 'ingerit*', 'mandato giu', 'mangiato', 'ha preso', 'ho preso', 'presa', 'mangiate', 'mangiato', 'se n e mangiate', 'preso', 'ha mangiato', 'ha ingoiato', 'mi sono pres*', 'ho ingoiato', 'ho mandato giu', 'buttato giu', 'prendere', 'ingoiato', 'inghiottit*', 'mi sono fatto', 'mi sono fatta', 'iniettato', 'iniettata', 'fatto', 'bevuto', 'bevuta', 'sparata', 'sparato', 'mi sono sparat*', 'si e sparat*', 'fatta fuori', 'fatto fuori', 'scolato', 'scolata'],
    es: ['tome', 'tomo', 'tomado', 'tomada', 'trague', 'trago', 'tragado', 'ingeri*', 'comio', 'me tome', 'se tomo', 'zampe', 'me zampe', 'me meti', 'comio', 'se comio', 'me he tomado', 'comido', 'se ha comido', 'ha tomado', 'se ha tomado', 'tomaron', 'me trague', 'se trago', 'ingerido', 'se las tomo', 'me puse', 'puse', 'inyecte', 'me inyecte', 'me bebi', 'bebi', 'bebio', 'se bebio', 'bebido', 'se ha bebido', 'me he bebido', 'tragado', 'me he tragado', 'se ha tragado'],
    de: ['genommen', 'nahm', 'geschluckt', 'schluckte', 'eingenommen', 'gegessen', 'draufgeklebt', 'geklebt', 'genommen', 'verschluckt', 'runtergeschluckt', 'eingeworfen', 'geschmissen', 'reingehauen', 'gespritzt', 'injiziert', 'getrunken', 'ausgetrunken', 'reingekippt', 'runtergekippt', 'reingeschuttet', 'reingeworfen'],
    fr: ['pris', 'prise', 'avale*', 'ingere*', 'mange', 'colle', 'colles', 'pris', 'a mange', 'a avale', 'avale', 'avalee', 'j ai pris', 'a pris', 'englouti*', 'gobe*', 'injecte', 'me suis injecte', 'bu', 'j ai bu', 'a bu'],
  },
  whole: {
    en: ['whole', 'entire', 'full', 'half', 'half the', 'half a', 'half of the'],
    it: ['tutta', 'tutto', 'tutte', 'tutti', 'intera', 'intero', 'interi', 'intere', 'mezza', 'mezzo', 'meta'],
    es: ['toda', 'todo', 'todas', 'todos', 'entera', 'entero', 'completa', 'completo', 'media', 'medio', 'mitad'],
    de: ['ganze', 'ganzen', 'ganzes', 'alle', 'allen', 'komplett', 'gesamte', 'gesamten', 'volle', 'halbe', 'halben', 'halbes', 'halbe packung'],
    fr: ['toute', 'tout', 'tous', 'toutes', 'entiere', 'entier', 'complete', 'pleine', 'moitie', 'la moitie', 'demi'],
  },
  container: {
    en: ['pack', 'packet', 'packs', 'box', 'bottle', 'strip', 'blister*', 'jar', 'tub', 'container', 'sheet', 'month s supply', 'week s supply', 'weeks worth', 'week s worth', 'months worth', 'month s worth', 'supply'],
    it: ['scatola', 'scatoletta', 'confezione', 'flacone', 'boccetta', 'blister', 'tubetto', 'flaconcino', 'barattolo', 'scorta', 'la scorta'],
    es: ['caja', 'cajita', 'frasco', 'bote', 'blister', 'tira', 'paquete', 'envase', 'tableta', 'la provision'],
    de: ['packung', 'schachtel', 'flasche', 'blister', 'streifen', 'dose', 'flaschchen', 'rohrchen', 'vorrat', 'wochenration', 'monatsvorrat'],
    fr: ['boite', 'flacon', 'plaquette', 'tube', 'paquet', 'blister', 'fiole', 'la reserve', 'le stock'],
  },
  tooMuch: {
    en: ['far more', 'way more', 'much more', 'many more', 'too many', 'too much', 'triple', 'twice as many', 'handful', 'bunch of', 'lot of', 'lots of', 'dozen', 'loads of', 'double', 'twice the dose', 'twice as much', 'a load of', 'load of', 'a pile of', 'fistful of', 'a fistful', 'whole lot of', 'heaps of', 'a stack of'],
    it: ['molte piu', 'molto piu', 'troppe', 'troppi', 'troppo', 'tripla', 'manciata', 'un sacco di', 'il doppio', 'doppio', 'troppa'],
    es: ['mucho mas', 'muchas mas', 'demasiad*', 'triple', 'punado', 'un monton de', 'el doble', 'doble'],
    de: ['viel mehr', 'viel zu viel', 'viel zu viele', 'zu viele', 'zu viel', 'dreifach*', 'handvoll', 'haufen', 'doppelte menge', 'doppelte', 'doppelt so viel'],
    fr: ['beaucoup plus', 'bien plus', 'trop de', 'trop', 'triple', 'poignee', 'plein de', 'un tas de', 'le double', 'double', 'beaucoup trop'],
  },
  drowsy: {
    en: ['drowsy', 'sleepy', "can t stay awake", 'woozy', 'out of it', 'confused', 'not making sense', 'groggy', 'unresponsive', 'eyes open', 'head spinning', 'can barely stand', 'can hardly stand', 'can t stand up', 'barely awake', 'can t keep my eyes open', 'keeps nodding off', 'nodding off'],
    it: ['sonnolent*', 'assonnat*', 'intontit*', 'confus*', 'rintronat*', 'stordit*', 'occhi aperti', 'gira la testa', 'intontita', 'intontito', 'non sto sveglio', 'non sto sveglia', 'non sto in piedi', 'non mi reggo in piedi', 'non riesco a stare sveglio', 'non riesco a stare sveglia', 'non riesce a stare sveglio', 'non riesce a stare sveglia', 'crolla dal sonno', 'si addormenta'],
    es: ['somnolient*', 'adormilad*', 'aturdid*', 'confundid*', 'mareado', 'mareada', 'ido', 'ida', 'ojos abiertos', 'me da vueltas'],
    de: ['schlafrig', 'benommen', 'verwirrt', 'dosig', 'benebelt', 'neben der spur', 'augen offen', 'kaum wach', 'duselig', 'dusselig'],
    fr: ['somnolent*', 'endormi*', 'confus*', 'dans le coltar', 'groggy', 'vaseux', 'dans les vapes', 'yeux ouverts', 'tete qui tourne', 'coaltar', 'dans le coaltar', 'tiens plus debout', 'tiens pas debout', 'arrive pas a rester eveille*', 'arrive plus a rester eveille*', 'garde pas les yeux ouverts', 's endort', 'pique du nez'],
  },
  // ------------------------------------------------------------------ unconsciousness
  wakeRespond: {
    en: ["can t wake", 'cannot wake', "won t wake", "not waking", "isn t waking", "doesn t wake", 'unresponsive', 'not breathing', 'stopped breathing', 'collapsed', 'keeled over', 'went limp', 'dropped to the floor', 'found him on the floor', 'found her on the floor', 'having a fit', 'had a fit', 'fitting', 'having a seizure', 'shaking all over', 'jerking', 'went stiff and shook', 'foaming at the mouth', 'jerking all over', 'twitching all over', 'won t come round', 'not coming round', 'hasn t come round', 'not come to', 'won t come to', 'woke up on the floor', 'found myself on the floor', 'came to on the floor', 'came round on the floor', 'blacking out', 'keep blacking out', 'blacked out', 'passing out', 'keeps passing out', 'blackouts', 'came round on', 'come round on', 'came to on the', 'came round in', 'woke up on the'],
    it: ['non si sveglia', 'non riesco a svegliar*', 'non reagisce', 'crollato', 'crollata', 'accasciat*', 'trovato a terra', 'trovata a terra', 'non respira', 'convulsion*', 'scatti', 'schiuma alla bocca', 'tremava tutto', 'e svenut*', 'perso i sensi', 'ha avuto una crisi', 'scatti in tutto il corpo', 'non si riprende', 'non riprende conoscenza', 'non rinviene', 'non torna in se', 'ritrovato per terra', 'ritrovata per terra', 'ritrovato a terra', 'ritrovata a terra', 'risvegliato per terra', 'risvegliata per terra'],
    es: ['no despierta', 'no se despierta', 'no puedo despertar*', 'no reacciona', 'se desplomo', 'colapso', 'lo encontre en el suelo', 'la encontre en el suelo', 'no respira', 'perdio el conocimiento', 'se fue al suelo', 'se cayo al suelo', 'no contesta cuando', 'no responde cuando', 'convulsion*', 'espuma por la boca', 'temblaba entero', 'temblaba entera', 'se ha desmayado', 'se desmayo', 'le dio una convulsion', 'sacudidas', 'no vuelve en si', 'no recupera el conocimiento', 'no vuelve en', 'espuma en la boca', 'echando espuma', 'ataque epileptico', 'crisis epileptica', 'no logro despertar*', 'no consigo despertar*', 'no hay forma de despertar*', 'no hay manera de despertar*', 'perdio el sentido', 'perdi el sentido', 'quedo sin sentido', 'quede sin sentido', 'tirado sin sentido', 'tirada sin sentido', 'inconsciente', 'sin conocimiento'],
    de: ['wacht nicht auf', 'nicht wach', 'nicht aufwecken', 'reagiert nicht', 'zusammengebrochen', 'zusammengesackt', 'zuckte', 'am boden gefunden', 'atmet nicht', 'umgekippt', 'umgefallen', 'kippte um', 'krampfanfall', 'krampft', 'gekrampft', 'zuckt am ganzen korper', 'schaum vor dem mund', 'ohnmachtig', 'gezuckt', 'zuckungen', 'einen anfall', 'anfall gehabt', 'krampfte', 'kommt nicht zu sich', 'nicht zu sich', 'weggekippt', 'kippte weg', 'weggetreten', 'zusammengeklappt', 'kollabiert', 'bewusstlos', 'lasst sich nicht wecken', 'lasst sich nicht aufwecken', 'nicht wach zu kriegen', 'nicht wach zu bekommen', 'nicht wachzukriegen', 'krieg sie nicht wach', 'krieg ihn nicht wach', 'kriege sie nicht wach', 'kriege ihn nicht wach', 'bekomme sie nicht wach', 'bekomme ihn nicht wach', 'epileptischen anfall', 'epileptischer anfall', 'epileptische anfalle', 'epilepsieanfall', 'epileptischen krampf'],
    fr: ['se reveille pas', 'reveille pas', 'arrive pas a le reveiller', 'arrive pas a la reveiller', 'arrive pas a reveiller', 'arrive plus a reveiller', 'peux pas reveiller', 'impossible de reveiller', 'impossible de le reveiller', 'impossible de la reveiller', 'repond pas', 'reagit pas', 'effondre*', 'retrouve par terre', 'retrouvee par terre', 'respire plus', 'perdu connaissance', 'convulsion*', 'convulse', 'bave aux levres', 'tremblait de partout', 'evanoui*', 'tombe dans les pommes', 'des secousses', 'a convulse', 'revient pas a elle', 'revient pas a lui', 'reprend pas connaissance', 'reprend pas ses esprits', 'reveille par terre', 'reveillee par terre', 'retrouvee au sol', 'retrouve au sol'],
  },
  // ------------------------------------------------------------------ unsafe at home
  harmedBy: {
    en: ['hits me', 'hit me', 'beats me', 'beat me', 'kicks me', 'kicked me', 'chokes me', 'choked me', 'threaten*', 'pushed me', 'shoves me', 'slapped me', 'afraid of him', 'afraid of her', 'scared of him', 'scared of her', 'locked me', 'won t let me leave', 'he hurts me', 'she hurts me', 'he hurt me', 'he would hurt me', 'he ll hurt me', 'he will hurt me', 'going to hurt me', 'shoved me', 'grabs me', 'slaps me', 'punches me', 'punched me', 'he will kill me', 'kill me if', 'beat me up', 'hurt me last night', 'gets violent', 'becomes violent', 'violent with me', 'raises his hand to me', 'pushed me into', 'push me into', 'threw me against', 'throws things at me', 'locks me in', 'locked me in', 'raised his hand to me', 'raised a hand to me'],
    it: ['mi picchia', 'mi ha picchiat*', 'mi colpisce', 'mi ha colpit*', 'mi minaccia', 'minacc*', 'mi spinge', 'mi ha spint*', 'maltratt*', 'paura di lui', 'paura di lei', 'mi chiude', 'mani addosso', 'mette le mani', 'mi spintona', 'spinton*', 'mi strattona', 'mi schiaffeggia', 'schiaff*', 'mi ha dato uno schiaffo', 'mi prende a calci', 'mi fa del male', 'mi ammazza se', 'mi uccide se', 'mi ha dato un pugno', 'mi ha preso a schiaffi', 'mi ha preso a calci', 'diventa violento', 'violento con me', 'alza le mani', 'mi ha di nuovo picchiat*', 'mi ha picchiato di nuovo', 'mi ha ancora picchiat*', 'alzato le mani', 'mi alza le mani', 'mi ha messo le mani addosso', 'mi chiude in camera', 'mi chiude dentro'],
    es: ['me pega', 'me golpea', 'me ha pegado', 'me amenaza', 'amenaz*', 'me empuja', 'me empujo', 'maltrat*', 'miedo de el', 'miedo de ella', 'miedo a mi', 'me hace pagar', 'me pone la mano encima', 'me levanta la mano', 'me zarandea', 'me abofetea', 'me da bofetadas', 'me hace dano', 'me va a matar', 'me mata si', 'me pego', 'me golpeo', 'me pegaron', 'me dio una paliza', 'me dio una bofetada', 'me pateo', 'me ha golpeado', 'se pone violento', 'violento conmigo', 'se vuelve violento', 'me va a hacer dano', 'me hara dano', 'me empujo contra', 'me volvio a pegar', 'me pego otra vez', 'me ha vuelto a pegar', 'me levanto la mano', 'me ha levantado la mano', 'me puso la mano encima', 'me ha puesto la mano encima'],
    de: ['schlagt mich', 'hat mich geschlagen', 'bedroht mich', 'droht mir', 'bedroh*', 'schubst mich', 'hat mich geschubst', 'misshandel*', 'angst vor ihm', 'angst vor ihr', 'sperrt mich', 'geschlagen', 'schlagt', 'passiert was', 'tut mir was', 'stosst mich', 'ohrfeigt mich', 'tut mir weh', 'bringt mich um wenn', 'hat mich gehauen', 'hat mich getreten', 'hat mir eine geknallt', 'gewalttatig', 'wird handgreiflich', 'handgreiflich', 'tut er mir was', 'tut er mir weh', 'mich gestossen', 'hat mich gestossen', 'gegen die wand gestossen', 'mich gegen die wand', 'hat mich wieder geschlagen', 'hat mich schon wieder', 'gedroht mich', 'hat mir gedroht', 'droht mich', 'droht mir mich', 'gedroht mich umzubringen', 'gewurgt', 'mich gewurgt', 'wurgt mich', 'hat mich gewurgt', 'mich getreten', 'tritt mich', 'verprugelt mich', 'mich verprugelt', 'mich geohrfeigt', 'packt mich', 'schuttelt mich'],
    fr: ['me frappe', 'm a frappe*', 'me bat', 'me menace', 'menac*', 'me pousse', 'm a pousse*', 'maltrait*', 'peur de lui', 'peur d elle', 'm enferme', 'faire payer', 'me tape', 'm a tape', 'me bouscule', 'bouscul*', 'me gifle', 'gifl*', 'me secoue', 'me cogne', 'me fait du mal', 'va me tuer', 'me tuer si', 'm a giflee', 'm a gifle', 'm a cogne', 'm a cognee', 'm a donne un coup', 'devient violent', 'violent avec moi', 'leve la main sur moi', 'il va me faire du mal', 'il me fera du mal', 'elle va me faire du mal', 'm a encore frappe*', 'm a de nouveau frappe*', 'm a encore pousse*', 'm a encore gifle*', 'm a encore tape*', 'm a encore cogne*', 'met les mains dessus', 'mis les mains dessus', 'porte la main sur moi', 'leve la main sur moi', 'il ma frappe', 'il ma frappee', 'elle ma frappe', 'elle ma frappee', 'il ma tape', 'il ma tapee', 'il ma cogne', 'il ma cognee', 'il ma pousse', 'il ma poussee', 'il ma gifle', 'il ma giflee', 'il ma menace', 'il ma menacee'],
  },
  everything: {
    en: ['any of it', 'all of it', 'everything', 'anything', 'it all', 'all this', 'in anything', 'in any of it'],
    it: ['tutto', 'niente', 'nulla', 'tutta sta', 'tutta questa', 'in tutto'],
    es: ['todo', 'nada', 'todo esto', 'en nada', 'en todo'],
    de: ['alles', 'nichts', 'das alles', 'allem', 'in allem', 'mehr in allem'],
    fr: ['tout', 'rien', 'tout ca', 'en rien', 'a tout'],
  },
  means: {
    en: ['rope', 'noose', 'hang myself', 'hanging myself', 'jump off', 'jump in front', 'throw myself', 'bridge', 'balcony', 'gun', 'shoot myself', 'train tracks', 'in front of a train', 'drown myself', 'drive into', 'driving into', 'drive off', 'crash my car', 'crash the car', 'step in front', 'walk into traffic', 'in front of a bus', 'in front of a car', 'in front of a lorry', 'off the roof', 'off a roof', 'off a bridge', 'off the bridge', 'jump from', 'slit my wrists', 'pills and alcohol', 'out the window', 'out of the window'],
    it: ['corda', 'cappio', 'impiccarmi', 'buttarmi', 'gettarmi', 'ponte', 'balcone', 'pistola', 'spararmi', 'sotto un treno', 'annegarmi', 'schiantarmi', 'lanciarmi', 'dal ponte', 'dal balcone', 'dalla finestra', 'dal tetto', 'sotto una macchina', 'sotto un camion', 'tagliarmi le vene', 'contro un muro', 'contro un albero'],
    es: ['cuerda', 'soga', 'ahorcarme', 'tirarme', 'aventarme', 'puente', 'balcon', 'pistola', 'pegarme un tiro', 'bajo un tren', 'ahogarme', 'estrellarme', 'lanzarme', 'arrojarme', 'del puente', 'por el balcon', 'por la ventana', 'de la azotea', 'bajo un coche', 'delante de un coche', 'cortarme las venas', 'colgarme', 'contra un muro', 'contra un arbol'],
    de: ['seil', 'strick', 'aufhangen', 'erhangen', 'springen', 'brucke', 'balkon', 'pistole', 'erschiessen', 'vor den zug', 'vor einen zug', 'ertranken', 'sturzen', 'zu sturzen', 'runterspringen', 'runterzuspringen', 'springe', 'zu springen', 'vom dach', 'von der brucke', 'aus dem fenster', 'vor ein auto', 'gegen einen baum', 'gegen die wand', 'pulsadern', 'aufzuhangen'],
    fr: ['corde', 'me pendre', 'sauter', 'me jeter', 'pont', 'balcon', 'pistolet', 'fusil', 'me tirer une balle', 'sous un train', 'me noyer', 'me lancer', 'du pont', 'du balcon', 'par la fenetre', 'du toit', 'sous une voiture', 'sous un camion', 'contre un mur', 'contre un arbre', 'm ouvrir les veines', 'les veines'],
  },
  plan: {
    en: ['i know where', 'know how', 'bought', 'i ve decided', 'decided', 'going to', 'gonna', 'plan*', 'thinking of', 'thinking about', 'want to', 'when i m ready', 'when im ready', 'ready to go', 'think about', 'thought about', 'considering', 'considered', 'keep thinking', 'imagine', 'got the', 'have the', 'got a', 'bought a', 'bought the', 'ready', 'all ready', 'hidden', 'sorted out', 'i know which', 'know which', 'which bridge', 'would use'],
    it: ['so dove', 'so come', 'comprato', 'ho deciso', 'deciso', 'penso di', 'voglio', 'vorrei', 'pensato', 'quando saro pronto', 'quando saro pronta', 'penso a', 'ho pensato', 'sto pensando', 'pensando', 'penso', 'ho la', 'ho il', 'ho comprato', 'pronta', 'pronto', 'nascost*', 'preparat*', 'so gia', 'so quale', 'da quale'],
    es: ['se donde', 'se como', 'compre', 'he decidido', 'decidido', 'voy a', 'ganas de', 'quiero', 'pensando en', 'para cuando me decida', 'cuando me decida', 'pienso en', 'pienso', 'he pensado', 'pensado', 'estoy pensando', 'pense en', 'tengo la', 'tengo el', 'preparad*', 'escondid*', 'lista', 'listo', 'ya se', 'desde que puente', 'que puente'],
    de: ['weiss wo', 'weiss wie', 'gekauft', 'entschieden', 'uberlegt', 'will', 'werde', 'vor', 'daran gedacht', 'denke daran', 'denke an', 'denke', 'gedacht', 'uberlege', 'dran gedacht', 'habe ein', 'habe einen', 'habe die', 'liegt bereit', 'bereit', 'versteckt', 'besorgt', 'weiss schon', 'von welcher', 'welche brucke', 'denk', 'denke dran', 'denk dran', 'denk daran', 'dran denken', 'daran denken', 'denken'],
    fr: ['sais ou', 'sais comment', 'achete', 'decide', 'vais', 'veux', 'envie de', 'pense a', 'quand je serai pret', 'quand je serai prete', 'je pense', 'j ai pense', 'pense', 'songe', 'j y pense', 'j ai la', 'j ai une', 'j ai un', 'prete', 'pret', 'cache', 'caches', 'cachee', 'cachees', 'cacher', 'cachais', 'cachait', 'cachent', 'cachons', 'prepare*', 'sais de quel', 'sais quel', 'sauterais', 'je sauterai'],
  },
  excess: {
    en: ['extra', 'more than prescribed', 'double and tripl*', 'doubled up', 'tripled up', 'three times', '3 times', 'all at once', 'at once', 'at the same time', 'instead of one', 'the rest of', 'what was left', 'on purpose', 'in one go', 'all in one go', 'in one sitting', 'instead of 1', 'instead of 2', 'instead of two', 'rather than one', 'double dosed', 'triple dosed', 'triple dosing', 'triple dose*'],
    it: ['in piu', 'doppio e triplo', 'tre volte', '3 volte', 'tutte insieme', 'in una volta', 'insieme', 'invece di una', 'invece di uno', 'il resto', 'quello che restava', 'apposta', 'in un colpo solo', 'tutte in una volta', 'in un colpo', 'invece di 1', 'invece di 2', 'invece di due', 'anziche una', 'anziche 1', 'esagerat* con'],
    es: ['de mas', 'doble y triple', 'tres veces', '3 veces', 'a la vez', 'de golpe', 'de una vez', 'en vez de una', 'en vez de uno', 'lo que quedaba', 'lo q quedaba', 'el resto', 'a proposito', 'unas cuantas', 'de un tiron', 'de una sentada', 'todas juntas', 'en vez de 1', 'en vez de 2', 'en vez de dos', 'en lugar de una', 'en lugar de 1'],
    de: ['zu viel', 'doppelt und dreifach', 'dreimal', '3 mal', 'gleichzeitig', 'auf einmal', 'statt einem', 'statt einer', 'den rest', 'was noch da war', 'absichtlich', 'auf einen schlag', 'in einem rutsch', 'alle auf einmal', 'statt 1', 'statt 2', 'statt zwei', 'anstatt einer', 'anstatt 1'],
    fr: ['de plus', 'de trop', 'double et triple', 'trois fois', '3 fois', 'd un coup', 'en meme temps', 'au lieu d un', 'au lieu d une', 'le reste', 'ce qui restait', 'expres', 'toute la semaine', 'd un seul coup', 'en une fois', 'toutes d un coup', 'au lieu de 1', 'au lieu de 2', 'au lieu de deux', 'au lieu d un seul', '2 boites', '3 boites', '4 boites', 'deux boites', 'trois boites', 'quatre boites', 'plusieurs boites', '2 plaquettes', '3 plaquettes', 'deux plaquettes', 'trois plaquettes', 'plusieurs plaquettes'],
  },
  eye: {
    en: ['eye', 'eyes', 'vision', 'sight'],
    it: ['occhio', 'occhi', 'vista'],
    es: ['ojo', 'ojos', 'vista'],
    de: ['auge', 'augen', 'sicht'],
    fr: ['oeil', 'yeux', 'vue'],
  },
  seeNothing: {
    en: ["can t see", 'cannot see', 'see nothing', 'nothing', 'went black', 'went dark', 'blind', 'curtain', 'lost', 'gone'],
    it: ['non vedo', 'non vede', 'niente', 'nulla', 'buio', 'nero', 'tenda', 'perso', 'persa'],
    es: ['no veo', 'no ve', 'nada', 'negro', 'oscuro', 'cortina', 'perdi', 'perdio'],
    de: ['sehe nichts', 'seh nichts', 'nichts', 'schwarz', 'dunkel', 'vorhang', 'verloren', 'weg'],
    fr: ['vois rien', 'vois plus', 'voit plus', 'rien', 'noir', 'rideau', 'perdu', 'perdue'],
  },
  stool: {
    en: ['poo', 'poop', 'stool', 'stools', 'bowel movement*', 'bm', 'bowels'],
    it: ['feci', 'cacca'],
    es: ['heces', 'caca', 'popo', 'deposicion*'],
    de: ['stuhl', 'stuhlgang', 'kot'],
    fr: ['selles', 'caca'],
  },
  black: {
    en: ['black', 'tarry', 'tar', 'jet black', 'pitch black'],
    it: ['nere', 'nera', 'scure', 'pece', 'catrame', 'nerissim*', 'nero pece', 'neri'],
    es: ['negra*', 'negro*', 'alquitran', 'negrisim*', 'como el carbon'],
    de: ['schwarz*', 'teer*', 'pechschwarz', 'tiefschwarz', 'rabenschwarz', 'kohlschwarz'],
    fr: ['noir*', 'goudron', 'noir ebene', 'toutes noires', 'noiratre*'],
  },
  excessStrong: {
    en: ['double and tripl*', 'doubled up', 'tripled up', 'doubled and tripled', 'double dosed then triple dosed', 'double and triple dosed', 'triple dosed'],
    it: ['doppio e triplo', 'doppia e tripla'],
    es: ['doble y triple'],
    de: ['doppelt und dreifach'],
    fr: ['double et triple', 'triple', 'triple la dose', 'triple les doses', 'quadruple*', 'triple ma dose'],
  },
  child: {
    en: ['toddler', 'baby', 'kid', 'child', 'grandson', 'granddaughter', 'grandchild', 'yo', 'year old'],
    it: ['bimbo', 'bimba', 'bambino', 'bambina', 'nipotino', 'nipotina', 'piccolo', 'piccola', 'nipote', 'nipoti', 'mio figlio piccolo'],
    es: ['nino', 'nina', 'nieto', 'nieta', 'bebe', 'chiquito', 'chiquita', 'nene', 'nena'],
    de: ['kind', 'kleinkind', 'enkel', 'enkelin', 'baby', 'kleine', 'kleiner'],
    fr: ['enfant', 'bebe', 'petit fils', 'petite fille', 'gamin', 'gamine', 'petit', 'petite'],
  },
  // ------------------------------------------------------------------ concepts that change a frame's meaning
  /** Not bleeding: "blood pressure", "blood sugar", "blood test" (masks the `blood` concept on its words). */
  /** Pressure that is not in the chest: blood pressure, an impression, time pressure. */
  pressureOther: {
    en: ['blood pressure', 'bp', 'under pressure', 'pressure at work', 'peer pressure', 'time pressure'],
    it: ['pressione arteriosa', 'pressione sanguigna', 'pressione alta', 'pressione bassa', 'la pressione', 'sotto pressione'],
    es: ['presion arterial', 'presion alta', 'presion baja', 'la presion', 'bajo presion', 'la tension'],
    de: ['blutdruck*', 'eindruck', 'ausdruck', 'zeitdruck', 'leistungsdruck', 'termindruck', 'unter druck', 'ausdrucken', 'gedruckt'],
    fr: ['tension arterielle', 'la tension', 'ma tension', 'sous pression', 'pression arterielle'],
  },
  /** A throat swollen by a cold: tonsils, glands, a sore throat. */
  // a swelling with another cause: a cold, a sore throat, a tooth or the dentist
  throatInfection: {
    en: ['sore', 'tonsil*', 'glands', 'a cold', 'the cold', 'flu', 'strep', 'infection', 'virus', 'red', 'dentist', 'tooth', 'wisdom tooth', 'abscess', 'this cold', 'my cold', 'cold', 'a chest infection', 'hay fever'],
    it: ['tonsill*', 'mal di gola', 'raffreddore', 'influenza', 'ghiandole', 'linfonodi', 'arrossat*', 'infiammat*', 'irritat*', 'dentista', 'dente', 'denti', 'ascesso', 'del giudizio'],
    es: ['amigdalas', 'anginas', 'dolor de garganta', 'me duele', 'resfriado', 'resfriada', 'gripe', 'ganglios', 'catarro', 'irritada', 'muela', 'muelas', 'dentista', 'diente', 'flemon', 'absceso'],
    de: ['mandeln', 'halsschmerz*', 'halsweh', 'kratzt', 'erkaltung', 'erkaltet', 'grippe', 'lymphknoten', 'entzund*', 'gerotet', 'zahnarzt', 'zahn', 'zahne', 'weisheitszahn', 'abszess'],
    fr: ['amygdales', 'angine', 'mal a la gorge', 'douloureuse', 'rhume', 'grippe', 'ganglions', 'enrhume*', 'irritee', 'rouge', 'dentiste', 'dent', 'dents', 'abces', 'de sagesse', 'ce rhume', 'mon rhume'],
  },
  /** Minor bleeding: a little, a few drops. */
  littleBit: {
    en: ['a little', 'a bit', 'slightly', 'a few drops', 'a spot of', 'tiny', 'minor', 'a touch'],
    it: ['un po', 'un pochino', 'poco', 'qualche goccia', 'leggermente', 'appena'],
    es: ['un poco', 'poquito', 'unas gotas', 'un poquito', 'levemente', 'apenas'],
    de: ['ein bisschen', 'bisschen', 'ein wenig', 'leicht', 'ein paar tropfen', 'etwas', 'minimal'],
    fr: ['un peu', 'quelques gouttes', 'legerement', 'a peine', 'un tout petit peu'],
  },
  /** Things that fall over or collapse: a glass, a chair, a tree, a tent. */
  objects: {
    en: ['glass', 'cup', 'bottle', 'vase', 'chair', 'tree', 'tent', 'bike', 'shelf', 'stack', 'bucket', 'system', 'website', 'app', 'market', 'deal'],
    it: ['bicchiere', 'tazza', 'bottiglia', 'vaso', 'sedia', 'albero', 'tenda', 'bici', 'scaffale', 'secchio', 'sistema', 'sito'],
    es: ['vaso', 'taza', 'botella', 'jarron', 'silla', 'arbol', 'tienda', 'bici', 'estante', 'cubo', 'sistema', 'pagina'],
    de: ['glas', 'tasse', 'flasche', 'vase', 'stuhl', 'baum', 'zelt', 'fahrrad', 'regal', 'eimer', 'system', 'server', 'kanister', 'milch'],
    fr: ['verre', 'tasse', 'bouteille', 'vase', 'chaise', 'arbre', 'tente', 'velo', 'etagere', 'seau', 'systeme', 'site'],
  },
  /** One pill too many is a dose to review, not an overdose: "una pastilla de más", "one extra". */
  // one pill too many, or fewer than prescribed told with "instead of" ("one instead of two")
  oneExtra: {
    en: ['one extra', 'an extra one', 'one more', 'one too many', 'an extra pill', 'an extra tablet', 'one extra pill', 'one extra tablet', 'one instead of two', 'one instead of 2', '1 instead of 2', 'half instead of', 'a half instead of'],
    it: ['una in piu', 'una pastiglia in piu', 'una compressa in piu', 'una pillola in piu', 'una di troppo', 'una invece di due', 'una invece di 2', '1 invece di 2', 'mezza invece di', 'invece di due ne ho presa una', 'invece di 2 ne ho presa una'],
    es: ['una de mas', 'una pastilla de mas', 'una pastilla extra', 'una pastilla mas', 'una tableta de mas', 'una en vez de dos', 'una en vez de 2', '1 en vez de 2', 'media en vez de', 'una en lugar de dos'],
    de: ['eine zu viel', 'eine tablette zu viel', 'eine mehr', 'eine extra', 'eine tablette extra', 'eine statt zwei', 'eine statt 2', '1 statt 2', 'eine halbe statt', 'halbe statt'],
    fr: ['un de trop', 'un comprime de plus', 'un cachet de trop', 'un de plus', 'un comprime de trop', 'un cachet de plus', 'un au lieu de deux', 'une au lieu de deux', '1 au lieu de 2', 'un demi au lieu', 'une demi au lieu'],
  },
  // "petit"/"piccolo"/"kleiner" that is the size of a pill, not a child ("ça existe en plus petit ?")
  childOther: {
    en: ['smaller one', 'a smaller', 'little one to swallow'],
    it: ['piu piccol*', 'piccolina', 'piccoline', 'in formato piccolo'],
    es: ['mas pequen*', 'mas chiquit*'],
    de: ['kleinere*', 'etwas kleiner', 'noch kleiner', 'kleiner gibt', 'kleiner geben'],
    fr: ['plus petit*', 'en plus petit', 'moins gros', 'moins grosse*', 'petit format', 'petit comprime', 'petits comprimes'],
  },
  bloodOther: {
    en: ['blood pressure', 'blood sugar*', 'blood test*', 'blood work', 'bloodwork', 'blood glucose', 'blood thinner*', 'blood count', 'blood level*', 'blood result*', 'blood draw', 'blood clot*'],
    it: ['pressione', 'glicemia', 'zucchero nel sangue', 'esami del sangue', 'analisi del sangue', 'esame del sangue', 'prelievo di sangue'],
    es: ['presion', 'glucosa', 'azucar en la sangre', 'azucar en sangre', 'analisis de sangre', 'examen de sangre', 'analitica de sangre'],
    de: ['blutdruck', 'blutzucker', 'blutwert*', 'blutbild', 'blutabnahme', 'bluttest', 'blut abgenommen'],
    fr: ['tension', 'glycemie', 'sucre dans le sang', 'prise de sang', 'analyse de sang', 'analyses de sang', 'taux de sucre'],
  },
  fine: {
    en: ['fine', 'normal', 'normally', 'ok', 'okay', 'good', 'well', 'better', 'easier', 'easy'],
    it: ['bene', 'normale', 'normalmente', 'meglio', 'tranquillamente'],
    es: ['bien', 'normal', 'normalmente', 'mejor', 'tranquilamente'],
    de: ['gut', 'normal', 'besser', 'problemlos'],
    fr: ['bien', 'normal', 'normalement', 'mieux'],
  },
  therapy: {
    en: ['treatment', 'therapy', 'diet', 'injections', 'exercises', 'this medicine', 'these pills', 'the pills', 'my pills', 'my meds', 'the meds', 'tablets', 'inhaler'],
    it: ['cura', 'cure', 'terapia', 'trattamento', 'dieta', 'pastiglie', 'pillole', 'farmaci', 'medicine', 'iniezioni'],
    es: ['tratamiento', 'terapia', 'dieta', 'pastillas', 'medicinas', 'medicamentos', 'inyecciones'],
    de: ['behandlung', 'therapie', 'diat', 'tabletten', 'medikamente', 'spritzen'],
    fr: ['traitement', 'therapie', 'regime', 'comprimes', 'medicaments', 'cachets', 'piqures'],
  },
  accident: {
    en: ['accident*', 'shaving', 'cooking', 'chopping', 'kitchen', 'gardening', 'paper cut', 'fell', 'tripped', 'slipped', 'hair', 'nails', 'beard', 'knife slipped', 'in the kitchen', 'while cooking', 'peeling', 'onion*', 'vegetables', 'tin can', 'can opener', 'broken glass', 'nothing serious', 'tin', 'bread', 'sandwich', 'knife', 'scissors', 'tin lid', 'can lid'],
    it: ['per sbaglio', 'incidente', 'cucinando', 'radendomi', 'facendo la barba', 'giardinaggio', 'caduto', 'caduta', 'capelli', 'unghie', 'barba', 'coltello mi e scivolato', 'in cucina', 'pelando', 'affettando', 'aprendo', 'vetro', 'niente di grave', 'verdure', 'cipoll*', 'pane', 'coltello', 'forbici', 'affettare'],
    es: ['sin querer', 'accidente', 'cocinando', 'afeitandome', 'jardin', 'me cai', 'caida', 'pelo', 'cabello', 'unas', 'barba', 'en la cocina', 'pelando', 'cortando verdura', 'abriendo', 'vidrio', 'cristal', 'nada grave', 'cebolla*', 'pan'],
    de: ['versehentlich', 'aus versehen', 'unfall', 'beim kochen', 'rasieren', 'gestolpert', 'hingefallen', 'haare', 'nagel', 'bart', 'garten', 'in der kuche', 'beim schneiden', 'gemuse', 'zwiebel*', 'glas', 'scherbe*', 'nichts schlimmes', 'brot', 'gemuse*', '*schneiden', '*schalen', 'beim schalen', 'beim kochen', 'beim basteln', 'beim heimwerken'],
    fr: ['par accident', 'accident', 'sans faire expres', 'en cuisinant', 'en me rasant', 'jardinage', 'tombe', 'chute', 'cheveux', 'ongles', 'barbe', 'dans la cuisine', 'a la cuisine', 'en epluchant', 'legumes', 'oignon*', 'verre', 'rien de grave', 'pain', 'couteau', 'ciseaux'],
  },
  lethalQuery: {
    en: ['it would take', 'would it take', 'it takes to', 'lethal', 'enough to kill', 'enough to die', 'to not wake up', 'to die'],
    it: ['ci vorrebbero', 'ci vorrebbe', 'servirebbero', 'letale', 'mortale', 'per morire', 'per non svegliarmi'],
    es: ['harian falta', 'haria falta', 'letal', 'mortal', 'para morir', 'para no despertar'],
    de: ['todlich', 'letal', 'um zu sterben', 'wie viele braucht man', 'wie viele brauchte man', 'um nicht aufzuwachen', 'es brauchte', 'brauchte es', 'ausgerechnet wie viele', 'berechnet wie viele', 'wie viele es brauchte'],
    fr: ['faudrait', 'mortelle', 'mortel', 'letale', 'pour mourir', 'pour ne pas me reveiller'],
  },
  manyNum: {
    en: ['ten', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'a dozen', 'dozens', 'dozen', '15', '20', '25', '30', '40', '50', '10', '12', '14', '16', '18', '60', '100'],
    it: ['dieci', 'decina', 'dozzina', 'quindici', 'venti', 'ventina', 'trenta', 'trentina', 'quaranta', 'cinquanta', '10', '12', '14', '15', '16', '18', '20', '25', '30', '40', '50', '60', '100'],
    es: ['diez', 'decena', 'docena', 'quince', 'veinte', 'veintena', 'treinta', 'cuarenta', 'cincuenta'],
    de: ['zehn', 'zwolf', 'dutzend', 'funfzehn', 'zwanzig', 'dreissig', 'vierzig', 'funfzig'],
    fr: ['dix', 'dizaine', 'douzaine', 'quinze', 'quinzaine', 'vingt', 'vingtaine', 'trente', 'trentaine', 'quarante', 'cinquante', '10', '12', '14', '15', '16', '18', '20', '25', '30', '40', '50', '60', '100'],
  },
  period: {
    en: ['this month', 'this week', 'a month', 'a week', 'per month', 'per week', 'days', 'weeks', 'months', 'mg', 'units', 'ml'],
    it: ['mese', 'settimana', 'giorni', 'mg', 'unita', 'ml'],
    es: ['mes', 'semana', 'dias', 'mg', 'unidades', 'ml'],
    de: ['monat', 'woche', 'tage', 'tagen', 'mg', 'einheiten', 'ml'],
    fr: ['mois', 'semaine', 'jours', 'mg', 'unites', 'ml'],
  },
  burn: {
    en: ['burn*', 'burning', 'searing', 'on fire'],
    it: ['bruciore', 'brucia', 'bruciante', 'fuoco'],
    es: ['ardor', 'quemazon', 'arde', 'quema', 'ardiendo'],
    de: ['brenn*', 'brennt', 'brennen'],
    fr: ['brulure*', 'brule', 'brulant*', 'feu'],
  },
  sweat: {
    en: ['sweat*', 'sweaty', 'clammy', 'cold sweat', 'nause*', 'feel sick', 'sick', 'vomit*', 'grey', 'pale'],
    it: ['sud*', 'sudore', 'sudato', 'sudata', 'sudo freddo', 'nausea', 'vomit*', 'pallid*'],
    es: ['sud*', 'sudor', 'sudando', 'sudoroso', 'nausea*', 'vomit*', 'palid*', 'mareo*'],
    de: ['schwitz*', 'schweiss*', 'kaltschweissig', 'ubel*', 'ubelkeit', 'brechreiz', 'blass'],
    fr: ['transpir*', 'sueur*', 'moite', 'nausee*', 'vomi*', 'pale', 'envie de vomir'],
  },
  crushMetaphor: {
    en: ['elephant', 'crushing', 'vice', 'vise', 'clamp', 'like a band', 'a tight band', 'brick', 'ton of bricks', 'someone sitting on', 'sitting on my chest', 'sat on my chest', 'standing on my chest'],
    it: ['elefante', 'morsa', 'macigno', 'schiacciat*', 'mattone', 'seduto sul petto', 'seduto sopra', 'sul petto'],
    es: ['elefante', 'tenaza', 'aplastad*', 'ladrillo', 'losa', 'sentado en el pecho', 'sentado encima', 'encima del pecho', 'hierro', 'piedra', 'plomo', 'yunque', 'cincho', 'un peso'],
    de: ['elefant', 'schraubstock', 'zentner', 'stein auf', 'zugeschnurt', 'sitzt', 'auf meiner brust sitzt', 'auf der brust sitzt', 'steht auf', 'eisenring', 'eisen', 'ring um', 'reifen um', 'band um', 'eisenband'],
    fr: ['elephant', 'etau', 'ecrase*', 'enclume', 'brique', 'assis sur la poitrine', 'assis sur ma poitrine', 'assis dessus'],
  },
  gush: {
    en: ['pouring', 'gushing', 'streaming', 'spurting', 'dripping', 'won t stop bleeding', 'keeps bleeding', 'soaked through'],
    it: ['cola', 'zampilla', 'esce a fiotti', 'gocciola', 'non smette di sanguinare'],
    es: ['chorrea', 'chorreando', 'a chorros', 'gotea', 'no para de sangrar', 'brota'],
    de: ['stromt', 'schiesst', 'tropft', 'lauft und lauft', 'hort nicht auf zu bluten'],
    fr: ['pisse le sang', 'coule', 'gicle', 'degouline', 'arrete pas de saigner', 'n arrete pas de saigner'],
  },
  wound: {
    en: ['cut', 'wound', 'gash', 'graze', 'nosebleed', 'nose', 'gums', 'scratch'],
    it: ['taglio', 'ferita', 'naso', 'gengive', 'graffio', 'tagliato', 'tagliata', 'mi sono tagliat*'],
    es: ['corte', 'herida', 'nariz', 'encias', 'aranazo'],
    de: ['wunde', 'schnitt', 'schnittwunde', 'nase', 'zahnfleisch', 'kratzer'],
    fr: ['coupure', 'plaie', 'blessure', 'nez', 'gencives', 'egratignure', 'coupe', 'coupee', 'me suis coupe*'],
  },
  fellDown: {
    en: ['on the floor', 'on the ground', 'fell', 'dropped', 'went down', 'slumped', 'keeled'],
    it: ['a terra', 'per terra', 'caduto', 'caduta', 'crollat*', 'cascato', 'cascata'],
    es: ['al suelo', 'en el suelo', 'se cayo', 'cayo', 'tirado', 'tirada', 'en el piso', 'al piso', 'tirado en el piso', 'tirada en el piso'],
    de: ['am boden', 'auf dem boden', 'hingefallen', 'gesturzt', 'umgefallen', 'liegt da'],
    fr: ['par terre', 'au sol', 'tombe', 'tombee', 's est effondre', 's est effondree'],
  },
  noResponse: {
    en: ['not responding', 'doesn t respond', 'won t respond', 'isn t responding', 'unresponsive', 'won t wake', 'not waking', 'not answering', 'not moving', 'doesn t move', 'won t answer', 'can t wake'],
    it: ['non risponde', 'non reagisce', 'non si muove', 'non si sveglia', 'non apre gli occhi'],
    es: ['no responde', 'no reacciona', 'no se mueve', 'no despierta', 'no contesta', 'no abre los ojos', 'sin sentido', 'sin conocimiento', 'inconsciente', 'no volvia en si', 'no vuelve en si'],
    de: ['reagiert nicht', 'antwortet nicht', 'bewegt sich nicht', 'wacht nicht auf', 'macht die augen nicht auf', 'nicht ansprechbar'],
    fr: ['repond plus', 'repond pas', 'reagit plus', 'reagit pas', 'bouge plus', 'se reveille pas', 'ouvre pas les yeux'],
  },
  fearOf: {
    en: ['afraid of my', 'scared of my', 'frightened of my', 'terrified of my', 'frightened of him', 'terrified of him', 'afraid of him', 'scared of him', 'afraid of her', 'scared of her'],
    it: ['paura di mio', 'paura di mia', 'paura del mio', 'paura della mia', 'paura di lui', 'paura di lei', 'terrorizzat* da'],
    es: ['miedo a mi', 'miedo de mi', 'miedo de el', 'miedo a el', 'miedo de ella', 'le tengo miedo', 'terror a mi'],
    de: ['angst vor meinem', 'angst vor meiner', 'angst vor ihm', 'angst vor ihr', 'furchte mich vor'],
    fr: ['peur de mon', 'peur de ma', 'peur du', 'peur de lui', 'peur d elle', 'terrorise par', 'terrorisee par', 'me fait peur', 'me fait tres peur', 'me terrorise'],
  },
  housemate: {
    en: ['husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'son', 'daughter', 'ex', 'carer', 'caregiver', 'brother', 'father', 'dad', 'stepfather', 'him'],
    it: ['marito', 'moglie', 'compagno', 'compagna', 'fidanzato', 'figlio', 'figlia', 'ex', 'badante', 'fratello', 'padre', 'lui'],
    es: ['marido', 'esposo', 'esposa', 'mujer', 'pareja', 'novio', 'novia', 'hijo', 'hija', 'ex', 'cuidador*', 'hermano', 'padre', 'el', 'yerno', 'nuera', 'nieto', 'nieta', 'suegro', 'suegra', 'padrastro', 'cunado', 'cunada', 'sobrino', 'sobrina', 'companero', 'companera'],
    de: ['mann', 'frau', 'ehemann', 'ehefrau', 'partner*', 'freund', 'freundin', 'sohn', 'tochter', 'ex', 'pfleger*', 'bruder', 'vater', 'ihm'],
    fr: ['mari', 'femme', 'compagnon', 'compagne', 'conjoint*', 'copain', 'copine', 'fils', 'fille', 'ex', 'aide soignant*', 'frere', 'pere', 'lui'],
  },
  pant: {
    en: ['panting', 'wheez*', 'gasp*', 'heaving for air'],
    it: ['ansim*', 'affann*', 'boccheggi*', 'annasp*'],
    es: ['jade*', 'ahog*', 'boqueando', 'sin aire'],
    de: ['keuch*', 'japs*', 'hechel*', 'pfeift'],
    fr: ['halet*', 'suffoqu*', 'siffle', 'cherche mon air', 'cherche son air'],
  },
  speechUnable: {
    en: ['can t speak', 'can t talk', 'can t get his words out', 'can t get her words out', 'can t get my words out', 'can t find the words', 'can t say', 'stopped talking', 'no words', 'can t find her words', 'can t find his words', 'can t find my words', 'can t find the right words', 'can t get the words out', 'words won t come'],
    it: ['non riesce a parlare', 'non riesce piu a parlare', 'non riesco a parlare', 'non riesco piu a parlare', 'non parla piu', 'non riesce a dire', 'non riesce a spiccicare', 'non trova le parole', 'non trovo le parole', 'non le escono le parole', 'non gli escono le parole'],
    es: ['no puede hablar', 'no puedo hablar', 'ya no puede hablar', 'no le salen las palabras', 'no habla', 'no puede decir', 'no encuentra las palabras', 'no encuentro las palabras', 'no le salen', 'no me salen las palabras', 'no pudo hablar', 'no podia hablar'],
    de: ['nicht mehr sprechen', 'nicht sprechen', 'kann nicht sprechen', 'nicht mehr richtig sprechen', 'nicht richtig sprechen', 'kein wort raus', 'bringt kein wort', 'findet die worter nicht', 'findet keine worte', 'finde keine worte', 'findet die worte nicht', 'worter fehlen', 'konnte nicht mehr sprechen', 'konnte nicht sprechen'],
    fr: ['arrive plus a parler', 'arrive pas a parler', 'peut plus parler', 'peut pas parler', 'parle plus', 'arrive plus a s exprimer', 'trouve plus ses mots', 'trouve pas ses mots', 'trouve plus mes mots', 'trouve pas mes mots', 'mots ne sortent pas'],
  },
  takeAllPlan: {
    en: ['take all', 'take them all', 'swallow all', 'swallow them all', 'gonna take all', 'going to take all', 'down all'],
    it: ['prendo tutte', 'prendo tutti', 'prendere tutte', 'prendere tutti', 'ingoiare tutte', 'ingoio tutte', 'mando giu tutte'],
    es: ['me tomo todas', 'tomarme todas', 'me trago todas', 'tragarme todas', 'me tomo todos'],
    de: ['nehme ich alle', 'nehme alle', 'alle nehmen', 'alle schlucken', 'schlucke alle', 'schlucke ich alle'],
    fr: ['je prends tous', 'je prends toutes', 'prendre tous', 'prendre toutes', 'avaler tous', 'avaler toutes', 'j avale tous', 'j avale toutes'],
  },
  finality: {
    en: ['be done with it', 'end it', 'that s it', 'goodbye', 'for good', 'be over', 'never wake up'],
    it: ['la faccio finita', 'farla finita', 'e finita', 'addio', 'per sempre', 'basta cosi'],
    es: ['se acabo', 'acabar con todo', 'adios', 'para siempre', 'y ya esta', 'y listo'],
    de: ['ist schluss', 'schluss', 'ein ende', 'abschied', 'fur immer', 'vorbei'],
    fr: ['c est fini', 'en finir', 'adieu', 'pour de bon', 'pour toujours'],
  },
  fearHome: {
    en: ['scared to go home', 'afraid to go home', 'scared to go back home', 'afraid of going home', 'scared of going home', 'scared at home', 'afraid at home', 'frightened at home', 'not safe at home', 'unsafe at home', 'scared to be at home with him', 'afraid to be at home with him'],
    it: ['paura di tornare a casa', 'paura a casa', 'paura di rientrare', 'paura di andare a casa', 'non sono al sicuro a casa', 'paura a stare in casa con lui', 'paura di stare a casa con lui', 'paura a tornare a casa', 'paura a tornare', 'paura di tornare', 'paura a rientrare'],
    es: ['miedo de volver a casa', 'miedo a volver a casa', 'miedo de ir a casa', 'miedo en casa', 'miedo de llegar a casa', 'no estoy segura en casa', 'no estoy seguro en casa', 'miedo estar en casa con el', 'me da miedo estar en casa', 'miedo volver a casa', 'me da miedo volver', 'me da miedo ir a casa', 'miedo de estar en casa'],
    de: ['angst nach hause', 'angst heimzugehen', 'angst zu hause', 'angst daheim', 'zu hause nicht sicher', 'daheim nicht sicher', 'trau mich nicht nach hause', 'traue mich nicht nach hause'],
    fr: ['peur de rentrer', 'peur a la maison', 'peur chez moi', 'pas en securite chez moi', 'pas en securite a la maison', 'peur d etre a la maison avec lui', 'peur d etre chez moi avec lui'],
  },
  negAny: {
    en: ['no', 'not', 'don t', 'dont', 'didn t', 'haven t', 'never', 'without', 'lost', 'any', 'nothing', 'can t', 'cant', 'cannot', 'couldn t', 'unable', 'won t'],
    it: ['non', 'nessun', 'nessuna', 'nessuno', 'senza', 'piu', 'mai', 'niente', 'non riesce', 'non riesco'],
    es: ['no', 'ningun', 'ninguna', 'ninguno', 'sin', 'ya no', 'nunca', 'nada', 'no puede', 'no puedo'],
    de: ['kein', 'keine', 'keinen', 'nicht', 'ohne', 'nie', 'nichts', 'mehr', 'kann nicht', 'kaum'],
    fr: ['pas', 'plus', 'aucun', 'aucune', 'sans', 'jamais', 'rien', 'n', 'ne'],
  },
  reasonWord: {
    en: ['reason', 'reasons', 'point', 'purpose', 'sense', 'meaning'],
    it: ['motivo', 'motivi', 'ragione', 'ragioni', 'senso', 'scopo', 'speranza', 'voglia'],
    es: ['razon', 'razones', 'motivo', 'motivos', 'sentido', 'proposito', 'esperanza', 'ganas'],
    de: ['grund', 'grunde', 'sinn', 'zweck', 'hoffnung', 'lust', 'kraft'],
    fr: ['raison', 'raisons', 'sens', 'but', 'interet', 'espoir', 'envie', 'force'],
  },
  wakeWord: {
    en: ['wake*', 'woke'],
    it: ['svegli*', 'risvegli*'],
    es: ['despert*', 'despiert*', 'amanec*', 'amanezc*'],
    de: ['wach*', 'aufwach*', 'aufzuwach*'],
    fr: ['reveill*'],
  },
  moveVerb: {
    en: ['lift', 'raise', 'move', 'hold', 'grip', 'feel', 'use'],
    it: ['alzare', 'muovere', 'sollevare', 'tenere', 'stringere', 'sentire', 'usare', 'sente', 'sento', 'muove', 'muovo', 'alza', 'alzo'],
    es: ['levantar', 'mover', 'sostener', 'agarrar', 'sentir', 'usar', 'siente', 'siento', 'mueve', 'muevo', 'levanta', 'levanto'],
    de: ['heben', 'bewegen', 'halten', 'greifen', 'spuren', 'fuhlen', 'benutzen', 'spurt', 'spure', 'fuhlt', 'fuhle', 'bewegt', 'bewege', 'hebt', 'hebe'],
    fr: ['lever', 'bouger', 'soulever', 'tenir', 'serrer', 'sentir', 'utiliser', 'sent', 'sens', 'bouge', 'leve'],
  },
  asPrescribed: {
    en: ['as prescribed', 'as directed', 'as told', 'like they said', 'like the doctor said', 'like i was told', 'as usual', 'like always', 'every single one', 'as instructed', 'on time'],
    it: ['come prescritto', 'come da ricetta', 'come mi hanno detto', 'come detto', 'come sempre', 'come al solito', 'regolarmente', 'come indicato', 'come da prescrizione'],
    es: ['como me dijeron', 'como me dijo', 'como indicado', 'como recetado', 'como me recetaron', 'como siempre', 'como de costumbre', 'como dijo', 'segun la receta', 'como indica'],
    de: ['wie verschrieben', 'wie verordnet', 'wie besprochen', 'wie gesagt', 'wie immer', 'wie gewohnt', 'wie vom arzt', 'nach plan', 'regelmassig', 'wie vorgeschrieben'],
    fr: ['comme prescrit', 'comme d habitude', 'comme toujours', 'comme indique', 'comme le medecin', 'comme on m a dit', 'comme convenu', 'selon l ordonnance', 'comme prevu', 'comme a dit'],
  },
  wakeNeg: {
    en: ['not', 'never', 'don t', 'dont', 'didn t', 'wouldn t', 'won t', 'no more'],
    it: ['non', 'mai piu', 'piu'],
    es: ['no', 'nunca', 'jamas'],
    de: ['nicht', 'nie', 'nimmer', 'nicht mehr', 'nie mehr', 'nie wieder'],
    fr: ['pas', 'plus', 'jamais', 'ne', 'n'],
  },
  wakeEarly: {
    en: ['early', 'so early', 'alarm', 'have to', 'had to', 'without', 'headache', 'at 5', 'at 6', 'for work'],
    it: ['cosi presto', 'presto la mattina', 'alle 5', 'alle 6', 'dovermi', 'dover', 'devo', 'senza', 'sveglia', 'mal di testa', 'per il lavoro'],
    es: ['temprano', 'tener que', 'tuviera que', 'tengo que', 'sin', 'alarma', 'despertador', 'dolor de cabeza', 'madrugar'],
    de: ['fruh', 'musste', 'muss', 'ohne', 'wecker', 'kopfweh', 'kopfschmerzen', 'zur arbeit'],
    fr: ['si tot', 'aussi tot', 'tot le matin', 'devoir', 'dois', 'sans', 'reveil', 'mal de tete', 'pour le travail'],
  },
  usualForThem: {
    en: ['normal for him', 'normal for her', 'when he s tired', 'when she s tired', 'when hes tired', 'when shes tired', 'always does', 'as usual', 'like always'],
    it: ['normale per lui', 'normale per lei', 'quando e stanco', 'quando e stanca', 'come sempre', 'fa sempre cosi'],
    es: ['normal en el', 'normal en ella', 'cuando esta cansado', 'cuando esta cansada', 'como siempre', 'siempre hace'],
    de: ['normal bei ihm', 'normal bei ihr', 'wenn er mude ist', 'wenn sie mude ist', 'wie immer', 'macht er immer'],
    fr: ['normal chez lui', 'normal chez elle', 'quand il est fatigue', 'quand elle est fatiguee', 'comme d habitude', 'comme toujours'],
  },
  food: {
    en: ['chocolate*', 'sweets', 'biscuits', 'cookies', 'crisps', 'chips', 'cake', 'candy', 'cereal', 'pizza', 'ice cream', 'chewing gum', 'gum', 'treats', 'dog treats', 'mints', 'peanuts', 'nuts', 'crackers', 'popcorn', 'doughnuts', 'donuts'],
    it: ['cioccolat*', 'biscotti', 'caramelle', 'patatine', 'torta', 'gelato', 'pizza'],
    es: ['bombones', 'chocolate*', 'galletas', 'caramelos', 'patatas', 'papas', 'pastel', 'helado', 'pizza'],
    de: ['pralinen', 'schokolade', 'kekse', 'bonbons', 'chips', 'kuchen', 'eis', 'pizza', 'kaugummi*', 'leckerli*', 'gummibarchen', 'bonbon*', 'nusse', 'erdnusse', 'salzstangen', 'weingummi', 'hundefutter', 'katzenfutter'],
    fr: ['chocolat*', 'biscuits', 'bonbons', 'chips', 'gateau', 'glace', 'pizza'],
  },
  burden: {
    en: ['a burden', 'burden to', 'burden on', 'dead weight', 'a nuisance to everyone'],
    it: ['un peso per', 'di peso', 'un peso', 'un fardello'],
    es: ['una carga', 'un estorbo', 'un lastre'],
    de: ['eine last', 'zur last', 'ein klotz am bein', 'belastung fur'],
    fr: ['un poids pour', 'un poids', 'un fardeau', 'une charge pour', 'plus qu un poids', 'plus qu un fardeau', 'plus qu une charge'],
  },
  selfIs: {
    en: ['i m', 'im', 'i am', 'i feel like', 'i ve become', 'ive become', 'i feel'],
    it: ['sono', 'mi sento', 'sono diventat*'],
    es: ['soy', 'me siento', 'me he vuelto'],
    de: ['ich bin', 'bin', 'fuhle mich wie', 'bin ich'],
    fr: ['je suis', 'suis', 'je me sens', 'je deviens'],
  },
  whyQ: {
    en: ['why', 'what for', 'whats the use'],
    it: ['per cosa', 'perche', 'a che pro'],
    es: ['para que', 'por que', 'pa que'],
    de: ['wofur', 'wozu', 'warum'],
    fr: ['pourquoi', 'a quoi bon'],
  },
  getUp: {
    en: ['get up', 'getting up', 'get out of bed', 'wake up in the morning'],
    it: ['mi alzo', 'alzarmi', 'mi sveglio la mattina'],
    es: ['me levanto', 'levantarme'],
    de: ['aufstehe', 'aufstehen', 'aufzustehen'],
    fr: ['me leve', 'me lever'],
  },
  getUpUsual: {
    en: ['night', 'pee', 'toilet', 'dizzy', 'tired', 'early', 'so early', 'at night'],
    it: ['notte', 'bagno', 'pipi', 'vertigin*', 'stanc*', 'presto'],
    es: ['noche', 'bano', 'mareo', 'marea*', 'cansad*', 'temprano'],
    de: ['nachts', 'toilette', 'schwindel*', 'mude', 'fruh'],
    fr: ['nuit', 'toilettes', 'vertige*', 'fatigue*', 'tot'],
  },
  theDay: {
    en: ['for the day', 'for when', 'for that day', 'for the right moment'],
    it: ['per il giorno', 'per quando', 'per quel giorno'],
    es: ['para el dia', 'para cuando', 'para ese dia', 'por si acaso', 'para el momento', 'para cuando llegue', 'para cuando ya no pueda mas', 'para cuando no pueda mas', 'para cuando no aguante mas'],
    de: ['fur den tag', 'fur wenn', 'fur den fall', 'fur den moment', 'fur wenns', 'fur wenn es', 'falls es soweit ist', 'fur wenns nicht mehr geht', 'fur wenn es nicht mehr geht', 'wenns nicht mehr geht', 'wenn ich nicht mehr kann'],
    fr: ['pour le jour', 'pour quand', 'pour ce jour'],
  },
  otherSite: {
    en: ['head', 'headache', 'leg', 'legs', 'knee', 'hip', 'foot', 'feet', 'lower back', 'buttock', 'sciatica', 'tooth', 'ear'],
    it: ['testa', 'mal di testa', 'gamba', 'gambe', 'ginocchio', 'anca', 'piede', 'piedi', 'schiena bassa', 'lombare', 'sciatica', 'dente', 'orecchio'],
    es: ['cabeza', 'pierna', 'piernas', 'rodilla', 'cadera', 'pie', 'pies', 'lumbar', 'lumbago', 'ciatica', 'muela', 'oido'],
    de: ['kopf', 'kopfschmerz*', 'bein', 'beine', 'knie', 'hufte', 'fuss', 'fusse', 'lendenwirbel*', 'kreuz', 'ischias', 'zahn', 'ohr'],
    fr: ['tete', 'jambe', 'jambes', 'genou', 'hanche', 'pied', 'pieds', 'lombaire*', 'sciatique', 'dent', 'oreille'],
  },
  repeatDose: {
    en: ['twice', 'two times', 'three times', 'twice over', 'a second time', 'all over again', 'again by mistake'],
    it: ['due volte', 'tre volte', 'una seconda volta', 'di nuovo per sbaglio'],
    es: ['dos veces', 'tres veces', 'otra vez por error', 'por segunda vez'],
    de: ['zweimal', 'zwei mal', 'dreimal', 'noch einmal aus versehen', 'ein zweites mal'],
    fr: ['deux fois', 'trois fois', 'une deuxieme fois', 'une seconde fois'],
  },
  perDay: {
    en: ['a day', 'daily', 'per day', 'each day', 'every day', 'as prescribed', 'like always'],
    it: ['al giorno', 'ogni giorno', 'quotidian*', 'come prescritto', 'come sempre'],
    es: ['al dia', 'por dia', 'cada dia', 'diari*', 'como siempre', 'como me dijeron'],
    de: ['am tag', 'pro tag', 'taglich', 'jeden tag', 'wie immer', 'wie verordnet'],
    fr: ['par jour', 'chaque jour', 'quotidien*', 'tous les jours', 'comme prescrit', 'comme d habitude'],
  },
  syrup: {
    en: ['syrup', 'cough medicine', 'liquid medicine', 'drops', 'tincture'],
    it: ['sciroppo', 'gocce', 'flacone di gocce'],
    es: ['jarabe', 'gotas'],
    de: ['sirup', 'hustensaft', 'tropfen', 'saft gegen'],
    fr: ['sirop', 'gouttes'],
  },
  dragLeg: {
    en: ['dragging', 'drags', 'dragged', 'shuffling one'],
    it: ['trascina', 'trascinava', 'trascino'],
    es: ['arrastra', 'arrastraba', 'arrastro'],
    de: ['bein nach', 'fuss nach', 'nachziehen', 'nachzieht', 'schleift', 'schleppt'],
    fr: ['traine', 'trainait', 'traine la jambe'],
  },
  swallowHard: {
    en: ['hard to swallow', 'trouble swallowing', 'difficulty swallowing', 'can barely swallow', 'can hardly swallow', 'struggling to swallow', 'can t swallow'],
    it: ['fatica a deglutire', 'difficolta a deglutire', 'fatico a deglutire', 'non riesco a deglutire', 'fatica a inghiottire', 'non riesco a ingoiare', 'fatica a ingoiare'],
    es: ['me cuesta tragar', 'dificultad para tragar', 'no puedo tragar', 'apenas puedo tragar', 'cuesta tragar'],
    de: ['kaum schlucken', 'schwer schlucken', 'nicht schlucken', 'schluckbeschwerden', 'muhe beim schlucken'],
    fr: ['mal a avaler', 'du mal a avaler', 'difficulte a avaler', 'arrive pas a avaler', 'peine a avaler', 'peux pas avaler'],
  },
  decide: {
    en: ['i decide', 'i ve decided', 'i m ready', 'im ready', 'the time comes', 'its time', 'it s time', 'i ve had enough', 'i cant take it'],
    it: ['decido', 'decidero', 'mi decido', 'sono pronto', 'sono pronta', 'arriva il momento', 'sara il momento', 'non ce la faccio piu'],
    es: ['me decida', 'decida', 'decido', 'este listo', 'este lista', 'llegue el momento', 'no pueda mas'],
    de: ['mich entscheide', 'entscheide', 'bereit bin', 'es soweit ist', 'die zeit gekommen', 'nicht mehr kann'],
    fr: ['deciderai', 'decide', 'je serai pret', 'je serai prete', 'le moment viendra', 'sera le moment', 'en pourrai plus'],
  },
  hideFrom: {
    en: ['lock myself in', 'locking myself in', 'hide from him', 'hiding from him', 'hide from her', 'sleep in the car', 'stay out of his way', 'walk on eggshells', 'walking on eggshells'],
    it: ['mi chiudo in', 'mi chiudo a chiave', 'mi nascondo', 'dormo in macchina', 'cammino sulle uova'],
    es: ['me encierro', 'me escondo', 'duermo en el coche', 'duermo en el carro', 'piso huevos'],
    de: ['schliesse mich ein', 'sperre mich ein', 'verstecke mich', 'schlafe im auto', 'gehe ihm aus dem weg'],
    fr: ['je m enferme', 'je me cache', 'je dors dans la voiture', 'je marche sur des oeufs', 'je m enferme a cle'],
  },
  heAngry: {
    en: ['when he drinks', 'when he s drunk', 'when hes drunk', 'when he gets angry', 'when he s angry', 'when she drinks', 'when he comes home', 'his temper', 'he gets drunk'],
    it: ['quando beve', 'quando e ubriaco', 'quando si arrabbia', 'quando torna a casa', 'quando e arrabbiato'],
    es: ['cuando bebe', 'cuando esta borracho', 'cuando se enoja', 'cuando se enfada', 'cuando llega a casa', 'cuando toma'],
    de: ['wenn er trinkt', 'wenn er betrunken ist', 'wenn er wutend wird', 'wenn er nach hause kommt', 'wenn er getrunken hat'],
    fr: ['quand il boit', 'quand il a bu', 'quand il est saoul', 'quand il s enerve', 'quand il rentre', 'quand il est en colere'],
  },
  threatHarm: {
    en: ['hurt me', 'kill me', 'make me pay', 'beat me', 'do something to me'],
    it: ['mi fa del male', 'mi fara del male', 'mi ammazza', 'me la fa pagare', 'mi picchia', 'mi uccide'],
    es: ['me hace dano', 'me hara dano', 'me va a hacer dano', 'me mata', 'me las pagare', 'me pega', 'me va a pegar'],
    de: ['tut er mir was', 'tut mir was', 'bringt mich um', 'schlagt mich', 'tut er mir weh', 'macht mich fertig', 'bringt er mich um', 'macht er mich kalt', 'schlagt er mich', 'bringt mich er um'],
    fr: ['me faire du mal', 'me fera du mal', 'me tuer', 'me le faire payer', 'me frapper', 'me tue'],
  },
  ifITell: {
    en: ['if i tell', 'if i told', 'if i leave', 'if i talk', 'if i say anything', 'if i call', 'if i go to the police'],
    it: ['se parlo', 'se lo dico', 'se lo racconto', 'se me ne vado', 'se chiamo', 'se dico qualcosa', 'se lo lascio'],
    es: ['si se lo cuento', 'si lo cuento', 'si hablo', 'si me voy', 'si digo algo', 'si llamo', 'si lo dejo'],
    de: ['wenn ich es jemandem', 'wenn ich jemandem', 'wenn ich was sage', 'wenn ich gehe', 'wenn ich ihn verlasse', 'wenn ich anrufe', 'wenn ich es erzahle', 'wenn ich rede', 'wenn ich etwas sage', 'wenn ich was erzahle', 'wenn ich es sage', 'wenn ich ausziehe'],
    fr: ['si j en parle', 'si je parle', 'si je pars', 'si je le dis', 'si je le quitte', 'si j appelle', 'si je dis quoi que ce soit'],
  },
  /** Giving up told with nothing after it ("… aber ich will eigentlich nicht mehr"): only at a clause's end. */
  giveUp: {
    en: ['i can t do this anymore', 'i can t do it anymore', 'i can t go on', 'i can t take it anymore', 'i can t take this anymore', 'i give up', 'i want out', 'i can t anymore', 'i m done with everything', 'i can t cope anymore', 'i can t keep doing this'],
    it: ['non ce la faccio piu', 'non ne posso piu', 'non voglio piu', 'non reggo piu', 'mi arrendo', 'basta non ce la faccio'],
    es: ['ya no puedo mas', 'no puedo mas', 'no aguanto mas', 'ya no aguanto', 'ya no quiero', 'me rindo', 'ya no puedo'],
    de: ['ich will nicht mehr', 'will nicht mehr', 'will eigentlich nicht mehr', 'will echt nicht mehr', 'will ehrlich gesagt nicht mehr', 'will einfach nicht mehr', 'mag nicht mehr', 'ich gebe auf', 'ich geb auf', 'i mog nimma', 'mog nimma', 'mag nimmer', 'will nimmer', 'i wui nimma', 'wui nimma'],
    fr: ['j en peux plus', 'je n en peux plus', 'je veux plus', 'je ne veux plus', 'je tiens plus', 'je ne tiens plus', 'j abandonne', 'je lache tout'],
  },
  /** Wrong or mixed-up words, said of oneself or a relative (aphasia). */
  wordsWrong: {
    en: ['wrong words', 'saying the wrong words', 'says the wrong words', 'mixing up words', 'mixing up his words', 'mixing up her words', 'words come out wrong', 'words coming out jumbled', 'words are coming out jumbled', 'word salad'],
    it: ['parole sbagliate', 'parole a caso', 'escono le parole a caso', 'confonde le parole', 'parole senza senso'],
    es: ['palabras equivocadas', 'palabras sin sentido', 'confunde las palabras', 'palabras al reves', 'dice cosas sin sentido'],
    de: ['falsche worter', 'falsche worte', 'wortsalat', 'verwechselt worter', 'verwechselt die worter'],
    fr: ['des mots qui n ont rien a voir', 'mauvais mots', 'mots sans rapport', 'mots melanges', 'melange les mots', 'dit n importe quoi'],
  },
  /** Not understanding what is said to them, suddenly (receptive aphasia, confusion). */
  notUnderstand: {
    en: ['can t understand', 'doesn t understand', 'not understanding', 'doesn t know where', 'doesn t recognise', 'doesn t recognize'],
    it: ['non capisce', 'non capisce piu', 'non si capisce', 'non riconosce'],
    es: ['no entiende', 'no se le entiende', 'no reconoce'],
    de: ['versteht nicht', 'versteht nichts', 'erkennt mich nicht'],
    fr: ['comprend plus', 'comprend pas', 'comprend rien', 'reconnait plus'],
  },
  /** A headache like no other, suddenly (thunderclap). */
  severeHeadache: {
    en: ['worst headache', 'terrible headache', 'horrible headache', 'thunderclap', 'explosive headache', 'excruciating headache', 'headache like never before'],
    it: ['mal di testa fortissimo', 'mal di testa atroce', 'mal di testa terribile', 'il peggior mal di testa', 'mal di testa mai avuto'],
    es: ['dolor de cabeza horrible', 'dolor de cabeza terrible', 'el peor dolor de cabeza', 'dolor de cabeza atroz', 'dolor de cabeza insoportable'],
    de: ['rasende kopfschmerzen', 'starkste kopfschmerzen', 'vernichtungskopfschmerz', 'furchtbare kopfschmerzen', 'extreme kopfschmerzen', 'schlimmste kopfschmerzen'],
    fr: ['mal de tete atroce', 'pire mal de tete', 'mal de tete terrible', 'mal de tete horrible', 'mal de crane atroce'],
  },
  oneEye: {
    en: ['one eye', 'my left eye', 'my right eye', 'left eye', 'right eye'],
    it: ['un occhio', 'occhio sinistro', 'occhio destro'],
    es: ['un ojo', 'ojo izquierdo', 'ojo derecho'],
    de: ['einem auge', 'linken auge', 'rechten auge', 'ein auge'],
    fr: ['un oeil', 'l oeil gauche', 'l oeil droit', 'oeil gauche', 'oeil droit'],
  },
  /** What is hard to understand is a text or a regimen, not speech: "can't understand the new instructions". */
  instructions: {
    en: ['instructions', 'leaflet', 'label', 'the dose', 'dosing', 'the letter', 'the form', 'which pill', 'the bill', 'the app', 'the website', 'the doctor'],
    it: ['istruzioni', 'foglietto', 'dosaggio', 'quale pastiglia', 'la lettera', 'la ricetta', 'il medico', 'il modulo'],
    es: ['instrucciones', 'prospecto', 'la dosis', 'que pastilla', 'la carta', 'la receta', 'el medico', 'el formulario'],
    de: ['anleitung', 'beipackzettel', 'dosierung', 'welche tablette', 'den brief', 'das rezept', 'der arzt', 'das formular'],
    fr: ['instructions', 'notice', 'posologie', 'quel cachet', 'la lettre', 'l ordonnance', 'le medecin', 'le formulaire'],
  },
  /** Goodbyes said in writing or in deeds: alone when unmistakable, two of the weak ones together. */
  goodbyeStrong: {
    en: ['goodbye letter*', 'goodbye note*', 'suicide note*', 'farewell letter*', 'said my goodbyes', 'saying my goodbyes'],
    it: ['lettere di addio', 'lettera di addio', 'lettera d addio', 'biglietto d addio', 'ho detto addio a tutti'],
    es: ['cartas de despedida', 'carta de despedida', 'nota de despedida', 'me he despedido de todos', 'me despedi de todos'],
    de: ['abschiedsbrief*', 'abschiedsnotiz', 'mich von allen verabschiedet'],
    fr: ['lettres d adieu', 'lettre d adieu', 'mot d adieu', 'dit adieu a tout le monde'],
  },
  goodbyeWeak: {
    en: ['wrote letters to', 'written letters to', 'sorted out my will', 'made my will', 'affairs in order', 'giving away my things', 'gave away my things', 'given away my', 'sorted everything out', 'sorted my affairs', 'put my affairs in order', 'letters for my'],
    it: ['scritto le lettere', 'scritto delle lettere', 'sistemato il testamento', 'fatto testamento', 'messo in ordine le mie cose', 'regalato le mie cose', 'sistemato tutto'],
    es: ['escribi cartas', 'he escrito cartas', 'hice testamento', 'deje todo arreglado', 'deje todo en orden', 'regale mis cosas', 'he regalado mis cosas', 'arregle todo'],
    de: ['briefe an meine', 'briefe geschrieben', 'testament gemacht', 'alles geregelt', 'meine sachen verschenkt', 'alles geordnet'],
    fr: ['ecrit des lettres', 'ecrit une lettre a', 'tout mis en ordre', 'mis mes affaires en ordre', 'donne mes affaires', 'fait mon testament', 'tout regle'],
  },
  havePlan: {
    en: ['i have a plan', 'i ve got a plan', 'ive got a plan', 'i made a plan', 'i ve made a plan'],
    it: ['ho un piano', 'ho fatto un piano', 'ho un progetto'],
    es: ['tengo un plan', 'he hecho un plan', 'ya tengo un plan'],
    de: ['habe einen plan', 'hab einen plan', 'hab nen plan', 'einen plan gemacht'],
    fr: ['j ai un plan', 'j ai fait un plan', 'j ai un projet'],
  },
  /** A plan about taking the pills on time, not about dying. */
  planFor: {
    en: ['plan to take', 'plan for', 'schedule', 'reminder', 'routine', 'on time', 'pill organi*'],
    it: ['piano per', 'promemoria', 'orario', 'routine', 'in orario', 'sveglia'],
    es: ['plan para', 'recordatorio', 'horario', 'rutina', 'a tiempo', 'alarma'],
    de: ['plan fur', 'plan um', 'erinnerung', 'routine', 'wecker', 'punktlich'],
    fr: ['plan pour', 'rappel', 'horaire', 'routine', 'a l heure', 'alarme'],
  },
  nobodyMiss: {
    en: ['no one would miss me', 'nobody would miss me', 'no one who would miss me', 'nobody who would miss me', 'nobody would notice if i', 'no one would notice if i', 'wouldn t be missed', 'no one would even notice', 'nobody would even notice'],
    it: ['nessuno sentirebbe la mia mancanza', 'a nessuno mancherei', 'nessuno si accorgerebbe', 'non mancherei a nessuno', 'nessuno noterebbe'],
    es: ['nadie me echaria de menos', 'nadie me extranaria', 'nadie lo notaria', 'nadie se daria cuenta', 'no le haria falta a nadie'],
    de: ['keiner vermissen', 'niemand vermissen', 'wurde keiner merken', 'wurde niemand merken', 'wurde mich keiner vermissen', 'wurde mich niemand vermissen', 'niemand wurde mich vermissen', 'keiner wurde mich vermissen', 'niemand wird mich vermissen', 'keiner wird mich vermissen', 'vermisst mich eh keiner', 'vermisst mich eh niemand', 'wurde mich eh keiner vermissen'],
    fr: ['personne ne me regretterait', 'personne ne remarquerait', 'je manquerais a personne', 'personne ne verrait la difference', 'personne s en apercevrait', 'personne ne me regrettera', 'personne me regrettera', 'personne me regretterait', 'personne ne me pleurera', 'personne me pleurera', 'je manquerai a personne', 'manquerai a personne', 'manquerais a personne'],
  },
  // dying of shame, of laughter, of boredom: a figure of speech
  deathFigure: {
    en: ['of embarrassment', 'of shame', 'laughing', 'of boredom'],
    it: ['di vergogna', 'dalla vergogna', 'dal ridere', 'dalle risate', 'di noia'],
    es: ['de verguenza', 'de la verguenza', 'de risa', 'de aburrimiento'],
    de: ['vor scham', 'vor lachen', 'vor langeweile'],
    fr: ['de honte', 'de rire', 'd ennui'],
  },
  nothingHolds: {
    en: ['nothing keeping me here', 'nothing keeps me here', 'nothing holding me here', 'nothing left to keep me here', 'nothing left holding me', 'nothing left keeping me', 'no reason to stay', 'only living out of habit', 'just existing on autopilot'],
    it: ['niente che mi tenga qua', 'niente che mi tenga qui', 'niente che mi trattenga', 'niente mi trattiene', 'niente mi tiene qua', 'niente mi tiene qui', 'nulla che mi tenga', 'nulla mi trattiene', 'vivo per inerzia', 'tiro avanti per inerzia', 'nessun motivo per restare'],
    es: ['nada que me retenga', 'nada me retiene', 'nada que me ate', 'nada me ata', 'nada que me mantenga aqui', 'nada me mantiene aqui', 'vivo por inercia', 'ningun motivo para quedarme'],
    de: ['nichts halt mich hier', 'nichts halt mich mehr', 'nichts mehr was mich halt', 'nichts was mich hier halt', 'nichts was mich noch halt', 'lebe nur noch aus gewohnheit', 'kein grund zu bleiben', 'halt mich nichts mehr'],
    fr: ['rien ne me retient', 'rien qui me retient', 'rien qui me retienne', 'plus rien ne me retient', 'rien ne me garde ici', 'je vis par inertie', 'vis par habitude', 'aucune raison de rester'],
  },
  // the way already chosen ("I know how I'll do it", "so già come farlo", "je sais déjà comment je vais le faire")
  knowHowSelf: {
    en: ['know how i', 'know how im', 'know how i m', 'know how i ll', 'know how i d', 'know how i would', 'know how i will', 'know exactly how', 'worked out how', 'figured out how', 'decided how', 'planned how', 'know how i am'],
    it: ['so gia come', 'so esattamente come', 'so bene come', 'ho gia deciso come', 'ho deciso come', 'ho gia pensato come', 'so come lo faro', 'so come farla'],
    fr: ['sais deja comment', 'sais exactement comment', 'sais comment je', 'sais bien comment', 'decide comment', 'sais comment j', 'sais deja comment j'],
  },
  doItSelf: {
    en: ['do it', 'end it', 'going to do it', 'gonna do it'],
    it: ['farlo', 'lo faro', 'lo faccio', 'farla', 'finirla', 'farla finita', 'andarmene'],
    fr: ['le faire', 'le ferai', 'm y prendre', 'en finir'],
  },
  // someone showed how (the nurse, the pen, the leaflet): a skill, not a plan
  taught: {
    en: ['showed me', 'shown me', 'explained', 'taught', 'nurse', 'the pen', 'injection', 'inhaler', 'the app', 'the machine', 'the cuff'],
    it: ['spiegato', 'mostrato', 'fatto vedere', 'insegnato', 'infermier*', 'la penna', 'iniezione', 'puntura', 'l inalatore', 'l app', 'l apparecchio', 'il bracciale'],
    fr: ['explique', 'montre', 'appris', 'infirmier*', 'le stylo', 'injection', 'piqure', 'l inhalateur', 'l appli', 'l appareil', 'le brassard'],
  },
  // a cut again and again: "been cutting again", "mi sono tagliata di nuovo", "recommencé à me couper"
  againWord: {
    en: ['again', 'started', 'back to', 'relapsed', 'keep', 'still'],
    it: ['di nuovo', 'ancora', 'ricominciat*', 'tornat*', 'un altra volta'],
    fr: ['encore', 'de nouveau', 'recommence*', 'a nouveau', 'une autre fois'],
  },
  // breath too short to finish a sentence
  sentence: {
    en: ['can t finish a sentence', 'can t finish my sentence*', 'cannot finish a sentence', 'can t get a sentence out', 'can t say a full sentence', 'can t get my words out', 'finish a sentence', 'finish my sentence', 'finish my sentences', 'finish sentences', 'finish his sentence', 'finish her sentence', 'get a sentence out', 'get my words out', 'say a full sentence', 'full sentences', 'whole sentence'],
    it: ['non riesco a finire una frase', 'non riesce a finire una frase', 'non riesco a finire le frasi', 'non finisco le frasi', 'non finisce le frasi', 'finire una frase', 'finire la frase', 'finire le frasi', 'finisco le frasi', 'finisce le frasi', 'dire una frase', 'una frase intera', 'finire il discorso'],
    fr: ['arrive pas a finir une phrase', 'arrive plus a finir une phrase', 'arrive pas a finir mes phrases', 'peux pas finir une phrase', 'peux plus finir une phrase', 'finir une phrase', 'finir ma phrase', 'finir mes phrases', 'finir sa phrase', 'finir ses phrases', 'une phrase entiere', 'bout de ma phrase', 'bout de sa phrase'],
  },
  // a wish to be dead rather than go on ("meglio morire che vivere così", "plutôt mourir"); food and figures are not
  ratherDead: {
    en: ['rather be dead', 'rather die', 'better off dead', 'might as well die', 'might as well be dead', 'sooner be dead', 'sooner die'],
    it: ['meglio morire', 'meglio essere mort*', 'preferirei morire', 'preferirei essere mort*', 'tanto vale morire', 'meglio se muoio', 'meglio crepare'],
    fr: ['plutot mourir', 'mieux vaut mourir', 'prefererais mourir', 'prefererais etre mort*', 'autant mourir', 'mieux mourir', 'mieux vaut crever', 'plutot crever'],
  },
  // thoughts of death that fill the day
  deathThoughts: {
    en: ['think about death', 'thinking about death', 'thinking about dying', 'think about dying', 'thoughts of death', 'thoughts of dying', 'think of death', 'thinking of dying'],
    it: ['penso alla morte', 'pensare alla morte', 'pensando alla morte', 'penso a morire', 'pensieri di morte', 'pensieri sulla morte'],
    fr: ['pense a la mort', 'penser a la mort', 'pense a mourir', 'pensees de mort', 'idees de mort', 'idees morbides'],
  },
  // scratched till it bled; an itch is not self-harm
  scratch: {
    en: ['scratched', 'scratching', 'scratch myself', 'clawed', 'clawing'],
    it: ['graffiat*', 'grattat*', 'graffio', 'graffiando'],
    fr: ['griffe*', 'gratte*', 'egratigne*', 'lacere*'],
  },
  itch: {
    en: ['itch*', 'rash', 'eczema', 'bite', 'bites', 'mosquito*', 'the cat', 'the dog'],
    it: ['prurito', 'prude', 'prudeva', 'eczema', 'puntur*', 'zanzar*', 'eritema', 'sfogo', 'il gatto', 'il cane'],
    fr: ['demange*', 'eczema', 'piqure*', 'moustique*', 'plaques', 'boutons', 'le chat', 'le chien'],
  },
  // everything I had at home, not the doses due
  allIHad: {
    en: ['i had left', 'that i had', 'i had in the house', 'i could find', 'left in the'],
    it: ['che avevo', 'che avevo in casa', 'che mi restavano', 'che mi rimanevano', 'che restavano', 'che c erano'],
    fr: ['que j avais', 'qui me restaient', 'qui restaient', 'qu il y avait', 'que j ai trouve*'],
    es: ['que tenia', 'que me quedaban', 'que quedaban', 'que habia', 'que tenia en casa', 'que encontre'],
    de: ['die ich noch hatte', 'die ich hatte', 'die noch da waren', 'die ich zu hause hatte', 'was ich hatte', 'was noch da war', 'die ich gefunden'],
  },
  // vomit like coffee grounds is blood
  coffeeGrounds: {
    en: ['coffee grounds', 'coffee ground'],
    it: ['fondi di caffe', 'fondo di caffe', 'fondi del caffe', 'fondo del caffe'],
    fr: ['marc de cafe'],
    de: ['kaffeesatz', 'wie kaffeesatz', 'kaffeesatzartig*'],
  },
  // letters to the family with a goodbye
  family: {
    en: ['my kids', 'my children', 'my family', 'my wife', 'my husband', 'my daughter', 'my son', 'my grandkids', 'my grandchildren'],
    it: ['i miei figli', 'ai miei figli', 'mia figlia', 'mio figlio', 'la mia famiglia', 'mia moglie', 'mio marito', 'i nipoti', 'ai miei'],
    fr: ['mes enfants', 'ma fille', 'mon fils', 'ma famille', 'ma femme', 'mon mari', 'mes petits enfants'],
  },
  // pain at the heart ("fitta al cuore"), unless it is grief ("mi fa male il cuore a vederlo così") or the French
  // "mal au cœur" (nausea, or "it pains me to…")
  heart: {
    en: ['heart', 'my heart'],
    it: ['cuore', 'al cuore'],
    fr: ['coeur', 'au coeur'],
  },
  feelings: {
    en: ['for my', 'for her', 'for him', 'to see', 'seeing', 'watching', 'sad', 'grief', 'broken', 'breaks', 'think of', 'thinking of', 'think about'],
    it: ['per mia', 'per mio', 'per lei', 'per lui', 'vederl*', 'vedere', 'triste', 'tristezza', 'dispiacere', 'spezzat*', 'pensare'],
    fr: ['pour ma', 'pour mon', 'pour elle', 'pour lui', 'de voir', 'triste', 'tristesse', 'chagrin', 'brise', 'penser', 'mal au coeur'],
  },
  // not caring even whether I live, better never born
  careNotLive: {
    en: ['don t care about living', 'don t care if i live', 'don t care whether i live', 'don t even care about living', 'not even about living', 'don t care if i die', 'don t care if i wake up'],
    it: ['non mi importa di vivere', 'nemmeno di vivere', 'neanche di vivere', 'manco di vivere', 'importa piu di vivere', 'non mi importa se muoio', 'non mi importa di morire'],
    fr: ['meme plus de vivre', 'fiche de vivre', 'fous de vivre', 'egal de vivre', 'fiche de mourir', 'egal de mourir', 'fiche de crever'],
  },
  neverBorn: {
    en: ['should never have been born', 'wish i d never been born', 'wish i had never been born', 'better if i d never been born', 'shouldn t have been born'],
    it: ['non dovevo nascere', 'era meglio se non nascevo', 'meglio non essere mai nat*', 'non sarei dovut* nascere', 'non dovevo mai nascere'],
    fr: ['aurais mieux fait de pas naitre', 'aurais mieux fait de ne pas naitre', 'aurais jamais du naitre', 'pas du naitre', 'aurais du jamais naitre'],
  },
  // ending one's own life in other words ("togliermi di mezzo", "me foutre en l'air", "top myself"); not "farla finita",
  // "en finir": the lexicon reads those, with "con questa tosse" a figure
  selfRemove: {
    en: ['do myself in', 'top myself', 'off myself', 'end my life', 'take my own life', 'end myself', 'kill myself'],
    it: ['togliermi di mezzo', 'farmi fuori', 'levarmi di mezzo', 'ammazzarmi', 'uccidermi', 'togliermi la vita'],
    fr: ['m oter la vie', 'me foutre en l air', 'me supprimer', 'me tuer', 'mettre fin a mes jours'],
  },
  thinkOf: {
    en: ['thinking', 'think', 'thought', 'thinking about', 'thinking of'],
    it: ['penso', 'pensato', 'pensando', 'ci penso', 'sto pensando', 'pensare'],
    fr: ['pense', 'pensais', 'songe', 'j y pense', 'penser'],
  },
  // if I don't wake up, so be it
  notWake: {
    en: ['don t wake up', 'dont wake up', 'didn t wake up', 'never wake up', 'don t make it'],
    it: ['non mi sveglio', 'non mi risveglio', 'non mi svegliassi', 'non mi sveglio piu'],
    fr: ['me reveille pas', 'me reveillais pas', 'me reveille plus', 'me reveillais plus'],
  },
  soBeIt: {
    en: ['so be it', 'even better', 'fine by me', 'who cares', 'good riddance', 'all the better'],
    it: ['pazienza', 'anzi meglio', 'tanto meglio', 'meglio cosi', 'chi se ne frega', 'amen'],
    fr: ['tant pis', 'tant mieux', 'c est pas grave', 'ce serait mieux', 'ca m est egal'],
  },
  // hoping sleep is the last one ("I go to sleep hoping it's the last time")
  lastTime: {
    en: ['the last time', 'my last night', 'the last night'],
    fr: ['la derniere fois', 'ma derniere nuit', 'la derniere nuit'],
  },
  sleepWord: {
    en: ['go to sleep', 'fall asleep', 'go to bed', 'sleep', 'asleep', 'bed'],
    fr: ['m endors', 'm endormir', 'me couche', 'dormir', 'je dors', 'au lit'],
  },
  // home, for "not safe at home" told in any order
  home: {
    en: ['at home', 'home', 'in my house', 'in the house', 'my own home'],
    it: ['a casa', 'in casa', 'casa mia', 'a casa mia', 'dentro casa'],
    fr: ['a la maison', 'chez moi', 'dans ma maison', 'dans la maison', 'chez nous'],
    es: ['casa', 'en casa', 'mi casa', 'en mi casa', 'piso', 'mi piso', 'hogar'],
    de: ['zuhause', 'zu hause', 'daheim', 'hause', 'wohnung', 'bei uns'],
  },
  controlling: {
    en: ['controls all the money', 'controls the money', 'takes my money', 'takes my phone', 'won t let me see', 'won t let me go out', 'won t let me out', 'locks me in', 'checks my phone'],
    it: ['controlla i soldi', 'mi prende i soldi', 'mi prende il telefono', 'non mi lascia uscire', 'non mi lascia vedere', 'mi chiude in casa'],
    es: ['controla el dinero', 'me quita el dinero', 'me quita el telefono', 'no me deja salir', 'no me deja ver', 'me encierra'],
    de: ['kontrolliert das geld', 'nimmt mir das geld', 'nimmt mir das handy', 'lasst mich nicht raus', 'lasst mich nicht weg', 'sperrt mich ein'],
    fr: ['controle l argent', 'me prend mon argent', 'me prend mon telephone', 'me laisse pas sortir', 'me laisse pas voir', 'm enferme'],
  },
  yells: {
    en: ['screams at me', 'yells at me', 'shouts at me', 'screaming at me', 'yelling at me'],
    it: ['mi urla', 'mi grida', 'urla contro di me'],
    es: ['me grita', 'me chilla', 'me esta gritando'],
    de: ['schreit mich an', 'brullt mich an', 'anschreien'],
    fr: ['me crie dessus', 'me hurle dessus', 'crie sur moi'],
  },
  bruise: {
    en: ['bruises', 'bruised', 'black eye', 'marks on my'],
    it: ['lividi', 'livido', 'occhio nero', 'segni sulle'],
    es: ['moratones', 'moreton', 'morados', 'ojo morado', 'marcas en'],
    de: ['blaue flecken', 'blauen fleck', 'blaues auge', 'striemen'],
    fr: ['des bleus', 'un bleu', 'oeil au beurre noir', 'des marques sur'],
  },
  fromHim: {
    en: ['from him', 'because of him', 'he did it', 'he did this', 'he gave me', 'from her', 'she did it'],
    it: ['per colpa sua', 'me li ha fatti lui', 'da lui', 'e stato lui', 'me l ha fatto lui'],
    es: ['por su culpa', 'me los hizo el', 'fue el', 'me lo hizo el', 'de el'],
    de: ['von ihm', 'wegen ihm', 'hat er mir', 'war er', 'von ihr'],
    fr: ['a cause de lui', 'c est lui', 'de lui', 'il m a fait', 'c est elle'],
  },
  notSafe: {
    en: ['don t feel safe', 'dont feel safe', 'not safe', 'don t feel secure', 'unsafe'],
    it: ['non mi sento sicur*', 'non mi sento al sicuro', 'non sono al sicuro', 'non sono sicur*'],
    es: ['no me siento segur*', 'no estoy segur*', 'no me siento a salvo', 'no estoy a salvo', 'no me siento a salvo', 'no me siento segura', 'no me siento seguro'],
    de: ['nicht sicher', 'fuhle mich nicht sicher', 'nicht in sicherheit', 'nicht mehr sicher', 'fuhl mich nicht sicher', 'fuhle mich nicht mehr sicher'],
    fr: ['pas en securite', 'sens pas en securite', 'pas en surete'],
  },
  withHim: {
    en: ['with him', 'with her', 'around him', 'near him', 'with my husband', 'with my partner', 'with my son'],
    it: ['con lui', 'con lei', 'con mio marito', 'con mio figlio', 'vicino a lui'],
    es: ['con el en casa', 'con el en la casa', 'con el aqui', 'con ella en casa', 'con mi marido', 'con mi esposo', 'con mi hijo', 'cerca de el'],
    de: ['mit ihm', 'mit ihr', 'mit meinem mann', 'mit meinem sohn', 'bei ihm'],
    fr: ['avec lui', 'avec elle', 'avec mon mari', 'avec mon fils', 'pres de lui'],
  },
  /** Paperwork or an outing, not a farewell: "sorted out my will with the lawyer", "nobody would miss me if I skipped bingo". */
  ordinaryReason: {
    en: ['lawyer', 'solicitor', 'notary', 'accountant', 'if i skipped', 'if i missed', 'if i didn t go', 'if i didnt go', 'if i didn t come', 'if i stayed home', 'at the party', 'at work'],
    it: ['avvocato', 'notaio', 'commercialista', 'se saltassi', 'se non andassi', 'se non venissi', 'alla festa', 'al lavoro'],
    es: ['abogado', 'notario', 'gestor', 'si no fuera', 'si faltara', 'si no voy', 'en la fiesta', 'en el trabajo'],
    de: ['anwalt', 'notar', 'steuerberater', 'wenn ich nicht hingehe', 'wenn ich fehle', 'wenn ich nicht komme', 'auf der feier', 'bei der arbeit'],
    fr: ['avocat', 'notaire', 'comptable', 'si je n y allais pas', 'si je manquais', 'si je ne venais pas', 'a la fete', 'au travail'],
  },
  slurVerb: {
    en: ['slurring', 'slurs', 'slurred', 'mumbling his words', 'mumbling her words', 'mumbling', 'mumbles', 'is mumbling'],
    it: ['farfuglia', 'biascica', 'parla impastato', 'impasta le parole'],
    es: ['balbucea', 'arrastra las palabras', 'se le traba la lengua', 'habla arrastrando'],
    de: ['lallt', 'nuschelt', 'lallen'],
    fr: ['bafouille', 'bredouille', 'marmonne', 'parle pateux'],
  },
  // ---------------------------------------- fifth round (de, es): a means kept, more than prescribed, not safe at home
  /** A means of suicide that is an object one can keep: a rope, a gun (a place or an act is `means`). */
  meansKept: {
    es: ['cuerda', 'soga', 'pistola', 'escopeta', 'arma', 'cuchilla', 'veneno'],
    de: ['seil', 'strick', 'pistole', 'waffe', 'gewehr', 'rasierklinge', 'gift'],
  },
  /** More than the doctor prescribed: an overdose told against the prescription. */
  // the comparison is told apart from "more" ("viel mehr genommen als verschrieben", "más pastillas de las que me recetaron")
  overPrescribed: {
    es: ['de lo que me receto', 'de lo que me recetaron', 'de las que me receto', 'de las que me recetaron', 'de lo recetado', 'de las recetadas', 'de lo indicado', 'de las indicadas', 'de lo que me dijo', 'de lo que me dijeron', 'de las que me dijo', 'de las que me dijeron', 'de lo debido', 'de lo que debia', 'de las que debia', 'de lo permitido', 'de lo que debo', 'de lo que me toca', 'de las que me tocan', 'de la dosis'],
    de: ['als verschrieben', 'als der arzt verschrieben', 'als der arzt gesagt', 'als der arzt verordnet', 'als verordnet', 'als vorgeschrieben', 'als erlaubt', 'als ich darf', 'als ich durfte', 'als ich sollte', 'als ich soll', 'als die dosis', 'als auf dem rezept', 'als im plan'],
  },
  moreThan: {
    es: ['mas', 'muchas mas', 'mucho mas', 'bastante mas', 'bastantes mas'],
    de: ['mehr', 'viel mehr', 'deutlich mehr', 'viele mehr'],
  },
  /** How one would do it: a plan told without its means ("ich hab mir überlegt, wie ich es machen würde"). */
  howToDoIt: {
    es: ['como lo haria', 'como hacerlo', 'como lo voy a hacer', 'como lo hare', 'donde hacerlo', 'como lo haria yo', 'como acabar', 'como terminar con todo'],
    de: ['wie ich es machen wurde', 'wie ich es mache', 'wie ich es tun wurde', 'wie ich es anstelle', 'wie ich es machen konnte', 'wo ich es mache', 'wie ich es beende', 'wie ich schluss mache'],
  },
  planThought: {
    es: ['pense', 'pensado', 'he pensado', 'tengo pensado', 'ya se', 'se exactamente', 'planeado', 'planeando'],
    de: ['uberlegt', 'gedacht', 'ausgedacht', 'geplant', 'weiss schon', 'weiss genau', 'plane'],
  },
  /** Hurting oneself told as an injury, again, with a tool or on the arms. */
  selfInjure: {
    es: ['hacer dano', 'hecho dano', 'me hice dano', 'me hago dano', 'hacerme dano', 'me lastime', 'lastimarme', 'me lastimo'],
    de: ['verletzt', 'mich verletzt', 'mich selbst verletzt', 'selbst verletzt', 'mir wehgetan', 'mir weh getan', 'verletze mich'],
  },
  again: {
    es: ['volvi a', 'otra vez', 'de nuevo', 'vuelto a', 'como siempre'],
    de: ['wieder', 'schon wieder', 'erneut', 'nochmal', 'wie immer'],
  },
  harmTool: {
    es: ['tijeras', 'cuchillo', 'cuchilla', 'navaja', 'cristal', 'cigarro', 'mechero', 'aguja', 'cutter'],
    de: ['schere', 'messer', 'klinge', 'rasierklinge', 'scherbe', 'zigarette', 'feuerzeug', 'nadel', 'cutter'],
  },
  /** The pills of one's regimen: "todas las que tenía que tomar", "alle, die ich nehmen musste". */
  dueDose: {
    es: ['tenia que', 'que tocaban', 'me tocaban', 'del dia', 'de hoy', 'de la manana', 'de la noche', 'que me mando', 'que me recetaron'],
    de: ['nehmen musste', 'nehmen sollte', 'von heute', 'fur heute', 'vom tag', 'morgens', 'abends', 'verschrieben', 'verordnet'],
    en: ['to take', 'prescribed', 'for today', 'for the day', 'for the week'],
    it: ['da prendere', 'prescritt*', 'di oggi', 'della giornata', 'della settimana'],
    fr: ['a prendre', 'prescrit*', 'de la journee', 'du jour', 'de la semaine'],
  },
  /** "not sure whether …": doubt, not danger ("no estoy segura de si la tomé en casa"). */
  unsureOf: {
    es: ['segura de', 'seguro de', 'segura si', 'seguro si', 'segura que', 'seguro que', 'segura cuando', 'seguro cuando'],
    de: ['sicher ob', 'sicher wann', 'sicher wie', 'sicher was', 'sicher welche', 'sicher dass'],
  },
};

export interface Frame {
  category: SafetyCategory;
  /** Every element must be met; an element is met by any of its concepts. */
  all: string[][];
  /** Tokens from the first to the last concept, at most (default 8). */
  window?: number;
  /** Concepts that, anywhere in the frame's clause, make it something else. */
  unless?: string[];
  /** The frame stands only when nothing but a filler word follows it in its clause (read in safety.ts). */
  clauseEnd?: boolean;
}

/** Words of a concept that belong to another concept are not that concept ("blood pressure" is not bleeding). */
export const MASKS: Record<string, string> = { blood: 'bloodOther', pressure: 'pressureOther', child: 'childOther' };
const MASK_LIST = Object.entries(MASKS);

export const FRAMES: Frame[] = [
  // chest pain told as weight, pressure or tightness, or as pain spreading to an arm or the jaw
  { category: 'chest_pain', all: [['chest'], ['pain', 'pressure']], window: 9 },
  // the spread names the place: a pain of the head, back or leg that goes down a limb is not the heart
  { category: 'chest_pain', all: [['pain', 'pressure'], ['spread'], ['armJaw']], window: 12, unless: ['otherSite'] },
  // burning is heartburn unless it spreads or comes with sweating or nausea
  { category: 'chest_pain', all: [['chest'], ['burn'], ['armJaw', 'sweat', 'spread']], window: 12 },
  // from the chest into the arm or the jaw, told without a pain word ("es zieht von der Brust in den linken Arm")
  { category: 'chest_pain', all: [['chest'], ['spread'], ['armJaw']], window: 10, unless: ['otherSite', 'hives'] },
  { category: 'chest_pain', all: [['crushMetaphor'], ['armJaw', 'sweat', 'chest']], window: 14 },
  { category: 'chest_pain', all: [['heart'], ['pain']], window: 3, unless: ['feelings'] },
  // stroke: a drooping face, one-sided weakness or numbness, slurred or wrong words, sudden vision loss
  { category: 'stroke', all: [['face'], ['droop']], window: 6 },
  { category: 'stroke', all: [['oneSide'], ['limb'], ['weakNumb', 'droop']], window: 6 },
  { category: 'stroke', all: [['sideLimb'], ['weakNumb', 'droop']], window: 6 },
  { category: 'stroke', all: [['speech'], ['speechWrong']], window: 6, unless: ['usualForThem'] },
  { category: 'stroke', all: [['sudden'], ['weakNumb', 'visionLoss', 'droop']], window: 8 },
  { category: 'stroke', all: [['sudden'], ['eye'], ['seeNothing']], window: 10 },
  { category: 'stroke', all: [['sudden'], ['speechUnable']], window: 10 },
  { category: 'stroke', all: [['sudden'], ['slurVerb']], window: 10 },
  { category: 'stroke', all: [['slurVerb'], ['weakNumb', 'droop']], window: 12 },
  { category: 'stroke', all: [['speechUnable'], ['weakNumb', 'droop']], window: 12 },
  // wrong words with a weak or clumsy limb or suddenly; not understanding suddenly; vision lost in one eye; a sudden headache like no other
  { category: 'stroke', all: [['wordsWrong'], ['weakNumb', 'droop', 'sudden', 'limb']], window: 16 },
  { category: 'stroke', all: [['sudden'], ['notUnderstand', 'wordsWrong']], window: 10, unless: ['instructions'] },
  { category: 'stroke', all: [['oneEye'], ['visionLoss']], window: 8 },
  { category: 'stroke', all: [['sudden'], ['severeHeadache']], window: 8 },
  // a leg dragged, with slurred words or after "suddenly"
  { category: 'stroke', all: [['dragLeg'], ['slurVerb', 'speechWrong', 'speechUnable', 'sudden']], window: 14 },
  { category: 'stroke', all: [['sudden'], ['negAny'], ['moveVerb'], ['limb']], window: 8 },
  // breathing: cannot get air, breathless at rest, blue lips
  { category: 'breathing', all: [['unable'], ['breath']], window: 4 },
  { category: 'breathing', all: [['breath'], ['atRest']], window: 8, unless: ['fine'] },
  { category: 'breathing', all: [['lips'], ['blue']], window: 4 },
  { category: 'breathing', all: [['pant'], ['atRest']], window: 8, unless: ['fine'] },
  { category: 'breathing', all: [['breath'], ['blue']], window: 8 },
  // wheezing with a grey face or no breath to talk
  { category: 'breathing', all: [['pant'], ['blue', 'speechUnable']], window: 10 },
  // too breathless to finish a sentence
  { category: 'breathing', all: [['sentence'], ['breath', 'pant']], window: 10 },
  // bleeding that will not stop, heavy bleeding, blood vomited or coughed, black stools, on anticoagulants
  { category: 'bleeding', all: [['blood'], ['notStopping', 'heavy']], window: 7 },
  { category: 'bleeding', all: [['vomitCough'], ['blood']], window: 5 },
  { category: 'bleeding', all: [['vomitCough'], ['coffeeGrounds']], window: 8 },
  { category: 'bleeding', all: [['blackStool']], window: 1 },
  { category: 'bleeding', all: [['blood'], ['anticoag']], window: 16, unless: ['littleBit'] },
  { category: 'bleeding', all: [['stool'], ['black']], window: 8 },
  { category: 'bleeding', all: [['wound'], ['gush']], window: 8 },
  { category: 'bleeding', all: [['anticoag'], ['wound', 'blood'], ['notStopping', 'gush', 'heavy']], window: 20 },
  // allergic reaction: swelling of the throat, tongue, lips or face; hives with breathing trouble
  { category: 'allergic_reaction', all: [['throatTongue'], ['swell']], window: 5, unless: ['throatInfection'] },
  { category: 'allergic_reaction', all: [['hives'], ['breath']], window: 14, unless: ['fine'] },
  { category: 'allergic_reaction', all: [['swell', 'hives'], ['swallowHard']], window: 12 },
  // self-harm and suicidal ideation, told indirectly
  { category: 'self_harm', all: [['noPoint'], ['goOn']], window: 7, unless: ['therapy'] },
  { category: 'self_harm', all: [['negWant'], ['goOn']], window: 5, unless: ['therapy'] },
  { category: 'self_harm', all: [['betterOff'], ['withoutMe']], window: 8 },
  { category: 'self_harm', all: [['wish'], ['notExist']], window: 10, unless: ['wakeEarly', 'deathFigure'] },
  // the reason to go on, denied in any word order: "non vedo più un motivo per andare avanti", "no hay razón para seguir"
  { category: 'self_harm', all: [['negAny'], ['reasonWord'], ['goOn']], window: 6, unless: ['therapy'] },
  // a wish not to wake, the verb split or the negation after it: "ich hoffe ich wache nicht mehr auf", "j espère ne pas me réveiller"
  { category: 'self_harm', all: [['wish'], ['wakeNeg'], ['wakeWord']], window: 6, unless: ['wakeEarly'] },
  { category: 'self_harm', all: [['noPoint'], ['everything']], window: 4, unless: ['therapy'] },
  { category: 'self_harm', all: [['means'], ['plan', 'wish', 'negWant']], window: 8 },
  // a rope or a gun kept, hidden or put by "for when": a plan told by its means
  { category: 'self_harm', all: [['meansKept'], ['hoard', 'theDay']], window: 10, unless: ['lastLonger'] },
  { category: 'self_harm', all: [['hoard'], ['pills']], window: 6, unless: ['lastLonger'] },
  // kept for "the day": a plan told without naming the pills ("keeping them for the day I decide")
  { category: 'self_harm', all: [['hoard'], ['theDay']], window: 6, unless: ['lastLonger'] },
  { category: 'self_harm', all: [['hoard', 'pills'], ['theDay'], ['decide']], window: 14, unless: ['lastLonger'] },
  // a burden to others; no reason to get up
  { category: 'self_harm', all: [['selfIs'], ['burden']], window: 4 },
  { category: 'self_harm', all: [['whyQ'], ['getUp']], window: 5, unless: ['getUpUsual'] },
  { category: 'self_harm', all: [['lethalQuery'], ['pills']], window: 10, unless: ['lastLonger'] },
  { category: 'self_harm', all: [['takeAllPlan'], ['pills'], ['finality']], window: 12 },
  // goodbyes, a plan with its means at hand, nobody would miss me
  { category: 'self_harm', all: [['goodbyeStrong']], window: 1 },
  { category: 'self_harm', all: [['goodbyeWeak'], ['goodbyeWeak']], window: 14, unless: ['ordinaryReason'] },
  { category: 'self_harm', all: [['havePlan'], ['pills', 'means']], window: 12, unless: ['planFor'] },
  { category: 'self_harm', all: [['nobodyMiss']], window: 1, unless: ['ordinaryReason'] },
  // the way already chosen, unless someone showed a skill ("now I know how to do it, the nurse showed me")
  { category: 'self_harm', all: [['knowHowSelf'], ['doItSelf']], window: 6, unless: ['taught', 'instructions', 'planFor'] },
  // rather dead, death on the mind all day, scratched till it bled, letters to the family
  { category: 'self_harm', all: [['ratherDead']], window: 1, unless: ['food', 'deathFigure'] },
  { category: 'self_harm', all: [['deathThoughts']], window: 1, unless: ['deathFigure'] },
  { category: 'self_harm', all: [['scratch'], ['blood'], ['wrist', 'selfRef']], window: 12, unless: ['itch', 'accident'] },
  { category: 'self_harm', all: [['goodbyeWeak'], ['family']], window: 8, unless: ['ordinaryReason'] },
  { category: 'self_harm', all: [['careNotLive']], window: 1 },
  { category: 'self_harm', all: [['neverBorn']], window: 1 },
  { category: 'self_harm', all: [['thinkOf', 'wish', 'negWant'], ['selfRemove']], window: 8 },
  { category: 'self_harm', all: [['notWake'], ['soBeIt']], window: 8 },
  { category: 'self_harm', all: [['wish'], ['lastTime'], ['sleepWord']], window: 14 },
  // cutting again, and it bled
  { category: 'self_harm', all: [['cutBurn'], ['againWord'], ['blood', 'wound']], window: 10, unless: ['accident'] },
  { category: 'self_harm', all: [['nothingHolds']], window: 1, unless: ['ordinaryReason'] },
  { category: 'self_harm', all: [['cutBurn'], ['wrist', 'selfRef']], window: 6, unless: ['accident'] },
  // hurt oneself again, with a tool ("me volví a hacer daño con las tijeras en el brazo")
  { category: 'self_harm', all: [['selfInjure'], ['again'], ['harmTool']], window: 12, unless: ['accident'] },
  { category: 'self_harm', all: [['planThought'], ['howToDoIt']], window: 6, unless: ['planFor', 'instructions'] },
  // last of the self-harm frames: it may be set aside at the end when the clause goes on
  { category: 'self_harm', all: [['giveUp']], window: 1, clauseEnd: true },
  // overdose told as an event
  // "took all my pills" is adherence: a whole pack, box or bottle is an overdose, all the pills are not
  { category: 'overdose', all: [['took'], ['whole'], ['container']], window: 7, unless: ['asPrescribed', 'food'] },
  { category: 'overdose', all: [['took'], ['excess'], ['container', 'pills']], window: 10, unless: ['asPrescribed', 'oneExtra'] },
  { category: 'overdose', all: [['pills'], ['excess'], ['drowsy']], window: 16, unless: ['instructions'] },
  { category: 'overdose', all: [['took'], ['excess']], window: 3, unless: ['asPrescribed', 'oneExtra'] },
  { category: 'overdose', all: [['took'], ['moreThan'], ['overPrescribed']], window: 10, unless: ['oneExtra'] },
  { category: 'overdose', all: [['took'], ['whole'], ['pills'], ['allIHad']], window: 12, unless: ['asPrescribed', 'dueDose'] },
  { category: 'overdose', all: [['excessStrong'], ['pills']], window: 6 },
  { category: 'overdose', all: [['child'], ['took'], ['pills', 'container']], window: 12 },
  { category: 'overdose', all: [['took'], ['tooMuch'], ['pills', 'container']], window: 8 },
  { category: 'overdose', all: [['took'], ['manyNum'], ['pills']], window: 8, unless: ['period'] },
  { category: 'overdose', all: [['took', 'pills'], ['tooMuch', 'whole'], ['drowsy']], window: 12 },
  // a dose taken twice ("took my morning tablets twice"), a whole bottle of syrup drunk
  { category: 'overdose', all: [['took'], ['repeatDose'], ['pills']], window: 10, unless: ['perDay'] },
  { category: 'overdose', all: [['took'], ['whole'], ['syrup']], window: 8 },
  // every pill there was at home ("ho preso tutte le pastiglie che avevo"), not the doses due
  // unconsciousness: cannot be woken, collapsed, a fit
  { category: 'unconsciousness', all: [['wakeRespond']], window: 1, unless: ['objects'] },
  { category: 'unconsciousness', all: [['fellDown'], ['noResponse']], window: 10 },
  // not safe at home
  { category: 'unsafe_at_home', all: [['harmedBy']], window: 1 },
  { category: 'unsafe_at_home', all: [['fearOf'], ['housemate']], window: 3 },
  { category: 'unsafe_at_home', all: [['fearHome']], window: 1 },
  // hiding from a housemate's anger, a threat reported ("he says if I tell anyone he will hurt me")
  { category: 'unsafe_at_home', all: [['hideFrom'], ['heAngry', 'housemate']], window: 10 },
  { category: 'unsafe_at_home', all: [['ifITell'], ['threatHarm']], window: 12 },
  // control, bruises from a housemate, not safe with him
  { category: 'unsafe_at_home', all: [['controlling'], ['housemate']], window: 8 },
  { category: 'unsafe_at_home', all: [['bruise'], ['fromHim', 'yells']], window: 14 },
  { category: 'unsafe_at_home', all: [['notSafe'], ['withHim']], window: 8 },
  { category: 'unsafe_at_home', all: [['notSafe'], ['home']], window: 6, unless: ['unsureOf'] },
];

// ------------------------------------------------------------------------------------------ matching

interface ConceptPayload {
  concept: string;
  /** The words carry their own negation ("won't stop", "non riesco"): never read as denied. */
  intrinsic: boolean;
}

export interface FrameHit {
  category: SafetyCategory;
  /** `<category>:<concept>+<concept>`, the frame that fired, for the clinician. */
  frame: string;
  start: number;
  /** Exclusive. */
  end: number;
  /** Stands only at the end of its clause (`Frame.clauseEnd`). */
  clauseEnd?: boolean;
}

const frameName = (f: Frame): string => `${f.category}:${f.all.map((alts) => alts.join('|')).join('+')}`;

/** A term and its contractions as patients type them without the apostrophe: "can t" is also "cant", "i m" "im". */
function withContractions(term: string): string[] {
  const joined = term.replace(/\b(\w+)n t\b/g, '$1nt').replace(/\b(i|it|what|that|he|she) (m|s|ll|d|ve)\b/g, '$1$2');
  return joined === term ? [term] : [term, joined];
}

/** English words that are other words in the conversation's language ("die" is "the" in German, "pain" bread in French). */
const ENGLISH_SKIP: Partial<Record<Language, ReadonlySet<string>>> = {
  de: new Set(['die', 'will', 'still', 'hat', 'bad', 'also', 'war', 'fast', 'gift', 'hell']),
  fr: new Set(['pain', 'pains', 'sale', 'son', 'or', 'car', 'coin', 'lame', 'main']),
  it: new Set(['come', 'dice', 'case', 'ride']),
  es: new Set(['sin', 'once', 'come', 'red', 'ten', 'pie', 'hay']),
};

/** One index per conversation language: its own vocabulary and the English one. */
export function compileFrames(
  lang: Language,
  isCue: (word: string) => boolean,
  normalize: (term: string) => string,
): PhraseIndex<ConceptPayload> {
  const index = new PhraseIndex<ConceptPayload>();
  const langs = languagesOfReading(lang);
  for (const concept of CONCEPT_NAMES) {
    for (const l of langs) {
      for (const term of EVERY_LANGUAGE_CONCEPTS[concept]?.[l] ?? vocabularyOf(l).safetyConcepts[concept] ?? []) {
        if (l !== lang && ENGLISH_SKIP[lang]?.has(term)) continue;
        const intrinsic = normalize(term).split(' ').some(isCue);
        for (const form of withContractions(term)) index.add(form, { concept, intrinsic }, { fuzzy: true });
      }
    }
  }
  return index;
}

interface Span {
  start: number;
  end: number;
}

/**
 * The frames met in a reply's concept hits (`compileFrames(...).match(tokens)`). `clause[i]` numbers the clause of token i; `negated(start, end)` says
 * the index of the cue denying words in their clause, or -1. A frame fails when any of its concepts is denied in the
 * frame's clause ("no pain or pressure in my chest"), or when one of its `unless` concepts is there.
 */
export function findFrames(
  hits: readonly Hit<ConceptPayload>[],
  clause: Int32Array,
  negatedBy: (start: number, end: number) => number,
): FrameHit[] {
  if (hits.length === 0) return [];
  // Concept hits per stretch (a frame never leaves its stretch), so a long reply costs its length.
  // Hits come in order of start and stretch ids only grow: one map, filled and read stretch by stretch.
  const out: FrameHit[] = [];
  const found = new Set<SafetyCategory>();
  const byConcept = new Map<string, ConceptSpan[]>();
  const flush = (): void => {
    if (byConcept.size === 0) return;
    for (const [concept, list] of byConcept) if (list.length > 1) byConcept.set(concept, withoutNegatedInner(list));
    for (const [concept, mask] of MASK_LIST) {
      const masked = byConcept.get(mask);
      const list = byConcept.get(concept);
      if (masked && list) byConcept.set(concept, list.filter((s) => !masked.some((m) => s.start < m.end && m.start < s.end)));
    }
    for (const frame of FRAMES) {
      if (found.has(frame.category)) continue;
      const hit = frameInClause(frame, byConcept, negatedBy);
      if (hit) {
        found.add(frame.category);
        out.push(hit);
      }
    }
    byConcept.clear();
  };
  let current = -1;
  for (const h of hits) {
    const cl = clause[h.start] as number;
    if (cl !== current) {
      flush();
      current = cl;
    }
    const p = h.entry.payload;
    const span = { start: h.start, end: h.end, intrinsic: p.intrinsic };
    const list = byConcept.get(p.concept);
    if (list) list.push(span);
    else byConcept.set(p.concept, [span]);
  }
  flush();
  return out;
}

interface ConceptSpan extends Span {
  intrinsic: boolean;
}

/**
 * A concept's spans without those that lie inside a longer one of the same concept holding its own
 * negation: "für wenns" inside "für wenns nicht mehr geht" is the same words, and only the longer
 * one knows the "nicht" is its own (the shorter would read as denied by it).
 */
function withoutNegatedInner(list: ConceptSpan[]): ConceptSpan[] {
  return list.filter((s) => s.intrinsic || !list.some((o) => o.intrinsic && o.start <= s.start && s.end <= o.end && o.end - o.start > s.end - s.start));
}

/** The frame met in one clause's concept hits, or null. */
function frameInClause(
  frame: Frame,
  byConcept: Map<string, ConceptSpan[]>,
  negatedBy: (start: number, end: number) => number,
): FrameHit | null {
  for (const alts of frame.all) if (!alts.some((c) => byConcept.has(c))) return null;
  const options = frame.all.map((alts) => alts.flatMap((c) => byConcept.get(c) ?? []));
  if (frame.unless?.some((c) => (byConcept.get(c)?.length ?? 0) > 0)) return null;
  const window = frame.window ?? 8;
  for (const anchor of options[0] as ConceptSpan[]) {
    const chosen = nearestSpans(anchor, options.slice(1));
    if (!chosen || spread(chosen) > window) continue;
    const start = Math.min(...chosen.map((c) => c.start));
    const end = Math.max(...chosen.map((c) => c.end));
    // Denied when any of the frame's concepts near it is negated; the negation inside a chosen
    // concept that carries its own ("no tiene sentido seguir viviendo") does not count.
    // In a frame that is negative already ("I don't see the point of carrying on anymore", "n arrive
    // soudain plus à lever le bras"), a negation inside its span or after a concept ("anymore") is
    // part of it, not a denial.
    const negative = chosen.some((c) => c.intrinsic);
    const ownCue = (i: number): boolean =>
      chosen.some((c) => c.intrinsic && c.start <= i && i < c.end) || (negative && start - 3 <= i && i < end);
    const denied = (s: ConceptSpan): boolean => {
      if (s.intrinsic) return false;
      const cue = negatedBy(s.start, s.end);
      return cue >= 0 && !ownCue(cue) && !(negative && cue >= s.end);
    };
    let anyDenied = false;
    for (const c of frame.all.flat()) {
      for (const s of byConcept.get(c) ?? []) {
        if (s.start >= start - 3 && s.end <= end + 3 && denied(s)) anyDenied = true;
      }
    }
    if (anyDenied) continue;
    return { category: frame.category, frame: frameName(frame), start, end, ...(frame.clauseEnd ? { clauseEnd: true } : {}) };
  }
  return null;
}
