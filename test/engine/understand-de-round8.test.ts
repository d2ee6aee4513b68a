import { describe, expect } from 'vitest';
import { DE_CRISES8A, DE_CRISES8B, DE_CRISES8C, DE_CRISES8D, DE_CRISES8E, DE_FINDINGS8, DE_LOOKALIKES8A, DE_LOOKALIKES8B, DE_LOOKALIKES8C, DE_LOOKALIKES8D, DE_LOOKALIKES8E, DE_YES_NO8 } from './de-round8';
import { Q, answerTo, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * German round 8 (decisions 290-294), written before the engine was widened for it: replies of the
 * kinds the third batch of blind dev items showed missing, and look-alikes that must not move. Rows
 * the engine cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // A "ne" opening followed without a comma by the reason ("ne noch nich die apotheke hatte zu"): the yes/no reader does not
  // take the bare "ne" as the answer once a clause follows; "nein noch nich die apotheke hatte zu" reads no. Not widened here.
  'ne noch nich die apotheke hatte zu als ich da war',
  // The lexicon phrase "weiß nicht wie ich" is an understanding barrier whatever the verb; paying is cost alone.
  'weiss nicht wie ich das bezahlen soll',
  // A meal: the clause-final "mag nicht mehr" cannot tell food from life; it escalated before round 8 too (recall first).
  'ich mag nicht mehr, ich bin satt',
  // Not being there told in a condition with "einfach" in it, then "egal": no frame pairs a not-being-there with not caring
  // without reading "mein Handy ist tot, egal" too (decision 294).
  'wenn ich morgen einfach nicht mehr da wär, wär es auch egal',
  // "Scherbe" is also a German accident word (broken glass), so the blade-in-the-hand frame's accident unless takes it.
  'hatte gestern nacht wieder die scherbe in der hand und wollte es tun',
]);

crisisRows('de round 8a: a crisis after a fine opening, a run-on without punctuation, making an end', inLanguage.crises('de', DE_CRISES8A), NOT_YET);
lookalikeRows('de round 8a: another person after a fine opening, a habit given up, breaking up', inLanguage.lookalikes('de', DE_LOOKALIKES8A), NOT_YET);
crisisRows('de round 8b: pressed in the chest, Swiss spellings, pushed, threatened, locked in', inLanguage.crises('de', DE_CRISES8B), NOT_YET);
lookalikeRows('de round 8b: a pushed cupboard, a storm, a pharmacy locking up, a ball against the chest', inLanguage.lookalikes('de', DE_LOOKALIKES8B), NOT_YET);
lookalikeRows('de round 8c: a noun denied after it, a heart attack from messages, a burn at the oven', inLanguage.lookalikes('de', DE_LOOKALIKES8C), NOT_YET);
crisisRows('de round 8c: the same words stay a crisis', inLanguage.crises('de', DE_CRISES8C), NOT_YET);
lookalikeRows('de round 8d: a topic denied before "und", seen on television, a story, a consequence asked, the dentist, a season, a check found fine', inLanguage.lookalikes('de', DE_LOOKALIKES8D), NOT_YET);
crisisRows('de round 8d: the same words stay a crisis', inLanguage.crises('de', DE_CRISES8D), NOT_YET);
crisisRows('de round 8e: an aber inside the clause, a throat closing in, one side numb for half an hour, clots, the rails', inLanguage.crises('de', DE_CRISES8E), NOT_YET);
lookalikeRows('de round 8e: a normal stool, a scratchy throat, tight jeans, an old knee, a pain gone, a late train', inLanguage.lookalikes('de', DE_LOOKALIKES8E), NOT_YET);
describe('de round 8: side effects and barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, e] of DE_FINDINGS8) test(text)(text, () => check(Q.notes, 'de', text, e));
});
describe('de round 8: yes/no', () => {
  const test = rowTest(NOT_YET);
  for (const [text, answer] of DE_YES_NO8) test(text)(text, () => expect(answerTo(Q.taking, text, 'de')).toBe(answer));
});
