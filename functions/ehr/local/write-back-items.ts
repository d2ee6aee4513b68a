import type { WriteOperation } from '../../core/storage/port';
import type { ConversationResults, WrittenBack } from '../write-back';
import { noteItem, vitalItem } from './items';
import { questionnaireResponseKey } from './keys';

/**
 * The local backend's records of a finished conversation. Their ids and keys derive from the
 * conversation id, and the note is written on the condition that it does not exist yet, in one
 * transaction with the rest: a repeated job changes nothing (If-None-Exist, as on a FHIR server).
 */

/** A FHIR-valid id (`[a-z0-9-.]`, at most 64) from the conversation id. */
const idFor = (prefix: string, conversationId: string, suffix = ''): string =>
  `${prefix}-${conversationId.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}${suffix}`.slice(0, 64);

export const writeBackIds = (results: ConversationResults): WrittenBack => ({
  note_id: idFor('note', results.conversation_id),
  reading_ids: results.scores.map((score) => idFor('vit', results.conversation_id, `-${score.reading.type.replace('_', '-')}`)),
  questionnaire_response_id: results.questionnaire ? idFor('qr', results.conversation_id) : null,
});

/** The note first (its condition is operation 0 of these), then the readings and the questionnaire response. */
export const writeBackOperations = (orgId: string, results: ConversationResults, ids: WrittenBack): WriteOperation[] => {
  const patientId = results.patient_id;
  const note = noteItem(orgId, { ...results.note, id: ids.note_id, version: 1 });
  const readings = results.scores.map((score, i) => vitalItem(orgId, patientId, { ...score.reading, id: ids.reading_ids[i]! }));
  const questionnaire = ids.questionnaire_response_id
    ? [
        {
          put: {
            ...questionnaireResponseKey(orgId, patientId, results.conversation_id),
            entity: 'ehr_questionnaire_response',
            id: ids.questionnaire_response_id,
            conversation_id: results.conversation_id,
            protocol: results.protocol,
            authored: results.completed_at,
            items: results.questionnaire,
          },
        },
      ]
    : [];
  return [{ put: note, condition: { notExists: 'pk' } }, ...readings.map((put) => ({ put })), ...questionnaire];
};
