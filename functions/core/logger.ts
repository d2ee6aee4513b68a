import { Logger } from '@aws-lambda-powertools/logger';
import { CREDENTIAL_PATTERNS, REDACTED } from './credentials';

/**
 * The service's structured JSON logger (Powertools). Phone numbers, names, e-mail addresses, API
 * keys, webhook secrets and authorization headers never reach the log: attributes with a sensitive
 * name are replaced, and every string value is scrubbed of anything shaped like a key, a secret,
 * a bearer token or a phone number. Log identifiers, never people.
 */

export { REDACTED };

const SENSITIVE_ATTRIBUTE = /^(phone|phone_number|phone_numbers|mobile|first_name|last_name|full_name|patient_name|email|date_of_birth|dob|address|api_key|apikey|key|secret|webhook_secret|password|token|access_token|authorization|x-api-key|cookie|set-cookie|body|raw_body|text)$/i;

const SENSITIVE_TEXT: RegExp[] = [
  ...CREDENTIAL_PATTERNS,
  /Bearer\s+[^\s"',]+/gi,
  // Phone numbers: international (+…), US national formats, and bare runs of 10-15 digits.
  /\+\d[\d\s().-]{6,}\d/g,
  /\(\d{3}\)\s?\d{3}[-.\s]\d{4}/g,
  /\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/g,
  /%2B\d{7,15}/gi,
  /(?<!\d)\d{10,15}(?!\d)/g,
];

/**
 * Attributes the logger itself writes (the Lambda context's among them: a function's ARN holds the
 * 12-digit account id, which is no phone number), and identifiers careloop generates: left as they are.
 */
const LOGGER_ATTRIBUTES = new Set(['timestamp', 'level', 'service', 'xray_trace_id', 'function_request_id', 'function_arn', 'function_name', 'function_version', 'request_id', 'org_id', 'key_id', 'engagement_id', 'route']);

export const scrubText = (text: string): string =>
  SENSITIVE_TEXT.reduce((scrubbed, pattern) => scrubbed.replace(pattern, REDACTED), text);

/** JSON replacer used for every log record. */
export const redactingReplacer = (key: string, value: unknown): unknown => {
  if (key !== '' && SENSITIVE_ATTRIBUTE.test(key) && value !== null && value !== undefined) return REDACTED;
  if (typeof value === 'string' && !LOGGER_ATTRIBUTES.has(key)) return scrubText(value);
  return value;
};

const logLevel = (): string => {
  const level = process.env.LOG_LEVEL ?? 'INFO';
  return level === 'SILENT' ? 'SILENT' : level;
};

/**
 * The logger at `LOG_LEVEL=SILENT`, which prints nothing, ever: the level is read once, at import,
 * and nothing sets another. Powertools would still do each invocation's work (the Lambda context
 * added, keys appended and reset, every call's level and buffering checks, which read the
 * environment several times) for lines nobody sees; this one skips it.
 */
class SilentLogger extends Logger {
  override addContext(): void {}
  override appendKeys(): void {}
  override resetKeys(): void {}
  override refreshSampleRateCalculation(): void {}
  protected override processLogItem(): void {}
}

const level = logLevel();
const options = {
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'careloop',
  logLevel: level as 'INFO',
  jsonReplacerFn: redactingReplacer,
  persistentKeys: { stage: process.env.STAGE ?? 'unknown' },
};

export const logger: Logger = level === 'SILENT' ? new SilentLogger(options) : new Logger(options);
