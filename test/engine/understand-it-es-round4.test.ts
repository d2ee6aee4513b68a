import { describe } from 'vitest';
import type { Language } from '../../functions/engine/types';
import type { SafetyCategory } from '../../functions/engine/understand/safety-lexicon';
import {
  ES4_CRISES, ES4_LOOKALIKES, ES4_MORE_CRISES, ES4_MORE_LOOKALIKES, ES4_MORE_PREFIXED, ES4_PREFIXED,
  IT4_CRISES, IT4_LOOKALIKES, IT4_MORE_CRISES, IT4_MORE_LOOKALIKES, IT4_MORE_PREFIXED, IT4_PREFIXED,
  ES4_THIRD_CRISES, ES4_THIRD_LOOKALIKES, ES4_THIRD_PREFIXED, IT4_THIRD_CRISES, IT4_THIRD_LOOKALIKES, IT4_THIRD_PREFIXED,
  ES4_FOURTH_CRISES, ES4_FOURTH_LOOKALIKES, IT4_FOURTH_CRISES, IT4_FOURTH_LOOKALIKES,
  ES4_FIFTH_CRISES, ES4_FIFTH_PREFIXED, IT4_FIFTH_CRISES, IT4_FIFTH_PREFIXED,
  ES4_SIXTH_CRISES, ES4_SIXTH_PREFIXED, IT4_SIXTH_CRISES, IT4_SIXTH_PREFIXED, ES4_SEVENTH_LOOKALIKES, IT4_SEVENTH_LOOKALIKES,
  ES4_EIGHTH_CRISES, IT4_EIGHTH_CRISES, ES4_NINTH_CRISES, ES4_NINTH_LOOKALIKES, IT4_NINTH_CRISES, IT4_NINTH_LOOKALIKES,
  ES4_TENTH_CRISES, ES4_TENTH_LOOKALIKES, IT4_TENTH_CRISES, IT4_TENTH_LOOKALIKES,
  ES4_ELEVENTH_CRISES, ES4_ELEVENTH_LOOKALIKES, IT4_ELEVENTH_CRISES, IT4_ELEVENTH_LOOKALIKES,
  ES4_TWELFTH_CRISES, ES4_TWELFTH_LOOKALIKES, IT4_TWELFTH_CRISES, IT4_TWELFTH_LOOKALIKES,
  ES4_THIRTEENTH_CRISES, ES4_THIRTEENTH_LOOKALIKES, IT4_THIRTEENTH_CRISES, IT4_THIRTEENTH_LOOKALIKES,
  ES4_FOURTEENTH_CRISES, ES4_FOURTEENTH_LOOKALIKES, IT4_FOURTEENTH_CRISES, IT4_FOURTEENTH_LOOKALIKES,
  ES4_FIFTEENTH_CRISES, ES4_FIFTEENTH_LOOKALIKES, IT4_FIFTEENTH_CRISES, IT4_FIFTEENTH_LOOKALIKES,
  ES4_SIXTEENTH_CRISES, ES4_SIXTEENTH_LOOKALIKES, IT4_SIXTEENTH_CRISES, IT4_SIXTEENTH_LOOKALIKES,
  ES4_SEVENTEENTH_LOOKALIKES, IT4_SEVENTEENTH_LOOKALIKES, ES4_EIGHTEENTH_CRISES, IT4_EIGHTEENTH_CRISES,
} from './it-es-round4';
import { Q, check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * The fourth Italian and Spanish round (decisions 222-225; rows in it-es-round4.ts), written and
 * committed before the engine was widened for them. A row in NOT_YET is one the engine does not read
 * yet; the reason stands beside it.
 */
const NOT_YET = new Set<string>([
  // "irme con mi esposo" is also going somewhere with a living husband: only a death or "nothing left" named beside it tells the wish
  'siete y quiero irme con mi esposo',
  // a dose taken twice by mistake is read as an overdose (insulin twice is one, round 3); "una in più" in the next clause does not reach the frame
  'ho preso la pastiglia due volte per sbaglio, una in piu, ho chiamato il medico',
  'me tome la pastilla dos veces por error, una de mas, ya llame al doctor',
  // a decision and a time with no act, means or wish named ("I've decided, I'll do it tonight"): any errand is told so too
  'ya lo decidí, lo hago esta noche',
  // a plan told by its time alone: a trip or a visit is planned for Friday in the same words
  'ho tutto pianificato per venerdì',
  'tengo todo planeado para el viernes',
  // a faint told as over in the next clause ("ma ho mangiato e sto bene") stays a faint: one this morning, fine now, is still the clinician's
  'ieri sono svenuta dalla fame ma ho mangiato e sto bene',
  'ayer me desmayé de hambre pero ya comí y estoy bien',
  // a threat to a thing, with a laugh: since the look-alike round (decision 228) a laugh makes danger at home a figure
  // only for "he'll kill me", so "my partner hits me lol" escalates; a threat whose object is a thing is not told apart yet
  "mio marito mi ha minacciato di buttare via la mia poltrona vecchia, ahah",
  'mi marido me amenazó con tirar mi sillón viejo, jaja',
]);
const test = rowTest(NOT_YET);

crisisRows('it round 4: crises told indirectly escalate with their category', inLanguage.crises('it', IT4_CRISES), NOT_YET);
lookalikeRows('it round 4: look-alikes do not escalate', inLanguage.lookalikes('it', IT4_LOOKALIKES), NOT_YET);
crisisRows('es round 4: crises told indirectly escalate with their category', inLanguage.crises('es', ES4_CRISES), NOT_YET);
lookalikeRows('es round 4: look-alikes do not escalate', inLanguage.lookalikes('es', ES4_LOOKALIKES), NOT_YET);
crisisRows('it round 4, second batch: crises escalate with their category', inLanguage.crises('it', IT4_MORE_CRISES), NOT_YET);
lookalikeRows('it round 4, second batch: look-alikes do not escalate', inLanguage.lookalikes('it', IT4_MORE_LOOKALIKES), NOT_YET);
crisisRows('es round 4, second batch: crises escalate with their category', inLanguage.crises('es', ES4_MORE_CRISES), NOT_YET);
lookalikeRows('es round 4, second batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES4_MORE_LOOKALIKES), NOT_YET);
crisisRows('it round 4, third batch: crises escalate with their category', inLanguage.crises('it', IT4_THIRD_CRISES), NOT_YET);
lookalikeRows('it round 4, third batch: look-alikes do not escalate', inLanguage.lookalikes('it', IT4_THIRD_LOOKALIKES), NOT_YET);
crisisRows('es round 4, third batch: crises escalate with their category', inLanguage.crises('es', ES4_THIRD_CRISES), NOT_YET);
lookalikeRows('es round 4, third batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES4_THIRD_LOOKALIKES), NOT_YET);
crisisRows('it round 4, fourth batch: crises escalate with their category', inLanguage.crises('it', IT4_FOURTH_CRISES), NOT_YET);
lookalikeRows('it round 4, fourth batch: look-alikes do not escalate', inLanguage.lookalikes('it', IT4_FOURTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, fourth batch: crises escalate with their category', inLanguage.crises('es', ES4_FOURTH_CRISES), NOT_YET);
lookalikeRows('es round 4, fourth batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES4_FOURTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, fifth batch (scenario types of the de/fr dev split): crises escalate', inLanguage.crises('it', IT4_FIFTH_CRISES), NOT_YET);
crisisRows('es round 4, fifth batch (scenario types of the de/fr dev split): crises escalate', inLanguage.crises('es', ES4_FIFTH_CRISES), NOT_YET);
crisisRows('it round 4, sixth batch: crises escalate with their category', inLanguage.crises('it', IT4_SIXTH_CRISES), NOT_YET);
crisisRows('es round 4, sixth batch: crises escalate with their category', inLanguage.crises('es', ES4_SIXTH_CRISES), NOT_YET);
lookalikeRows('it round 4, seventh batch: look-alikes do not escalate', inLanguage.lookalikes('it', IT4_SEVENTH_LOOKALIKES), NOT_YET);
lookalikeRows('es round 4, seventh batch: look-alikes do not escalate', inLanguage.lookalikes('es', ES4_SEVENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, eighth batch: out of nowhere is no denial', inLanguage.crises('it', IT4_EIGHTH_CRISES), NOT_YET);
crisisRows('es round 4, eighth batch: out of nowhere is no denial', inLanguage.crises('es', ES4_EIGHTH_CRISES), NOT_YET);
crisisRows('it round 4, ninth batch: a plan by the means bought', inLanguage.crises('it', IT4_NINTH_CRISES), NOT_YET);
lookalikeRows('it round 4, ninth batch: poison for pests', inLanguage.lookalikes('it', IT4_NINTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, ninth batch: a plan by the means bought', inLanguage.crises('es', ES4_NINTH_CRISES), NOT_YET);
lookalikeRows('es round 4, ninth batch: poison for pests', inLanguage.lookalikes('es', ES4_NINTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, tenth batch: regional forms', inLanguage.crises('it', IT4_TENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, tenth batch: regional look-alikes', inLanguage.lookalikes('it', IT4_TENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, tenth batch: regional forms', inLanguage.crises('es', ES4_TENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, tenth batch: regional look-alikes', inLanguage.lookalikes('es', ES4_TENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, eleventh batch', inLanguage.crises('it', IT4_ELEVENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, eleventh batch: look-alikes', inLanguage.lookalikes('it', IT4_ELEVENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, eleventh batch', inLanguage.crises('es', ES4_ELEVENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, eleventh batch: look-alikes', inLanguage.lookalikes('es', ES4_ELEVENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, twelfth batch: strokes', inLanguage.crises('it', IT4_TWELFTH_CRISES), NOT_YET);
lookalikeRows('it round 4, twelfth batch: look-alikes', inLanguage.lookalikes('it', IT4_TWELFTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, twelfth batch: strokes', inLanguage.crises('es', ES4_TWELFTH_CRISES), NOT_YET);
lookalikeRows('es round 4, twelfth batch: look-alikes', inLanguage.lookalikes('es', ES4_TWELFTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, thirteenth batch', inLanguage.crises('it', IT4_THIRTEENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, thirteenth batch: look-alikes', inLanguage.lookalikes('it', IT4_THIRTEENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, thirteenth batch', inLanguage.crises('es', ES4_THIRTEENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, thirteenth batch: look-alikes', inLanguage.lookalikes('es', ES4_THIRTEENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, fourteenth batch: passive wishes', inLanguage.crises('it', IT4_FOURTEENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, fourteenth batch: look-alikes', inLanguage.lookalikes('it', IT4_FOURTEENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, fourteenth batch: passive wishes', inLanguage.crises('es', ES4_FOURTEENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, fourteenth batch: look-alikes', inLanguage.lookalikes('es', ES4_FOURTEENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, fifteenth batch: fits and bleeding', inLanguage.crises('it', IT4_FIFTEENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, fifteenth batch: look-alikes', inLanguage.lookalikes('it', IT4_FIFTEENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, fifteenth batch: fits and bleeding', inLanguage.crises('es', ES4_FIFTEENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, fifteenth batch: look-alikes', inLanguage.lookalikes('es', ES4_FIFTEENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, sixteenth batch', inLanguage.crises('it', IT4_SIXTEENTH_CRISES), NOT_YET);
lookalikeRows('it round 4, sixteenth batch: look-alikes', inLanguage.lookalikes('it', IT4_SIXTEENTH_LOOKALIKES), NOT_YET);
crisisRows('es round 4, sixteenth batch', inLanguage.crises('es', ES4_SIXTEENTH_CRISES), NOT_YET);
lookalikeRows('es round 4, sixteenth batch: look-alikes', inLanguage.lookalikes('es', ES4_SIXTEENTH_LOOKALIKES), NOT_YET);
lookalikeRows('it round 4, seventeenth batch: look-alikes', inLanguage.lookalikes('it', IT4_SEVENTEENTH_LOOKALIKES), NOT_YET);
lookalikeRows('es round 4, seventeenth batch: look-alikes', inLanguage.lookalikes('es', ES4_SEVENTEENTH_LOOKALIKES), NOT_YET);
crisisRows('it round 4, eighteenth batch: allergic reactions', inLanguage.crises('it', IT4_EIGHTEENTH_CRISES), NOT_YET);
crisisRows('es round 4, eighteenth batch: allergic reactions', inLanguage.crises('es', ES4_EIGHTEENTH_CRISES), NOT_YET);

/** A crisis after a number or a yes/no still escalates, read against the question it answers. */
function prefixedRows(language: Language, rows: readonly ['number' | 'yesno', string, SafetyCategory][], batch = ''): void {
  describe(`${language} round 4${batch}: crises after a number or a yes/no escalate`, () => {
    for (const [kind, text, category] of rows) {
      test(text)(`${category} after a ${kind}: ${text}`, () =>
        check(kind === 'number' ? Q.pain : Q.taking, language, text, { escalation: 'critical', type: 'safety', keywords: [`safety:${category}`] }));
    }
  });
}
prefixedRows('it', IT4_PREFIXED);
prefixedRows('es', ES4_PREFIXED);
prefixedRows('it', IT4_MORE_PREFIXED, ', second batch');
prefixedRows('es', ES4_MORE_PREFIXED, ', second batch');
prefixedRows('it', IT4_THIRD_PREFIXED, ', third batch');
prefixedRows('es', ES4_THIRD_PREFIXED, ', third batch');
prefixedRows('it', IT4_FIFTH_PREFIXED, ', fifth batch');
prefixedRows('es', ES4_FIFTH_PREFIXED, ', fifth batch');
prefixedRows('it', IT4_SIXTH_PREFIXED, ', sixth batch');
prefixedRows('es', ES4_SIXTH_PREFIXED, ', sixth batch');
