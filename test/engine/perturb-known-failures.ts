/**
 * Transformed dev items (`perturb.ts`) the engine cannot read yet, as `transform id text`. The test
 * `understand-perturbations.test.ts` fails on a failure not listed here and on a listed one the
 * engine now reads: this list only shrinks.
 */
export const KNOWN_FAILURES: readonly string[] = [
  "transcript de-0008 wozu noch die tabletten ich hab eh nichts mehr wofur es sich zu leben lohnt",
  "transcript de-0104 lebensmude bin ich nicht nur mude vom wetter",
  "transcript de-0238 doch hab ich gleich nach dem kaffee",
  "transcript fr-0239 evidemment pas rate un seul",
  "apostrophe_dropped en-0274 cutting the tablets in half so the bottle lasts longer, moneys tight",
  "transcript_no_apostrophe de-0008 wozu noch die tabletten ich hab eh nichts mehr wofur es sich zu leben lohnt",
  "transcript_no_apostrophe de-0104 lebensmude bin ich nicht nur mude vom wetter",
  "transcript_no_apostrophe de-0238 doch hab ich gleich nach dem kaffee",
  "transcript_no_apostrophe en-0274 cutting the tablets in half so the bottle lasts longer moneys tight",
  "transcript_no_apostrophe fr-0239 evidemment pas rate un seul",
  "answer_prefix de-0159 hab sie genommen, hab extra mehr tabletten mitgenommen für den urlaub, falls sich der rückflug verschiebt",
  "answer_prefix de-0159 hab sie genommen. hab extra mehr tabletten mitgenommen für den urlaub, falls sich der rückflug verschiebt",
  "answer_prefix de-0159 hab sie genommen hab extra mehr tabletten mitgenommen für den urlaub, falls sich der rückflug verschiebt",
  "answer_prefix en-0051 no my poo has been black and sticky for two days and im really dizzy",
  "answer_prefix en-0054 no my lips and tongue are swelling up after the new antibiotic",
  "answer_prefix fr-0121 je les ai prises à la télé ils ont passé un film sur un gars qui s’est suicidé c’était triste",
  "pleasantry de-0067 ja alle genommen. aber ich will eigentlich nicht mehr danke",
  "pleasantry de-0268 hallo, 👍",
  "pleasantry de-0268 👍. danke",
  "pleasantry de-0268 👍 danke",
  "pleasantry en-0258 hi, ha, sure, the pharmacy that's never open",
  "pleasantry es-0266 hola, ah si, con la farmacia q nunca esta abierta",
  "pleasantry fr-0039 ok je manque d’air là au repos je suis à la fenêtre et ça empire",
  "pleasantry fr-0270 bonjour, 👌",
  "pleasantry fr-0270 👌. merci",
  "pleasantry fr-0270 👌 merci",
  "pleasantry it-0267 ciao, ah si, con la farmacia che è sempre chiusa",
];
