import { describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/core/errors';
import { fromFhirEncounterNote, fromFhirVitalSign } from '../../functions/ehr/fhir-mapping';
import { identifierSearch, toFhirConversationNote, writeBackResources } from '../../functions/ehr/fhir/write-back-resources';
import { checkedVitalSign } from '../../functions/ehr/records';
import { conversationResultsOf } from '../../functions/ehr/write-back';
import { ehrWriteBackJobSchema, type EhrWriteBackJob } from '../../functions/ehr/write-back-job';

/** The pure half of the write-back: a job → the proxy's records → FHIR R4 resources. */

const job: EhrWriteBackJob = ehrWriteBackJobSchema.parse({
  organization_id: 'org_1',
  stage: 'sandbox',
  conversation_id: 'conv_01J',
  patient_id: 'pat-7',
  protocol: 'bhi_screen',
  completed_at: '2026-01-31T23:59:59+02:00',
  summary: 'PHQ-9 21 (severe)',
  extracted_data: { phq9_total: 21 },
  scores: { phq9: { total: 21, severity: 'severe' }, gad7: { total: 0, severity: 'none' } },
  answers: [
    { question_id: 'phq9_1', text: 'Little interest?', value: 3 },
    { question_id: 'mood', text: 'Mood (1-5)?', value: 2.5 },
  ],
});

describe('write-back resources', () => {
  it('a Composition for the patient, final, identified by the conversation, read back as its note', () => {
    const { composition } = writeBackResources(job);
    expect(composition).toMatchObject({
      resourceType: 'Composition',
      identifier: { system: 'urn:careloop:conversation', value: 'conv_01J' },
      status: 'final',
      subject: { reference: 'Patient/pat-7' },
      date: '2026-01-31T21:59:59.000Z',
    });
    const note = fromFhirEncounterNote(composition);
    expect(note).toMatchObject({ appointment_id: null, conversation_id: 'conv_01J', text_content: 'PHQ-9 21 (severe)', intake_questionnaire: { phq9_total: 21 } });
    expect(note?.json_content.assessment).toBe('PHQ-9 total: 21 (severe)\nGAD-7 total: 0 (none)');
  });

  it('PHQ-9 and GAD-7 totals as survey Observations with their LOINC codes and one identifier each, read back as readings', () => {
    const { observations } = writeBackResources(job);
    expect(observations.map((o) => [o.code?.coding?.[0]?.system, o.code?.coding?.[0]?.code, o.category?.[0]?.coding?.[0]?.code, o.identifier])).toEqual([
      ['http://loinc.org', '44261-6', 'survey', [{ system: 'urn:careloop:conversation', value: 'conv_01J/phq9_total' }]],
      ['http://loinc.org', '70274-6', 'survey', [{ system: 'urn:careloop:conversation', value: 'conv_01J/gad7_total' }]],
    ]);
    expect(observations.map((o) => fromFhirVitalSign(o))).toEqual([
      { id: '', type: 'phq9_total', value: 21, unit: '{score}', recorded_at: '2026-01-31T21:59:59.000Z' },
      { id: '', type: 'gad7_total', value: 0, unit: '{score}', recorded_at: '2026-01-31T21:59:59.000Z' },
    ]);
  });

  it('a QuestionnaireResponse of every answer only when a questionnaire was scored', () => {
    expect(writeBackResources(job).questionnaireResponse?.item).toEqual([
      { linkId: 'phq9_1', text: 'Little interest?', answer: [{ valueInteger: 3 }] },
      { linkId: 'mood', text: 'Mood (1-5)?', answer: [{ valueDecimal: 2.5 }] },
    ]);
    const unscored = writeBackResources({ ...job, scores: undefined });
    expect(unscored.questionnaireResponse).toBeUndefined();
    expect(unscored.observations).toEqual([]);
    expect(unscored.composition.section?.some((s) => s.title === 'Questionnaire results')).toBe(false);
  });

  it('links the note to what was written with it', () => {
    const composition = toFhirConversationNote(conversationResultsOf(job), { questionnaireResponseId: 'qr-1', observationIds: ['o-1', 'o-2'] });
    expect(composition.section?.find((s) => s.title === 'Questionnaire results')?.entry).toEqual([
      { reference: 'Observation/o-1' },
      { reference: 'Observation/o-2' },
      { reference: 'QuestionnaireResponse/qr-1' },
    ]);
  });

  it('refuses a total outside its instrument (a job that can never be written)', () => {
    expect(() => conversationResultsOf({ ...job, scores: { gad7: { total: 22, severity: 'severe' } } })).toThrow(ApiError);
    expect(() => conversationResultsOf({ ...job, scores: { phq9: { total: 4.5, severity: 'none' } } })).toThrow(ApiError);
    expect(() => checkedVitalSign({ type: 'phq9_total', value: 27 }, 0, '', new Date(0))).not.toThrow();
    expect(() => checkedVitalSign({ type: 'phq9_total', value: -1 }, 0, '', new Date(0))).toThrow(ApiError);
  });

  it('escapes the reserved characters of a token search', () => {
    expect(identifierSearch({ system: 'urn:careloop:conversation', value: 'a|b,c$d\\e' })).toBe(
      `identifier=${encodeURIComponent('urn:careloop:conversation|a\\|b\\,c\\$d\\\\e')}`,
    );
  });
});
