import type { Language } from '../types';
import type { Barrier, SideEffect } from './lexicon/types';

/**
 * BARRIER AND SIDE-EFFECT FRAMES: a barrier or a symptom told in the patient's own words rather than
 * in a listed phrase. A frame is a trigger and its object that must meet within a few tokens (the
 * window counts the tokens between them; clause punctuation may lie between): the car + broken down,
 * nobody + to drive me, the bus + not running, the pharmacy + out of stock or closed, the
 * prescription + not renewed, the insurance + not paying, before/after + a meal, which one + for
 * what, the mouth + dry, sleep + trouble, standing up + spinning, the ankles + like balloons.
 *
 * Each concept has a vocabulary per language written as patients type and as speech-to-text writes
 * (lower case, accents optional, `*` a stem, several words a sequence); a conversation reads its own
 * language and English. A concept word that carries its own negation ("won't start", "nadie",
 * "non passa") is never read as denied; any other concept of a frame denied in its clause ("the
 * pharmacy is never closed", "no trouble sleeping") takes the frame down, and an `unless` concept
 * anywhere in the frame's clause makes it something else ("can't go to the shops" is no constipation).
 * Frames are read in `findings.ts`, after the lexicon phrases; a frame's label wins over a phrase of
 * another barrier inside its words ("my son drives me but he's busy" is transport, not forgetting).
 */

/**
 * The concepts, in the order a language's index compiles them. Their words are per language, in
 * `vocabulary/<language>.ts` (`findingConcepts`), loaded with the first reply in that language.
 */
export const FINDING_CONCEPT_NAMES = [
  // ------------------------------------------------------------------ transportation
  'vehicle',
  'vehicleDown',
  'licence',
  'licenceGone',
  'nobody',
  'takeMe',
  'driverAway',
  'transit',
  'transitDown',
  'place',
  'far',
  'onFoot',
  'walkHard',
  'cantReach',
  // ------------------------------------------------------------------ access
  'pharmacy',
  'stockOut',
  'prescription',
  'pending',
  'doctor',
  'unreachable',
  /** "reach", "erreiche", "joindre": unreachable only with a negation ("ich erreiche die Praxis nicht"). */
  'reachVerb',
  'insurance',
  'approval',
  'notPaying',
  'closed',
  // ------------------------------------------------------------------ understanding
  'timing',
  'meal',
  'dayTime',
  'orWord',
  'doubt',
  'whichOne',
  'purposeFor',
  'purposeQ',
  'belief',
  'courseEnd',
  /** "what is the little white one for": a question of purpose without a word of doubt. */
  'purposeWhat',
  /** How often or how many: "non ho capito quante volte al giorno", "no sé cada cuánto". */
  'howOften',
  /** "not sure if", "non so se", "no sé si", "weiß nicht, ob", "je sais pas si": a question about the medicine follows. */
  'unsureWhether',
  /** Taking it with the others, or at all once better: what the question is about. */
  'together',
  /** "why I have to take two": a question of purpose. */
  'whyQ',
  // ------------------------------------------------------------------ cost
  'money',
  'lackMoney',
  'choose',
  'necessities',
  // ------------------------------------------------------------------ forgetfulness
  'dozedOff',
  'beforeDose',
  'mind',
  'slipped',
  'routine',
  'routineBroken',
  'away',
  'pillsLeft',
  /** Doses that kept slipping by ('se me pasaban'): said of one's own doses, so a stay at a relative's beside it is not someone else's. */
  'dosesSlipped',
  // ------------------------------------------------------------------ side effects
  'stomach',
  'upset',
  'nearly',
  'vomitWord',
  'rushTo',
  'sugar',
  'sugarDrop',
  'heart',
  'heartRacing',
  'bruiseColour',
  'skinMarks',
  'mouth',
  'dry',
  'sleep',
  'sleepTrouble',
  'stand',
  'spinning',
  'bowel',
  'bowelStuck',
  'daysSpan',
  'cantGo',
  'bodyLow',
  'puffed',
  // ------------------------------------------------------------------ unless
  'noProblem',
  /** The barrier is over: "its fixed now", "lo arreglaron", "repariert", "my daughter drives me now". */
  'solved',
  'errandPlace',
  'fellAsleepEarly',
  /** How to use a device or a form ('inhalieren', 'anwenden', 'benutzen'): with a doubt, an understanding barrier. */
  'useVerb',
  /** Feeling better ('geht wieder gut', 'besser ging') and no more need of the medicine: stopping when better. */
  'feelBetter',
  'noNeed',
  /** Sick to one's stomach told with the person ('mir ist … schlecht'), not the thing ('das Essen war schlecht'). */
  'toMeIs',
  'queasy',
  'thatClause',
] as const;
export type FindingConcept = (typeof FINDING_CONCEPT_NAMES)[number];

export interface FindingFrame {
  barrier?: Barrier;
  sideEffect?: SideEffect;
  /** Every element must be met; an element is met by any of its concepts. */
  all: string[][];
  /** Tokens between the first concept's end and the last concept's start, at most. */
  window: number;
  /** Concepts that, anywhere in the frame's clause, make it something else. */
  unless?: string[];
  /** A negation confirms the frame rather than denying it ("the insurance has not approved it yet"). */
  negationConfirms?: boolean;
  /** The frame holds only with a negation of its own ("ich erreiche die Praxis nicht", "can't reach the doctor"). */
  negationRequired?: boolean;
}

export const FINDING_FRAMES: FindingFrame[] = [
  // transportation: the car, the licence, the ride, the bus, the distance, the walk
  { barrier: 'transportation', all: [['vehicle'], ['vehicleDown']], window: 5 },
  { barrier: 'transportation', all: [['licence'], ['licenceGone']], window: 4 },
  { barrier: 'transportation', all: [['nobody'], ['takeMe']], window: 5 },
  { barrier: 'transportation', all: [['takeMe'], ['driverAway']], window: 7 },
  { barrier: 'transportation', all: [['transit'], ['transitDown']], window: 6 },
  { barrier: 'transportation', all: [['place'], ['far']], window: 5 },
  { barrier: 'transportation', all: [['onFoot'], ['walkHard']], window: 6 },
  { barrier: 'transportation', all: [['place'], ['cantReach']], window: 4 },
  // access: the pharmacy out of stock or closed, the prescription pending, the insurance's approval
  { barrier: 'access', all: [['pharmacy'], ['stockOut']], window: 6, unless: ['transit'] },
  { barrier: 'access', all: [['prescription'], ['pending']], window: 6 },
  { barrier: 'access', all: [['insurance'], ['approval']], window: 6, negationConfirms: true },
  { barrier: 'access', all: [['pharmacy'], ['closed']], window: 6 },
  // access: the doctor unreachable for the new prescription ("can't get through to the surgery", "ich erreiche die Praxis nicht")
  { barrier: 'access', all: [['doctor'], ['unreachable']], window: 6 },
  { barrier: 'access', all: [['prescription'], ['unreachable']], window: 8 },
  { barrier: 'access', all: [['doctor'], ['reachVerb']], window: 4, negationRequired: true },
  // cost: the insurance not paying, a price the patient did not have, the medicine or food and rent
  { barrier: 'cost', all: [['insurance'], ['notPaying']], window: 5 },
  { barrier: 'cost', all: [['money'], ['lackMoney']], window: 8 },
  { barrier: 'cost', all: [['choose'], ['necessities']], window: 5 },
  // understanding: before or after a meal, morning or night, which one is for what, when the course ends
  { barrier: 'understanding', all: [['timing'], ['orWord'], ['timing']], window: 4 },
  { barrier: 'understanding', all: [['dayTime'], ['orWord'], ['dayTime']], window: 4 },
  { barrier: 'understanding', all: [['doubt'], ['timing'], ['meal']], window: 6, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['whichOne'], ['purposeFor']], window: 5, negationConfirms: true },
  // which one goes in the morning ('non so più quale va la mattina')
  { barrier: 'understanding', all: [['doubt'], ['whichOne'], ['dayTime']], window: 6, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['purposeQ']], window: 4, negationConfirms: true },
  { barrier: 'understanding', all: [['purposeWhat'], ['purposeFor']], window: 6 },
  { barrier: 'understanding', all: [['doubt'], ['howOften']], window: 4, negationConfirms: true },
  { barrier: 'understanding', all: [['unsureWhether'], ['together']], window: 5, negationConfirms: true },
  { barrier: 'understanding', all: [['doubt'], ['whyQ']], window: 2, negationConfirms: true },
  { barrier: 'understanding', all: [['belief'], ['courseEnd']], window: 9 },
  // how to use it: 'weiß nicht genau, wie man das richtig inhaliert'
  { barrier: 'understanding', all: [['doubt'], ['useVerb']], window: 7, negationConfirms: true },
  // stopped or no more needed once better: 'mir geht's wieder gut, da dachte ich, ich brauch das Antibiotikum nicht mehr'
  { barrier: 'understanding', all: [['feelBetter'], ['noNeed']], window: 10 },
  // forgetfulness: out of one's head, a routine broken, away without the pills
  { barrier: 'forgetfulness', all: [['mind'], ['slipped']], window: 3 },
  { barrier: 'forgetfulness', all: [['routine'], ['routineBroken']], window: 4 },
  { barrier: 'forgetfulness', all: [['away'], ['pillsLeft']], window: 10 },
  { barrier: 'forgetfulness', all: [['away'], ['dosesSlipped']], window: 12 },
  { barrier: 'forgetfulness', all: [['dozedOff'], ['beforeDose']], window: 8 },
  // side effects in plain words
  { sideEffect: 'dry_mouth', all: [['mouth'], ['dry']], window: 7 },
  { sideEffect: 'stomach_pain', all: [['stomach'], ['upset']], window: 3 },
  { sideEffect: 'low_blood_sugar', all: [['sugar'], ['sugarDrop']], window: 4 },
  { sideEffect: 'palpitations', all: [['heart'], ['heartRacing']], window: 4 },
  { sideEffect: 'bruising', all: [['bruiseColour'], ['skinMarks']], window: 2 },
  { sideEffect: 'insomnia', all: [['sleep'], ['sleepTrouble']], window: 4, unless: ['fellAsleepEarly'] },
  { sideEffect: 'dizziness', all: [['stand'], ['spinning']], window: 6 },
  { sideEffect: 'constipation', all: [['bowel'], ['bowelStuck']], window: 5 },
  { sideEffect: 'constipation', all: [['cantGo'], ['daysSpan']], window: 4, unless: ['errandPlace'] },
  { sideEffect: 'swelling', all: [['bodyLow'], ['puffed']], window: 4 },
  // "nearly threw up" is nausea, not vomiting; "running to the loo" is diarrhoea
  { sideEffect: 'nausea', all: [['nearly'], ['vomitWord']], window: 3 },
  // 'mir ist morgens oft schlecht', 'mir wird nach der Tablette so übel'
  { sideEffect: 'nausea', all: [['toMeIs'], ['queasy']], window: 5, unless: ['thatClause'] },
  { sideEffect: 'diarrhoea', all: [['rushTo'], ['bowel']], window: 3 },
];

/** English concept words that are other words in the conversation's language. */
export const FRAME_ENGLISH_SKIP: Partial<Record<Language, ReadonlySet<string>>> = {
  fr: new Set(['car', 'plan', 'or', 'tea', 'fat', 'cut', 'dry', 'bill', 'charge']),
  de: new Set(['hat', 'war', 'die', 'also', 'fast', 'will', 'hard', 'bad', 'stand', 'plan', 'tea']),
  it: new Set(['come', 'ore', 'male', 'tea']),
  es: new Set(['once', 'sin', 'red', 'pie', 'tea', 'ten']),
};
