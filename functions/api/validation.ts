import type * as z from 'zod/mini';
import { ApiError, type ProxyErrorCode, invalidField, missingField } from '../core/errors';

type Issue = z.core.$ZodIssue;

/** What zod/mini says of an issue whose check was given no message of its own (no locale is loaded). */
const ZOD_DEFAULT_MESSAGE = 'Invalid input';

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, segment) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment] : undefined), input);

const fieldName = (prefix: string, path: PropertyKey[]): string =>
  [prefix, ...path.map(String)].filter(Boolean).join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]');

const expectation = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      // A pattern's own words (z.regex(…, {message})) say more than "regex".
      return issue.format === 'regex' && issue.message !== ZOD_DEFAULT_MESSAGE ? issue.message : issue.format;
    case 'too_small':
      return `${issue.origin === 'string' ? 'length' : issue.origin === 'array' ? 'items' : 'value'} >= ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin === 'string' ? 'length' : issue.origin === 'array' ? 'items' : 'value'} <= ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `no unknown fields (got ${issue.keys.join(', ')})`;
    default:
      return issue.message;
  }
};

/**
 * Turns the first zod issue into the API's field error: `missing_field` when the value is absent,
 * otherwise `invalid_field` with what was provided and what was expected.
 * `prefix` names where the input came from (`query`, or '' for the body).
 */
export const toFieldError = (issues: readonly Issue[], input: unknown, prefix = ''): ApiError => {
  const issue = issues[0];
  if (!issue) return invalidField(prefix || 'body', input, 'a valid value');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const path = [...issue.path, key];
    return invalidField(fieldName(prefix, path), valueAt(input, path), 'no such field');
  }
  const provided = valueAt(input, issue.path);
  const field = fieldName(prefix, issue.path) || prefix || 'body';
  if (provided === undefined && issue.code === 'invalid_type') return missingField(field, expectation(issue));
  const error = invalidField(field, provided, expectation(issue));
  // Custom refinements carry their own error code (e.g. invalid_patient_phone) as params.code.
  const customCode = issue.code === 'custom' ? (issue.params as { code?: string } | undefined)?.code : undefined;
  return customCode ? new ApiError(400, customCode as ApiError['code'], issue.message, error.details) : error;
};

/** The proxy interface's code for a path id that names nothing, when the resource has one (DESIGN §4). */
const PROXY_NOT_FOUND_CODES: Readonly<Record<string, ProxyErrorCode>> = { patient_id: 'PATIENT_NOT_FOUND', appointment_id: 'APPOINTMENT_NOT_FOUND' };

/**
 * The 404 of a path parameter whose value cannot name anything (`engagement_id` → "Engagement not
 * found"): `not_found`, or in the proxy interface the resource's own code, else `NOT_FOUND`.
 * It does not echo the value: the caller sent it, and it may be anything.
 */
export const pathIdNotFound = (parameter: string): ApiError => {
  const resource = parameter.replace(/_id$/, '').replaceAll('_', ' ') || 'resource';
  return new ApiError(404, 'not_found', `${resource.charAt(0).toUpperCase()}${resource.slice(1)} not found`, {}, PROXY_NOT_FOUND_CODES[parameter]);
};
