/**
 * npm run eval:understanding [-- <data dir>] [-- --dev-only]
 *
 * Reads every `*.jsonl` file of the evaluation set (default test/engine/eval/replies; or the directory
 * given as argument or in EVAL_DATA_DIR), runs each item through the engine's `interpret` and prints
 * the figures per kind, per language and per split, and for each held-out split how many items of each
 * kind/subkind it misses (all languages together); then lists the failing items of the dev split only
 * (held-out items, `holdout` and `blind`, are never printed: they measure replies the engine was not tuned on).
 * `--dev-only` skips the held-out files altogether. Exit code 0 whatever the figures.
 */
import path from 'node:path';
import { loadEveryLanguage } from '../functions/engine/engine';
import { BLIND_WRITTEN_BATCHES, blindWrittenBatchOf, formatMissesByKind, formatSummary, loadItems, missedTargets, scoreItem, summarize } from '../test/engine/eval/score';

// The engine reads a reply with its language's words, loaded per language (decision 184).
await loadEveryLanguage();

const args = process.argv.slice(2);
const devOnly = args.includes('--dev-only') || process.env.EVAL_DEV_ONLY === '1';
const quiet = args.includes('--quiet');
const dir = path.resolve(
  args.find((a) => !a.startsWith('--')) ?? process.env.EVAL_DATA_DIR ?? path.join(import.meta.dirname, '../test/engine/eval/replies'),
);
const items = loadItems(dir, { devOnly });
if (items.length === 0) {
  console.log(`no evaluation items under ${dir}`);
  process.exit(0);
}
const results = items.map(scoreItem);
const splits = [...new Set(items.map((i) => i.split))].sort();
const langs = [...new Set(items.map((i) => i.lang))].sort();
console.log(`${items.length} items from ${dir}${devOnly ? ' (dev only)' : ''}\n`);
for (const split of splits) {
  const inSplit = results.filter((r) => r.item.split === split);
  console.log(formatSummary(`${split} all`, summarize(inSplit)));
  for (const lang of langs) {
    const sub = inSplit.filter((r) => r.item.lang === lang);
    if (sub.length > 0) console.log(formatSummary(`${split} ${lang}`, summarize(sub)));
  }
  if (split === 'dev') {
    // The dev items written from the README alone, by batch: their own figures.
    for (const batch of Object.values(BLIND_WRITTEN_BATCHES)) {
      const blindWritten = inSplit.filter((r) => blindWrittenBatchOf(r.item.id) === batch);
      if (blindWritten.length > 0) console.log(formatSummary(`dev ${batch}001+`, summarize(blindWritten)));
    }
  } else console.log(formatMissesByKind(split, inSplit));
  const missed = missedTargets(summarize(inSplit));
  console.log(missed.length === 0 ? `${split}: every target met\n` : `${split}: below target: ${missed.join('; ')}\n`);
}
if (!quiet) {
  const failing = results.filter((r) => r.item.split === 'dev' && !r.ok);
  console.log(`failing dev items: ${failing.length}`);
  for (const r of failing) {
    const want = JSON.stringify(r.item.expect);
    console.log(`${r.item.id} ${r.item.kind}/${r.item.subkind ?? ''} [${r.item.question.response_type} ${r.item.question.topic}] ${JSON.stringify(r.item.text)}\n    want ${want}  got ${r.got}`);
  }
}
