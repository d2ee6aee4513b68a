import type { ProtocolCreate } from './schemas';

/**
 * Turns the text of a protocol document (plain text or Markdown; a PDF's or a DOCX's text arrives
 * here in the same form) into a protocol create request, and says what it could not place.
 * Pure: no I/O, no clock. The rules are listed in docs/protocol-upload.md.
 */

type Question = ProtocolCreate['questions'][number];
type Frequency = ProtocolCreate['frequency'];
type Channel = ProtocolCreate['channels'][number];

export interface ParsedDocument {
  protocol: ProtocolCreate;
  /** What the parser could not place, in document order. */
  warnings: string[];
}

export interface DocumentInput {
  text: string;
  /** The uploaded file's name, for the protocol's name when the document has no title. */
  filename?: string;
}

const MAX_QUESTIONS = 50;
const MAX_NAME = 120;
const MAX_PROMPT = 1000;
const MAX_DESCRIPTION = 2000;
const MAX_KEYWORDS = 100;
const MAX_THRESHOLD = 1e6;
const QUOTED_LINE_CHARS = 80;

interface Line {
  number: number;
  /** Without Markdown emphasis, list markers and numbering. */
  text: string;
  headingLevel: number;
  /** A numbered or bulleted item (candidate question inside a questions section). */
  listItem: boolean;
}

interface Draft {
  prompt: string;
  line: number;
  notes: Line[];
}

// ── Lines ────────────────────────────────────────────────────────────────────

const stripEmphasis = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const LIST_MARKER = /^(?:[-*+•▪◦‣]\s+|q(?:uestion)?\s*\d{1,3}\s*[.):\-–]\s*|\d{1,3}\s*[.):]\s*|\(?[a-z]\)\s+)/i;

const toLine = (raw: string, index: number): Line | undefined => {
  let text = raw.replace(/\t/g, ' ').trim();
  if (!text || /^(-{3,}|\*{3,}|_{3,}|=+)$/.test(text)) return undefined;
  const heading = /^(#{1,6})\s+(.*)$/.exec(text);
  const headingLevel = heading ? (heading[1] as string).length : 0;
  if (heading) text = heading[2] as string;
  const listItem = !heading && LIST_MARKER.test(text);
  if (listItem) text = text.replace(LIST_MARKER, '');
  text = stripEmphasis(text);
  return text ? { number: index + 1, text, headingLevel, listItem } : undefined;
};

const documentLines = (text: string): Line[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((raw, index) => toLine(raw, index) ?? []);

const quote = (line: Line): string =>
  `line ${line.number}: "${line.text.length > QUOTED_LINE_CHARS ? `${line.text.slice(0, QUOTED_LINE_CHARS)}…` : line.text}"`;

// ── Labelled fields ──────────────────────────────────────────────────────────

const FIELD = /^(title|name|protocol(?: name)?|objective|goal|purpose|aim|description|summary|frequency|schedule|channels?)\s*:\s*(.*)$/i;

type FieldName = 'name' | 'objective' | 'description' | 'frequency' | 'channels';

const fieldOf = (label: string): FieldName => {
  const l = label.toLowerCase();
  if (['title', 'name', 'protocol', 'protocol name'].includes(l)) return 'name';
  if (['objective', 'goal', 'purpose', 'aim'].includes(l)) return 'objective';
  if (['description', 'summary'].includes(l)) return 'description';
  if (['frequency', 'schedule'].includes(l)) return 'frequency';
  return 'channels';
};

const FREQUENCIES: Array<[RegExp, Frequency]> = [
  [/\b(daily|every day|once a day)\b/i, 'daily'],
  [/\b(weekly|every week|once a week)\b/i, 'weekly'],
  [/\b(monthly|every month|once a month)\b/i, 'monthly'],
  [/\b(one[- ]time|once)\b/i, 'one_time'],
];

const frequencyOf = (value: string): Frequency | undefined => FREQUENCIES.find(([pattern]) => pattern.test(value))?.[1];

const channelsOf = (value: string): Channel[] => {
  const found = new Set<Channel>();
  if (/\b(voice|phone call|call)s?\b/i.test(value)) found.add('voice');
  if (/\b(sms|text messages?)\b/i.test(value)) found.add('sms');
  if (/\bwhats ?app\b/i.test(value)) found.add('whatsapp');
  return [...found];
};

/** Headings that open a part of the document without being its title. */
const SECTION = /^(questions?|question list|check-?in questions|questionnaire|escalation|escalations?|escalation (rules|criteria|policy)|red flags|when to escalate|objective|goal|purpose|description|overview|notes?)\b/i;
const isQuestionsSection = (text: string) => /^(questions?|question list|check-?in questions|questionnaire)\b/i.test(text);
const isEscalationSection = (text: string) => /^(escalations?|red flags|when to escalate)\b/i.test(text);
const isObjectiveSection = (text: string) => /^(objective|goal|purpose)\b/i.test(text);

// ── Questions ────────────────────────────────────────────────────────────────

/** A prompt ends with a question mark, possibly followed by a parenthesised or bracketed hint. */
const QUESTION_LINE = /^(.{3,}?\?)\s*(.*)$/;

const SCALE = /\b(?:from\s+|between\s+|scale\s+(?:of\s+)?)?(-?\d{1,4})\s*(?:-|–|—|to|and)\s*(-?\d{1,4})\b/i;

const NUMERIC_CUES = /\b(how many|how much|how often|number of|rate|rating|score|scale|what (?:is|was) your (?:blood pressure|weight|temperature|heart rate|pulse|blood sugar|glucose|oxygen|saturation))\b/i;
/** A reading the patient reports as a number ("Fasting blood sugar this morning"). */
const MEASUREMENTS = /\b(blood sugar|glucose|weight|temperature|blood pressure|heart rate|pulse|oxygen|saturation|steps|peak flow)\b/i;
const TEXT_CUES = /\b(describe|tell (?:me|us)|explain|anything else|what (?:else|kind|type|happened)|which|why|how (?:are|is|do|did|have) you (?:feel|feeling|been|doing|manag))/i;
const BOOLEAN_START = /^(do|does|did|are|is|was|were|have|has|had|can|could|will|would|should|shall|may|any)\b/i;
const YES_NO = /\b(yes\s*\/\s*no|yes or no|y\/n)\b/i;
const CHOICES = /\b(?:(?:choose|pick|select)\b|one of\b)|\(\s*[a-d]\s*\)/i;

/** An explicit type given after the prompt: "(yes/no)", "[numeric]", "Type: free text". */
const declaredType = (hint: string): Question['response_type'] | undefined => {
  if (/\b(numeric|number|0\s*-\s*10|scale)\b/i.test(hint)) return 'numeric';
  if (/\b(yes\s*\/\s*no|yes or no|boolean|y\/n)\b/i.test(hint)) return 'boolean';
  if (/\b(free[- ]?text|text|open|choice|choices)\b/i.test(hint)) return 'text';
  return undefined;
};

const scaleOf = (text: string): { min: number; max: number } | undefined => {
  const match = SCALE.exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min < max ? { min, max } : undefined;
};

/** numeric (a scale or a count), boolean (a yes/no question), else free text (open and multiple-choice questions alike). */
export const inferResponseType = (prompt: string, hint = ''): Question['response_type'] => {
  const declared = hint ? declaredType(hint) : undefined;
  if (declared) return declared;
  if (YES_NO.test(prompt)) return 'boolean';
  if (scaleOf(prompt) || NUMERIC_CUES.test(prompt)) return 'numeric';
  if (CHOICES.test(prompt) || TEXT_CUES.test(prompt)) return 'text';
  // "Is it better, the same, or worse?" offers choices; "Is the wound red or swollen?" is still a yes/no question.
  if (BOOLEAN_START.test(prompt) && !/,[^,?]+,?\s+or\b|\beither\b/i.test(prompt)) return 'boolean';
  return MEASUREMENTS.test(prompt) ? 'numeric' : 'text';
};

const TOPICS: Array<[RegExp, string]> = [
  [/\bpain|hurt|ache/i, 'pain'],
  [/\bmedication|medicine|pill|dose|tablet|inhaler|insulin/i, 'medication'],
  [/\bside effects?/i, 'side_effects'],
  [/\bsleep/i, 'sleep'],
  [/\bmood|depress|anxious|anxiety|down|hopeless/i, 'mood'],
  [/\bbreath|short of breath|cough/i, 'breathing'],
  [/\bblood pressure/i, 'blood_pressure'],
  [/\bweight/i, 'weight'],
  [/\btemperature|fever/i, 'temperature'],
  [/\bglucose|blood sugar/i, 'glucose'],
  [/\bexercise|walk|physical activity|physio/i, 'activity'],
  [/\bappetite|eat|diet|meal/i, 'nutrition'],
  [/\bwound|incision|swelling|dressing/i, 'wound'],
  [/\bappointment|visit|follow-up/i, 'appointment'],
  [/\bsmok|cigarette|tobacco/i, 'smoking'],
  [/\balcohol|drinks?\b/i, 'alcohol'],
];

const STOP_WORDS = new Set(['a', 'an', 'the', 'you', 'your', 'do', 'does', 'did', 'are', 'is', 'have', 'has', 'how', 'what', 'any', 'in', 'on', 'of', 'to', 'from', 'for', 'with', 'today', 'been', 'were', 'was', 'last', 'past', 'this', 'that', 'there', 'would', 'like', 'please']);

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const topicOf = (prompt: string): string => {
  const known = TOPICS.find(([pattern]) => pattern.test(prompt))?.[1];
  if (known) return known;
  const words = slug(prompt).split('_').filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return words.slice(0, 3).join('_').slice(0, 64).replace(/_+$/, '') || 'question';
};

const uniqueId = (base: string, taken: Set<string>): string => {
  const root = base.slice(0, 60) || 'question';
  let id = root;
  for (let n = 2; taken.has(id); n += 1) id = `${root}_${n}`;
  taken.add(id);
  return id;
};

// ── Escalation rules ─────────────────────────────────────────────────────────

const NUMBER = '(-?\\d+(?:[.,]\\d+)?)';
/** "7 or above", "at least 7", "≥ 7": the engine's own rule (at or above). */
const AT_OR_ABOVE = new RegExp(`(?:${NUMBER}\\s*(?:or|and)\\s*(?:above|higher|more|over|greater)|(?:at least|at or above|≥|>=)\\s*${NUMBER}|${NUMBER}\\s*\\+)`, 'i');
/** "above 7", "over 7", "more than 7", "> 7". */
const ABOVE = new RegExp(`(?:above|over|greater than|more than|higher than|exceeds?|exceeding|>)\\s*${NUMBER}`, 'i');
const BELOW = new RegExp(`(?:below|under|less than|lower than|<|≤|<=)\\s*${NUMBER}`, 'i');
const ESCALATION_VERB = /\b(escalat\w*|call|notify|alert|contact|page|refer|flag|urgent|emergency|911|112|999|red flag)\b/i;
const KEYWORD_RULES = [
  /\b(?:mentions?|reports?|says?|describes?|complains? (?:of|about)|experiences?|uses? the words?|words?)\b\s*:?\s*(.+)$/i,
  /\b(?:has|have|having|with)\b\s*:?\s*(.+)$/i,
];
const CRITICAL = /\b(911|112|999|emergency|immediately|right away|ambulance|a&e|er\b)/i;
const FOLLOW_UP = /^if (?:no|not|the answer is no|they say no|false)\s*[,:]?\s*(?:ask|then ask|follow up with|follow-up)\s*:?\s*(.+)$/i;

const toNumber = (text: string): number => Number(text.replace(',', '.'));

interface Threshold {
  value: number;
  strict: boolean;
}

const thresholdIn = (text: string): Threshold | undefined => {
  const inclusive = AT_OR_ABOVE.exec(text);
  if (inclusive) return { value: toNumber((inclusive[1] ?? inclusive[2] ?? inclusive[3]) as string), strict: false };
  const strict = ABOVE.exec(text);
  return strict ? { value: toNumber(strict[1] as string), strict: true } : undefined;
};

/** "chest pain, fainting or shortness of breath" → three keywords; quotes and trailing clauses dropped. */
export const keywordsIn = (text: string): string[] => {
  const match = KEYWORD_RULES.map((rule) => rule.exec(text)).find((found) => found !== null);
  if (!match) return [];
  const phrase = (match[1] as string)
    .replace(/\b(?:escalate|call|notify|alert|contact|then|,?\s*(?:please\s+)?(?:escalate|call)\b).*$/i, '')
    .replace(/[.;!]+$/, '');
  return phrase
    .split(/\s*(?:,|;|\/|\bor\b|\band\b)\s*/i)
    .map((word) =>
      word
        .replace(/^(?:any|a|an|the|of|about)\s+/i, '')
        .replace(/["“”‘’()]/g, '')
        .trim()
        .replace(/[.;:!]+$/, '')
        .trim()
        .toLowerCase(),
    )
    .filter((word) => word.length >= 2 && word.length <= 100 && !/^(it|this|that|them|any|anything)$/.test(word));
};

const isEscalationRule = (text: string): boolean => ESCALATION_VERB.test(text) || /^if\b/i.test(text);

const TYPE_LINE = /^(type|response|answer|response type)\s*:/i;
const isRuleLike = (text: string): boolean => isEscalationRule(text) || TYPE_LINE.test(text);

// ── Assembling ───────────────────────────────────────────────────────────────

const nameFromFilename = (filename: string | undefined): string | undefined => {
  const base = filename?.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_-]+/g, ' ').trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : undefined;
};

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

interface Collected {
  name?: string;
  objective?: string;
  description: string[];
  frequency?: Frequency;
  channels?: Channel[];
  drafts: Draft[];
  /** Escalation rules that are not under a question: keywords for every text question. */
  globalRules: Line[];
  warnings: string[];
}

const applyField = (collected: Collected, line: Line, field: FieldName, value: string): void => {
  if (!value) return;
  if (field === 'name') collected.name ??= value;
  else if (field === 'objective') collected.objective = collected.objective ? `${collected.objective} ${value}` : value;
  else if (field === 'description') collected.description.push(value);
  else if (field === 'frequency') {
    const frequency = frequencyOf(value);
    if (frequency) collected.frequency = frequency;
    else collected.warnings.push(`Frequency not understood (${quote(line)}); the protocol runs one_time`);
  } else {
    const channels = channelsOf(value);
    if (channels.length > 0) collected.channels = channels;
    else collected.warnings.push(`Channels not understood (${quote(line)}); the protocol uses voice`);
  }
};

const collect = (lines: Line[]): Collected => {
  const collected: Collected = { description: [], drafts: [], globalRules: [], warnings: [] };
  let section: 'preamble' | 'objective' | 'questions' | 'escalation' | 'other' = 'preamble';
  let sawTitle = false;
  for (const line of lines) {
    if (line.headingLevel > 0) {
      if (!sawTitle && !SECTION.test(line.text) && collected.drafts.length === 0) {
        collected.name ??= line.text;
        sawTitle = true;
        continue;
      }
      section = isQuestionsSection(line.text) ? 'questions' : isEscalationSection(line.text) ? 'escalation' : isObjectiveSection(line.text) ? 'objective' : 'other';
      if (section === 'other' && !SECTION.test(line.text)) section = collected.drafts.length > 0 ? 'questions' : 'other';
      continue;
    }
    const field = FIELD.exec(line.text);
    if (field && !line.text.endsWith('?')) {
      applyField(collected, line, fieldOf(field[1] as string), (field[2] as string).trim());
      continue;
    }
    const question = QUESTION_LINE.exec(line.text);
    if (question && section !== 'escalation' && !/^if\b/i.test(line.text)) {
      collected.drafts.push({ prompt: question[1] as string, line: line.number, notes: question[2] ? [{ ...line, text: question[2] as string }] : [] });
      continue;
    }
    // Under a questions heading, a list item that is not a rule is a question even without its question mark.
    if (section === 'questions' && line.listItem && !isRuleLike(line.text)) {
      collected.drafts.push({ prompt: line.text, line: line.number, notes: [] });
      continue;
    }
    const current = collected.drafts.at(-1);
    if (section === 'escalation' || (!current && ESCALATION_VERB.test(line.text) && keywordsIn(line.text).length > 0)) {
      collected.globalRules.push(line);
    } else if (current && (section === 'questions' || section === 'preamble' || section === 'other')) {
      current.notes.push(line);
    } else if (section === 'objective') {
      applyField(collected, line, 'objective', line.text);
    } else if (!sawTitle && !line.listItem && collected.description.length === 0 && line.text.length <= MAX_NAME && !/[.:]$/.test(line.text)) {
      // A first short line that is not a sentence is the document's title (PDF and DOCX have no Markdown headings).
      collected.name ??= line.text;
      sawTitle = true;
    } else if (section === 'questions' && line.listItem) {
      collected.warnings.push(`A rule before any question, not placed: ${quote(line)}`);
    } else {
      collected.description.push(line.text);
    }
  }
  return collected;
};

interface BuiltQuestion {
  question: Question;
  warnings: string[];
  protocolWideRules: Line[];
}

/** Places one line under a question; a keyword rule that only a free-text question can carry is handed back for the whole protocol. */
const placeNote = (question: Question, note: Line, warnings: string[]): 'protocol-wide' | void => {
  const followUp = FOLLOW_UP.exec(note.text);
  if (followUp) {
    if (question.response_type === 'boolean') question.follow_up_if_false = clip(followUp[1] as string, MAX_PROMPT);
    else warnings.push(`A follow-up for a "no" applies to yes/no questions only (question ${question.id}), not placed: ${quote(note)}`);
    return;
  }
  if (TYPE_LINE.test(note.text) && declaredType(note.text)) return;
  const severity = CRITICAL.test(note.text) ? 'critical' : undefined;
  const threshold = thresholdIn(note.text);
  if (threshold) {
    if (question.response_type !== 'numeric' || Math.abs(threshold.value) >= MAX_THRESHOLD) {
      warnings.push(
        question.response_type === 'numeric'
          ? `A threshold out of range (question ${question.id}), not placed: ${quote(note)}`
          : `A numeric threshold on a ${question.response_type} question (${question.id}), not placed: ${quote(note)}`,
      );
      return;
    }
    const integerScale = question.scale !== undefined && Number.isInteger(question.scale.min) && Number.isInteger(question.scale.max);
    if (threshold.strict && integerScale && Number.isInteger(threshold.value)) question.escalation_threshold = threshold.value + 1;
    else {
      question.escalation_threshold = threshold.value;
      if (threshold.strict) warnings.push(`Question ${question.id} escalates at ${threshold.value} or more: the engine's thresholds include their value (${quote(note)})`);
    }
    if (severity) question.escalation_severity = severity;
    return;
  }
  if (BELOW.test(note.text) && ESCALATION_VERB.test(note.text)) {
    warnings.push(`Escalation on a low value is not supported (thresholds escalate at or above), not placed: ${quote(note)}`);
    return;
  }
  if (isEscalationRule(note.text)) {
    const keywords = keywordsIn(note.text);
    if (keywords.length > 0 && question.response_type === 'text') {
      question.escalation_keywords = [...new Set([...(question.escalation_keywords ?? []), ...keywords])].slice(0, MAX_KEYWORDS);
      if (severity) question.escalation_severity = severity;
      return;
    }
    // Keywords under a numeric or yes/no question: the engine listens for keywords on free-text replies only.
    if (keywords.length > 0) return 'protocol-wide';
  }
  warnings.push(`Not understood, not placed: ${quote(note)}`);
};

const buildQuestion = (draft: Draft, taken: Set<string>): BuiltQuestion => {
  const warnings: string[] = [];
  const protocolWideRules: Line[] = [];
  const hint = draft.notes.find((note) => note.number === draft.line)?.text ?? '';
  const typeLine = draft.notes.find((note) => TYPE_LINE.test(note.text));
  const response_type = inferResponseType(draft.prompt, `${hint} ${typeLine?.text ?? ''}`.trim());
  const topic = topicOf(draft.prompt);
  const question: Question = { id: uniqueId(slug(topic), taken), topic, prompt: clip(draft.prompt, MAX_PROMPT), response_type };
  const scale = response_type === 'numeric' ? scaleOf(draft.prompt) ?? scaleOf(hint) : undefined;
  if (scale) question.scale = scale;
  for (const note of draft.notes) {
    // The hint that only declared the type ("(yes/no)") is used up.
    if (note.number === draft.line && declaredType(note.text) && !thresholdIn(note.text) && !isEscalationRule(note.text)) continue;
    if (placeNote(question, note, warnings) === 'protocol-wide') protocolWideRules.push(note);
  }
  return { question, warnings, protocolWideRules };
};

const applyGlobalRules = (questions: Question[], rules: Line[], warnings: string[]): void => {
  const textQuestions = questions.filter((q) => q.response_type === 'text');
  for (const rule of rules) {
    const keywords = keywordsIn(rule.text);
    if (keywords.length === 0) {
      warnings.push(
        thresholdIn(rule.text)
          ? `A threshold not under a question: put it under the question it is about, not placed: ${quote(rule)}`
          : `Escalation rule not understood, not placed: ${quote(rule)}`,
      );
      continue;
    }
    if (textQuestions.length === 0) {
      warnings.push(`Escalation keywords need a free-text question to listen on, none in the document; not placed: ${quote(rule)}`);
      continue;
    }
    for (const question of textQuestions) {
      question.escalation_keywords = [...new Set([...(question.escalation_keywords ?? []), ...keywords])].slice(0, MAX_KEYWORDS);
      if (CRITICAL.test(rule.text)) question.escalation_severity = 'critical';
    }
  }
};

/** The protocol a document describes; `protocol.questions` is empty when it holds no question. */
export const parseProtocolDocument = ({ text, filename }: DocumentInput): ParsedDocument => {
  const collected = collect(documentLines(text));
  const warnings = [...collected.warnings];
  const taken = new Set<string>();
  if (collected.drafts.length > MAX_QUESTIONS) {
    warnings.push(`Only the first ${MAX_QUESTIONS} questions are kept; ${collected.drafts.length - MAX_QUESTIONS} more were dropped`);
  }
  const questions: Question[] = [];
  for (const draft of collected.drafts.slice(0, MAX_QUESTIONS)) {
    const built = buildQuestion(draft, taken);
    questions.push(built.question);
    warnings.push(...built.warnings);
    collected.globalRules.push(...built.protocolWideRules);
  }
  applyGlobalRules(questions, collected.globalRules, warnings);
  const name = clip(collected.name ?? nameFromFilename(filename) ?? 'Uploaded protocol', MAX_NAME);
  const description = collected.description.join(' ');
  const protocol: ProtocolCreate = {
    name,
    ...(collected.objective ? { objective: clip(collected.objective, MAX_DESCRIPTION) } : {}),
    ...(description ? { description: clip(description, MAX_DESCRIPTION) } : {}),
    frequency: collected.frequency ?? 'one_time',
    channels: collected.channels ?? ['voice'],
    questions,
  };
  return { protocol, warnings };
};
