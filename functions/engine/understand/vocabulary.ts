import { LANGUAGES, type Language } from '../types';
import type { StoredCrisisModel } from './crisis-model';
import type { FindingConcept } from './finding-frames';
import type * as Interpret from './interpret';
import type { LanguageLexicon } from './lexicon/types';
import type { SafetyConcept } from './safety-frames';

/**
 * The words of one language (`vocabulary/<language>.ts`): its lexicon and its words of each concept
 * of the safety frames and of the barrier and side-effect frames. A reply in a language is read
 * with that language's words and the English ones, so a language is loaded with English.
 *
 * Each language's module is loaded with `import()`: in a bundle it is a lazy chunk, read by the
 * first reply in that language, never by a cold start (docs/bundles.md, decision 184). So is the
 * code that reads a reply (`interpret.ts` and all it imports: `reader()`), loaded with the first
 * language (decision 208): a start or a contact retry never reads a reply. The engine stays
 * synchronous and pure: whoever reads a reply awaits `loadLanguage` first (the engagements'
 * conversation, the tests' setup, the scripts), and reading a reply in a language not loaded throws.
 */
export interface LanguageVocabulary {
  lexicon: LanguageLexicon;
  safetyConcepts: Partial<Record<SafetyConcept, string[]>>;
  findingConcepts: Partial<Record<FindingConcept, string[]>>;
  /** The crisis model's weights for replies in this language (`crisis-model.ts`). */
  crisisModel: StoredCrisisModel;
}

/** One `import()` per language, each a literal path: the bundler makes each its own chunk. */
const IMPORTS: Record<Language, () => Promise<{ vocabulary: LanguageVocabulary }>> = {
  en: () => import('./vocabulary/en'),
  it: () => import('./vocabulary/it'),
  es: () => import('./vocabulary/es'),
  de: () => import('./vocabulary/de'),
  fr: () => import('./vocabulary/fr'),
};

const loaded: Partial<Record<Language, LanguageVocabulary>> = {};
let loadedReader: typeof Interpret | undefined;

/** The language a reply is read in: the conversation's, English for one the engine does not know. */
export const readingLanguage = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** The languages a reply in `language` is read with: its own and English. */
export const languagesOfReading = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

/** Loads the words a reply in `language` is read with (that language's and English), and the code that reads it; once per process. */
export async function loadLanguage(language: string): Promise<void> {
  loadedReader ??= await import('./interpret');
  for (const l of languagesOfReading(readingLanguage(language))) loaded[l] ??= (await IMPORTS[l]()).vocabulary;
}

/** Loads every language's words (tests, scripts, the SMS budget check of every text). */
export const loadEveryLanguage = async (): Promise<void> => {
  await Promise.all(LANGUAGES.map(loadLanguage));
};

/** The code that reads a reply (`interpret.ts`); throws when no `loadLanguage` loaded it. */
export function reader(): typeof Interpret {
  if (!loadedReader) throw new Error("the reply understanding is not loaded: await loadLanguage(language) before reading a reply");
  return loadedReader;
}

/** A loaded language's words; throws when no `loadLanguage` loaded it (a caller that forgot to). */
export function vocabularyOf(language: Language): LanguageVocabulary {
  const vocabulary = loaded[language];
  if (!vocabulary) throw new Error(`the ${language} vocabulary is not loaded: await loadLanguage('${language}') before reading a reply`);
  return vocabulary;
}
