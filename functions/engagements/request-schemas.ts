import * as z from 'zod/mini';
import { isE164, PhoneSchema } from '../core/phone';
import { CHANNELS, LANGUAGES } from '../engine/types';
import { InlineProtocolSchema } from '../protocols/schemas';
import { PatientIdSchema } from '../patients/schemas';
import { EngagementContextSchema } from './schemas';

/** Engagement create requests (single and batch items). */

/** How far in the past `scheduled_at` may be (DESIGN §6) and how far ahead. */
const SCHEDULE_PAST_TOLERANCE_MS = 5 * 60_000;
const SCHEDULE_HORIZON_MS = 366 * 86_400_000;
const Timestamp = z.iso.datetime({ offset: true });

export const EngagementPatientSchema = z.strictObject({
  id: PatientIdSchema,
  phone: PhoneSchema,
  preferred_channel: z._default(z.enum(CHANNELS), 'voice'),
  language: z._default(z.enum(LANGUAGES), 'en'),
});

/** The engagement's white label (docs/white-label.md); without it the agent speaks for "your care team". */
export const WhiteLabelSchema = z.strictObject({
  /** The organization as patients know it: the introduction, the sign-off and the note header name it. */
  brand_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[^{}<>\n\r]*$/))),
  /** The automated assistant's name in its introduction. */
  agent_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[^{}<>\n\r]*$/))),
  /** The number patients are told to call with questions (E.164), in the sign-off. */
  support_phone: z.optional(z.string().check(z.refine(isE164, { message: 'Expected an E.164 phone number such as +14155550123' }))),
});

export const EngagementCreateSchema = z
  .strictObject({
    patient: EngagementPatientSchema,
    protocol: z.string().check(z.minLength(1), z.maxLength(64)),
    protocol_definition: z.optional(InlineProtocolSchema),
    trigger_type: z.enum(['scheduled', 'immediate', 'event']),
    scheduled_at: z.optional(Timestamp),
    context: z.optional(EngagementContextSchema),
    callback_url: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
    white_label: z.optional(WhiteLabelSchema),
  })
  .check(
    z.refine((e) => e.trigger_type !== 'scheduled' || e.scheduled_at !== undefined, {
      message: 'scheduled_at is required when trigger_type is scheduled',
      path: ['scheduled_at'],
      params: { code: 'missing_field' },
    }),
    z.refine((e) => e.scheduled_at === undefined || Date.parse(e.scheduled_at) >= Date.now() - SCHEDULE_PAST_TOLERANCE_MS, {
      message: 'scheduled_at may not be more than 5 minutes in the past',
      path: ['scheduled_at'],
    }),
    z.refine((e) => e.scheduled_at === undefined || Date.parse(e.scheduled_at) <= Date.now() + SCHEDULE_HORIZON_MS, {
      message: 'scheduled_at may be at most one year ahead',
      path: ['scheduled_at'],
    }),
    z.refine((e) => e.protocol !== 'custom' || e.protocol_definition !== undefined, {
      message: 'protocol_definition is required when protocol is custom',
      path: ['protocol_definition'],
      params: { code: 'missing_field' },
    }),
    z.refine((e) => e.protocol === 'custom' || e.protocol_definition === undefined, {
      message: 'protocol_definition is only allowed with protocol "custom"',
      path: ['protocol_definition'],
    }),
  );
export type EngagementCreate = z.infer<typeof EngagementCreateSchema>;
