import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSummary, loadItems, missedTargets, scoreItem, summarize } from './eval/score';

/**
 * The reply-understanding evaluation set (test/engine/eval/data, format in its README): every split
 * must meet the targets (crisis recall 100 %, false alarms ≤ 2 %, numbers and yes/no ≥ 98 %, barriers
 * micro F1 ≥ 0.9, side effects micro F1 ≥ 0.95). `npm run eval:understanding` prints the details.
 */
const dir = path.join(import.meta.dirname, 'eval/data');
const items = loadItems(dir);
const splits = [...new Set(items.map((i) => i.split))].sort();

describe('reply understanding evaluation set', () => {
  it.skipIf(items.length > 0)('has no data in this checkout (nothing to measure)', () => {
    expect(items).toEqual([]);
  });
  it.each(splits)('%s split meets every target', (split) => {
    const s = summarize(items.filter((i) => i.split === split).map(scoreItem));
    expect(missedTargets(s), formatSummary(split, s)).toEqual([]);
  });
});
