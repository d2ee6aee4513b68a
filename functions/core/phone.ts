import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

/**
 * E.164 phone numbers, checked for a possible length per country (libphonenumber-js). In a module
 * of its own: its metadata weighs about 120 KB, which only functions that take phone numbers need.
 */

export const isE164 = (phone: string): boolean => /^\+[1-9]\d{6,14}$/.test(phone) && isPossiblePhoneNumber(phone);

export const PhoneSchema = z.string().check(
  z.refine(isE164, { message: 'Expected an E.164 phone number such as +14155550123', params: { code: 'invalid_patient_phone' } }),
);

