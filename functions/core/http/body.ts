import { invalidRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

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

/** Nesting depth of a parsed JSON value, computed without recursion (any depth is safe to measure). */
export const jsonDepth = (value: unknown): number => {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
};

/** Parses a JSON body: 415 for another media type, 400 `invalid_request` for malformed or too deeply nested JSON. */
export const parseJsonBody = (raw: Buffer | undefined, contentType: string | undefined): unknown => {
  if (!raw || raw.length === 0) throw invalidRequest('A JSON request body is required');
  if (!isJsonMediaType(contentType)) throw unsupportedMediaType(contentType, 'application/json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw invalidRequest('The request body is not valid JSON', { reason: (error as Error).message.slice(0, 200) });
  }
  if (jsonDepth(parsed) > MAX_JSON_DEPTH) throw invalidRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  return parsed;
};
