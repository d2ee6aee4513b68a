import type { AgentText } from '../../functions/engine/agent-texts';
import type { Branding, Language } from '../../functions/engine/types';

/**
 * The SMS segment budget of every built-in agent text (docs/channels.md, "Cost"; decision 77).
 *
 * Every text the engine sends for a built-in protocol must fit ONE segment, except the ones
 * listed in EXCEPTIONS, which may not take more segments than listed. The exceptions are justified
 * by kind (see docs/channels.md):
 * - `opening`: the greeting and the first question are one message, and a white label puts its
 *   introduction before them (`+brand`);
 * - `reprompt`: "sorry", the question again and the answer hint are one message;
 * - `closing+brand`: the support number and the brand's sign-off follow the closing;
 * - a question of the PHQ-9/GAD-7 screen (`bhi_screen`): the instrument's item wording and its
 *   answer scale are kept whole;
 * - Spanish and French texts whose accented letters (á í ó ú, â ê î ô û ç) force UCS-2, 70
 *   characters a segment, and whose clinical wording does not fit 70 characters.
 * A shorter wording lowers an entry (the test fails on an entry that is no longer needed); a
 * longer one must be argued here, since every extra segment is billed on every engagement.
 */
export const BRAND: Branding = { brand_name: 'Riverside Family Health', agent_name: 'Ava', support_phone: '+14155550123' };

/** `kind[:question_id][+brand]` */
export const budgetKey = (text: AgentText, branded: boolean): string =>
  `${text.kind}${text.question_id && text.kind !== 'opening' ? `:${text.question_id}` : ''}${branded && WHITE_LABELLED.has(text.kind) ? '+brand' : ''}`;

/** The kinds a white label changes (an introduction before the opening, a sign-off after the closing). */
export const WHITE_LABELLED = new Set<AgentText['kind']>(['opening', 'closing']);

/**
 * Letters a language needs that GSM 03.38 lacks: the only characters allowed to make a text
 * UCS-2. Typographic quotes and apostrophes, dashes, ellipses and emoji never are.
 */
export const UCS2_LETTERS: Record<Language, string> = {
  en: '',
  de: '',
  it: 'ÈÌÒÙÀ',
  es: 'áíóúÁÍÓÚ',
  fr: 'âêîôûçëïœÂÊÎÔÛËÏŒÀÈ',
};

export const EXCEPTIONS: Record<string, Partial<Record<Language, Record<string, number>>>> = {
  medication_adherence: {
    en: { 'reprompt:missed_days': 2, 'reprompt:symptom_burden': 2, 'opening+brand': 2 },
    it: { 'reprompt:missed_days': 2, 'reprompt:symptom_burden': 2, 'opening+brand': 2, 'closing+brand': 2 },
    es: { 'opening': 4, 'reprompt:taken_as_prescribed': 3, 'question:missed_days': 2, 'reprompt:missed_days': 3, 'question:side_effects': 3, 'question:symptom_burden': 3, 'reprompt:symptom_burden': 4, 'reprompt:enough_supply': 2, 'question:questions_for_team': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 5, 'closing+brand': 3 },
    de: { 'reprompt:taken_as_prescribed': 2, 'reprompt:missed_days': 2, 'reprompt:symptom_burden': 2, 'opening+brand': 2, 'closing+brand': 2 },
    fr: { 'opening': 4, 'reprompt:taken_as_prescribed': 2, 'reprompt:missed_days': 2, 'question:side_effects': 2, 'question:symptom_burden': 3, 'reprompt:symptom_burden': 4, 'opening+brand': 6, 'closing+brand': 2 },
  },
  post_discharge: {
    en: { 'opening': 2, 'reprompt:pain_level': 2, 'reprompt:understands_instructions': 2, 'opening+brand': 3, 'closing+brand': 2 },
    it: { 'opening': 2, 'reprompt:pain_level': 2, 'reprompt:understands_instructions': 2, 'opening+brand': 3, 'closing+brand': 2 },
    es: { 'opening': 5, 'reprompt:pain_level': 3, 'reprompt:understands_instructions': 3, 'reprompt:has_new_medications': 3, 'reprompt:taking_medications': 2, 'question:new_symptoms': 3, 'reprompt:follow_up_appointment': 2, 'reprompt:support_at_home': 2, 'follow_up:support_at_home__follow_up': 2, 'question:questions_for_team': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 6, 'closing+brand': 3 },
    de: { 'opening': 3, 'reprompt:pain_level': 2, 'reprompt:understands_instructions': 2, 'reprompt:has_new_medications': 2, 'reprompt:taking_medications': 2, 'opening+brand': 3, 'closing+brand': 2 },
    fr: { 'opening': 5, 'reprompt:pain_level': 2, 'reprompt:understands_instructions': 2, 'reprompt:taking_medications': 3, 'question:new_symptoms': 4, 'opening+brand': 6, 'closing+brand': 2 },
  },
  chronic_care_checkin: {
    en: { 'opening': 2, 'reprompt:condition_burden': 2, 'reprompt:missed_days': 2, 'opening+brand': 3, 'closing+brand': 2 },
    it: { 'opening': 2, 'reprompt:condition_burden': 2, 'reprompt:missed_days': 2, 'opening+brand': 3, 'closing+brand': 2 },
    es: { 'opening': 5, 'reprompt:condition_burden': 3, 'reprompt:taking_medications': 2, 'question:missed_days': 2, 'reprompt:missed_days': 3, 'question:home_readings': 3, 'question:questions_for_team': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 6, 'closing+brand': 3 },
    de: { 'opening': 2, 'reprompt:condition_burden': 2, 'reprompt:missed_days': 2, 'opening+brand': 3, 'closing+brand': 2 },
    fr: { 'opening': 5, 'reprompt:condition_burden': 4, 'reprompt:missed_days': 2, 'question:home_readings': 2, 'opening+brand': 6, 'closing+brand': 2 },
  },
  intake: {
    en: { 'reprompt:pain_level': 2, 'opening+brand': 2, 'closing+brand': 2 },
    it: { 'reprompt:pain_level': 2, 'opening+brand': 2, 'closing+brand': 2 },
    es: { 'opening': 4, 'question:pain_level': 2, 'reprompt:pain_level': 3, 'reprompt:stable_housing': 2, 'follow_up:stable_housing__follow_up': 2, 'reprompt:transport_to_appointments': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 6, 'closing+brand': 3 },
    de: { 'reprompt:pain_level': 2, 'opening+brand': 2 },
    fr: { 'opening': 2, 'reprompt:pain_level': 2, 'reprompt:stable_housing': 2, 'opening+brand': 3, 'closing+brand': 2 },
  },
  follow_up: {
    en: { 'opening': 2, 'reprompt:symptom_severity': 2, 'opening+brand': 3, 'closing+brand': 2 },
    it: { 'opening': 2, 'reprompt:symptom_severity': 2, 'opening+brand': 3, 'closing+brand': 2 },
    es: { 'opening': 4, 'reprompt:symptom_severity': 3, 'reprompt:feeling_better': 2, 'reprompt:following_plan': 3, 'question:side_effects': 3, 'question:questions_for_team': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 6, 'closing+brand': 3 },
    de: { 'opening': 2, 'reprompt:symptom_severity': 2, 'reprompt:following_plan': 2, 'opening+brand': 3, 'closing+brand': 2 },
    fr: { 'opening': 5, 'reprompt:symptom_severity': 4, 'reprompt:following_plan': 2, 'question:side_effects': 2, 'opening+brand': 6, 'closing+brand': 2 },
  },
  ccm_checkin: {
    en: { 'opening': 2, 'reprompt:overall_health': 2, 'reprompt:missed_days': 2, 'opening+brand': 2, 'closing+brand': 2 },
    it: { 'opening': 2, 'reprompt:overall_health': 2, 'reprompt:missed_days': 2, 'opening+brand': 3, 'closing+brand': 2 },
    es: { 'opening': 4, 'reprompt:overall_health': 3, 'reprompt:taking_medications': 2, 'question:missed_days': 2, 'reprompt:missed_days': 3, 'question:stayed_out_of_hospital': 2, 'reprompt:stayed_out_of_hospital': 3, 'closing': 3, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 5, 'closing+brand': 4 },
    de: { 'opening': 2, 'reprompt:overall_health': 2, 'reprompt:missed_days': 2, 'reprompt:stayed_out_of_hospital': 2, 'opening+brand': 3, 'closing+brand': 2 },
    fr: { 'opening': 4, 'reprompt:overall_health': 3, 'reprompt:missed_days': 2, 'question:social_needs': 3, 'opening+brand': 6, 'closing+brand': 2 },
  },
  bhi_screen: {
    en: { 'opening': 3, 'reprompt:phq9_1': 2, 'reprompt:phq9_2': 2, 'question:phq9_3': 2, 'reprompt:phq9_3': 2, 'reprompt:phq9_4': 2, 'reprompt:phq9_5': 2, 'question:phq9_6': 2, 'reprompt:phq9_6': 2, 'question:phq9_7': 2, 'reprompt:phq9_7': 2, 'question:phq9_8': 2, 'reprompt:phq9_8': 3, 'question:phq9_9': 2, 'reprompt:phq9_9': 2, 'question:phq9_difficulty': 2, 'reprompt:phq9_difficulty': 2, 'reprompt:gad7_1': 2, 'reprompt:gad7_2': 2, 'reprompt:gad7_3': 2, 'reprompt:gad7_4': 2, 'reprompt:gad7_5': 2, 'reprompt:gad7_6': 2, 'question:gad7_7': 2, 'reprompt:gad7_7': 2, 'opening+brand': 4, 'closing+brand': 2 },
    it: { 'opening': 4, 'reprompt:phq9_1': 2, 'question:phq9_2': 2, 'reprompt:phq9_2': 2, 'question:phq9_3': 2, 'reprompt:phq9_3': 2, 'question:phq9_4': 2, 'reprompt:phq9_4': 2, 'reprompt:phq9_5': 2, 'question:phq9_6': 2, 'reprompt:phq9_6': 2, 'question:phq9_7': 2, 'reprompt:phq9_7': 2, 'question:phq9_8': 2, 'reprompt:phq9_8': 3, 'question:phq9_9': 2, 'reprompt:phq9_9': 2, 'question:phq9_difficulty': 2, 'reprompt:phq9_difficulty': 2, 'question:gad7_1': 2, 'reprompt:gad7_1': 2, 'question:gad7_2': 2, 'reprompt:gad7_2': 2, 'reprompt:gad7_3': 2, 'reprompt:gad7_4': 2, 'question:gad7_5': 2, 'reprompt:gad7_5': 2, 'reprompt:gad7_6': 2, 'question:gad7_7': 2, 'reprompt:gad7_7': 2, 'opening+brand': 4, 'closing+brand': 2 },
    es: { 'opening': 8, 'reprompt:phq9_1': 4, 'question:phq9_2': 3, 'reprompt:phq9_2': 4, 'question:phq9_3': 4, 'reprompt:phq9_3': 5, 'question:phq9_4': 3, 'reprompt:phq9_4': 4, 'question:phq9_5': 3, 'reprompt:phq9_5': 4, 'question:phq9_6': 4, 'reprompt:phq9_6': 5, 'question:phq9_7': 4, 'reprompt:phq9_7': 5, 'question:phq9_8': 5, 'reprompt:phq9_8': 6, 'question:phq9_9': 4, 'reprompt:phq9_9': 5, 'question:phq9_difficulty': 4, 'reprompt:phq9_difficulty': 5, 'question:gad7_1': 3, 'reprompt:gad7_1': 4, 'question:gad7_2': 4, 'reprompt:gad7_2': 5, 'question:gad7_3': 3, 'reprompt:gad7_3': 4, 'question:gad7_4': 3, 'reprompt:gad7_4': 4, 'question:gad7_5': 4, 'reprompt:gad7_5': 5, 'question:gad7_6': 3, 'reprompt:gad7_6': 4, 'question:gad7_7': 3, 'reprompt:gad7_7': 4, 'closing': 3, 'safety_escalation': 2, 'opening+brand': 9, 'closing+brand': 4 },
    de: { 'opening': 4, 'reprompt:phq9_1': 2, 'question:phq9_2': 2, 'reprompt:phq9_2': 2, 'question:phq9_3': 2, 'reprompt:phq9_3': 2, 'question:phq9_4': 2, 'reprompt:phq9_4': 2, 'question:phq9_5': 2, 'reprompt:phq9_5': 2, 'question:phq9_6': 2, 'reprompt:phq9_6': 3, 'question:phq9_7': 2, 'reprompt:phq9_7': 3, 'question:phq9_8': 3, 'reprompt:phq9_8': 3, 'question:phq9_9': 2, 'reprompt:phq9_9': 2, 'question:phq9_difficulty': 2, 'reprompt:phq9_difficulty': 3, 'question:gad7_1': 2, 'reprompt:gad7_1': 2, 'question:gad7_2': 2, 'reprompt:gad7_2': 2, 'question:gad7_3': 2, 'reprompt:gad7_3': 2, 'question:gad7_4': 2, 'reprompt:gad7_4': 2, 'question:gad7_5': 2, 'reprompt:gad7_5': 2, 'question:gad7_6': 2, 'reprompt:gad7_6': 2, 'question:gad7_7': 2, 'reprompt:gad7_7': 2, 'closing': 2, 'opening+brand': 5, 'closing+brand': 2 },
    fr: { 'opening': 9, 'reprompt:phq9_1': 4, 'question:phq9_2': 3, 'reprompt:phq9_2': 4, 'question:phq9_3': 4, 'reprompt:phq9_3': 5, 'question:phq9_4': 3, 'reprompt:phq9_4': 4, 'question:phq9_5': 3, 'reprompt:phq9_5': 4, 'question:phq9_6': 5, 'reprompt:phq9_6': 6, 'question:phq9_7': 4, 'reprompt:phq9_7': 5, 'question:phq9_8': 5, 'reprompt:phq9_8': 6, 'question:phq9_9': 4, 'reprompt:phq9_9': 5, 'question:phq9_difficulty': 4, 'reprompt:phq9_difficulty': 5, 'question:gad7_1': 4, 'reprompt:gad7_1': 5, 'question:gad7_2': 4, 'reprompt:gad7_2': 5, 'question:gad7_3': 4, 'reprompt:gad7_3': 5, 'question:gad7_4': 3, 'reprompt:gad7_4': 4, 'question:gad7_5': 4, 'reprompt:gad7_5': 5, 'question:gad7_6': 4, 'reprompt:gad7_6': 5, 'question:gad7_7': 4, 'reprompt:gad7_7': 5, 'closing': 3, 'opening+brand': 10, 'closing+brand': 4 },
  },
  care_gap: {
    en: { 'reprompt:health_bother': 2, 'opening+brand': 2 },
    it: { 'reprompt:health_bother': 2, 'opening+brand': 2 },
    es: { 'opening': 4, 'reprompt:aware_of_gap': 2, 'reprompt:already_booked': 2, 'follow_up:already_booked__follow_up': 2, 'question:health_bother': 2, 'reprompt:health_bother': 3, 'question:wants_help_booking': 2, 'reprompt:wants_help_booking': 2, 'closing': 2, 'escalation': 2, 'safety_escalation': 2, 'opening+brand': 6, 'closing+brand': 3 },
    de: { 'reprompt:health_bother': 2, 'reprompt:wants_help_booking': 2, 'opening+brand': 2 },
    fr: { 'opening': 5, 'reprompt:health_bother': 2, 'opening+brand': 6, 'closing+brand': 2 },
  },
};
