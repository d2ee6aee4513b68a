/**
 * The migration of the reply understanding's concept vocabularies from concept-major to
 * language-major (decision 184): a cold start reads the shared code only, and the first reply in a
 * language loads that language's words as a lazy chunk (`understand/vocabulary.ts`).
 *
 * Before: each concept of `CONCEPTS` (safety-frames.ts) and `FINDING_CONCEPTS` (finding-frames.ts)
 * holds its words per language, `chest: { en: [...], it: [...], es: [...], de: [...], fr: [...] }`.
 * After:
 *
 * - `functions/engine/understand/vocabulary/<lang>.ts`, one per language: that language's words of
 *   every concept (`safetyConcepts`, `findingConcepts`, in the concepts' order) and its lexicon
 *   (`lexicon/<lang>.ts`, already one file per language, imported as it is);
 * - safety-frames.ts and finding-frames.ts keep the shared definitions: the concept names in their
 *   order (`CONCEPT_NAMES`, `FINDING_CONCEPT_NAMES`, with the section comments), the frames and the
 *   code; a concept that code reads in every language at once (`accident`, context.ts) stays there
 *   whole (`EVERY_LANGUAGE_CONCEPTS`).
 *
 * The rows are copied as written (the source text of each array, its comments included), so rows
 * added, reordered or reworded inside the arrays and new concepts of the same shape move with the
 * rest. Anything of another shape (a spread, a computed key, a language that is not one of
 * `LANGUAGES`, a concept that is not an object literal) stops the script with its line.
 *
 * Run, once, on a tree whose vocabularies are still concept-major (the loader and its callers,
 * commit "understanding loaded per reply language", already applied):
 *
 *   npm run eval:understanding > /tmp/eval-before.txt
 *   npx tsx scripts/split-vocabulary-by-language.ts
 *   npx tsc --noEmit -p .
 *   npm run eval:understanding > /tmp/eval-after.txt
 *   diff /tmp/eval-before.txt /tmp/eval-after.txt   # must print nothing
 *   npx vitest run test/engine/
 *
 * Run again on migrated files, it stops and says so (it changes nothing).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LANGUAGES, type Language } from '../functions/engine/types';

const UNDERSTAND = path.join(import.meta.dirname, '../functions/engine/understand');

/** One concept-major table and what it becomes. */
interface Table {
  /** The file that holds it, in functions/engine/understand. */
  file: string;
  /** `export const <variable>: Record<string, Vocab> = { … }`. */
  variable: string;
  /** The exported list of concept names that replaces it, in the table's order. */
  names: string;
  /** The type of one concept name. */
  nameType: string;
  /** The key of the language modules' record of these words. */
  key: 'safetyConcepts' | 'findingConcepts';
  /** Concepts code reads in every language at once: kept whole in the shared file, under `wholeVariable`. */
  everyLanguage: readonly string[];
  wholeVariable?: string;
}

const TABLES: readonly Table[] = [
  {
    file: 'safety-frames.ts',
    variable: 'CONCEPTS',
    names: 'CONCEPT_NAMES',
    nameType: 'SafetyConcept',
    key: 'safetyConcepts',
    everyLanguage: ['accident'],
    wholeVariable: 'EVERY_LANGUAGE_CONCEPTS',
  },
  { file: 'finding-frames.ts', variable: 'FINDING_CONCEPTS', names: 'FINDING_CONCEPT_NAMES', nameType: 'FindingConcept', key: 'findingConcepts', everyLanguage: [] },
];

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italian', es: 'Spanish', de: 'German', fr: 'French' };

/** One concept of a table: its name, the comments before it, and per language the comments before the words and the array's text. */
interface Concept {
  name: string;
  comments: string;
  words: Partial<Record<Language, { comments: string; array: string }>>;
  /** The concept's whole text (kept as it is for a concept read in every language). */
  text: string;
}

const fail = (source: ts.SourceFile, node: ts.Node, why: string): never => {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  throw new Error(`${source.fileName}:${line + 1}: ${why}`);
};

/** The comments between two positions (a separating comma left out), each line trimmed, as written. */
const commentsBetween = (source: ts.SourceFile, from: number, to: number): string[] =>
  source.text
    .slice(from, to)
    .replace(/^\s*,/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The comments before a node. */
const leadingComments = (source: ts.SourceFile, node: ts.Node): string[] => commentsBetween(source, node.getFullStart(), node.getStart(source));

/** The comments after an object literal's last property, before its `}`. */
const closingComments = (source: ts.SourceFile, object: ts.ObjectLiteralExpression): string[] => commentsBetween(source, object.properties.end, object.end - 1);

const propertyName = (source: ts.SourceFile, property: ts.ObjectLiteralElementLike): string => {
  if (!ts.isPropertyAssignment(property)) return fail(source, property, 'not a `name: value` property');
  const { name } = property;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return fail(source, name, 'a computed property name');
};

/** The table's variable statement and its object literal. */
const findTable = (source: ts.SourceFile, variable: string): { statement: ts.VariableStatement; object: ts.ObjectLiteralExpression } | null => {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== variable) continue;
      const init = declaration.initializer;
      if (!init || !ts.isObjectLiteralExpression(init)) return fail(source, declaration, `${variable} is not an object literal`);
      return { statement, object: init };
    }
  }
  return null;
};

const readConcepts = (source: ts.SourceFile, object: ts.ObjectLiteralExpression): Concept[] =>
  object.properties.map((property) => {
    const name = propertyName(source, property);
    const value = (property as ts.PropertyAssignment).initializer;
    if (!ts.isObjectLiteralExpression(value)) return fail(source, property, `concept ${name} is not an object literal`);
    const words: Concept['words'] = {};
    for (const entry of value.properties) {
      const language = propertyName(source, entry);
      if (!(LANGUAGES as readonly string[]).includes(language)) fail(source, entry, `concept ${name}: ${language} is not a language`);
      const array = (entry as ts.PropertyAssignment).initializer;
      if (!ts.isArrayLiteralExpression(array)) fail(source, entry, `concept ${name}: ${language} is not an array`);
      if (words[language as Language]) fail(source, entry, `concept ${name}: ${language} twice`);
      words[language as Language] = { comments: leadingComments(source, entry).join('\n'), array: textAtColumn(source, entry, 4).replace(/^[^:]+:\s*/, '') };
    }
    // Comments after the last language are about the concept: they go with its name.
    const comments = [...leadingComments(source, property), ...closingComments(source, value)];
    return { name, comments: comments.join('\n'), words, text: textAtColumn(source, property, 2) };
  });

/** The source text of a node written at column `to`: its lines after the first shifted from the node's column. */
const textAtColumn = (source: ts.SourceFile, node: ts.Node, to: number): string => {
  const from = source.getLineAndCharacterOfPosition(node.getStart(source)).character;
  const [first, ...rest] = node.getText(source).split('\n');
  const shift = (line: string): string => (to >= from ? ' '.repeat(to - from) + line : line.replace(new RegExp(`^ {0,${from - to}}`), ''));
  return [first, ...rest.map(shift)].join('\n');
};

/** Comment lines, each at `by`. */
const commentLines = (comments: string, by: string): string[] => (comments ? comments.split('\n').map((line) => by + line) : []);

/** The shared file's replacement of the table: the names in order (with the concepts' comments), and the concepts kept whole. */
const sharedDefinitions = (table: Table, concepts: readonly Concept[], closingComments: string[]): string => {
  const names = concepts.map((c) => [...commentLines(c.comments, '  '), `  '${c.name}',`].join('\n')).join('\n');
  const closing = closingComments.length > 0 ? `\n${commentLines(closingComments.join('\n'), '  ').join('\n')}` : '';
  const out = [
    `/**`,
    ` * The concepts, in the order a language's index compiles them. Their words are per language, in`,
    ` * \`vocabulary/<language>.ts\` (\`${table.key}\`), loaded with the first reply in that language.`,
    ` */`,
    `export const ${table.names} = [\n${names}${closing}\n] as const;`,
    `export type ${table.nameType} = (typeof ${table.names})[number];`,
  ];
  const whole = concepts.filter((c) => table.everyLanguage.includes(c.name));
  if (table.wholeVariable) {
    out.push(
      '',
      `/** Concepts whose words code reads in every language at once (context.ts): all five languages here, in every bundle. */`,
      `export const ${table.wholeVariable}: Partial<Record<${table.nameType}, Vocab>> = {\n${whole.map((c) => `  ${c.text},`).join('\n')}\n};`,
    );
  }
  return out.join('\n');
};

/** A language's record of one table: `concept: [words]`, in the table's order. */
const languageRecord = (table: Table, concepts: readonly Concept[], language: Language): string => {
  const rows = concepts
    .filter((c) => !table.everyLanguage.includes(c.name) && c.words[language])
    .map((c) => {
      const { comments, array } = c.words[language]!;
      return [...commentLines(comments, '    '), `    ${c.name}: ${array},`].join('\n');
    });
  return `  ${table.key}: {\n${rows.join('\n')}\n  },`;
};

const languageModule = (language: Language, records: string[]): string => `/**
 * The ${LANGUAGE_NAMES[language]} words of the reply understanding: its lexicon (\`../lexicon/${language}.ts\`: answers,
 * numbers, barriers, side effects, social needs, mood, negation words) and its words of each concept
 * of the safety frames (\`safetyConcepts\`, the concepts of \`../safety-frames.ts\`) and of the barrier
 * and side-effect frames (\`findingConcepts\`, \`../finding-frames.ts\`). A lazy chunk of the bundles:
 * loaded with the first reply in ${LANGUAGE_NAMES[language]} (\`loadLanguage\`, \`../vocabulary.ts\`)${language === 'en' ? ',\n * and with every other language (patients mix in English words)' : ''}.
 *
 * Made from the concept-major tables by scripts/split-vocabulary-by-language.ts (decision 184);
 * edit the words here.
 */
import { ${language} as lexicon } from '../lexicon/${language}';
import type { LanguageVocabulary } from '../vocabulary';

export const vocabulary: LanguageVocabulary = {
  lexicon,
${records.join('\n')}
};
`;

/** Removes `type Vocab = …;` from a shared file that no longer uses it. */
const withoutUnusedVocabType = (text: string): string => {
  const declaration = /\ntype Vocab = Partial<Record<Language, string\[\]>>;\n\n?/;
  const rest = text.replace(declaration, '\n');
  return /\bVocab\b/.test(rest) ? text : rest;
};

const main = (): void => {
  const records: Record<Language, string[]> = { en: [], it: [], es: [], de: [], fr: [] };
  const rewritten: { file: string; text: string }[] = [];
  for (const table of TABLES) {
    const file = path.join(UNDERSTAND, table.file);
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found = findTable(source, table.variable);
    if (!found) throw new Error(`${table.file} has no ${table.variable}: already migrated? (it has ${text.includes(table.names) ? table.names : 'neither'})`);
    const concepts = readConcepts(source, found.object);
    const missing = table.everyLanguage.filter((name) => !concepts.some((c) => c.name === name));
    if (missing.length > 0) throw new Error(`${table.file}: no concept ${missing.join(', ')} to keep whole`);
    const shared = sharedDefinitions(table, concepts, closingComments(source, found.object));
    const statementStart = found.statement.getStart(source);
    // The table's own doc comment (before `export const`) stays; the statement is replaced.
    rewritten.push({ file, text: withoutUnusedVocabType(text.slice(0, statementStart) + shared + text.slice(found.statement.end)) });
    for (const language of LANGUAGES) records[language].push(languageRecord(table, concepts, language));
  }
  const dir = path.join(UNDERSTAND, 'vocabulary');
  mkdirSync(dir, { recursive: true });
  for (const language of LANGUAGES) {
    const file = path.join(dir, `${language}.ts`);
    if (existsSync(file)) throw new Error(`${file} exists: already migrated?`);
  }
  for (const language of LANGUAGES) writeFileSync(path.join(dir, `${language}.ts`), languageModule(language, records[language]));
  for (const { file, text } of rewritten) writeFileSync(file, text);
  console.log(`wrote ${LANGUAGES.map((l) => `vocabulary/${l}.ts`).join(', ')}; rewrote ${TABLES.map((t) => t.file).join(', ')}`);
};

main();
