import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

/**
 * E.164 phone numbers, checked for a possible length per country (libphonenumber-js). In a module
 * of its own: its metadata weighs about 120 KB, which only functions that take phone numbers need.
 */

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Answers remembered per number: libphonenumber-js parses the number and walks its country's
 * metadata on each call (about 20 µs), and an organization sends the same numbers again and again.
 * The answer depends on the number alone. Bounded: emptied when full rather than tracked per use.
 */
const possible = new Map<string, boolean>();
const POSSIBLE_LIMIT = 10_000;

export const isE164 = (phone: string): boolean => {
  if (!E164.test(phone)) return false;
  let answer = possible.get(phone);
  if (answer === undefined) {
    answer = isPossiblePhoneNumber(phone);
    if (possible.size >= POSSIBLE_LIMIT) possible.clear();
    possible.set(phone, answer);
  }
  return answer;
};

export const PhoneSchema = z.string().check(
  z.refine(isE164, { message: 'Expected an E.164 phone number such as +14155550123', params: { code: 'invalid_patient_phone' } }),
);

