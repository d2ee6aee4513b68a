/**
 * Reply understanding: what a patient's reply says, in en, it, es, de and fr. The modules, in the
 * order a reply goes through them:
 *
 * - `vocabulary.ts`: each language's words (`vocabulary/<language>.ts`), loaded per reply language
 *   (`loadLanguage`, awaited before a reply is read), with the code that reads a reply (`reader()`:
 *   `interpret.ts` and the modules below);
 * - `text.ts`: normalizing and tokenizing (token offsets to quote the patient's own words);
 * - `phrases.ts`: every lexicon phrase (`lexicon/*.ts`, `safety-lexicon.ts`) in one tagged phrase
 *   index per language (`matcher.ts`), with the negation words and the safety frames;
 * - `reading.ts`: one pass of the matcher over a reply, its clauses;
 * - `negation.ts`: whether a phrase is denied in its clause (the scope rules);
 * - `safety.ts`: crises by phrase and by frame (`safety-frames.ts`), with the context modifiers of
 *   `context.ts`;
 * - `findings.ts`: barriers, side effects, social needs, mood, sentiment;
 * - `yes-no.ts`, `numbers.ts`, `choices.ts`: the answer;
 * - `read-reply.ts`: `analyze`, all of the above on one reply;
 * - `keywords.ts`, `escalation.ts`: what escalates;
 * - `interpret.ts`: `interpretReply`, a reply read against its question.
 */

export { questionLabel } from './escalation';
export { interpretReply } from './interpret';
export { weekdaysNamed } from './numbers';
export { type Analysis, analyze } from './read-reply';
export type { SafetyMatch } from './safety';
export { normalizeText, tokenize } from './text';
export { loadEveryLanguage, loadLanguage } from './vocabulary';
