import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/engine/engine';
import type { Question } from '../../functions/engine/types';
import { IT_BARRIERS, IT_CRISES, IT_LOOKALIKES } from './it-paraphrases';
import { Q, check } from './rows';

/**
 * Italian crises, look-alikes and barriers written before the engine was widened for them
 * (rows in it-paraphrases.ts). A row listed in FAILING is one the engine does not read yet.
 */
const FAILING = new Set<string>([
  'mi faccio del male con la lametta quando sto cosi',
  'penso spesso a come morire',
  'non vale piu la pena andare avanti',
  'ho esagerato con le gocce, ne ho prese sessanta',
  'mi sono imbottita di pillole',
  'ha la bocca piegata da una parte di colpo',
  'faccio la pipi piena di sangue da ieri',
  'ha avuto un attacco epilettico',
  'ho paura a tornare a casa',
  'se avessi dolore al petto cosa devo fare?',
  'o faccio la spesa o compro le medicine',
  'questo mese sono al verde',
  'abito in campagna e di corriere non ne passano',
  'la sera crollo sul divano e la salto',
  'ero dai parenti e non me le ero portate',
  'il farmaco e carente, non si trova da nessuna parte',
  'il dottore mi ha spiegato ma non ci ho capito niente',
  'me la dimentico e quando me ne ricordo e finita',
  'i soldi non sono un problema',
  'ho capito benissimo come prenderla',
  'costa un patrimonio',
  'la pago di tasca mia e non ce la faccio',
  'sono disoccupato e non posso comprarla',
  'non ho un passaggio',
  'vivo in montagna e scendere in paese e un problema',
  'la memoria non e piu quella di una volta',
  'avevo mille cose da fare',
  'la mattina vado di fretta e la salto',
  'in farmacia mi hanno detto che non arriva prima di lunedi',
  'la ricetta elettronica non mi e arrivata',
  'il farmacista dice che e fuori produzione',
  'non so se devo prenderla anche quando la pressione e buona',
  'ho smesso perche pensavo di essere guarito',
  'non ci stiamo dentro con le spese',
  'le faccio durare saltando qualche giorno',
  'prendo una pastiglia ogni due giorni cosi la scatola dura il doppio',
  'la nuova cura non e coperta dal servizio sanitario e costa cara',
  'con l aumento delle bollette non riesco a comprarle',
  'aspetto che mi paghino per ricomprarle',
  'economicamente e un brutto periodo',
  'il mio ragazzo ha preso la macchina per lavoro',
  'la navetta per l ospedale non c e piu',
  'abito fuori citta e senza auto e dura',
  'ho la gamba ingessata e non posso uscire per andare in farmacia',
  'ho fatto il turno di notte e ho saltato la dose',
  'nel fine settimana perdo il ritmo',
  'mi capita di non ricordarmi',
  'non riesco a ricordarmi di prenderla',
  'mi fa sentire giu e allora l ho lasciata',
  'la farmacia era senza',
  'non ho ancora la ricetta',
  'la farmacia non le aveva',
  'mi mancava la ricetta',
  'la farmacia e sempre senza questo farmaco',
  'il dottore non mi ha detto per quanto tempo prenderla',
  'credevo fosse un antidolorifico',
]);
const barriersQ: Question = { id: 'why_missed', topic: 'barriers', prompt: 'perche', response_type: 'text' };
const test = (text: string) => (FAILING.has(text) ? it.fails : it);

describe('Italian crises escalate with their category', () => {
  for (const [category, text] of IT_CRISES) {
    test(text)(`${category}: ${text}`, () => {
      const r = interpret(Q.notes, text, 'it');
      expect(r.escalation?.type).toBe('safety');
      expect(r.keywords).toContain(`safety:${category}`);
    });
  }
});

describe('Italian look-alikes do not escalate', () => {
  for (const text of IT_LOOKALIKES) {
    test(text)(text, () => expect(interpret(Q.notes, text, 'it').escalation).toBeNull());
  }
});

describe('Italian barriers and their hard negatives', () => {
  for (const [text, want] of IT_BARRIERS) test(text)(text, () => check(barriersQ, 'it', text, want));
});
