import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blindWrittenBatchOf, loadItems, scoreItem } from './eval/score';
import { KNOWN_FAILURES } from './perturb-known-failures';
import {
  apostropheDropped,
  keyOf,
  keySlipped,
  letterDropped,
  type Perturbed,
  perturbAll,
  sms,
  sms2,
  stretched,
  swapped,
  synonymsOf,
  TRANSFORMS,
  transcript,
} from './perturb';

/**
 * Metamorphic robustness: every dev item of the evaluation set, dressed differently (`perturb.ts`:
 * a voice transcript, apostrophes dropped, text-speak, stretched letters, a plain answer before a
 * crisis or a look-alike, a greeting or a thanks around any reply, fillers, synonyms, typos, a
 * relative telling a first-person crisis…), must be read with the same label (a hedge around a bare
 * yes or no makes it unclear), scored exactly as the eval scores it (crisis category,
 * no escalation for a look-alike, the number, the yes/no, the barrier and side-effect sets).
 * Transformed items the engine cannot read yet are in `perturb-known-failures.ts`: a new failure
 * fails the test, and so does a known one the engine now reads (take it off the list), so the list
 * only shrinks. The holdout split is never transformed here.
 */

// The dev items written blind (ids <lang>-5001 on, -6001 on, -7001 on) are not transformed yet: many are not read
// as written (understanding-eval.test.ts holds them to their own floor), and a transform is judged on an item
// read right as it stands (decision 240).
const items = loadItems(path.join(import.meta.dirname, 'eval/replies'), { devOnly: true }).filter((item) => blindWrittenBatchOf(item.id) === undefined);
const perturbed = perturbAll(items);
const results = perturbed.map((p) => ({ p, ...scoreItem(p.item) }));
const LANGS = ['en', 'it', 'es', 'de', 'fr'] as const;

/** Preserved labels per transform and language, as a table (printed with the test output). */
function table(rows: readonly { p: Perturbed; ok: boolean }[]): string {
  const cells = new Map<string, { n: number; ok: number }>();
  for (const { p, ok } of rows) {
    const key = `${p.transform} ${p.item.lang}`;
    const c = cells.get(key) ?? { n: 0, ok: 0 };
    c.n++;
    if (ok) c.ok++;
    cells.set(key, c);
  }
  const head = `${'transform'.padEnd(26)}${LANGS.map((l) => l.padStart(18)).join('')}`;
  const lines = TRANSFORMS.map(
    (t) =>
      t.name.padEnd(26) +
      LANGS.map((l) => {
        const c = cells.get(`${t.name} ${l}`);
        return (c ? `${c.ok}/${c.n} ${((100 * c.ok) / c.n).toFixed(1)}%` : '-').padStart(18);
      }).join(''),
  );
  return [head, ...lines].join('\n');
}

describe('perturbation transforms', () => {
  it('a transcript is lower case without punctuation or accents, decimals and apostrophes kept', () => {
    expect(transcript('Sì, c’è! Ho 37,5 di febbre.')).toBe('si c’e ho 37,5 di febbre');
    expect(transcript('¿Qué? No, 7.5 mañana')).toBe('que no 7.5 manana');
  });
  it('apostrophes dropped, text-speak and stretched words', () => {
    expect(apostropheDropped("j'ai mal, c’est l'aria")).toBe('jai mal, cest laria');
    expect(sms('non so perché, ma anche io', 'it')).toBe('nn so xké, ma anke io');
    expect(sms('no sé para qué es, porque', 'es')).toBe('no sé para q es, xq');
    expect(sms('ich habe es nicht', 'de')).toBe('ich hab es nich');
    expect(sms2('für die Übelkeit', 'de')).toBe('fuer die Uebelkeit');
    expect(sms2("je ne peux pas respirer, je n'ai rien", 'fr')).toBe('je peux pas respirer, je ai rien');
    expect(stretched('no, non sto male', 'it')).toBe('nooo, non sto maleee');
  });
  it('typos in the longest word, and words that stand for one another', () => {
    expect(swapped('I cannot breathe properly')).toBe('I cannot breathe proprely');
    expect(letterDropped('a headache today')).toBe('a headche today');
    expect(keySlipped('a headache today')).toBe('a headsche today');
    expect(synonymsOf('Ho preso le pastiglie', 'it')).toEqual(['Ho preso le pillole', 'Ho preso le compresse', 'Ho preso le medicine']);
  });
  it('a hedge around a bare yes or no expects unclear', () => {
    const hedged = perturbed.filter((p) => p.transform === 'hedged');
    expect(hedged.length).toBeGreaterThan(0);
    expect(hedged.every((p) => p.item.expect.answer === 'unclear')).toBe(true);
  });
  it('an answer before a crisis, with or without punctuation; never a bare denying "no" before a symptom', () => {
    const answers = perturbed.filter((p) => p.transform === 'answer_prefix').map((p) => p.item.text);
    expect(answers.some((t) => t.startsWith('yes, '))).toBe(true);
    expect(answers.some((t) => /^no (?:pain|chest|respiro)/.test(t))).toBe(false);
    expect(answers.some((t) => t.startsWith('nein '))).toBe(true);
  });
});

describe('the engine reads a reply the same way however it is dressed', () => {
  it('transforms thousands of dev items, every transform in every language it applies to', () => {
    expect(items.length).toBeGreaterThanOrEqual(1000);
    expect(perturbed.length).toBeGreaterThanOrEqual(10_000);
    for (const t of TRANSFORMS) expect(perturbed.filter((p) => p.transform === t.name).length, t.name).toBeGreaterThan(0);
  });

  it('no transformed item fails that is not a known failure, and every known failure still fails', () => {
    const failing = results.filter((r) => !r.ok).map((r) => keyOf(r.p));
    const known = new Set(KNOWN_FAILURES);
    const newFailures = results.filter((r) => !r.ok && !known.has(keyOf(r.p))).map((r) => `${keyOf(r.p)} -> ${r.got}`);
    const nowRead = KNOWN_FAILURES.filter((k) => !failing.includes(k));
    console.info(`${table(results)}\n${failing.length} of ${results.length} transformed items not read yet (known failures)`);
    expect(newFailures, 'new failures').toEqual([]);
    expect(nowRead, 'known failures the engine now reads: take them off perturb-known-failures.ts').toEqual([]);
  });
});
