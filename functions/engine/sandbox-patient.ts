import { findQuestion } from './engine';
import { SMALL_NUMBER_WORDS } from './understand/lexicon/number-units';
import { fnv1a } from './understand/text';
import type { ConversationState, Language, Localized, ProtocolDefinition, Question } from './types';

/**
 * The simulated patient of the sandbox (DESIGN §8). Pure: the reply depends only on the phone
 * number, the engagement id and the conversation so far.
 *
 * | phone         | behaviour                                                                        |
 * |---------------|----------------------------------------------------------------------------------|
 * | +15005550100  | answers everything well: best value on every scale, "yes" to every yes/no,        |
 * |               | nothing to report in free text → completed, risk low, adherence 1                 |
 * | +15005550101  | never answers (always silent)                                                     |
 * | +15005550102  | answers well, except the first question whose threshold escalates at `high`:      |
 * |               | a value above it → clinical_risk, severity high, risk high                        |
 * | +15005550103  | says at its first free-text question (or its first question, after an answer)    |
 * |               | that the pills cost too much and make it nauseous → barriers cost + side_effects, |
 * |               | side effect nausea, risk medium                                                  |
 * | +15005550104  | answers the first half of the protocol's questions, then goes silent              |
 * | +15005550105  | crisis language at its first reply → safety escalation, critical                  |
 * | +15005550199  | interactive: the caller waits for real replies                                    |
 * | any other     | varied, mostly benign answers derived from a hash of the engagement id            |
 */

export type SimulatedReply = { kind: 'reply'; text: string } | { kind: 'silent' } | { kind: 'interactive' };

export const SANDBOX_NUMBERS = {
  allWell: '+15005550100',
  neverAnswers: '+15005550101',
  thresholdEscalation: '+15005550102',
  costAndSideEffect: '+15005550103',
  stopsHalfway: '+15005550104',
  crisis: '+15005550105',
  interactive: '+15005550199',
} as const;

type L5 = Required<Localized>;
const l = (en: string, it: string, es: string, de: string, fr: string): L5 => ({ en, it, es, de, fr });

const YES = l('Yes', 'Sì', 'Sí', 'Ja', 'Oui');
const ALL_FINE = l(
  'No, everything is fine, thank you.',
  'No, va tutto bene, grazie.',
  'No, todo bien, gracias.',
  'Nein, alles in Ordnung, danke.',
  'Non, tout va bien, merci.',
);
const TOPIC_REPLIES: Record<string, L5> = {
  chief_complaint: l('Just my regular check-up.', 'Solo il controllo di routine.', 'Solo mi revisión de rutina.', 'Nur meine Routinekontrolle.', 'Juste mon bilan habituel.'),
  medications: l('Just a vitamin D supplement.', 'Solo un integratore di vitamina D.', 'Solo un suplemento de vitamina D.', 'Nur ein Vitamin-D-Präparat.', 'Seulement un complément de vitamine D.'),
  allergies: l('No allergies that I know of.', 'Nessuna allergia, che io sappia.', 'Ninguna alergia, que yo sepa.', 'Keine Allergien, soweit ich weiß.', 'Aucune allergie, à ma connaissance.'),
  self_monitoring: l(
    'My blood pressure has been around 125 over 80.',
    'La pressione è stata intorno a 125 su 80.',
    'La tensión ha estado alrededor de 125 de máxima y 80 de mínima.',
    'Mein Blutdruck lag meistens bei etwa 125 zu 80.',
    'Ma tension tourne autour de 12,5 sur 8.',
  ),
  care_goals: l(
    "I'd like to walk a little every day.",
    'Vorrei camminare un po’ ogni giorno.',
    'Me gustaría caminar un poco cada día.',
    'Ich möchte jeden Tag ein bisschen spazieren gehen.',
    'J’aimerais marcher un peu tous les jours.',
  ),
};
const COST_AND_NAUSEA = l(
  'The pills are too expensive for me right now, and they make me nauseous.',
  'Le pastiglie costano troppo per me in questo periodo, e mi danno la nausea.',
  'Las pastillas son demasiado caras para mí ahora mismo y me dan náuseas.',
  'Die Tabletten sind mir im Moment zu teuer, und mir wird davon übel.',
  'Les comprimés coûtent trop cher pour moi en ce moment, et ils me donnent la nausée.',
);
const YES_BUT = l('Yes, but', 'Sì, però', 'Sí, pero', 'Ja, aber', 'Oui, mais');
const CRISIS = l(
  "Honestly, I don't want to live anymore.",
  'Sinceramente, non voglio più vivere.',
  'La verdad, ya no quiero vivir.',
  'Ehrlich gesagt will ich nicht mehr leben.',
  'Honnêtement, je ne veux plus vivre.',
);

// Varied replies for the other numbers.
const YES_VARIANTS: Record<Language, string[]> = {
  en: ['Yes', 'Yep', 'Yes, of course', 'Sure', 'Yeah, I have', 'yes'],
  it: ['Sì', 'Sì, certo', 'Certo', 'Sì sì', 'Esatto', 'si'],
  es: ['Sí', 'Sí, claro', 'Claro que sí', 'Sí, por supuesto', 'Vale, sí', 'si'],
  de: ['Ja', 'Ja, klar', 'Genau', 'Ja, natürlich', 'Jawohl', 'ja'],
  fr: ['Oui', 'Oui, bien sûr', 'Ouais', 'Tout à fait', 'Oui oui', 'oui'],
};
const NO_VARIANTS: Record<Language, string[]> = {
  en: ['No, not always', 'Not really'],
  it: ['No, non sempre', 'Non proprio'],
  es: ['No, no siempre', 'La verdad es que no'],
  de: ['Nein, nicht immer', 'Eher nicht'],
  fr: ['Non, pas toujours', 'Pas vraiment'],
};
const BENIGN_TEXT: Record<Language, string[]> = {
  en: ['No, nothing to report.', 'All good, thanks.', "Not really, I'm doing fine.", 'No, nothing new.'],
  it: ['No, niente da segnalare.', 'Tutto bene, grazie.', 'No, sto bene.', 'Niente di nuovo.'],
  es: ['No, nada que contar.', 'Todo bien, gracias.', 'No, estoy bien.', 'Nada nuevo.'],
  de: ['Nein, nichts Besonderes.', 'Alles gut, danke.', 'Nein, mir geht es gut.', 'Nichts Neues.'],
  fr: ['Non, rien à signaler.', 'Tout va bien, merci.', 'Non, je vais bien.', 'Rien de nouveau.'],
};
const MILD_TEXT: Record<Language, string[]> = {
  en: ["I've been a bit tired some days, but otherwise fine.", 'Sometimes I forget my evening dose, but I am trying.'],
  it: ['Alcuni giorni sono un po’ stanco, ma per il resto bene.', 'A volte dimentico la dose della sera, ma ci provo.'],
  es: ['Algunos días estoy un poco cansado, pero por lo demás bien.', 'A veces se me olvida la dosis de la noche, pero lo intento.'],
  de: ['An manchen Tagen bin ich etwas müde, aber sonst geht es.', 'Manchmal vergesse ich die Abenddosis, aber ich gebe mir Mühe.'],
  fr: ['Certains jours je suis un peu fatigué, mais sinon ça va.', 'Parfois j’oublie la prise du soir, mais j’essaie.'],
};
const APPROX: L5 = l('about', 'circa', 'unos', 'etwa', 'environ');
const I_D_SAY: L5 = l("I'd say", 'Direi', 'Diría que', 'Ich würde sagen', 'Je dirais');
const CHOICE_WORDS: Record<'phq_frequency' | 'phq_difficulty', Record<Language, [string, string]>> = {
  phq_frequency: {
    en: ['not at all', 'several days'],
    it: ['per niente', 'diversi giorni'],
    es: ['para nada', 'varios días'],
    de: ['überhaupt nicht', 'an einzelnen Tagen'],
    fr: ['jamais', 'plusieurs jours'],
  },
  phq_difficulty: {
    en: ['not difficult at all', 'somewhat difficult'],
    it: ['per niente difficile', 'piuttosto difficile'],
    es: ['nada difícil', 'un poco difícil'],
    de: ['überhaupt nicht erschwert', 'etwas erschwert'],
    fr: ['pas du tout difficile', 'un peu difficile'],
  },
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function goodReply(q: Question, language: Language): string {
  if (q.response_type === 'boolean') return YES[language];
  if (q.response_type === 'numeric') return String(q.scale?.min ?? 0);
  return (TOPIC_REPLIES[q.topic] ?? ALL_FINE)[language];
}

/** The first question whose threshold escalates at `high` (what +15005550102 answers above). */
function highThresholdQuestion(protocol: ProtocolDefinition): Question | undefined {
  return protocol.questions.find(
    (q) => q.response_type === 'numeric' && q.escalation_threshold !== undefined && (q.escalation_severity ?? 'high') === 'high',
  );
}

export function simulatedReply(input: {
  engagementId: string;
  phone: string;
  protocol: ProtocolDefinition;
  state: ConversationState;
  language: Language;
}): SimulatedReply {
  const { engagementId, phone, protocol, state } = input;
  const language: Language = (['en', 'it', 'es', 'de', 'fr'] as const).includes(input.language) ? input.language : 'en';
  if (phone === SANDBOX_NUMBERS.interactive) return { kind: 'interactive' };
  if (phone === SANDBOX_NUMBERS.neverAnswers) return { kind: 'silent' };
  if (state.status !== 'awaiting_reply' || !state.current_question_id) return { kind: 'silent' };
  const q = findQuestion(protocol, state.current_question_id);
  if (!q) return { kind: 'silent' };
  const reply = (text: string): SimulatedReply => ({ kind: 'reply', text });

  switch (phone) {
    case SANDBOX_NUMBERS.allWell:
      return reply(goodReply(q, language));
    case SANDBOX_NUMBERS.crisis:
      return reply(CRISIS[language]);
    case SANDBOX_NUMBERS.stopsHalfway:
      if (state.patient_turns >= Math.floor(protocol.questions.length / 2)) return { kind: 'silent' };
      return reply(goodReply(q, language));
    case SANDBOX_NUMBERS.thresholdEscalation: {
      const target = highThresholdQuestion(protocol);
      if (target && q.id === target.id) {
        const threshold = target.escalation_threshold as number;
        const max = target.scale?.max ?? threshold + 1;
        return reply(String(Math.min(max, threshold + 1)));
      }
      if (!target && q.response_type === 'text' && q.escalation_keywords && q.escalation_keywords.length > 0) {
        return reply(q.escalation_keywords[0] as string);
      }
      return reply(goodReply(q, language));
    }
    case SANDBOX_NUMBERS.costAndSideEffect: {
      const firstText = protocol.questions.find((x) => x.response_type === 'text');
      const targetId = firstText ? firstText.id : protocol.questions[0]?.id;
      if (q.id !== targetId) return reply(goodReply(q, language));
      if (q.response_type === 'text') return reply(COST_AND_NAUSEA[language]);
      if (q.response_type === 'boolean') return reply(`${YES_BUT[language]} ${lowerFirst(COST_AND_NAUSEA[language])}`);
      return reply(`${goodReply(q, language)}. ${COST_AND_NAUSEA[language]}`);
    }
    default:
      return reply(variedReply(q, engagementId, state, language));
  }
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Mostly benign, varied answers from a hash of the engagement id and the point in the conversation. */
function variedReply(q: Question, engagementId: string, state: ConversationState, language: Language): string {
  const h = fnv1a(`${engagementId}|${q.id}|${state.answers.length}`);
  const style = h % 5;
  const roll = (h >>> 8) % 100;
  if (q.response_type === 'boolean') {
    if (q.follow_up_if_false !== undefined && roll < 15) return pick(NO_VARIANTS[language], h >>> 16);
    return pick(YES_VARIANTS[language], h >>> 16);
  }
  if (q.response_type === 'text') {
    const topical = TOPIC_REPLIES[q.topic];
    if (topical && roll < 70) return topical[language];
    if (roll < 10 || q.id.endsWith('__follow_up')) return pick(MILD_TEXT[language], h >>> 16);
    return pick(BENIGN_TEXT[language], h >>> 16);
  }
  const min = q.scale?.min ?? 0;
  const max = q.scale?.max ?? 10;
  const ceiling = Math.min(max, q.escalation_threshold !== undefined ? q.escalation_threshold - 1 : max, min + 3);
  // Mostly the lowest values: 0 half the time, then 1, 2, 3.
  const v = Math.min(ceiling, min + (roll < 50 ? 0 : roll < 80 ? 1 : roll < 93 ? 2 : 3));
  if (q.choices) {
    // Screening items: mostly "not at all", sometimes "several days".
    const words = CHOICE_WORDS[q.choices][language];
    const c = Math.min(ceiling, min + (roll < 80 ? 0 : 1));
    if (style < 2) return words[c - min] as string;
    return String(c);
  }
  const word = SMALL_NUMBER_WORDS[language][v] ?? String(v);
  switch (style) {
    case 0:
      return String(v);
    case 1:
      return word;
    case 2:
      return `${APPROX[language]} ${v}`;
    case 3:
      return v + 1 <= ceiling ? `${v}-${v + 1}` : String(v);
    default:
      return `${I_D_SAY[language]} ${word}`;
  }
}
