import type { Language } from '../../functions/engine/types';

/**
 * Round 10 (decision 321), denials of self-harm told in the order people use: German "ich habe keine
 * Gedanken, mir etwas anzutun" (the zu-infinitive after the denied clause), "mich ritzen mach ich
 * nicht" (the act first, the denial after it), the thought first and "non ne ho", "j'en ai pas",
 * "hab ich keine" in the next clause; then the guards, where the words after a comma go on with the
 * crisis ("i want to die, i don't have any reason to live"). Probed in the five languages before the
 * engine was changed for them; none from the evaluation set. Read by understand-denial-round10.test.ts.
 */

/** Must not escalate. */
export const DENIALS10: Record<Language, string[]> = {
  en: [
    'i have no thoughts of hurting myself',
    'no, i have no intention of killing myself',
    'killing myself? no never',
    'harming myself is not something i think about',
    'thoughts of hurting myself? i don\'t have any',
  ],
  it: [
    'non ho nessuna intenzione di farmi del male',
    'no, pensieri di farmi del male non ne ho',
    'non penso di uccidermi',
    'pensieri di farmi del male, non ne ho',
  ],
  es: [
    'no tengo ninguna intención de hacerme daño',
    'pensamientos de hacerme daño no tengo',
    'no, no pienso en quitarme la vida',
    'pensamientos de hacerme daño, no tengo',
  ],
  de: [
    'ich habe keine gedanken, mir etwas anzutun',
    'ich hab nicht vor, mich umzubringen',
    'ich denk nicht daran, mir was anzutun',
    'nein, ich habe nicht vor mir das leben zu nehmen',
    'ich hatte nie den gedanken, mich umzubringen',
    'ich würde mir nie was antun',
    'an selbstmord denke ich nicht',
    'mich ritzen mach ich nicht',
    'gedanken mir was anzutun hab ich keine',
    'gedanken, mir was anzutun, hab ich keine',
  ],
  fr: [
    'je n\'ai aucune intention de me faire du mal',
    'non je ne pense pas à me tuer',
    'des idées de me faire du mal, j\'en ai pas',
    'des idées de me faire du mal, j\'en ai pas du tout',
  ],
};

/** Must escalate as self-harm. */
export const DENIAL_GUARDS10: Record<Language, (readonly [string, string])[]> = {
  en: [
    ['self_harm', 'i keep having thoughts of hurting myself'],
    ['self_harm', 'i want to die, i don\'t have any reason to live'],
  ],
  it: [
    ['self_harm', 'ho pensieri di farmi del male'],
    ['self_harm', 'voglio farla finita, non ne posso più'],
  ],
  es: [
    ['self_harm', 'tengo pensamientos de hacerme daño'],
    ['self_harm', 'quiero morirme, no tengo fuerzas para seguir'],
  ],
  de: [
    ['self_harm', 'ich habe gedanken, mir etwas anzutun'],
    ['self_harm', 'ich hab vor, mich umzubringen'],
    ['self_harm', 'ich denke daran, mir was anzutun'],
    ['self_harm', 'ich kann nicht mehr, ich will mir was antun'],
    ['self_harm', 'ich will mich umbringen, hab ich schon lange vor'],
    ['self_harm', 'ich hab keine lust mehr, mich umzubringen wär das beste'],
    ['self_harm', 'ich weiß nicht mehr weiter, ich habe vor mich umzubringen'],
  ],
  fr: [
    ['self_harm', 'j\'ai des idées de me faire du mal'],
    ['self_harm', 'je veux mourir, j\'en ai marre de tout'],
  ],
};
