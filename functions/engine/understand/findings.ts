import type { Sentiment } from '../types';
import { resolvedAfter } from './context';
import { FINDING_FRAMES, type FindingFrame } from './finding-frames';
import type { Barrier, Mood, SdohFlag, SideEffect } from './lexicon/types';
import { isDenied, negationCue } from './negation';
import type { Hit } from './matcher';
import { type Reading, clauseAround, clauseEnd, hitsOf, shadowed } from './reading';
import { nearestSpans, spread } from './frame-spans';

/**
 * BARRIERS, SIDE EFFECTS, SOCIAL NEEDS AND MOOD: the labels of the phrases a reply tells and does not
 * deny ("no nausea" is no side effect; "no nausea or dizziness" denies both). A phrase inside a
 * longer phrase of the same list counts once ("stomach pain", not also "pain"). A side effect inside
 * a crisis is the crisis only, and one said to be over ("the headaches stopped") is not reported.
 * The barrier taxonomy (what belongs where) is in `lexicon/types.ts` and the engine's README.
 *
 * Run after `safety.ts` (its denials are neighbours negation can borrow) and in this order:
 * barriers, side effects, social needs, mood, then the sentiment.
 */

type LabelKind = 'barrier' | 'sideEffect' | 'socialNeed' | 'mood';
interface LabelOf {
  barrier: Barrier;
  sideEffect: SideEffect;
  socialNeed: SdohFlag;
  mood: Mood;
}

/** The distinct labels of one kind told and not denied, in order of appearance: phrases, then frames. */
export function labelsTold<K extends LabelKind>(reading: Reading, kind: K, safetyCover?: Uint8Array): LabelOf[K][] {
  const list = hitsOf(reading, kind);
  const framed = kind === 'barrier' || kind === 'sideEffect' ? framesTold(reading, kind) : NO_FRAMES;
  // A symptom word that is a barrier frame's word is the barrier ("en la farmacia estaba agotado": out of stock, not exhausted).
  const barrierWords = kind === 'sideEffect' ? framesTold(reading, 'barrier') : NO_FRAMES;
  const out: LabelOf[K][] = [];
  const hidden = shadowed(list);
  for (const h of list) {
    if (hidden.has(h)) continue;
    if (safetyCover && covers(safetyCover, h.start, h.end)) continue;
    let label = (h.entry.payload as { label: LabelOf[K] }).label;
    if (!(kind === 'barrier' && label === 'understanding' && unknowingCue(reading, h.start, h.end)) && isDenied(reading, h, false)) continue;
    if (kind === 'barrier' && (noProblemAround(reading, h.start, h.end) || solvedFrom(reading, clauseAround(reading, h.start, h.end)[0]))) continue;
    if (kind === 'barrier' && label === 'forgetfulness' && !patientsNow(reading, h.start, h.end)) continue;
    if (barrierWords.some((f) => f.spans.some((s) => s.start < h.end && h.start < s.end))) continue;
    // A frame explains its own words: "my son drives me but he's busy" is transport, not forgetting.
    if (framed.some((f) => f.label !== label && f.spans.some((s) => s.start < h.end && h.start < s.end))) continue;
    if (kind === 'sideEffect' && !currentSymptom(reading, h.start, h.end)) continue;
    if (kind === 'sideEffect' && label === 'pain') {
      // "the bottle is a pain to open", "a pain in the neck", "remembering them is a pain": a nuisance, not a pain.
      if (reading.language === 'en' && nuisancePain(reading, h.start, h.end)) continue;
      // "j'ai mal à la tête", "mi fa male lo stomaco": a pain placed in the head or the stomach is that pain.
      if (list.some((o) => o !== h && SITED_PAINS.has((o.entry.payload as { label: string }).label) && o.start < h.end && h.start < o.end)) continue;
      label = (painSite(reading, h.start, h.end) ?? label) as LabelOf[K];
    }
    if (!out.includes(label)) out.push(label);
  }
  for (const f of framed) {
    if (out.includes(f.label as LabelOf[K])) continue;
    if (safetyCover && covers(safetyCover, f.start, f.end)) continue;
    if (kind === 'sideEffect' && !currentSymptom(reading, f.start, f.end)) continue;
    out.push(f.label as LabelOf[K]);
  }
  if (kind === 'sideEffect') dropUpsetRestated(reading, list, hidden, out as SideEffect[]);
  return out;
}

/**
 * "Tummy upset, running to the loo", "pancia sottosopra, corro in bagno": a stomach told only as
 * upset beside diarrhoea or vomiting is that complaint said twice, not a stomach pain as well. A
 * stomach that aches or cramps is reported beside them.
 */
function dropUpsetRestated<P>(reading: Reading, list: readonly Hit<P>[], hidden: ReadonlySet<Hit<P>>, out: SideEffect[]): void {
  const at = out.indexOf('stomach_pain');
  if (at < 0 || !(out.includes('diarrhoea') || out.includes('vomiting'))) return;
  const upset = hitsOf(reading, 'findingConcept').filter((c) => c.entry.payload.concept === 'upset');
  const overlapsUpset = (h: { start: number; end: number }) => upset.some((u) => u.start < h.end && h.start < u.end);
  const aches = list.some((h) => !hidden.has(h) && (h.entry.payload as { label: string }).label === 'stomach_pain' && !overlapsUpset(h));
  if (!aches && upset.length > 0) out.splice(at, 1);
}

/**
 * A barrier told as over: "it's fixed now", "lo arreglaron", "non ho più problemi con la macchina",
 * "my daughter drives me now" from the barrier's clause to the end of the reply (a barrier told
 * after a solved one still counts: "the car's fixed now but the pharmacy was out of stock").
 */
function solvedFrom(reading: Reading, from: number): boolean {
  return hitsOf(reading, 'findingConcept').some((h) => h.entry.payload.concept === 'solved' && h.start >= from);
}

/**
 * Forgetting that is the patient's, now: not a relative's ("mia moglie si dimentica sempre le sue",
 * "c'est mon mari qui oublie") and not told as the past ("used to forget them", "antes se me
 * olvidaban", "früher hab ich sie oft vergessen") unless a word of the present keeps it current.
 */
function patientsNow(reading: Reading, start: number, end: number): boolean {
  const [from, to] = clauseAround(reading, start, end);
  if (someoneElses(reading, from, start)) return false;
  const clause = reading.tokens.slice(from, to).join(' ');
  return !(PAST_HABIT.test(clause) && !PRESENT.test(clause));
}
const PAST_HABIT =
  /(?:^| )(?:used to|in the past|back then|(?<!(?:di|ho|ne|solo|almeno|piu di|che) )una volta|prima(?! (?:di|della|del|dei|delle|dello|dell|che)(?: |$))|in passato|tempo fa|antes(?! (?:de|del|que)(?: |$))|en el pasado|hace tiempo|fruher|damals|avant(?! (?:de|le|la|les|du|d|que)(?: |$))|autrefois|a l epoque)(?= |$)/;
const PRESENT = /(?:^| )(?:now|still|again|ora|adesso|ancora|ahora|todavia|aun|jetzt|immer noch|noch|maintenant|encore|toujours)(?= |$)/;

/**
 * "I don't know what it's for", "je sais même pas à quoi ils servent", "weiß gar nicht wofür": the
 * negation of knowing confirms a question of understanding, it does not deny it.
 */
function unknowingCue(reading: Reading, start: number, end: number): boolean {
  const cue = negationCue(reading, start, end, false);
  if (cue < 0) return false;
  const { tokens } = reading;
  for (let i = Math.max(0, cue - 3); i <= Math.min(tokens.length - 1, cue + 3); i++) if (KNOWING.has(tokens[i] as string)) return true;
  return false;
}
const KNOWING = new Set(
  'know knew sure idea understand understood get clue so sapevo sapere capito capisco chiaro se sabia sabe entiendo entendi idea claro weiss weiß wusste ahnung verstanden verstehe klar sais savais sait compris comprends idee'.split(' '),
);

/** "no problem", "always has it" in the clause: the means named is no barrier ("the bus? no problem"). */
function noProblemAround(reading: Reading, start: number, end: number): boolean {
  const [from, to] = clauseAround(reading, start, end);
  return hitsOf(reading, 'findingConcept').some((h) => h.entry.payload.concept === 'noProblem' && h.start >= from && h.end <= to);
}

interface FrameFound {
  label: string;
  start: number;
  end: number;
  spans: Span[];
}
interface Span {
  start: number;
  end: number;
  intrinsic: boolean;
}
const NO_FRAMES: readonly FrameFound[] = [];

/**
 * The barrier or side-effect frames met in a reply (`finding-frames.ts`): for each frame, the first
 * choice of its concepts (the nearest to an anchor of its first element) within its window, none of
 * them denied by a negation that is not part of the frame itself, and no `unless` concept in its
 * clauses. Barrier frames are also undone by "no problem", "always has it" in their clauses.
 */
/** The barrier frames are read twice (for the barriers, and to keep their words out of the side effects): once per reply. */
const barrierFramesOf = new WeakMap<Reading, readonly FrameFound[]>();
function framesTold(reading: Reading, kind: 'barrier' | 'sideEffect'): readonly FrameFound[] {
  if (kind === 'sideEffect') return readFrames(reading, kind);
  let found = barrierFramesOf.get(reading);
  if (!found) barrierFramesOf.set(reading, (found = readFrames(reading, kind)));
  return found;
}

function readFrames(reading: Reading, kind: 'barrier' | 'sideEffect'): readonly FrameFound[] {
  const hits = hitsOf(reading, 'findingConcept');
  if (hits.length < 2) return NO_FRAMES;
  const byConcept = new Map<string, Span[]>();
  for (const h of hits) {
    const span = { start: h.start, end: h.end, intrinsic: !h.entry.payload.negatable };
    const list = byConcept.get(h.entry.payload.concept);
    if (list) list.push(span);
    else byConcept.set(h.entry.payload.concept, [span]);
  }
  for (const [concept, spans] of byConcept) byConcept.set(concept, spans.filter((a) => !spans.some((b) => b !== a && b.start <= a.start && a.end <= b.end)));
  const out: FrameFound[] = [];
  for (const frame of FINDING_FRAMES) {
    const label = kind === 'barrier' ? frame.barrier : frame.sideEffect;
    if (!label) continue;
    if (!frame.all.every((alts) => alts.some((c) => byConcept.has(c)))) continue;
    const found = frameMet(reading, frame, byConcept);
    if (found) out.push({ label, ...found });
  }
  // Two frames reading the same words: the longer words win ("didn't have it" after a price is the money, not the stock).
  return out.filter((f) => !out.some((g) => g !== f && g.spans.some((b) => f.spans.some((a) => b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start))));
}

/** A negation cue within three tokens of the frame's words, in its clause ("ich erreiche die Praxis nicht"). */
function negatedNear(reading: Reading, start: number, end: number): boolean {
  const { tokens, clause, vocabulary } = reading;
  for (let i = Math.max(0, start - 3); i < Math.min(tokens.length, end + 3); i++) {
    if (clause[i] === clause[start] && vocabulary.cues.has(tokens[i] as string)) return true;
  }
  return false;
}

function frameMet(reading: Reading, frame: FindingFrame, byConcept: Map<string, Span[]>): Omit<FrameFound, 'label'> | null {
  const options = frame.all.map((alts) => alts.flatMap((c) => byConcept.get(c) ?? []));
  const unless = frame.barrier ? [...(frame.unless ?? []), 'noProblem'] : (frame.unless ?? []);
  for (const anchor of options[0] as Span[]) {
    const chosen = nearestSpans(anchor, options.slice(1));
    if (!chosen || spread(chosen) > frame.window) continue;
    const start = Math.min(...chosen.map((c) => c.start));
    const end = Math.max(...chosen.map((c) => c.end));
    const [from] = clauseAround(reading, start, start);
    const to = clauseEnd(reading, end);
    if (unless.some((c) => byConcept.get(c)?.some((s) => s.start >= from && s.end <= to))) continue;
    const own = frame.all.flat().flatMap((c) => byConcept.get(c) ?? []).filter((s) => s.intrinsic && s.start >= start - 3 && s.end <= end + 3);
    if (frame.negationRequired) {
      if (!negatedNear(reading, start, end)) continue;
    } else if (!frame.negationConfirms && chosen.some((s) => frameConceptDenied(reading, s, own, start, end))) continue;
    if (frame.barrier && solvedFrom(reading, from)) continue;
    return { start, end, spans: chosen };
  }
  return null;
}

/**
 * A frame's concept is denied by a cue of its clause unless the cue belongs to the frame: inside a
 * concept that holds its own negation ("nadie me lleva", "won't start"), or, in a frame that holds
 * one, within its span ("my son can't drive me").
 */
function frameConceptDenied(reading: Reading, s: Span, own: Span[], start: number, end: number): boolean {
  if (s.intrinsic) return false;
  const cue = negationCue(reading, s.start, s.end, false);
  if (cue < 0 || (s.start <= cue && cue < s.end)) return false;
  if (own.some((c) => c.start <= cue && cue < c.end)) return false;
  return !(own.length > 0 && start - 3 <= cue && cue < end);
}

/**
 * A symptom of the patient's, now: not said to be over ("the headaches stopped"), not someone
 * else's ("my wife has a cough", "c'est mon mari qui tousse") and not from before the medicine
 * ("I was constipated before I started these").
 */
function currentSymptom(reading: Reading, start: number, end: number): boolean {
  const [from, to] = clauseAround(reading, start, end);
  const { tokens, language } = reading;
  if (resolvedAfter(language, tokens.slice(end, to).join(' ')) || resolvedNext(reading, to)) return false;
  if (someoneElses(reading, from, start)) return false;
  if (BEFORE_THE_MEDICINE.test(tokens.slice(from, to).join(' '))) return false;
  return !underBelief(reading, start);
}

/**
 * "I thought I only take it when it hurts", "je pensais que c'était seulement quand j'ai mal": a
 * symptom named as the condition of a belief about the medicine is no symptom told.
 */
function underBelief(reading: Reading, start: number): boolean {
  const { tokens, clause } = reading;
  let when = -1;
  for (let i = start - 1; i >= Math.max(0, start - 4) && clause[i] === clause[start]; i--) if (WHEN.has(tokens[i] as string)) when = i;
  return when >= 0 && hitsOf(reading, 'findingConcept').some((h) => h.entry.payload.concept === 'belief' && h.end <= when);
}

/**
 * "J'avais des diarrhées au début mais c'est passé", "I had a rash, it's gone now": the next clause
 * says it is over and names no symptom of its own ("headache but the nausea is gone" keeps the headache).
 */
function resolvedNext(reading: Reading, clauseEndAt: number): boolean {
  const { tokens, language } = reading;
  if (clauseEndAt >= tokens.length) return false;
  const to = clauseEnd(reading, clauseEndAt + 1);
  if (hitsOf(reading, 'sideEffect').some((h) => h.start > clauseEndAt && h.start < to)) return false;
  const next = tokens.slice(clauseEndAt + 1, to).join(' ');
  return resolvedAfter(language, next) && !PASSES_QUICKLY.test(next);
}
/** "des vertiges le matin mais ça passe vite": a symptom that keeps coming and passing is current. */
const PASSES_QUICKLY = /(?:^| )(?:quickly|fast|soon|after a while|vite|rapidement|au bout d|subito|presto|in fretta|dopo un po|rapido|pronto|enseguida|al rato|schnell|gleich|bald|nach einer weile)(?= |$)/;

/** A relative or a friend named before the symptom in its clause, with no first person after them. */
function someoneElses(reading: Reading, from: number, start: number): boolean {
  const { tokens } = reading;
  for (let i = start - 1; i >= Math.max(from, start - 10); i--) {
    const t = tokens[i] as string;
    if (FIRST_PERSON.has(t)) return false;
    if (OTHER_PEOPLE.has(t) && !afterPreposition(tokens, i)) return true;
  }
  return false;
}

/** "I was at my daughter's", "ero da mia figlia": a relative after a preposition is a place or company, not who forgot. */
function afterPreposition(tokens: readonly string[], i: number): boolean {
  const before = tokens[i - 1] ?? '';
  const word = POSSESSIVES.has(before) ? (tokens[i - 2] ?? '') : before;
  return PLACE_PREPOSITIONS.has(word);
}

const words = (s: string): Set<string> => new Set(s.split(' '));
/** Words opening a condition ("when it hurts", "quand j'ai mal"). */
const WHEN = words('when if whenever quando se cuando si wenn falls quand lorsque');
/** Relatives, partners, friends and neighbours in the five languages (normalized). */
const OTHER_PEOPLE = words(
  'wife husband son daughter mum mom mother dad father partner friend neighbour neighbor brother sister grandson granddaughter ' +
    'moglie marito figlio figlia mamma madre papa padre compagno compagna amico amica vicino vicina fratello sorella ' +
    'esposa esposo marido mujer hijo hija mama pareja amigo amiga vecino vecina hermano hermana nieto nieta ' +
    'frau mann sohn tochter mutter vater partnerin freund freundin nachbar nachbarin bruder schwester enkel enkelin ' +
    'femme mari fils fille mere pere maman compagnon compagne ami amie voisin voisine frere soeur copain copine',
);
/** Prepositions of place or company (not "of": "my husband's pills" keep him as the subject's possessor). */
const PLACE_PREPOSITIONS = words('at with to from by da dal dalla dai dalle con col coi presso en bei mit zu chez avec');
const POSSESSIVES = words('my his her our the mio mia miei mie il la i le suo sua mi mis su sus meiner meinem meinen seiner seinem ihrer ihrem mon ma mes son sa ses');
/** The patient speaking of themself: a first person between the other person and the symptom keeps it theirs. */
const FIRST_PERSON = words(
  'i im me my mine myself ive id io mi ho sono mio mia miei mie m yo mis tengo estoy soy ich mir mich mein meine meinen meinem meiner hab habe bin je j moi mon ma mes suis ai',
);
/** "before I started these", "prima di iniziare", "antes de empezar", "bevor ich … angefangen", "avant de commencer". */
const BEFORE_THE_MEDICINE =
  /(?:^| )(?:before (?:i )?(?:ever )?(?:start|started|starting|began|begin|took|taking|was on)|prima di (?:iniziare|cominciare|prendere)|prima della (?:cura|terapia)|antes de (?:empezar|comenzar|tomar)|antes del tratamiento|bevor ich (?:\w+ ){0,3}(?:angefangen|begonnen|genommen|nahm)|vor der (?:einnahme|behandlung|therapie)|avant de (?:commencer|prendre)|avant le traitement)(?= |$)/;

/**
 * Pains with a place of their own: a generic "pain" overlapping one of them is that one. French "mal
 * au cœur" is nausea, not a pain: the "j'ai mal" inside it is that nausea.
 */
const SITED_PAINS = new Set(['headache', 'stomach_pain', 'muscle_pain', 'nausea']);

/** Body parts that turn a generic pain into a sited one (the head, the stomach, the muscles), in the five languages (normalized, no accents). */
const PAIN_SITES: ReadonlyMap<string, 'headache' | 'stomach_pain' | 'muscle_pain'> = new Map([
  ...'head testa cabeza kopf tete'.split(' ').map((w): [string, 'headache'] => [w, 'headache']),
  ...'stomach tummy belly stomaco pancia stomacho estomago barriga panza tripa bauch magen ventre estomac bide'
    .split(' ').map((w): [string, 'stomach_pain'] => [w, 'stomach_pain']),
  ...'muscles calves thighs muscoli polpacci cosce musculos pantorrillas muslos muskeln waden oberschenkel muscles mollets cuisses'
    .split(' ').map((w): [string, 'muscle_pain'] => [w, 'muscle_pain']),
]);

/** "is a pain", "such a pain", "a right pain" … */
const NUISANCE_BEFORE = /(?:^| )(?:is|are|s|was|were|be|been|being|such|bit of) a(?: (?:real|right|proper|total|royal|massive|bit of a))?$/;
const NUISANCE_IDIOM_AFTER = /^in the (?:neck|backside|bum|arse|butt|rear)(?= |$)/;
const NUISANCE_TO_AFTER = /^to [a-z]+(?= |$)/;
/** A body part in the clause makes "is a pain" a pain ("my knee is a pain", "my back is a pain to bend"). */
const BODY_EN = new Set(['knee', 'knees', 'back', 'leg', 'legs', 'arm', 'arms', 'hip', 'hips', 'shoulder', 'shoulders', 'neck', 'foot', 'feet', 'hand', 'hands', 'head', 'stomach', 'tummy', 'belly', 'chest', 'joint', 'joints', 'wrist', 'wrists', 'ankle', 'ankles', 'side', 'elbow', 'elbows', 'jaw', 'tooth', 'teeth', 'ear', 'ears', 'eye', 'eyes', 'muscles', 'bones', 'toe', 'toes', 'finger', 'fingers', 'throat', 'gut']);

/**
 * "X is a pain to open", "a pain in the neck" (English): a nuisance. At its clause's end ("remembering
 * them is a pain") only with no body part around it ("my knee is a pain" is a pain).
 */
function nuisancePain(reading: Reading, start: number, end: number): boolean {
  const { tokens } = reading;
  if (end - start !== 1 || tokens[start] !== 'pain') return false;
  if (!NUISANCE_BEFORE.test(tokens.slice(Math.max(0, start - 5), start).join(' '))) return false;
  const [clauseStart, clauseStop] = clauseAround(reading, start, end);
  const after = tokens.slice(end, clauseStop).join(' ');
  if (NUISANCE_IDIOM_AFTER.test(after)) return true;
  if (tokens.slice(clauseStart, start).some((t) => BODY_EN.has(t))) return false;
  if (BODY_EN.has(tokens[end + 1] as string) || BODY_EN.has(tokens[end + 2] as string)) return false;
  if (painSite(reading, start, end)) return false;
  return NUISANCE_TO_AFTER.test(after) || /^(?:(?:though|tbh|honestly|really|lol|haha) ?)*$/.test(after);
}

/** The site named within three words of a pain in its clause ("fa male LO STOMACO", "der KOPF tut weh"). */
function painSite(reading: Reading, start: number, end: number): string | undefined {
  const { tokens, clause } = reading;
  for (let i = Math.max(0, start - 3); i < Math.min(tokens.length, end + 3); i++) {
    if (i >= start && i < end) continue;
    if (clause[i] !== clause[start]) continue;
    const site = PAIN_SITES.get(tokens[i] as string);
    if (site) return site;
  }
  return undefined;
}

function covers(cover: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!cover[i]) return false;
  return true;
}

/** The mood of a reply: the first mood word other than "good", else "good", else none. */
export const moodOf = (moods: Mood[]): Mood | undefined => (moods.length > 0 ? (moods.find((m) => m !== 'good') ?? moods[0]) : undefined);

/**
 * SENTIMENT: positive words +1 and negative words −1, flipped when negated ("not bad" is positive);
 * each side effect and barrier −1, each crisis category −3.
 */
export function sentimentOf(reading: Reading, problems: { sideEffects: number; barriers: number; crises: number }): Sentiment {
  let score = 0;
  const positive = hitsOf(reading, 'positive');
  const negative = hitsOf(reading, 'negative');
  const hiddenPositive = shadowed(positive);
  const hiddenNegative = shadowed(negative);
  for (const h of positive) if (!hiddenPositive.has(h)) score += isDenied(reading, h, false) ? -1 : 1;
  for (const h of negative) if (!hiddenNegative.has(h)) score += isDenied(reading, h, false) ? 1 : -1;
  score -= problems.sideEffects + problems.barriers + problems.crises * 3;
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}
