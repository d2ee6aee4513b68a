import * as z from 'zod/mini';
import { PhoneSchema } from '../core/phone';
import { EhrIdSchema, LocalDate, OptionalText, Text } from './request-schemas';
import { GENDERS } from './schemas';

/** POST /v1/patients: in a module of its own, the only proxy request that bundles phone number metadata. */

export const AddressInputSchema = z.strictObject({
  street: OptionalText(200),
  city: OptionalText(100),
  state: OptionalText(100),
  postal_code: OptionalText(20),
  country: OptionalText(100),
});

export const PatientCreateBodySchema = z.strictObject({
  first_name: Text(100),
  last_name: Text(100),
  date_of_birth: LocalDate,
  gender: z._default(z.enum(GENDERS), 'unknown'),
  email: z.optional(z.email().check(z.maxLength(254))),
  phone_numbers: z._default(z.array(PhoneSchema).check(z.maxLength(10)), []),
  address: z.optional(AddressInputSchema),
  practitioner_id: z.optional(EhrIdSchema),
});
export type PatientCreateBody = z.infer<typeof PatientCreateBodySchema>;
