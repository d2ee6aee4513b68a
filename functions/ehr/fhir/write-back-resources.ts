import type { Composition, Identifier, Observation, QuestionnaireResponse, QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes';
import type { ConversationAnswer, ConversationResults, ConversationScore } from '../write-back';
import { conversationResultsOf } from '../write-back';
import type { EhrWriteBackJob } from '../write-back-job';
import { referenceTo, SYSTEMS, toFhirEncounterNote, toFhirVitalSign } from '../fhir-mapping';

/**
 * A finished conversation's results as FHIR R4 resources (pure). Every resource carries an
 * identifier in `urn:careloop:conversation`: the conversation id for the Composition and the
 * QuestionnaireResponse, `<conversation id>/<score type>` for each total's Observation. The fhir
 * backend creates each with `If-None-Exist: identifier=…`, so a repeated job finds them.
 */

/** careloop's questionnaires, named by protocol (no server needs to resolve the canonical URL). */
const QUESTIONNAIRE_BASE = 'https://careloop.dev/fhir/Questionnaire/';
/** The Composition section that lists what the conversation wrote beside the note. */
const RESULTS_SECTION = 'conversation-results';

export const conversationIdentifier = (value: string): Identifier & { system: string; value: string } => ({ system: SYSTEMS.conversation, value });

export const scoreIdentifier = (results: ConversationResults, score: ConversationScore) => conversationIdentifier(`${results.conversation_id}/${score.reading.type}`);

/** Token search characters a value must escape (FHIR search: `\`, `|`, `,`, `$`). */
const escapeToken = (value: string): string => value.replace(/[\\|,$]/g, (c) => `\\${c}`);

/** The search an `If-None-Exist` header (or a search) finds a resource by. */
export const identifierSearch = (identifier: { system: string; value: string }): string =>
  new URLSearchParams({ identifier: `${identifier.system}|${escapeToken(identifier.value)}` }).toString();

const answerOf = (value: ConversationAnswer['value']): QuestionnaireResponseItemAnswer[] | undefined => {
  if (value === null) return undefined;
  if (typeof value === 'boolean') return [{ valueBoolean: value }];
  if (typeof value === 'string') return [{ valueString: value }];
  return [Number.isInteger(value) ? { valueInteger: value } : { valueDecimal: value }];
};

/** Undefined for a conversation that administered no scored questionnaire. */
export const toFhirConversationQuestionnaireResponse = (results: ConversationResults): QuestionnaireResponse | undefined =>
  results.questionnaire
    ? {
        resourceType: 'QuestionnaireResponse',
        identifier: conversationIdentifier(results.conversation_id),
        questionnaire: `${QUESTIONNAIRE_BASE}${results.protocol}`,
        status: 'completed',
        subject: referenceTo('Patient', results.patient_id),
        authored: results.completed_at,
        author: { display: 'careloop' },
        // An answer the engine did not understand is an item without an answer.
        item: results.questionnaire.map((answer) => ({ linkId: answer.question_id, text: answer.text, ...(answerOf(answer.value) ? { answer: answerOf(answer.value) } : {}) })),
      }
    : undefined;

/** A total as a `survey` Observation (LOINC 44261-6 or 70274-6), its band as interpretation text. */
export const toFhirConversationScore = (results: ConversationResults, score: ConversationScore, questionnaireResponseId?: string): Observation => ({
  ...toFhirVitalSign(score.reading, results.patient_id),
  identifier: [scoreIdentifier(results, score)],
  interpretation: [{ text: score.severity }],
  ...(questionnaireResponseId ? { derivedFrom: [referenceTo('QuestionnaireResponse', questionnaireResponseId)] } : {}),
});

/** The note as the proxy's encounter notes are written (functions/ehr/fhir-mapping.ts), final, listing what was written with it. */
export const toFhirConversationNote = (results: ConversationResults, written: { questionnaireResponseId?: string; observationIds?: string[] } = {}): Composition => {
  const note = toFhirEncounterNote(results.note);
  const entries = [
    ...(written.observationIds ?? []).map((id) => referenceTo('Observation', id)),
    ...(written.questionnaireResponseId ? [referenceTo('QuestionnaireResponse', written.questionnaireResponseId)] : []),
  ];
  return {
    ...note,
    status: 'final',
    title: `Conversation note (${results.protocol})`,
    section: [
      ...(note.section ?? []),
      ...(entries.length > 0
        ? [{ title: 'Questionnaire results', code: { coding: [{ system: SYSTEMS.noteSection, code: RESULTS_SECTION }] }, entry: entries }]
        : []),
    ],
  };
};

/** Every resource of a job, unlinked (the backend links them as the server names them). */
export const writeBackResources = (job: EhrWriteBackJob) => {
  const results = conversationResultsOf(job);
  return {
    questionnaireResponse: toFhirConversationQuestionnaireResponse(results),
    observations: results.scores.map((score) => toFhirConversationScore(results, score)),
    composition: toFhirConversationNote(results),
  };
};
