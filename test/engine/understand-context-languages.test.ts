import { crisisRows, lookalikeRows, type CrisisRow, type LookalikeRow } from './rows';

/**
 * Decision 274: a suspicion ruled out ("they thought it was a stroke but it wasn't"), a condition
 * asked about as a worry ("if my gums bleed, is that serious?") and an advert about the signs were
 * read in English only. Each is now a per-language table in context.ts; these rows hold them in
 * every language, and the crises beside them (the same words told as now) still escalate.
 */
const LOOKALIKES: LookalikeRow[] = [
  ['it', 'pensavano che avessi un infarto ma non era niente, solo ansia'],
  ['it', 'ho temuto di avere un ictus ma era solo un calo di pressione, falso allarme'],
  ['es', 'creían que le estaba dando un ictus pero no, lo descartaron'],
  ['es', 'pensé que era un infarto pero solo fue un susto'],
  ['de', 'ich dachte ich hätte einen herzinfarkt, war aber nur eine verspannung'],
  ['fr', 'on a cru que c était un avc mais c était rien'],
  ['fr', 'je croyais que c était une crise cardiaque mais c était que du stress'],
  ['it', 'se mi sanguinano le gengive è grave?'],
  ['es', 'si me sangran las encías es grave?'],
  ['de', 'wenn mein zahnfleisch blutet, ist das schlimm?'],
  ['fr', 'si mes gencives saignent c est grave ?'],
  ['it', 'ho visto la pubblicità sui sintomi dell ictus alla tv'],
  ['es', 'vi un anuncio sobre los síntomas del ictus'],
  ['fr', 'j ai vu une pub sur les signes de l avc'],
  // a past day, then said over further on (decision 317: no longer English and Spanish only)
  ['it', 'lunedì avevo il petto stretto, il medico mi ha visitato e poi è passato tutto'],
  ['de', 'am montag hatte ich druck auf der brust, der arzt hat geschaut, dann ist es weggegangen'],
  ['fr', 'lundi j avais une douleur dans la poitrine, le médecin m a examinée et c est passé'],
];

const CRISES: CrisisRow[] = [
  ['chest_pain', 'it', 'pensavo fosse ansia ma ho un dolore al petto che va al braccio sinistro'],
  ['chest_pain', 'de', 'ich dachte ich hätte einen herzinfarkt und es drückt immer noch in der brust'],
  ['bleeding', 'it', 'mi sanguinano le gengive da stamattina e non si ferma, è grave?'],
  ['bleeding', 'es', 'me sangra la nariz desde hace una hora y no para, es grave?'],
  ['stroke', 'fr', 'depuis ce matin j ai la bouche de travers et je n arrive plus à parler, c est grave ?'],
  ['stroke', 'es', 'vi un anuncio sobre el ictus y creo que me está pasando, no puedo mover el brazo derecho'],
  // over, then back (decision 317)
  ['chest_pain', 'it', 'lunedì avevo il petto stretto, era passato ma adesso è tornato'],
  ['chest_pain', 'fr', 'lundi j avais une douleur dans la poitrine, c était passé mais là ça recommence'],
  ['chest_pain', 'de', 'am montag hatte ich druck auf der brust, war weg, jetzt ist er wieder da'],
];

lookalikeRows('context in every language: a suspicion ruled out, a worry asked about, an advert about the signs', LOOKALIKES);
crisisRows('context in every language: the same words told as now still escalate', CRISES);
