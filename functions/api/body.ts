import { invalidRequest, payloadTooLarge, unsupportedMediaType } from '../core/errors';

/** Largest JSON body a handler accepts (DESIGN §5). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const rawBodyOf = (body: string | undefined, isBase64Encoded: boolean | undefined): Buffer | undefined =>
  body === undefined || body === null ? undefined : Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');

export const assertBodySize = (raw: Buffer | undefined, limit = MAX_JSON_BODY_BYTES): void => {
  if (raw && raw.length > limit) throw payloadTooLarge(limit);
};

const isJsonMediaType = (contentType: string | undefined): boolean => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' || (mediaType?.startsWith('application/') === true && mediaType.endsWith('+json'));
};

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Nesting depth of a parsed JSON value, computed without recursion (any depth is safe to measure),
 * and whether it holds a number JSON.parse could only read as Infinity (`1e400`).
 */
export const inspectJson = (value: unknown): { depth: number; finite: boolean } => {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'number' && !Number.isFinite(current)) return { depth: deepest, finite: false };
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return { depth: deepest, finite: true };
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return { depth: deepest, finite: true };
};

// ignoreBOM keeps a byte order mark in the text, where JSON.parse refuses it, as before.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses a JSON body: 415 for another media type, 400 `invalid_request` for a missing body (naming
 * the fields the route expects, when it knows them), invalid UTF-8, malformed or too deeply nested
 * JSON, or a number out of range.
 */
export const parseJsonBody = (raw: Buffer | undefined, contentType: string | undefined, expected?: string): unknown => {
  if (!raw || raw.length === 0) {
    throw invalidRequest(expected ? `A JSON request body is required: ${expected}` : 'A JSON request body is required', expected ? { expected } : undefined);
  }
  if (!isJsonMediaType(contentType)) throw unsupportedMediaType(contentType, 'application/json');
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw invalidRequest('The request body is not valid UTF-8');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw invalidRequest('The request body is not valid JSON', { reason: (error as Error).message.slice(0, 200) });
  }
  const { depth, finite } = inspectJson(parsed);
  if (depth > MAX_JSON_DEPTH) throw invalidRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  if (!finite) throw invalidRequest('The request body holds a number too large to represent');
  return parsed;
};
