import * as z from 'zod/mini';
import type { Store, WriteOperation } from '../core/storage/port';

/**
 * What careloop knows about one patient number within one organization, for its channels
 * (`ORG#<org>` / `CHANNEL_CONTACT#<e164>`): the engagement that last contacted it (an inbound
 * message is a reply to it) and when the patient last wrote (WhatsApp's 24-hour session window).
 */

export const PatientContactSchema = z.looseObject({
  pk: z.string(),
  sk: z.string(),
  org_id: z.string(),
  /** The engagement that contacted this number last; its replies arrive here. */
  engagement_id: z.optional(z.string()),
  /** When the patient last sent a message (any channel). */
  last_inbound_at: z.optional(z.string()),
  /** STOP and its kin opt the number out of every channel of the organization; START / UNSTOP opt it back in. */
  consent: z.optional(z.enum(['opted_in', 'opted_out'])),
  consent_updated_at: z.optional(z.string()),
});
export type PatientContact = z.infer<typeof PatientContactSchema>;

export const patientContactKey = (orgId: string, number: string) => ({ pk: `ORG#${orgId}`, sk: `CHANNEL_CONTACT#${number}` });

export const getPatientContact = async (store: Store, orgId: string, number: string): Promise<PatientContact | undefined> => {
  const item = await store.get(patientContactKey(orgId, number), { consistent: true });
  return item ? PatientContactSchema.parse(item) : undefined;
};

/** Written with a first contact: replies from this number now belong to `engagementId`. */
export const contactedWrite = (orgId: string, number: string, engagementId: string, now: Date): WriteOperation => ({
  update: patientContactKey(orgId, number),
  changes: { set: { entity: 'channel_contact', org_id: orgId, engagement_id: engagementId, updated_at: now.toISOString() } },
});

/** The patient wrote (opens WhatsApp's session window). */
export const recordInbound = (store: Store, orgId: string, number: string, now: Date): Promise<unknown> =>
  store.update(patientContactKey(orgId, number), { set: { entity: 'channel_contact', org_id: orgId, last_inbound_at: now.toISOString(), updated_at: now.toISOString() } });

export const SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the patient wrote within the last 24 hours, so free-form WhatsApp messages may go. */
export const sessionOpen = (contact: PatientContact | undefined, now: Date): boolean =>
  !!contact?.last_inbound_at && now.getTime() - new Date(contact.last_inbound_at).getTime() < SESSION_WINDOW_MS;

export const CONSENT_STATES = ['opted_in', 'opted_out'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** The number's consent changes (a keyword message, or Twilio's 21610). */
export const consentWrite = (orgId: string, number: string, consent: ConsentState, now: Date): WriteOperation => ({
  update: patientContactKey(orgId, number),
  changes: { set: { entity: 'channel_contact', org_id: orgId, consent, consent_updated_at: now.toISOString(), updated_at: now.toISOString() } },
});

export const isOptedOut = (contact: PatientContact | undefined): boolean => contact?.consent === 'opted_out';

/** What the patient profile and memory show: the same state on every channel (a STOP applies to all of them). */
export const ConsentResponseSchema = z.object({
  sms: z.enum(CONSENT_STATES),
  whatsapp: z.enum(CONSENT_STATES),
  voice: z.enum(CONSENT_STATES),
  updated_at: z.nullable(z.string()),
});
export type ConsentResponse = z.infer<typeof ConsentResponseSchema>;

export const consentResponse = (contact: PatientContact | undefined): ConsentResponse => {
  const state = contact?.consent ?? 'opted_in';
  return { sms: state, whatsapp: state, voice: state, updated_at: contact?.consent_updated_at ?? null };
};

/** The consent of the patient with this number (opted in until the number says otherwise). */
export const consentOfNumber = async (store: Store, orgId: string, number: string | null | undefined): Promise<ConsentResponse> =>
  consentResponse(number ? await getPatientContact(store, orgId, number) : undefined);
