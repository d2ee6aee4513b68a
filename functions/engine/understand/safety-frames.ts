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
/**
 * The concepts, in the order a language's index compiles them. Their words are per language, in
 * `vocabulary/<language>.ts` (`safetyConcepts`), loaded with the first reply in that language.
 */
export const CONCEPT_NAMES = [
  // ------------------------------------------------------------------ body parts
  'chest',
  'armJaw',
  'face',
  'oneSide',
  'limb',
  'sideLimb',
  'throatTongue',
  'wrist',
  // ------------------------------------------------------------------ sensations and signs
  'pain',
  'pressure',
  'spread',
  'droop',
  'weakNumb',
  'sudden',
  'speech',
  'speechWrong',
  'visionLoss',
  // de round 9: seeing double told with a word of suddenness between ("ich sehe auf einmal doppelt"); an arm that drops; a limb "wie gelähmt"
  'seeVerb',
  'doubleWord',
  'armDrops',
  'likeParalysed',
  'breath',
  'unable',
  'atRest',
  'blue',
  'lips',
  // de round 9: lips coloured on (make-up, a costume, berries), not blue from want of air
  'colouredOn',
  'swell',
  'hives',
  // ------------------------------------------------------------------ bleeding
  'blood',
  'notStopping',
  'heavy',
  'vomitCough',
  'blackStool',
  // de round 9: a stool black from iron, blueberries, liquorice or charcoal
  'blackStoolCause',
  'anticoag',
  // de round 9: the head knocked (on a blood thinner)
  'headHit',
  // ------------------------------------------------------------------ self-harm and suicidal ideation
  'noPoint',
  'goOn',
  /** Life itself as what there is no point in ('zu leben', 'to live', 'vivir'): no `therapy` unless, the tablets named beside it do not make it a treatment. */
  'lifeItself',
  /** Not caring ('no me importa', 'ist mir egal', 'je m en fiche', 'non mi frega', 'don t care'). */
  'notCare',
  /** Whether one dies ('si me muero', 'ob ich sterbe', 'si je meurs', 'se muoio', 'if i die'). */
  'ifDie',
  'betterOff',
  'withoutMe',
  'wish',
  'notExist',
  'negWant',
  'hoard',
  'pills',
  /** Words that make a hoarding story a cost problem or a plan to take them, not a plan to die. */
  'lastLonger',
  'cutBurn',
  'selfRef',
  // ------------------------------------------------------------------ overdose
  'took',
  'whole',
  'container',
  'tooMuch',
  'drowsy',
  // ------------------------------------------------------------------ unconsciousness
  'wakeRespond',
  /** A person who cannot be kept awake or keeps slumping over: no object falls so (no `objects` unless: "slumping over in his chair"). */
  'unrousable',
  // ------------------------------------------------------------------ unsafe at home
  'harmedBy',
  /** Hit by someone: a housemate named close by makes it violence at home ("my son keeps hitting me"). */
  'hitMe',
  /** Pushed or shoved ('geschubst', 'runtergestoßen'): with the patient as its object, a blow at home. */
  'pushed',
  'everything',
  'means',
  'plan',
  'excess',
  'eye',
  'seeNothing',
  'stool',
  'black',
  'excessStrong',
  'child',
  // ------------------------------------------------------------------ concepts that change a frame's meaning
  /** Not bleeding: "blood pressure", "blood sugar", "blood test" (masks the `blood` concept on its words). */
  /** Pressure that is not in the chest: blood pressure, an impression, time pressure. */
  'pressureOther',
  /** Not a means: a holiday or a dental bridge, flopping on the sofa ("il ponte del 25 aprile", "buttarmi sul divano"); masks `means`. */
  'meansOther',
  /** A throat swollen by a cold: tonsils, glands, a sore throat. */
  // a swelling with another cause: a cold, a sore throat, a tooth or the dentist
  'throatInfection',
  /** Minor bleeding: a little, a few drops. */
  'littleBit',
  /** Things that fall over or collapse: a glass, a chair, a tree, a tent. */
  'objects',
  /** One pill too many is a dose to review, not an overdose: "una pastilla de más", "one extra". */
  // one pill too many, or fewer than prescribed told with "instead of" ("one instead of two")
  'oneExtra',
  // "petit"/"piccolo"/"kleiner" that is the size of a pill, not a child ("ça existe en plus petit ?")
  'childOther',
  'bloodOther',
  /** To vanish or stop existing ("fade away", "disappear"): a wish for it needs no waking word, so no early alarm excuses it. */
  'vanish',
  /** Pills thrown away, handed back or a new pack: "into the bin", "back to the pharmacy", "a whole new box". */
  'disposed',
  'fine',
  /** All fine ('alles in ordnung', 'alles gut'): the 'alles' of a check found fine, not everything that is pointless. */
  'allFine',
  /** A throat or a tongue closing in, getting tighter and tighter ('der Hals wird immer enger'): allergic whatever scratches. */
  'closingIn',
  /** Clots in the blood passed ('heute kamen kleine Klumpen mit'): heavy bleeding. */
  'clots',
  /** A tool held in the hand ('die Klinge in der Hand'): with 'again', the act coming back. */
  'inHand',
  'therapy',
  'accident',
  /** Done on purpose ("exprès", "on purpose", "apposta"): the tool of an accident does not make the act one. */
  'deliberate',
  'lethalQuery',
  'manyNum',
  'period',
  'burn',
  'sweat',
  'crushMetaphor',
  'gush',
  'wound',
  'fellDown',
  'noResponse',
  'fearOf',
  'housemate',
  'pant',
  'speechUnable',
  'takeAllPlan',
  'finality',
  'fearHome',
  'negAny',
  'reasonWord',
  'wakeWord',
  'moveVerb',
  'asPrescribed',
  'wakeNeg',
  'wakeEarly',
  'usualForThem',
  'food',
  'burden',
  'selfIs',
  'whyQ',
  'getUp',
  'getUpUsual',
  'theDay',
  'otherSite',
  'repeatDose',
  'perDay',
  'syrup',
  'dragLeg',
  'swallowHard',
  'decide',
  'hideFrom',
  'heAngry',
  'threatHarm',
  'ifITell',
  /** Giving up told with nothing after it ("… aber ich will eigentlich nicht mehr"): only at a clause's end. */
  'giveUp',
  /** Making an end ('dann mach ich schluss'): self-harm unless what ends is named ('mit ihm', 'für heute', 'mit dem Rauchen'). */
  'makeEnd',
  'endOther',
  /** Wrong or mixed-up words, said of oneself or a relative (aphasia). */
  'wordsWrong',
  /** Not understanding what is said to them, suddenly (receptive aphasia, confusion). */
  'notUnderstand',
  /** A headache like no other, suddenly (thunderclap). */
  'severeHeadache',
  'oneEye',
  /** What is hard to understand is a text or a regimen, not speech: "can't understand the new instructions". */
  'instructions',
  /** Goodbyes said in writing or in deeds: alone when unmistakable, two of the weak ones together. */
  'goodbyeStrong',
  'goodbyeWeak',
  'havePlan',
  /** A plan about taking the pills on time, not about dying. */
  'planFor',
  'nobodyMiss',
  // dying of shame, of laughter, of boredom: a figure of speech
  'deathFigure',
  'nothingHolds',
  // the way already chosen ("I know how I'll do it", "so già come farlo", "je sais déjà comment je vais le faire")
  'knowHowSelf',
  /** A wish to do it again ("i want to do it again", "voglio rifarlo", "quiero volver a hacerlo", "will es wieder tun", "envie de recommencer"). */
  'repeatWish',
  'doItSelf',
  // someone showed how (the nurse, the pen, the leaflet): a skill, not a plan
  'taught',
  // a cut again and again: "been cutting again", "mi sono tagliata di nuovo", "recommencé à me couper"
  'againWord',
  // breath too short to finish a sentence
  'sentence',
  // a wish to be dead rather than go on ("meglio morire che vivere così", "plutôt mourir"); food and figures are not
  'ratherDead',
  // thoughts of death that fill the day
  'deathThoughts',
  // scratched till it bled; an itch is not self-harm
  'scratch',
  'itch',
  // everything I had at home, not the doses due
  'allIHad',
  // vomit like coffee grounds is blood
  'coffeeGrounds',
  /** A vomiting verb that also means breaking ("gebrochen"), unless a bone is named (`boneBroken`). */
  'vomitBroke',
  'boneBroken',
  /** All the pills at once ("alle auf einmal"), thought out or planned; `regimenQ`: a question about the regimen ("ob ich darf", "statt verteilt"). */
  'atOnceAll',
  'regimenQ',
  // letters to the family with a goodbye
  'family',
  // pain at the heart ("fitta al cuore"), unless it is grief ("mi fa male il cuore a vederlo così") or the French
  // "mal au cœur" (nausea, or "it pains me to…")
  'heart',
  'feelings',
  // not caring even whether I live, better never born
  'careNotLive',
  'neverBorn',
  // ending one's own life in other words ("togliermi di mezzo", "me foutre en l'air", "top myself"); not "farla finita",
  // "en finir": the lexicon reads those, with "con questa tosse" a figure
  'selfRemove',
  'thinkOf',
  // if I don't wake up, so be it
  'notWake',
  'soBeIt',
  // hoping sleep is the last one ("I go to sleep hoping it's the last time")
  'lastTime',
  'sleepWord',
  // home, for "not safe at home" told in any order
  'home',
  'controlling',
  'yells',
  'bruise',
  'fromHim',
  'notSafe',
  'withHim',
  /** Paperwork or an outing, not a farewell: "sorted out my will with the lawyer", "nobody would miss me if I skipped bingo". */
  'ordinaryReason',
  'slurVerb',
  // ---------------------------------------- fifth round (de, es): a means kept, more than prescribed, not safe at home
  /** A means of suicide that is an object one can keep: a rope, a gun (a place or an act is `means`). */
  'meansKept',
  /** More than the doctor prescribed: an overdose told against the prescription. */
  // the comparison is told apart from "more" ("viel mehr genommen als verschrieben", "más pastillas de las que me recetaron")
  'overPrescribed',
  'moreThan',
  /** How one would do it: a plan told without its means ("ich hab mir überlegt, wie ich es machen würde"). */
  'howToDoIt',
  'planThought',
  /** Hurting oneself told as an injury, again, with a tool or on the arms. */
  'selfInjure',
  'again',
  'harmTool',
  /** The pills of one's regimen: "todas las que tenía que tomar", "alle, die ich nehmen musste". */
  'dueDose',
  /** "not sure whether …": doubt, not danger ("no estoy segura de si la tomé en casa"). */
  'unsureOf',
  /** Several boxes, bottles or blisters, a count of containers: taken at once, an overdose. */
  'severalContainers',
  /** A time of today a sign started ("da stamattina", "since this morning"): with speech lost, a stroke. */
  'onsetToday',
  /** Taken "of them", the pills named before ("ne ho prese dieci"): with a large number, an overdose. */
  'tookOfThem',
  /** A means tried out ("ho provato la corda", "tied a noose"): a rehearsal is a plan. */
  'rehearsal',
  /** A household poison drunk or swallowed (bleach, rat poison, pesticide): an overdose told as poisoning. */
  'poison',
  /** Chest pain with a cause that is not the heart: coughing, a blow, the ribs ("me duele el pecho de tanto toser"). */
  'chestOtherCause',
  /** A dose doubled to make up a missed one ("me tomé la doble porque se me olvidó ayer"): a dose error to review, not an overdose. */
  'catchUp',
  // ---------------------------------------- fourth Italian and Spanish round (decisions 222-225)
  /** A child's chest or belly sucked in with each breath ("gli si infossa la pancia", "se le hunden las costillas"): retractions. */
  'retractions',
  /** A wheeze, and the reliever that does not help ("lo spray non fa niente", "el inhalador no me hace nada"). */
  'wheeze',
  'relieverFails',
  /** Hurting oneself told by the act, unmistakable alone ("mi do pugni in testa", "me volví a cortar"). */
  'selfHarmAct',
  /** The wound made by oneself ("me la sono fatta io", "me lo hice yo"): with a wound or a cut, self-harm. */
  'selfDid',
  /** Strangled or choked by a housemate ("mi novio me ahorcó"): with the housemate before it, danger at home. */
  'strangled',
  /** "non è normale per lui": masks `usualForThem`, which it contains. */
  'unusual',
  /** Joining a spouse or parent who died ("raggiungere mio marito in cielo", "que dios me junte con mi esposo"); the weak verbs ("andare da", "irme con") only with the dead or nothing left named. */
  'joinDeadStrong',
  'joinDeadWeak',
  'afterlife',
  /** The day chosen ("ho scelto il giorno", "ya escogí el día"), unless it is the day for something ("per la visita", "para la cita"). */
  'dayChosen',
  'dayFor',
  /** A place found ("ho trovato il posto", "ho individuato il posto"): with a means or a high place near it, a plan. */
  'placeFound',
  /** The pills counted and enough ("ho fatto i conti e bastano"): with pills kept, a plan, unless they are to last. */
  'enoughCounted',
  /** Bitten or scratched till it bled ("mi mordo le mani fino al sangue", "me rasco hasta que sangra"). */
  'bite',
  'untilBlood',
  /** Drink with the pills and a drowsy or large-number sign: an overdose ("tutte le sue pastiglie col whisky e dorme pesante"). */
  'alcohol',
  /** "non riesco a parlare bene": masks `fine`, which it contains. */
  'notFine',
  /** Walking crooked, losing balance: with double vision, a stroke ("vede doppio e cammina storto"). */
  'gaitOff',
  /** Swollen eyes or face with breathing or swallowing trouble ("gli occhi gonfi e fatico a respirare"): allergic. */
  'eyesFace',
  /** Everything to end ("vorrei solo che tutto finisse"), unless a thing that drags on is named ("questa ristrutturazione"). */
  'allEnd',
  'ordinaryEnd',
  /** Only waiting for the end, said at a clause's end ("sto solo aspettando la fine"; not "la fine della cura"). */
  'awaitEnd',
  /** Letting the water take one ("andare al fiume e lasciarmi andare"), with a thought or a wish. */
  'letGo',
  'water',
  /** A bottle of drink with the pills (overdose with the alcohol frame). */
  'bottle',
  /** Afraid of the street, the dark or thieves on the way home: not danger at home. */
  'streetFear',
  /** "questa non è vita" with "preferisco andarmene": life not worth living and a wish to go. */
  'notLife',
  'ratherGo',
  /** Useless and a nuisance ("non servo più a niente, solo a dare fastidio"): a burden told in other words. */
  'useless',
  /** The illness hoped to hurry ("spero che la malattia faccia in fretta"), with a wish. */
  'illnessHurry',
  /** Started again to cut or burn oneself ("ho ricominciato a bruciarmi", "volví a quemarme"). */
  'againStart',
  'selfVerb',
  /** Drained, a bottle gulped down ("mi sono scolata le gocce"): with the medicine, an overdose. */
  'drained',
  /** A means bought ("ho già comprato il veleno", "ya compré el veneno"), unless it is for pests ("per i topi", "para las ratas"). */
  'bought',
  'pestTarget',
  /** Afraid that someone will hurt me ("ho paura che mio figlio mi faccia del male", "miedo de que me pegue"). */
  'fearThat',
  /** Going away for ever, or death on the mind, said at a clause's end ("me ne voglio andare per sempre"; not "… da questo condominio", "… alla morte di mia madre"). */
  'goForever',
  'deathThoughtsEnd',
  /** A fit told by stiffening and shaking, or stiff and not answering ("si è irrigidita e tremava", "se quedó tiesa y no contesta"). */
  'stiff',
  'shake',
  /** Bleeding to death ("mi sto dissanguando", "me estoy desangrando"). */
  'bleedOut',
  /** Stiff or shaking from the cold or arthritis: no fit. */
  'stiffOther',
  /** All of a sedative ("tutti i sonniferi", "todo el clonazepam"): nobody takes all the sleeping pills as a dose. */
  'allSedatives',
  /** Dizzy or about to faint: with hives after a drug, anaphylaxis ("sono piena di chiazze e mi gira la testa"). */
  'faintish',
  /** Tipped or leaning to one side ("zur Seite gekippt", "penché d'un côté"): with speech not understood, a stroke a relative sees. */
  'sideTilt',
  /** Others cannot understand what he or she says ("man versteht ihn nicht mehr", "on ne le comprend plus"). */
  'notUnderstood',
  /** With a drink, of the pills taken ("col vino", "mit Schnaps", "avec du whisky"): not a glass at dinner. */
  'withDrink',
  /** A tally ("in all", "en total", "insgesamt", "en tout"). */
  'inAll',
  /** The negated stop of a bleeding ("won't stop", "no se detiene", "ça ne s'arrête pas"): the strong half of `notStopping`. */
  'wontStop',
  /** Locked in by someone ("mi ha chiusa in camera", "er hat mich eingesperrt"), and locked in by mistake or by oneself. */
  'lockedIn',
  'byMistake',
  /** The time left said as not mattering much longer ("it won't matter much longer"): with a decision, a plan. */
  'matterLonger',
  /** A face that feels or looks funny, odd or tingly ("feels funny on one side"): with one side named, a stroke. */
  'oddFeel',
  /** Not on an anticoagulant ("not on blood thinners", "off warfarin"): masks `anticoag`. */
  'anticoagNot',
  /** The teeth or dentures taken out: anywhere in the reply, a face that sags is no stroke ("cause id taken my teeth out"). */
  'teethOut',
  /** Not a face that feels funny: a face pulled or made, a photo, "half the time" (unless of the `oddFeel` frame). */
  'faceOther',
  // ---------------------------------------- round 8 (decisions 295, 297)
  /** Not being here much longer ("bientôt je serai plus là"), with a word of soon or of everything arranged (`goneSoon`); not away on holiday (`awayFor`). */
  'notHere',
  'notHereSoon',
  /** A blow to the head ("golpe en la cabeza"): with an anticoagulant, a bleed to fear (es round 9). */
  'headBlow',
  /** The tongue bitten ("se mordió la lengua"): with a fall or shaking, a fit (es round 9). */
  'tongueBitten',
  'goneSoon',
  'awayFor',
  /** Asking where a means is kept (`meansAsked`: "elle m'a demandé où papa rangeait son fusil"), unless for hunting or the washing line (`meansUse`). */
  'askedWhere',
  'meansAsked',
  'meansUse',
  // ---------------------------------------- eighth Italian round (decisions 280-284)
  /** Red or bloody urine ("pipi rossa", "urina color coca cola"): with an anticoagulant or bruises, bleeding; unless a food that reddens it. */
  'redUrine',
  'redUrineCause',
  /** Danger at home told in code: cannot say more ("non posso dire altro"), with a call for someone to come or the person there watching. */
  'cantTalkFree',
  'sendHelp',
  'watchedBy',
  /** Someone here beside me ("è qui accanto a me"): danger at home only with a call for someone to be sent. */
  'withMeHere',
  /** A swelling word that is the size of a pill ("la pillola è talmente grossa"): masks `swell`. */
  'swellOther',
  // ---------------------------------------- round 8: overdoses told as arithmetic or repetition (decisions 300-303)
  /** A dose put in, injected or given ("me he puesto", "put in", "ho fatto"): the act of the new frames beside `took`. */
  'putIn',
  /** A child's age told in a short form ("my 4yr old"): a child beside `child`. */
  'childAge',
  /** A drug that harms at a small excess: insulin, anticoagulants, digoxin, opioids, benzodiazepines, tricyclics, lithium, methotrexate. */
  'highRisk',
  /** A multiple of the dose ("double", "three times my dose", "due dosi", "doppelt"). */
  'multiple',
  /** The dose done again ("rifatto", "volví a ponerme", "nochmal gespritzt", "refait"). */
  'didAgain',
  /** Not remembering whether the dose was taken ("couldn't remember if", "no me acordaba si", "wusste nicht mehr ob"). */
  'forgotWhether',
  /** "instead of" before what was due ("60 units instead of 16", "en vez de", "statt", "au lieu de"). */
  'insteadOf',
  /** Units of a dose (insulin): with "instead of", a smaller excess is enough. */
  'doseUnits',
  /** Pills named by what they are for ("the heart ones", "quelle per dormire", "las de la ansiedad", "ceux pour le cœur"). */
  'theOnes',
  /** Five to nine, in words and digits: with a sign, a strength or "in a row", an overdose. */
  'midNum',
  /** One after another ("in a row", "seguidos", "di fila", "hintereinander", "d'affilée"). */
  'inARow',
  /** A strength of a gram ("de un gramo", "da 1 g", "1000er"). */
  'gramStrength',
  /** Signs after an excess: shaky, sweaty, confused, cannot stand, yellow vision, a racing heart. */
  'odSign',
  /** Pills gone from the pack ("4 missing", "ne mancano", "faltan", "fehlen", "il en manque"). */
  'missingPills',
  /** Nobody knows how many ("non so quante", "no sé cuántas", "weiß nicht wie viele", "sais pas combien"). */
  'unknownHowMany',
  /** A change the doctor made or told ("the doctor told me to double", "mi ha detto di", "me dijo que"): not an overdose. */
  'prescribedChange',
  /** A dose missed or skipped ("missed my insulin twice"): not an overdose. */
  'missedDose',
  /** A regimen of several doses a day ("morning and evening", "with meals", "mattina e sera", "zu den Mahlzeiten"). */
  'schedule',
  /** A measurement repeated ("I check my sugar twice before I do my insulin"): the repetition is not the dose's. */
  'measuring',
  // ---------------------------------------- English round 9: warning signs in public-health words (decisions 305, 306)
  /** Round 9 concepts: their words and what they mean are in vocabulary/en.ts. */
  'giveAway',
  'curtainEye',
  'bigBruise',
  'headKnock',
  'rectal',
  'piles',
  'blueReliever',
  'swollenShut',
  'hoarse',
  'wentBlue',
  'allergen',
  'epipenUsed',
  'bitTongue',
  'wetSelf',
  'clutchChest',
  'someoneElses',
  'household',
  'ingest',
  'emptyPacks',
  'foundWith',
  'wrongInsulin',
  'havingFitAbout',
  'giveAwayOrdinary',
  'goneAway',
  // ------------------------------------------------------------------ round 9 (decisions 307-308): warning signs in the words public health teaches (Italian words)
  /** A limb that is no longer one's own ("il braccio non è più mio", "come se non fosse il mio"): with the limb, a stroke. */
  'limbNotMine',
  /** Half of what one sees gone ("vedo solo metà delle cose"): a stroke by itself. */
  'halfSight',
  /** A pain or tingling that runs to the little finger ("fino al mignolo"): with a cold sweat or the chest, the heart. */
  'toLittleFinger',
  /** A cold sweat ("sudo freddo", "sudore freddo"), not any sweat: with a pain of the back, arm or jaw, the heart. */
  'coldSweat',
  /** Bruises that came from nothing ("senza motivo", "senza sbattere", "da soli"). */
  'noCause',
  /** Gasping for air told by itself ("sta boccheggiando", "rantola"). */
  'gasp',
  /** A child's noisy breathing ("fa un rumore strano quando respira"). */
  'noisyBreath',
  /** A bee or wasp sting ("punto da un'ape", "puntura di vespa"): with breathing trouble or a swollen face or throat, allergic. */
  'sting',
  /** Adrenaline given with the pen ("gli ho fatto l'adrenalina", "usato l'epipen"). */
  'epiGiven',
  /** A dose got wrong ("ho sbagliato dose", "dose sbagliata"). */
  'wrongDose',
  /** Swallowed or eaten ("ha mangiato", "ha ingoiato"), for someone else's pills. */
  'ingested',
  /** Pills of someone else in the house ("del nonno", "della mamma"). */
  'othersPills',
  /** Pills taken for sweets ("ha scambiato le pillole per caramelle"). */
  'candyMistake',
  /** An empty pack ("blister vuoto", "flacone vuoto") found beside someone. */
  'emptyPack',
  /** Found with or beside ("l'ho trovato con", "accanto aveva"). */
  'foundBy',
  /** The wrong insulin or pen ("la rapida invece della lenta", "insulina sbagliata"). */
  'insulinSwap',
  /** Giving one's things away ("sta regalando le sue cose"). */
  'givingAway',
  // ---------------------------------------- French round 9 (decisions 313, 314): the warning signs public health teaches
  /** Balance lost ("perd l'équilibre", "ne tient plus debout"): with a word of suddenness, a stroke. */
  'balanceLost',
  /** Clots passed with red urine ("pipi rouge avec des caillots"). */
  'urineClots',
  /** Turning blue or grey ("il devient bleu"): breathing. */
  'turnsBlue',
  /** Drooling ("je bave"): with swallowing impossible, an allergic reaction. */
  'drool',
  /** The adrenaline pen used ("j'ai fait mon stylo d'adrénaline"): an allergic reaction; not the pen carried. */
  'penUsed',
  /** Choking ("il étouffe"): with a sting (`sting`) and a sign of breath or swelling, an allergic reaction. */
  'choke',
  /** A box found empty beside someone ("la boîte vide à côté de lui"). */
  'emptyBeside',
  /** A grandparent's pills ("les médicaments de papi"): taken, a poisoning. */
  'grandparent',
  /** The wrong insulin or the wrong medicine taken ("je me suis trompé d'insuline"), a dosing error. */
  'wrongMed',
  /** That everything stop ("je veux que tout s'arrête"): with a wish, a death wish. */
  'stopAll',
  /** A farewell ("si on se revoit encore", "je te souhaite une belle vie", "ne me cherchez pas"). */
  'farewell',
  /** Not bothering anyone any more ("je ne vous embêterai plus"), unless with a question or that one thing (`noBotherAbout`). */
  'noMoreBother',
  'noBotherAbout',
  /** Belongings given away (`giveAway`, "il donne toutes ses affaires") because no longer needed. */
  'noNeedAnymore',
  /** Others soon at peace, rid of me ("bientôt vous aurez la paix", "je vais débarrasser la place"). */
  'peaceForYou',
  /** A late riser's hour or day ("elle ne se réveille pas avant 10h le dimanche"): not someone who cannot be woken. */
  'wakeLate',
  /** A farewell that is a breakup, a move or the next appointment ("si on se revoit à la consultation"). */
  'farewellOther',
  /** What should stop is a symptom, a noise or the bills ("que tout ça s'arrête, ces factures"). */
  'stopOther',
  /** An arm that falls back by itself once raised (VITE's arm test: "le bras retombe"): with a limb, a stroke. */
  'fallsBack',
  /** Not articulating any more ("il n'articule plus"): a stroke, unless usual for them. */
  'articulateNot',
] as const;
export type SafetyConcept = (typeof CONCEPT_NAMES)[number];

/** Concepts whose words code reads in every language at once (context.ts): all five languages here, in every bundle. */
export const EVERY_LANGUAGE_CONCEPTS: Partial<Record<SafetyConcept, Vocab>> = {
  accident: {
    en: ['accident*', 'shaving', 'cooking', 'oven', 'frying pan', 'stove', 'kettle', 'boiling water', 'ironing', 'chopping', 'kitchen', 'gardening', 'paper cut', 'fell', 'tripped', 'slipped', 'hair', 'nails', 'beard', 'knife slipped', 'in the kitchen', 'while cooking', 'peeling', 'onion*', 'vegetables', 'tin can', 'can opener', 'broken glass', 'nothing serious', 'tin', 'bread', 'sandwich', 'knife', 'scissors', 'tin lid', 'can lid'],
    it: ['per sbaglio', 'incidente', 'cucinando', 'forno', 'col forno', 'ferro da stiro', 'stirando', 'pentola', 'padella', 'fornello', 'fornelli', 'caffettiera', 'olio bollente', 'acqua bollente', 'salame', 'prosciutto', 'radendomi', 'facendo la barba', 'giardinaggio', 'caduto', 'caduta', 'capelli', 'unghie', 'barba', 'coltello mi e scivolato', 'in cucina', 'pelando', 'sbucciando', 'affettando', 'aprendo', 'vetro', 'niente di grave', 'verdure', 'cipoll*', 'pane', 'coltello', 'forbici', 'affettare'],
    es: ['sin querer', 'accidente', 'cocinando', 'sarten', 'plancha', 'planchando', 'horno', 'olla', 'estufa', 'comal', 'aceite', 'agua hirviendo', 'lata', 'afeitandome', 'jardin', 'me cai', 'caida', 'pelo', 'cabello', 'unas', 'barba', 'en la cocina', 'pelando', 'cortando verdura', 'abriendo', 'vidrio', 'cristal', 'nada grave', 'cebolla*', 'pan'],
    de: ['versehentlich', 'aus versehen', 'unfall', 'beim kochen', 'rasieren', 'gestolpert', 'hingefallen', 'haare', 'nagel', 'bart', 'garten', 'in der kuche', 'beim schneiden', 'gemuse', 'zwiebel*', 'glas', 'scherbe*', 'nichts schlimmes', 'brot', 'gemuse*', '*schneiden', '*schalen', 'beim schalen', 'beim kochen', 'beim basteln', 'beim heimwerken', 'papier*', '*kante', 'konservendose', 'dosendeckel', '*ofen', 'herd', 'herdplatte', 'bugeleisen', 'bügeleisen', 'pfanne', 'topf', 'grill', 'backblech', 'blech', 'wasserkocher', 'kochendes wasser', 'heisses wasser', 'teekessel', 'auflaufform'],
    fr: ['par accident', 'accident', 'sans faire expres', 'en cuisinant', 'en me rasant', 'jardinage', 'tombe', 'chute', 'cheveux', 'ongles', 'barbe', 'dans la cuisine', 'a la cuisine', 'en epluchant', 'legumes', 'oignon*', 'verre', 'rien de grave', 'pain', 'couteau', 'ciseaux', 'papier', 'feuille de papier', 'boite de conserve', 'conserve', 'en bricolant', 'bricolage', 'poele', 'poêle', 'four', 'fer a repasser', 'casserole', 'plaque', 'barbecue'],
  },
  deliberate: {
    en: ['on purpose', 'deliberately', 'intentionally'],
    it: ['apposta', 'di proposito', 'volontariamente'],
    es: ['a proposito', 'adrede', 'queriendo', 'aposta'],
    de: ['absichtlich', 'mit absicht', 'extra'],
    fr: ['expres', 'volontairement', 'deliberement', 'intentionnellement'],
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
  /** Concepts that, anywhere in the reply, make it something else ("…, questa ristrutturazione non finisce mai"). */
  unlessInReply?: string[];
  /**
   * The amount before the frame's last concept ("instead of") is at least this many times the amount after it
   * ("60 units instead of 16"; not "10 units instead of 20"): read by the caller of `findFrames` on the tokens.
   */
  amountRises?: number;
}

/** Words of a concept that belong to another concept are not that concept ("blood pressure" is not bleeding). */
export const MASKS: Record<string, string> = { blood: 'bloodOther', pressure: 'pressureOther', child: 'childOther', usualForThem: 'unusual', fine: 'notFine', means: 'meansOther', anticoag: 'anticoagNot', swell: 'swellOther', wakeRespond: 'havingFitAbout', withoutMe: 'goneAway' };
const MASK_LIST = Object.entries(MASKS);

export const FRAMES: Frame[] = [
  // chest pain told as weight, pressure or tightness, or as pain spreading to an arm or the jaw
  { category: 'chest_pain', all: [['chest'], ['pain', 'pressure']], window: 9, unless: ['chestOtherCause'] },
  // the spread names the place: a pain of the head, back or leg that goes down a limb is not the heart
  { category: 'chest_pain', all: [['pain', 'pressure'], ['spread'], ['armJaw']], window: 12, unless: ['otherSite'] },
  // burning is heartburn unless it spreads or comes with sweating or nausea
  { category: 'chest_pain', all: [['chest'], ['burn'], ['armJaw', 'sweat', 'spread']], window: 12 },
  // a strong burning behind the breastbone with breathlessness ("bruciore dietro lo sterno e mi manca il fiato")
  { category: 'chest_pain', all: [['chest'], ['burn'], ['breath']], window: 12, unless: ['fine'] },
  // from the chest into the arm or the jaw, told without a pain word ("es zieht von der Brust in den linken Arm")
  { category: 'chest_pain', all: [['chest'], ['spread'], ['armJaw']], window: 10, unless: ['otherSite', 'hives'] },
  { category: 'chest_pain', all: [['crushMetaphor'], ['armJaw', 'sweat', 'chest']], window: 14 },
  { category: 'chest_pain', all: [['heart'], ['pain']], window: 3, unless: ['feelings'] },
  // stroke: a drooping face, one-sided weakness or numbness, slurred or wrong words, sudden vision loss
  { category: 'stroke', all: [['face'], ['droop']], window: 6, unlessInReply: ['teethOut'] },
  // one side of the face that feels or looks funny, odd or tingly ("my face feels funny on one side, like after the dentist")
  { category: 'stroke', all: [['face'], ['oneSide', 'sideLimb'], ['oddFeel']], window: 8, unless: ['faceOther'] },
  { category: 'stroke', all: [['oneSide'], ['limb'], ['weakNumb', 'droop']], window: 6 },
  { category: 'stroke', all: [['sideLimb'], ['weakNumb', 'droop']], window: 6 },
  { category: 'stroke', all: [['speech'], ['speechWrong']], window: 6, unless: ['usualForThem'] },
  { category: 'stroke', all: [['sudden'], ['weakNumb', 'visionLoss', 'droop']], window: 8 },
  { category: 'stroke', all: [['sudden'], ['eye'], ['seeNothing']], window: 10 },
  { category: 'stroke', all: [['sudden'], ['speechUnable']], window: 10 },
  { category: 'stroke', all: [['sudden'], ['slurVerb']], window: 10 },
  { category: 'stroke', all: [['slurVerb'], ['weakNumb', 'droop']], window: 12 },
  { category: 'stroke', all: [['speechUnable'], ['weakNumb', 'droop']], window: 12 },
  // speech lost since a time of today ("non riesce più a parlare da stamattina"), not a sore throat
  { category: 'stroke', all: [['speechUnable'], ['onsetToday']], window: 10, unless: ['throatInfection'] },
  // wrong words with a weak or clumsy limb or suddenly; not understanding suddenly; vision lost in one eye; a sudden headache like no other
  { category: 'stroke', all: [['wordsWrong'], ['weakNumb', 'droop', 'sudden', 'limb']], window: 16 },
  { category: 'stroke', all: [['sudden'], ['notUnderstand', 'wordsWrong']], window: 10, unless: ['instructions'] },
  { category: 'stroke', all: [['oneEye'], ['visionLoss']], window: 8 },
  // de round 9: seeing double all of a sudden; the arm that drops when lifted (FAST); a limb paralysed since this morning
  { category: 'stroke', all: [['sudden'], ['seeVerb'], ['doubleWord']], window: 6 },
  { category: 'stroke', all: [['limb'], ['armDrops']], window: 4 },
  { category: 'stroke', all: [['limb'], ['likeParalysed'], ['onsetToday', 'sudden']], window: 10 },
  { category: 'stroke', all: [['sudden'], ['severeHeadache']], window: 8 },
  // a leg dragged, with slurred words or after "suddenly"
  { category: 'stroke', all: [['dragLeg'], ['slurVerb', 'speechWrong', 'speechUnable', 'sudden']], window: 14 },
  { category: 'stroke', all: [['sudden'], ['negAny'], ['moveVerb'], ['limb']], window: 8 },
  // one side weak since a moment ago ("non riesco a tenere il bicchiere con la sinistra … è cominciato un'ora fa")
  { category: 'stroke', all: [['oneSide'], ['weakNumb'], ['sudden', 'onsetToday']], window: 16 },
  { category: 'stroke', all: [['visionLoss'], ['gaitOff']], window: 10 },
  // balance lost all at once ("perdió el equilibrio de golpe"), not a slip; odd words since a time of today (es round 9)
  { category: 'stroke', all: [['sudden'], ['gaitOff']], window: 6, unless: ['accident'] },
  { category: 'stroke', all: [['wordsWrong'], ['onsetToday']], window: 12 },
  // cannot say what one wants and other words come out; gibberish on waking
  { category: 'stroke', all: [['speechUnable'], ['wordsWrong']], window: 14 },
  // a foot dragged on one side; a heavy tongue and words not understood
  { category: 'stroke', all: [['dragLeg'], ['oneSide']], window: 4 },
  { category: 'stroke', all: [['slurVerb'], ['notUnderstand', 'speechUnable', 'wordsWrong']], window: 10 },
  // gone over to one side and not understood any more ("ist so zur Seite gekippt und man versteht ihn nicht mehr")
  { category: 'stroke', all: [['sideTilt'], ['notUnderstood', 'speechWrong', 'wordsWrong', 'speechUnable', 'slurVerb']], window: 16 },
  // breathing: cannot get air, breathless at rest, blue lips
  { category: 'breathing', all: [['unable'], ['breath']], window: 4 },
  { category: 'breathing', all: [['breath'], ['atRest']], window: 8, unless: ['fine'] },
  { category: 'breathing', all: [['lips'], ['blue']], window: 4, unless: ['colouredOn'] },
  { category: 'breathing', all: [['pant'], ['atRest']], window: 8, unless: ['fine'] },
  { category: 'breathing', all: [['breath'], ['blue']], window: 8 },
  // wheezing with a grey face or no breath to talk
  { category: 'breathing', all: [['pant'], ['blue', 'speechUnable']], window: 10 },
  // too breathless to finish a sentence
  { category: 'breathing', all: [['sentence'], ['breath', 'pant']], window: 10 },
  // a child's chest or belly sucked in with each breath; a wheeze the reliever does not help
  { category: 'breathing', all: [['retractions']], window: 1 },
  { category: 'breathing', all: [['wheeze', 'pant', 'breath'], ['relieverFails']], window: 14 },
  // bleeding that will not stop, heavy bleeding, blood vomited or coughed, black stools, on anticoagulants
  { category: 'bleeding', all: [['blood'], ['notStopping', 'heavy']], window: 7 },
  // a stop denied may stand further, past the time it has gone on ("me sale sangre de la nariz desde hace cuarenta minutos y no se detiene")
  { category: 'bleeding', all: [['blood'], ['wontStop']], window: 12 },
  { category: 'bleeding', all: [['vomitCough'], ['blood']], window: 5 },
  { category: 'bleeding', all: [['vomitCough'], ['coffeeGrounds']], window: 16 },
  { category: 'bleeding', all: [['vomitBroke'], ['blood', 'coffeeGrounds']], window: 8, unless: ['boneBroken'] },
  { category: 'bleeding', all: [['blackStool']], window: 1, unless: ['blackStoolCause'] },
  { category: 'bleeding', all: [['bleedOut']], window: 1 },
  { category: 'bleeding', all: [['blood'], ['anticoag']], window: 16, unless: ['littleBit'] },
  { category: 'bleeding', all: [['stool'], ['black']], window: 8, unless: ['blackStoolCause'] },
  // de round 9: the head knocked on a blood thinner ("auf Blutverdünner und hat sich den Kopf angeschlagen")
  { category: 'bleeding', all: [['anticoag'], ['headHit']], window: 16 },
  { category: 'bleeding', all: [['wound'], ['gush']], window: 8 },
  // a wound that will not stop, soaking towels ("me corté el dedo y no para, ya empapé tres toallas")
  { category: 'bleeding', all: [['wound', 'cutBurn'], ['notStopping'], ['heavy']], window: 14 },
  { category: 'bleeding', all: [['anticoag'], ['wound', 'blood'], ['notStopping', 'gush', 'heavy']], window: 20 },
  // a blow to the head on an anticoagulant ("estoy anticoagulado y me di un golpe en la cabeza", es round 9)
  { category: 'bleeding', all: [['anticoag'], ['headBlow']], window: 14, unless: ['anticoagNot'] },
  // red urine with an anticoagulant or bruises come from nothing ("faccio pipì rosso scuro … prendo il sintrom"), not after beetroot
  { category: 'bleeding', all: [['redUrine'], ['anticoag', 'bruise']], window: 24, unless: ['redUrineCause'] },
  // allergic reaction: swelling of the throat, tongue, lips or face; hives with breathing trouble
  { category: 'allergic_reaction', all: [['throatTongue'], ['swell']], window: 5, unless: ['throatInfection'] },
  { category: 'allergic_reaction', all: [['hives'], ['breath', 'pant']], window: 14, unless: ['fine'] },
  { category: 'allergic_reaction', all: [['swell', 'hives'], ['swallowHard']], window: 12 },
  { category: 'allergic_reaction', all: [['eyesFace'], ['swell'], ['breath', 'pant', 'swallowHard']], window: 12 },
  { category: 'allergic_reaction', all: [['hives'], ['faintish']], window: 14, unless: ['fine'] },
  { category: 'allergic_reaction', all: [['throatTongue'], ['closingIn']], window: 4 },
  { category: 'bleeding', all: [['blood'], ['clots']], window: 10, unless: ['bloodOther'] },
  // self-harm and suicidal ideation, told indirectly
  { category: 'self_harm', all: [['noPoint'], ['goOn']], window: 7, unless: ['therapy'] },
  // "wozu noch die Tabletten, ich hab nichts mehr, wofür es sich zu leben lohnt" without its commas: life itself, whatever medicine is named
  { category: 'self_harm', all: [['noPoint'], ['lifeItself']], window: 6 },
  // "ya no me importa nada si me muero hoy", "mir ist egal, ob ich morgen sterbe": not caring whether one dies
  { category: 'self_harm', all: [['notCare'], ['ifDie']], window: 8 },
  { category: 'self_harm', all: [['negAny'], ['reasonWord'], ['lifeItself']], window: 6 },
  { category: 'self_harm', all: [['negWant'], ['goOn']], window: 5, unless: ['therapy'] },
  { category: 'self_harm', all: [['betterOff'], ['withoutMe']], window: 8 },
  { category: 'self_harm', all: [['wish'], ['notExist']], window: 10, unless: ['wakeEarly', 'deathFigure'] },
  { category: 'self_harm', all: [['wish'], ['vanish']], window: 6, unless: ['deathFigure'] },
  // a decision to end things, not with someone ("I've decided I'm ending things this weekend")
  { category: 'self_harm', all: [['decide'], ['selfRemove']], window: 8, unless: ['withHim', 'ordinaryReason'] },
  // a decision made, with the time left said as not mattering much longer ("wont matter much longer anyway, ive made my mind up")
  { category: 'self_harm', all: [['matterLonger'], ['decide']], window: 14, unless: ['withHim', 'ordinaryReason'], clauseEnd: true },
  // the reason to go on, denied in any word order: "non vedo più un motivo per andare avanti", "no hay razón para seguir"
  { category: 'self_harm', all: [['negAny'], ['reasonWord'], ['goOn']], window: 6, unless: ['therapy'] },
  // a wish not to wake, the verb split or the negation after it: "ich hoffe ich wache nicht mehr auf", "j espère ne pas me réveiller"
  { category: 'self_harm', all: [['wish'], ['wakeNeg'], ['wakeWord']], window: 6, unless: ['wakeEarly'] },
  { category: 'self_harm', all: [['noPoint'], ['everything']], window: 4, unless: ['therapy', 'allFine'] },
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
  { category: 'self_harm', all: [['rehearsal']], window: 1 },
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
  // cutting told in the past, with the wish to do it again now ("da giovane mi tagliavo e stasera voglio rifarlo", decision 237)
  { category: 'self_harm', all: [['cutBurn'], ['repeatWish']], window: 14, unless: ['accident'] },
  // hurt oneself again, with a tool ("me volví a hacer daño con las tijeras en el brazo")
  { category: 'self_harm', all: [['selfInjure'], ['again'], ['harmTool']], window: 12, unless: ['accident'] },
  // the blade in the hand again ('hatte heut schon wieder die Klinge in der Hand'); a knife in the hand while cooking is an accident
  { category: 'self_harm', all: [['again'], ['harmTool'], ['inHand']], window: 6, unless: ['accident'] },
  { category: 'self_harm', all: [['planThought'], ['howToDoIt']], window: 6, unless: ['planFor', 'instructions'] },
  { category: 'self_harm', all: [['planThought'], ['atOnceAll'], ['pills']], window: 12, unless: ['dueDose', 'instructions', 'regimenQ'] },
  // the act told alone; a wound made by oneself; pills hoarded to take them all
  { category: 'self_harm', all: [['selfHarmAct']], window: 1 },
  { category: 'self_harm', all: [['wound', 'cutBurn', 'blood'], ['selfDid']], window: 10 },
  { category: 'self_harm', all: [['hoard'], ['takeAllPlan']], window: 10, unless: ['lastLonger'] },
  { category: 'self_harm', all: [['hoard'], ['takeAllPlan'], ['finality']], window: 14 },
  // joining the dead; the day chosen; bitten or scratched till it bled
  { category: 'self_harm', all: [['joinDeadStrong'], ['afterlife', 'wish']], window: 14 },
  { category: 'self_harm', all: [['joinDeadWeak'], ['afterlife']], window: 14 },
  { category: 'self_harm', all: [['dayChosen']], window: 1, unless: ['dayFor'] },
  { category: 'self_harm', all: [['placeFound'], ['means']], window: 6, unless: ['dayFor'] },
  // the pills named, a clause about not throwing them away, then kept and counted: the count spans the reply
  { category: 'self_harm', all: [['pills'], ['hoard'], ['enoughCounted']], window: 20, unless: ['lastLonger'] },
  { category: 'self_harm', all: [['bought'], ['meansKept', 'poison']], window: 6, unless: ['pestTarget'] },
  { category: 'self_harm', all: [['notLife'], ['ratherGo']], window: 12 },
  // no wish to get up, and what's the point ("non ho più voglia di alzarmi la mattina, a che serve")
  { category: 'self_harm', all: [['negWant'], ['getUp'], ['noPoint', 'whyQ']], window: 12, unless: ['getUpUsual'] },
  { category: 'self_harm', all: [['useless'], ['burden']], window: 10 },
  { category: 'self_harm', all: [['wish'], ['illnessHurry']], window: 8 },
  { category: 'self_harm', all: [['againStart'], ['selfVerb']], window: 4, unless: ['accident'] },
  { category: 'self_harm', all: [['wish'], ['allEnd']], window: 8, unlessInReply: ['ordinaryEnd'] },
  { category: 'self_harm', all: [['plan', 'wish', 'thinkOf'], ['water'], ['letGo']], window: 12 },
  { category: 'self_harm', all: [['bite', 'scratch'], ['untilBlood']], window: 8, unless: ['itch', 'accident'] },
  // not here much longer, soon or with everything arranged; asking where the gun or the rope is kept (decisions 295, 297)
  { category: 'self_harm', all: [['notHere'], ['goneSoon']], window: 10, unless: ['awayFor', 'ordinaryReason'] },
  { category: 'self_harm', all: [['notHereSoon']], window: 1, unless: ['awayFor', 'ordinaryReason'] },
  { category: 'self_harm', all: [['askedWhere'], ['meansAsked']], window: 8, unless: ['meansUse'] },
  // last of the self-harm frames: it may be set aside at the end when the clause goes on
  { category: 'self_harm', all: [['awaitEnd', 'goForever', 'deathThoughtsEnd']], window: 1, clauseEnd: true },
  { category: 'self_harm', all: [['giveUp']], window: 1, clauseEnd: true },
  { category: 'self_harm', all: [['makeEnd']], window: 1, unless: ['endOther'] },
  // overdose told as an event
  // "took all my pills" is adherence: a whole pack, box or bottle is an overdose, all the pills are not
  { category: 'overdose', all: [['took'], ['whole'], ['container']], window: 7, unless: ['asPrescribed', 'food'] },
  { category: 'overdose', all: [['took'], ['excess'], ['container', 'pills']], window: 10, unless: ['asPrescribed', 'oneExtra'] },
  { category: 'overdose', all: [['pills'], ['excess'], ['drowsy']], window: 16, unless: ['instructions'] },
  { category: 'overdose', all: [['took'], ['excess']], window: 3, unless: ['asPrescribed', 'oneExtra', 'food'] },
  { category: 'overdose', all: [['took'], ['moreThan'], ['overPrescribed']], window: 10, unless: ['oneExtra'] },
  { category: 'overdose', all: [['took'], ['whole'], ['pills'], ['allIHad']], window: 12, unless: ['asPrescribed', 'dueDose'] },
  { category: 'overdose', all: [['excessStrong'], ['pills']], window: 6 },
  { category: 'overdose', all: [['child'], ['took'], ['pills', 'container']], window: 12, unless: ['asPrescribed'] },
  { category: 'overdose', all: [['took'], ['tooMuch'], ['pills', 'container']], window: 8, unless: ['catchUp'] },
  // several boxes or bottles taken at once ("ho preso 3 scatole di tachipirina"), not bought for later
  { category: 'overdose', all: [['took'], ['severalContainers'], ['pills', 'container']], window: 8, unless: ['lastLonger'] },
  { category: 'overdose', all: [['took'], ['manyNum'], ['pills']], window: 8, unless: ['period', 'asPrescribed'] },
  { category: 'overdose', all: [['tookOfThem'], ['manyNum']], window: 3, unless: ['period'] },
  { category: 'overdose', all: [['took', 'pills'], ['tooMuch', 'whole'], ['drowsy']], window: 12 },
  // a dose taken twice ("took my morning tablets twice"), a whole bottle of syrup drunk
  { category: 'overdose', all: [['took'], ['repeatDose'], ['pills']], window: 10, unless: ['perDay', 'oneExtra'] },
  // doses taken again and again, then counted ("otra vez y otra, en total unas diez pastillas"): the count is the overdose
  { category: 'overdose', all: [['againWord', 'again', 'repeatDose'], ['inAll'], ['manyNum'], ['pills']], window: 14, unless: ['period', 'perDay', 'asPrescribed', 'oneExtra'] },
  { category: 'overdose', all: [['took'], ['pills'], ['alcohol'], ['drowsy', 'tooMuch', 'manyNum', 'bottle']], window: 14 },
  { category: 'overdose', all: [['took'], ['whole'], ['syrup']], window: 8 },
  // a pack or a strip washed down with drink ("ho mandato giù un blister di tachipirina col vino"): no dose is taken by the pack
  { category: 'overdose', all: [['took'], ['container', 'tooMuch'], ['pills'], ['withDrink']], window: 14, unless: ['asPrescribed'] },
  { category: 'overdose', all: [['took'], ['allSedatives']], window: 3, unless: ['asPrescribed'] },
  // a dose taken again, forgotten, and drowsy now ("ho preso di nuovo la morfina, adesso ho sonno")
  { category: 'overdose', all: [['took'], ['againWord', 'again', 'repeatDose'], ['pills'], ['drowsy']], window: 14 },
  { category: 'overdose', all: [['drained'], ['pills', 'container', 'syrup']], window: 8, unless: ['asPrescribed', 'disposed'] },
  // the pills taken, then the whole pack named after them ("took my water tablets this morning, the whole bottle")
  { category: 'overdose', all: [['took'], ['pills'], ['whole'], ['container']], window: 12, unless: ['asPrescribed', 'food', 'dueDose', 'disposed'] },
  // a household poison drunk or swallowed ("me tomé un vaso de cloro")
  { category: 'overdose', all: [['took'], ['poison']], window: 6 },
  // round 8 (decisions 300-303): an overdose told as arithmetic or repetition. A high-risk drug doubled or repeated
  // ("insulin doppelt gespritzt", "la insulina dos veces", "ho rifatto l'insulina"), not a regimen, a missed dose or the doctor's change
  // (a regimen told in the next clause, "I do my insulin twice, morning and evening", anywhere in the reply)
  { category: 'overdose', all: [['highRisk'], ['repeatDose', 'multiple', 'didAgain', 'tooMuch']], window: 8, unless: ['perDay', 'schedule', 'missedDose', 'prescribedChange', 'catchUp', 'oneExtra', 'asPrescribed', 'measuring'], unlessInReply: ['schedule'] },
  // the same dose taken two or three times, forgotten whether it was ("me tomé las de la mañana tres veces porque no me acordaba")
  { category: 'overdose', all: [['took', 'putIn'], ['repeatDose'], ['dueDose', 'forgotWhether', 'theOnes']], window: 12, unless: ['perDay', 'schedule', 'missedDose', 'prescribedChange', 'catchUp', 'oneExtra', 'asPrescribed', 'measuring'], unlessInReply: ['schedule'] },
  { category: 'overdose', all: [['forgotWhether'], ['repeatDose', 'didAgain', 'multiple']], window: 14, unless: ['perDay', 'schedule', 'missedDose', 'prescribedChange', 'catchUp', 'oneExtra', 'asPrescribed', 'measuring'] },
  // done again, forgotten whether it was, and signs after it ("… und dann nochmal weil ich nich mehr wusst ob ich schon hab jetzt zitter ich")
  { category: 'overdose', all: [['again', 'againWord', 'didAgain', 'repeatDose'], ['forgotWhether'], ['odSign', 'drowsy', 'sweat']], window: 16, unless: ['missedDose', 'prescribedChange'] },
  // twice a day instead of once, of a high-risk drug, or of any drug with signs after it (a regimen named is what was due:
  // "tous les jours au lieu d'une fois par semaine")
  { category: 'overdose', all: [['highRisk'], ['repeatDose', 'perDay'], ['insteadOf', 'excess']], window: 12, unless: ['prescribedChange', 'missedDose'] },
  { category: 'overdose', all: [['took', 'putIn'], ['repeatDose', 'perDay'], ['insteadOf', 'excess'], ['odSign', 'drowsy']], window: 20, unless: ['prescribedChange', 'missedDose'] },
  // a count of a named drug or of "the heart ones", a handful of "the sleeping ones"
  { category: 'overdose', all: [['took', 'tookOfThem', 'putIn'], ['manyNum'], ['theOnes', 'highRisk']], window: 8, unless: ['period', 'asPrescribed', 'perDay'] },
  { category: 'overdose', all: [['took', 'tookOfThem', 'putIn'], ['tooMuch'], ['theOnes', 'pills']], window: 8, unless: ['catchUp', 'asPrescribed'] },
  { category: 'overdose', all: [['took', 'tookOfThem'], ['midNum'], ['highRisk']], window: 6, unless: ['period', 'asPrescribed', 'perDay'] },
  { category: 'overdose', all: [['took', 'putIn'], ['midNum', 'manyNum'], ['pills', 'highRisk', 'theOnes'], ['inARow', 'gramStrength', 'odSign', 'drowsy']], window: 14, unless: ['asPrescribed'] },
  // a child at the pills: some missing, or nobody knows how many
  { category: 'overdose', all: [['child', 'childAge'], ['missingPills', 'unknownHowMany'], ['pills', 'container', 'theOnes', 'highRisk']], window: 20, unless: ['disposed'] },
  // all that was left, then counted ("he's taken all the paracetamol that was left in the box, there were 16")
  { category: 'overdose', all: [['took', 'putIn'], ['pills', 'highRisk'], ['allIHad'], ['manyNum']], window: 14, unless: ['asPrescribed', 'dueDose', 'period'] },
  // N instead of M, N well above M: twice for a high-risk drug or insulin units, four times for any other
  { category: 'overdose', all: [['highRisk', 'doseUnits'], ['insteadOf']], window: 8, unless: ['prescribedChange', 'oneExtra', 'food'], amountRises: 2 },
  // every pill left, put in at once ("me he metido todas las pastis que me quedaban de golpe")
  { category: 'overdose', all: [['putIn'], ['whole'], ['pills'], ['allIHad', 'excess']], window: 12, unless: ['asPrescribed', 'dueDose'] },
  { category: 'overdose', all: [['took', 'putIn', 'pills', 'theOnes'], ['insteadOf']], window: 8, unless: ['prescribedChange', 'oneExtra', 'food'], amountRises: 4 },
  // every pill there was at home ("ho preso tutte le pastiglie che avevo"), not the doses due
  // unconsciousness: cannot be woken, collapsed, a fit
  { category: 'unconsciousness', all: [['wakeRespond']], window: 1, unless: ['objects', 'wakeLate'] },
  { category: 'unconsciousness', all: [['unrousable']], window: 1 },
  { category: 'unconsciousness', all: [['fellDown'], ['noResponse']], window: 10 },
  { category: 'unconsciousness', all: [['stiff'], ['shake', 'noResponse']], window: 8, unless: ['stiffOther'] },
  // English round 9 (decisions 305, 306): warning signs in the words public health teaches
  { category: 'stroke', all: [['curtainEye'], ['eye']], window: 8 },
  { category: 'chest_pain', all: [['clutchChest'], ['sweat', 'breath', 'pant', 'pain', 'armJaw', 'faintish']], window: 14 },
  { category: 'bleeding', all: [['bigBruise', 'headKnock'], ['anticoag']], window: 16 },
  { category: 'bleeding', all: [['blood'], ['rectal']], window: 6, unless: ['littleBit', 'piles'] },
  { category: 'breathing', all: [['blueReliever']], window: 1 },
  { category: 'allergic_reaction', all: [['swollenShut']], window: 1 },
  { category: 'allergic_reaction', all: [['hoarse'], ['allergen']], window: 10 },
  { category: 'allergic_reaction', all: [['wentBlue'], ['allergen']], window: 5 },
  { category: 'allergic_reaction', all: [['epipenUsed']], window: 1 },
  { category: 'unconsciousness', all: [['bitTongue'], ['wetSelf']], window: 12 },
  { category: 'overdose', all: [['took'], ['someoneElses'], ['pills']], window: 8, unless: ['asPrescribed'] },
  { category: 'overdose', all: [['ingest'], ['household']], window: 4 },
  { category: 'overdose', all: [['foundWith'], ['emptyPacks']], window: 8 },
  { category: 'overdose', all: [['wrongInsulin']], window: 1 },
  { category: 'self_harm', all: [['giveAway']], window: 1, unless: ['ordinaryReason', 'giveAwayOrdinary'] },
  // the tongue bitten in a fall or while shaking ("se cayó, temblaba y se mordió la lengua", es round 9)
  { category: 'unconsciousness', all: [['shake', 'fellDown'], ['tongueBitten']], window: 10 },
  // not safe at home
  { category: 'unsafe_at_home', all: [['harmedBy']], window: 1 },
  // locked in by someone, not by mistake or by oneself ("hab mich aus Versehen im Bad eingesperrt")
  { category: 'unsafe_at_home', all: [['lockedIn']], window: 1, unless: ['byMistake'] },
  { category: 'unsafe_at_home', all: [['fearOf'], ['housemate']], window: 3 },
  { category: 'unsafe_at_home', all: [['housemate'], ['hitMe']], window: 4 },
  // pushed with the patient as its object ('hat mich gestern gegen den Schrank geschubst'); 'hab mich gestoßen' is bumping oneself
  { category: 'unsafe_at_home', all: [['selfRef'], ['pushed']], window: 6, unless: ['accident'] },
  { category: 'unsafe_at_home', all: [['fearHome']], window: 1, unless: ['streetFear'] },
  // hiding from a housemate's anger, a threat reported ("he says if I tell anyone he will hurt me")
  { category: 'unsafe_at_home', all: [['hideFrom'], ['heAngry', 'housemate']], window: 10 },
  { category: 'unsafe_at_home', all: [['ifITell'], ['threatHarm']], window: 12 },
  // control, bruises from a housemate, not safe with him
  { category: 'unsafe_at_home', all: [['controlling'], ['housemate']], window: 8 },
  { category: 'unsafe_at_home', all: [['bruise'], ['fromHim', 'yells']], window: 14 },
  { category: 'unsafe_at_home', all: [['notSafe'], ['withHim']], window: 8 },
  { category: 'unsafe_at_home', all: [['notSafe'], ['home']], window: 6, unless: ['unsureOf'] },
  { category: 'unsafe_at_home', all: [['housemate'], ['strangled']], window: 4 },
  { category: 'unsafe_at_home', all: [['fearThat'], ['threatHarm']], window: 8 },
  // told in code: cannot say more, and send someone or he is here ("lui è qui accanto a me non posso dire altro mandate qualcuno")
  { category: 'unsafe_at_home', all: [['cantTalkFree'], ['sendHelp', 'watchedBy']], window: 14 },
  { category: 'unsafe_at_home', all: [['withMeHere'], ['sendHelp']], window: 10 },
  // round 9 (decisions 307-308): warning signs in the words public health teaches, Italian concepts
  { category: 'stroke', all: [['limb'], ['limbNotMine']], window: 6 },
  { category: 'stroke', all: [['halfSight']], window: 1 },
  { category: 'chest_pain', all: [['toLittleFinger'], ['coldSweat', 'chest', 'pressure']], window: 14 },
  { category: 'chest_pain', all: [['pain'], ['armJaw'], ['coldSweat']], window: 12 },
  { category: 'bleeding', all: [['bruise'], ['bigBruise'], ['noCause']], window: 10 },
  { category: 'bleeding', all: [['bruise'], ['bigBruise', 'noCause'], ['anticoag']], window: 20 },
  { category: 'breathing', all: [['gasp']], window: 1, unless: ['fine'] },
  { category: 'breathing', all: [['child'], ['noisyBreath']], window: 10 },
  { category: 'allergic_reaction', all: [['sting'], ['breath', 'pant', 'swallowHard']], window: 12, unless: ['fine'] },
  { category: 'allergic_reaction', all: [['sting'], ['eyesFace', 'throatTongue'], ['swell']], window: 12 },
  { category: 'allergic_reaction', all: [['epiGiven']], window: 1 },
  { category: 'overdose', all: [['wrongDose']], window: 1, unless: ['missedDose', 'oneExtra'] },
  { category: 'overdose', all: [['ingested'], ['pills'], ['othersPills']], window: 10 },
  { category: 'overdose', all: [['pills'], ['candyMistake']], window: 8 },
  { category: 'overdose', all: [['foundBy'], ['emptyPack']], window: 8 },
  { category: 'overdose', all: [['insulinSwap']], window: 1 },
  { category: 'self_harm', all: [['givingAway']], window: 1, unless: ['ordinaryReason'] },
  // French round 9 (decisions 313, 314): the warning signs public health teaches, told in lay French
  { category: 'stroke', all: [['sudden'], ['balanceLost']], window: 8 },
  { category: 'stroke', all: [['limb'], ['fallsBack']], window: 4 },
  { category: 'stroke', all: [['articulateNot']], window: 1, unless: ['usualForThem'] },
  { category: 'bleeding', all: [['redUrine'], ['urineClots']], window: 10 },
  { category: 'breathing', all: [['turnsBlue']], window: 1 },
  { category: 'breathing', all: [['coldSweat'], ['breath']], window: 10, unless: ['fine'] },
  { category: 'allergic_reaction', all: [['drool'], ['swallowHard']], window: 8 },
  { category: 'allergic_reaction', all: [['penUsed']], window: 1 },
  { category: 'allergic_reaction', all: [['sting'], ['choke', 'breath', 'pant', 'swell', 'swallowHard', 'hives']], window: 12 },
  { category: 'unconsciousness', all: [['fellDown'], ['tongueBitten']], window: 12 },
  { category: 'overdose', all: [['container'], ['emptyBeside']], window: 6 },
  { category: 'overdose', all: [['took'], ['pills'], ['grandparent']], window: 8, unless: ['lastLonger'] },
  { category: 'overdose', all: [['wrongMed']], window: 1 },
  { category: 'self_harm', all: [['wish'], ['stopAll']], window: 5, unless: ['stopOther'] },
  { category: 'self_harm', all: [['farewell']], window: 1, unless: ['farewellOther'] },
  { category: 'self_harm', all: [['noMoreBother']], window: 1, unless: ['noBotherAbout'] },
  { category: 'self_harm', all: [['giveAway'], ['noNeedAnymore']], window: 16 },
  { category: 'self_harm', all: [['peaceForYou']], window: 1, unless: ['noBotherAbout'] },
];

// ------------------------------------------------------------------------------------------ matching

let categoryConcepts: Map<SafetyCategory, Set<string>> | undefined;

/** Every concept some frame of a category is made of (built on first use). */
export function conceptsOfCategory(category: SafetyCategory): ReadonlySet<string> {
  if (!categoryConcepts) {
    categoryConcepts = new Map();
    for (const frame of FRAMES) {
      let set = categoryConcepts.get(frame.category);
      if (!set) categoryConcepts.set(frame.category, (set = new Set()));
      for (const alts of frame.all) for (const c of alts) set.add(c);
    }
  }
  return categoryConcepts.get(category) ?? new Set();
}

interface ConceptPayload {
  concept: string;
  /** The words carry their own negation ("won't stop", "non riesco"): never read as denied. */
  intrinsic: boolean;
}

export type ConceptHit = Hit<ConceptPayload>;

/** Drops each concept's spans that lie inside a span of the concept masking it (`MASKS`: "blood" of "blood pressure"). */
function unmask<S extends { start: number; end: number }>(byConcept: Map<string, S[]>): void {
  for (const [concept, mask] of MASK_LIST) {
    const masked = byConcept.get(mask);
    const list = byConcept.get(concept);
    if (masked && list) byConcept.set(concept, list.filter((s) => !masked.some((m) => s.start < m.end && m.start < s.end)));
  }
}

/** The concepts a reply's hits tell, each masked hit left out as the frames leave it out. */
export function unmaskedConcepts(hits: readonly ConceptHit[]): Set<string> {
  const byConcept = new Map<string, ConceptHit[]>();
  for (const h of hits) {
    const list = byConcept.get(h.entry.payload.concept);
    if (list) list.push(h);
    else byConcept.set(h.entry.payload.concept, [h]);
  }
  unmask(byConcept);
  const told = new Set<string>();
  for (const [concept, list] of byConcept) if (list.length > 0) told.add(concept);
  return told;
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
/** For each concept, the indexes in FRAMES of the frames whose first element it meets (built on first use). */
let framesByFirstConcept: Map<string, number[]> | undefined;

/**
 * The frames, in FRAMES order, whose first element one of a stretch's concepts meets: a frame whose
 * first element no concept meets cannot be met, and skipping it keeps a stretch's cost to the frames
 * its words can open, not every frame there is.
 */
function framesOpenedBy(byConcept: ReadonlyMap<string, unknown>): Frame[] {
  if (!framesByFirstConcept) {
    framesByFirstConcept = new Map();
    FRAMES.forEach((frame, i) => {
      for (const c of new Set(frame.all[0])) {
        const list = framesByFirstConcept?.get(c);
        if (list) list.push(i);
        else framesByFirstConcept?.set(c, [i]);
      }
    });
  }
  const indexes = new Set<number>();
  for (const concept of byConcept.keys()) for (const i of framesByFirstConcept.get(concept) ?? []) indexes.add(i);
  return [...indexes].sort((a, b) => a - b).map((i) => FRAMES[i] as Frame);
}

export function findFrames(
  hits: readonly Hit<ConceptPayload>[],
  clause: Int32Array,
  negatedBy: (start: number, end: number) => number,
  amountRises?: (least: number, pivotStart: number, pivotEnd: number) => boolean,
): FrameHit[] {
  if (hits.length === 0) return [];
  // Concept hits per stretch (a frame never leaves its stretch), so a long reply costs its length.
  // Hits come in order of start and stretch ids only grow: one map, filled and read stretch by stretch.
  const out: FrameHit[] = [];
  const found = new Set<SafetyCategory>();
  const byConcept = new Map<string, ConceptSpan[]>();
  let inReply: Set<string> | undefined;
  const flush = (): void => {
    if (byConcept.size === 0) return;
    for (const [concept, list] of byConcept) if (list.length > 1) byConcept.set(concept, withoutNegatedInner(list));
    unmask(byConcept);
    for (const frame of framesOpenedBy(byConcept)) {
      if (found.has(frame.category)) continue;
      if (frame.unlessInReply && frame.unlessInReply.some((c) => (inReply ??= new Set(hits.map((h) => h.entry.payload.concept))).has(c))) continue;
      const hit = frameInClause(frame, byConcept, negatedBy, amountRises);
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

/** Done on purpose outside an accident's own words ("exprès" in "je me suis brûlée exprès", not in "sans faire exprès"). */
function deliberateBeyond(byConcept: Map<string, ConceptSpan[]>): boolean {
  const accidents = byConcept.get('accident') ?? [];
  return (byConcept.get('deliberate') ?? []).some((d) => !accidents.some((a) => a.start <= d.start && d.end <= a.end));
}

/** The frame met in one clause's concept hits, or null. */
function frameInClause(
  frame: Frame,
  byConcept: Map<string, ConceptSpan[]>,
  negatedBy: (start: number, end: number) => number,
  amountRises?: (least: number, pivotStart: number, pivotEnd: number) => boolean,
): FrameHit | null {
  for (const alts of frame.all) if (!alts.some((c) => byConcept.has(c))) return null;
  const options = frame.all.map((alts) => alts.flatMap((c) => byConcept.get(c) ?? []));
  if (frame.unless?.some((c) => (byConcept.get(c)?.length ?? 0) > 0 && !(c === 'accident' && deliberateBeyond(byConcept)))) return null;
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
    // "60 units instead of 16": the amounts around the last concept (the pivot) must rise by the frame's factor
    const pivot = chosen[chosen.length - 1] as ConceptSpan;
    if (frame.amountRises !== undefined && !amountRises?.(frame.amountRises, pivot.start, pivot.end)) continue;
    return { category: frame.category, frame: frameName(frame), start, end, ...(frame.clauseEnd ? { clauseEnd: true } : {}) };
  }
  return null;
}
