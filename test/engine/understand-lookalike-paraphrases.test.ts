import { crisisRows, lookalikeRows } from './rows';
import { LOOKALIKE_PARAPHRASES, LOOKALIKE_RECALL_GUARDS } from './lookalike-paraphrases';

/**
 * Jokes and complaints about the medicine or the check-in, denials, symptoms gone and history in
 * es, de, fr do not escalate; a real crisis that names the medicine or laughs still does.
 */
lookalikeRows('look-alikes about the medicine, denials, gone and history do not escalate', LOOKALIKE_PARAPHRASES);
crisisRows('a real crisis that names the medicine or laughs still escalates', LOOKALIKE_RECALL_GUARDS);
