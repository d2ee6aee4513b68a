/**
 * Vitest setup (vitest.config.ts): the reply understanding's words are loaded per language with
 * `import()` (functions/engine/understand/vocabulary.ts, decision 184), and the engine reads a reply
 * synchronously, so every test file loads the five languages before its tests run.
 */
import { loadEveryLanguage } from '../../functions/engine/engine';

await loadEveryLanguage();
