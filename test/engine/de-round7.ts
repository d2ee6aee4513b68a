/**
 * Round 7 in German (decision 262-263): paraphrases of the German replies of the blind dev items
 * (ids de-6001 on, decision 261) the engine missed, written before the engine was changed for them:
 * other persons, other verbs, voice transcripts without accents or punctuation, SMS typos; then
 * look-alikes that must not move. Read by test/engine/understand-de-round7.test.ts.
 */

/** Side effects and barriers said in everyday words: a mouth dry all day, lying awake, little hunger, a dose slept through. */
export const DE_FINDINGS7: (readonly [string, { barriers?: string[]; side_effects?: string[] }])[] = [
  ['mein mund ist die ganze zeit so trocken', { side_effects: ['dry_mouth'] }],
  ['der mund ist morgens immer total trocken', { side_effects: ['dry_mouth'] }],
  ['mund fuehlt sich den ganzen tag trocken an', { side_effects: ['dry_mouth'] }],
  ['sein mund ist dauernd ganz trocken', { side_effects: ['dry_mouth'] }],
  ['mund ist trocken wie sandpapier', { side_effects: ['dry_mouth'] }],
  ['ich kann einfach nicht einschlafen', { side_effects: ['insomnia'] }],
  ['kann abends gar nicht einschlafen', { side_effects: ['insomnia'] }],
  ['lieg ewig wach', { side_effects: ['insomnia'] }],
  ['ich liege stundenlang wach', { side_effects: ['insomnia'] }],
  ['sie kann nachts nicht schlafen', { side_effects: ['insomnia'] }],
  ['ich hab kaum noch hunger', { side_effects: ['appetite_loss'] }],
  ['hab kaum hunger seit der neuen tablette', { side_effects: ['appetite_loss'] }],
  ['mein vater hat kaum noch appetit', { side_effects: ['appetite_loss'] }],
  ['hab wenig hunger in letzter zeit', { side_effects: ['appetite_loss'] }],
  ['schlafe gut und hab hunger wie immer', { side_effects: [] }],
  ['mein mund ist nicht trocken', { side_effects: [] }],
  ['bin abends vorm fernseher eingepennt', { barriers: ['forgetfulness'] }],
  ['hab die abendtablette verschlafen', { barriers: ['forgetfulness'] }],
  ['bin auf dem sofa eingepennt und hab die tablette vergessen', { barriers: ['forgetfulness'] }],
  ['hab die morgendosis verschlafen', { barriers: ['forgetfulness'] }],
  ['er hat seine tabletten verschlafen', { barriers: ['forgetfulness'] }],
  ['hab gut geschlafen und die tablette genommen', { barriers: [] }],
];
