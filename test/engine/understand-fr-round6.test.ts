import { describe, it } from 'vitest';
import {
  FR_BARRIERS6, FR_CRISES6, FR_DELIBERATE_CRISES6, FR_FIGURE_CRISES6, FR_FIGURE_LOOKALIKES6, FR_LOOKALIKES6,
  FR_RECENT_PAST_CRISES6, FR_RECENT_PAST_LOOKALIKES6, FR_SMOTHER_CRISES6, FR_SMOTHER_LOOKALIKES6,
  FR_NO_BARRIER6, FR_SEQUELA_CRISES6, FR_SEQUELA_LOOKALIKES6,
} from './fr-round6';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * French round 6 (decisions 253-256), written before the engine was widened for it. Rows the engine
 * cannot read yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // Escalated before this round too: a fear of a heart attack opening the clause makes the squeeze that follows hypothetical.
  'j ai peur de faire un infarctus la ca serre dans la poitrine',
  // Escalated before this round too: "si je me reveille pas … ça m'arrange pas" is read as not waking, the negated "arrange" not seen.
  'si je me reveille pas a 7h ca m arrange pas pour le bus',
  // "vidé le placard … des médicaments périmés": a cupboard emptied of old pills reads as a container drained (decision 253).
  'j ai vide le placard a pharmacie des medicaments perimes',
]);

crisisRows('fr round 6: widened frame vocabulary escalates', inLanguage.crises('fr', FR_CRISES6), NOT_YET);
crisisRows('fr round 6: a deliberate burn or cut is no accident', inLanguage.crises('fr', FR_DELIBERATE_CRISES6), NOT_YET);
crisisRows('fr round 6: the heart itself stays a crisis', inLanguage.crises('fr', FR_FIGURE_CRISES6), NOT_YET);
lookalikeRows('fr round 6: look-alikes do not escalate', inLanguage.lookalikes('fr', FR_LOOKALIKES6), NOT_YET);
lookalikeRows('fr round 6: a heart attack given by a thing is a figure', inLanguage.lookalikes('fr', FR_FIGURE_LOOKALIKES6), NOT_YET);

const barrierQ = { ...Q.notes, id: 'barriers', topic: 'barriers' };
describe('fr round 6: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, barriers] of FR_BARRIERS6) test(text)(text, () => check(barrierQ, 'fr', text, { barriers }));
});

lookalikeRows('fr round 6: last week, checked and over, is history', inLanguage.lookalikes('fr', FR_RECENT_PAST_LOOKALIKES6), NOT_YET);
crisisRows('fr round 6: going on since last week stays a crisis', inLanguage.crises('fr', FR_RECENT_PAST_CRISES6), NOT_YET);
lookalikeRows('fr round 6: smothered by the boss or the bills is a figure', inLanguage.lookalikes('fr', FR_SMOTHER_LOOKALIKES6), NOT_YET);
crisisRows('fr round 6: choking told of oneself stays a crisis', inLanguage.crises('fr', FR_SMOTHER_CRISES6), NOT_YET);

lookalikeRows('fr round 6: an after-effect kept since an old stroke is history', inLanguage.lookalikes('fr', FR_SEQUELA_LOOKALIKES6), NOT_YET);
crisisRows('fr round 6: a weakness that comes on suddenly stays a stroke', inLanguage.crises('fr', FR_SEQUELA_CRISES6), NOT_YET);
describe('fr round 6: nothing stopped me is no barrier', () => {
  const test = rowTest(NOT_YET);
  for (const text of FR_NO_BARRIER6) test(text)(text, () => check(barrierQ, 'fr', text, { barriers: [] }));
});
