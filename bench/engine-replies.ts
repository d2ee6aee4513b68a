/**
 * Replies understood per second by the engine's `interpret` alone, over a mixed multilingual corpus
 * (numbers in digits and words, ranges, yes/no variants, free text with barriers, side effects,
 * negation and crisis phrasing), for about 2 s, next to a baseline in the same run: a trivial
 * tokenizer (`text.toLowerCase().split(' ')`) over the same corpus. Goal: ≥ 20,000 replies/s, the floor
 * the understanding work was held to once replies are read by clinical frames in five languages
 * (docs/performance.md); the first phrase-list engine's goal was 50,000.
 *
 * Run directly: `npx tsx bench/engine-replies.ts`.
 */
import { pathToFileURL } from 'node:url';
import { interpret, loadEveryLanguage } from '../functions/engine/engine';
import type { Language, Question } from '../functions/engine/types';

/** Replies per second the engine alone must read (docs/performance.md). */
export const REPLIES_PER_SECOND_GOAL = 20_000;

// The engine reads a reply with its language's words, loaded per language (decision 184).
await loadEveryLanguage();

const NUMERIC: Question = {
  id: 'pain_level',
  topic: 'symptoms',
  prompt: 'pain',
  response_type: 'numeric',
  scale: { min: 0, max: 10 },
  escalation_threshold: 8,
};
const BOOLEAN: Question = {
  id: 'taking',
  topic: 'medication_adherence',
  prompt: 'taking',
  response_type: 'boolean',
  follow_up_if_false: 'why',
};
const TEXT: Question = {
  id: 'side_effects',
  topic: 'side_effects',
  prompt: 'side effects',
  response_type: 'text',
  escalation_keywords: ['fever', 'febbre', 'fiebre', 'Fieber', 'fièvre'],
};

const CORPUS: Array<[Question, Language, string]> = [
  [NUMERIC, 'en', '7'],
  [NUMERIC, 'en', 'about five I think'],
  [NUMERIC, 'en', 'between 4 and 5'],
  [NUMERIC, 'en', '6 out of 10, my back is killing me'],
  [NUMERIC, 'it', 'sette'],
  [NUMERIC, 'it', 'circa 5, forse 6'],
  [NUMERIC, 'es', 'unos cinco'],
  [NUMERIC, 'es', 'entre 3 y 4'],
  [NUMERIC, 'de', 'etwa fünf'],
  [NUMERIC, 'de', 'zwei bis drei'],
  [NUMERIC, 'fr', 'environ cinq'],
  [NUMERIC, 'fr', 'huit sur dix'],
  [BOOLEAN, 'en', 'yep'],
  [BOOLEAN, 'en', 'No, I forgot a couple of times'],
  [BOOLEAN, 'it', 'sì certo'],
  [BOOLEAN, 'it', 'non sempre, a volte mi dimentico'],
  [BOOLEAN, 'es', 'claro que sí'],
  [BOOLEAN, 'es', 'no, son muy caras'],
  [BOOLEAN, 'de', 'ja, genau'],
  [BOOLEAN, 'de', 'nein, die sind mir zu teuer'],
  [BOOLEAN, 'fr', 'ouais'],
  [BOOLEAN, 'fr', 'pas du tout'],
  [TEXT, 'en', "No side effects, but I can't afford the copay and I feel a bit nausious"],
  [TEXT, 'en', 'no chest pain, just a headache in the mornings'],
  [TEXT, 'en', "I don't want to live anymore"],
  [TEXT, 'en', "This bill is killing me but I'm fine otherwise"],
  [TEXT, 'it', 'ho il fiato corto quando salgo le scale e mi gira la testa'],
  [TEXT, 'it', 'non ho dolore, solo un po di stanchezza'],
  [TEXT, 'es', 'sin dolor, pero me dan mareos y no tengo coche para ir a la farmacia'],
  [TEXT, 'es', 'tengo fiebre desde ayer'],
  [TEXT, 'de', 'keine Schmerzen, aber ich vergesse manchmal die Tabletten'],
  [TEXT, 'de', 'Ich habe starke Brustschmerzen'],
  [TEXT, 'fr', "pas de douleur, mais j'ai des vertiges et je suis seule à la maison"],
  [TEXT, 'fr', 'les médicaments coûtent trop cher'],
];

function measure(run: () => number, seconds: number): number {
  // Warm up, then count whole passes over the corpus until the time is up.
  for (let i = 0; i < 200; i++) run();
  let replies = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) replies += run();
  return replies / ((performance.now() - started) / 1000);
}

export async function benchEngineReplies(): Promise<{ repliesPerSecond: number; baselinePerSecond: number }> {
  let sink = 0;
  const engine = (): number => {
    for (const [q, lang, text] of CORPUS) {
      const r = interpret(q, text, lang);
      if (r.understood) sink++;
    }
    return CORPUS.length;
  };
  const baseline = (): number => {
    for (const [, , text] of CORPUS) sink += text.toLowerCase().split(' ').length;
    return CORPUS.length;
  };
  const repliesPerSecond = measure(engine, 2);
  const baselinePerSecond = measure(baseline, 1);
  if (sink < 0) throw new Error('unreachable');
  return { repliesPerSecond: Math.round(repliesPerSecond), baselinePerSecond: Math.round(baselinePerSecond) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { repliesPerSecond, baselinePerSecond } = await benchEngineReplies();
  const ratio = baselinePerSecond / repliesPerSecond;
  console.log(`interpret: ${repliesPerSecond.toLocaleString('en-US')} replies/s (goal ≥ ${REPLIES_PER_SECOND_GOAL.toLocaleString('en-US')})`);
  console.log(`baseline (toLowerCase + split): ${baselinePerSecond.toLocaleString('en-US')} replies/s`);
  console.log(`the engine is ${ratio.toFixed(1)}× slower than the baseline tokenizer`);
  process.exitCode = repliesPerSecond >= REPLIES_PER_SECOND_GOAL ? 0 : 1;
}
