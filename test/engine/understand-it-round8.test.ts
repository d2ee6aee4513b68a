import { describe } from 'vitest';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS8, IT_CRISES8, IT_CRISES8B, IT_LOOKALIKES8, IT_LOOKALIKES8B, IT_SIDE_EFFECTS8 } from './it-round8';
import { check, crisisRows, inLanguage, lookalikeRows, rowTest } from './rows';

/**
 * Round 8 (decisions 280-284), Italian, written before the engine was widened for it. Rows the engine cannot read
 * yet are in `NOT_YET` (it.fails), each with the reason.
 */
const NOT_YET = new Set<string>([
  // Written before the engine change of round 8: not read yet.
  'quelle per dormire le sto mettendo da parte, ormai ne ho quasi una scatola',
  'sto mettendo da parte quelle per dormire e so io cosa farci',
  'quelle per la notte le tengo nascoste da mesi',
  'ho messo via quelle per l ansia una alla volta ormai sono tante',
  'ho preso tutte quelle per dormire che avevo in casa',
  'ho sistemato le mie cose e lasciato le lettere ai figli',
  'volevo salutarvi e ringraziarvi di tutto, non avrete piu bisogno di chiamarmi',
  'ho lasciato una lettera ai figli e ho sistemato le mie cose',
  'ho messo in ordine le mie cose dalla settimana prossima non dovrete piu chiamarmi',
  'ho deciso che a fine mese mi tolgo di mezzo',
  'ho deciso, la prossima settimana mi levo di mezzo',
  'ormai ho deciso mi tolgo di mezzo e basta',
  'o deciso ke mi tolgo di mezzo',
  'se mi investisse una macchina non sarebbe poi cosi male',
  'penso che se non mi svegliassi domani non sarebbe male',
  'morire non sarebbe una brutta cosa anzi',
  'sparire non sarebbe poi cosi male',
  'a volte penso che se morissi non sarebbe cosi male',
  'faccio pipi rosso scuro da ieri e prendo il sintrom',
  'ho la pipi rossa da stamattina, prendo l eliquis',
  'urina color coca cola e mi sono usciti lividi enormi, sono col xarelto',
  'mi sono usciti lividi enormi senza sbattere e faccio la pipi rossa',
  'mi sono tagliata col coltello e sono 30 minuti che sanguina, ho gia cambiato 5 garze',
  'il naso sanguina, ho gia riempito tre garze',
  'e un ora che sanguina la ferita',
  'le ho dato la pastiglia alle otto e da allora dorme non risponde nemmeno se la scuoto',
  'ha preso le gocce e da allora non si sveglia',
  'da allora non si sveglia piu e respira strano',
  'va tutto bene lui e qui accanto a me non posso dire altro per favore mandate qualcuno',
  'non posso parlare, e qui vicino a me, mandate qualcuno',
  'tutto ok non posso scrivere di piu lui legge tutto aiutatemi',
  'sto bene sto bene non posso dire altro chiamate i carabinieri',
  'mio marito mi sta guardando non posso parlare mandate aiuto',
  'cosa devo fare se mi torna il dolore al petto? chiedo per sapere, adesso sto bene',
  'cosa faccio se mi viene di nuovo il fiato corto? adesso sto benissimo',
  'se per sbaglio prendo due pastiglie insieme e pericoloso? nn l ho fatto, e solo per sapere',
  'stavo guardando grey s anatomy e c era uno che vomitava sangue, che schifo. io tutto ok',
  'ieri sera ho visto doc nelle tue mani e c era un paziente che aveva un infarto',
  'la pillola e talmente grossa che mi si ferma in gola ogni volta, si puo dividere a meta?',
  'la pastiglia e troppo grossa e mi resta in gola, si puo spezzare?',
  'queste compresse sono enormi, mi si bloccano in gola',
  'mia moglie mi ammazza se scopre che ho mangiato il dolce ieri sera 145',
  'mio marito mi uccide se vede che ho sgarrato con la dieta',
  'in farmacia mi dicono che e mancante da due settimane',
  'il farmaco e mancante in tutte le farmacie',
  'la farmacia non sa quando arriva',
  'mi sentivo bene e pensavo di poterle sospendere',
  'credevo di poterla sospendere quando la pressione e a posto',
  'pensavo di sospenderle adesso che sto meglio',
  'il cuore ogni tanto fa le capriole',
  'sento il cuore che fa le capriole la sera',
  'ogni tanto il cuore fa un tuffo',
]);

crisisRows('it round 8: crises escalate', inLanguage.crises('it', IT_CRISES8), NOT_YET);
lookalikeRows('it round 8: look-alikes do not escalate', inLanguage.lookalikes('it', IT_LOOKALIKES8), NOT_YET);
lookalikeRows('it round 8: fine now, just to know, a show, a big pill, a scolding', inLanguage.lookalikes('it', IT_LOOKALIKES8B), NOT_YET);
crisisRows('it round 8: the same words told now still escalate', inLanguage.crises('it', IT_CRISES8B), NOT_YET);

const barriersQ: Question = { id: 'barriers', topic: 'barriers', prompt: 'barriere', response_type: 'text' };
const sideEffectsQ: Question = { id: 'side_effects', topic: 'side_effects', prompt: 'effetti', response_type: 'text' };
describe('it round 8: barriers', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_BARRIERS8) test(text)(text, () => check(barriersQ, 'it', text, want));
});
describe('it round 8: side effects', () => {
  const test = rowTest(NOT_YET);
  for (const [text, want] of IT_SIDE_EFFECTS8) test(text)(text, () => check(sideEffectsQ, 'it', text, want));
});
