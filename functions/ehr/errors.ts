import { ApiError, describeProvided, type ErrorDetails } from '../core/errors';

/** The proxy's own errors (SPEC "Errors", DESIGN §4), thrown by both backends and the handlers. */

export const patientNotFound = (details: ErrorDetails = {}) =>
  new ApiError(404, 'not_found', 'No matching patient', details, 'PATIENT_NOT_FOUND');

export const patientAmbiguous = (matches: number) =>
  new ApiError(409, 'conflict', `${matches} patients match; identify the patient more precisely`, { matches }, 'PATIENT_AMBIGUOUS');

export const appointmentNotFound = (details: ErrorDetails = {}) =>
  new ApiError(404, 'not_found', 'No matching appointment', details, 'APPOINTMENT_NOT_FOUND');

/**
 * The time is taken. With a party, `details.conflict_with` says whose time it is (the practitioner's
 * or the patient's own other appointment); without one (an appointment changed in the EHR meanwhile)
 * the details name only the appointment.
 */
export const appointmentConflict = (details: ErrorDetails = {}, party?: 'practitioner' | 'patient') =>
  new ApiError(
    409,
    'conflict',
    party === 'patient' ? 'The patient already has an appointment at that time' : 'The practitioner already has an appointment at that time',
    party ? { conflict_with: party, ...details } : details,
    'APPOINTMENT_CONFLICT',
  );

export const practitionerNotFound = (details: { practitioner_id: string } | { practitioner_email: string }) =>
  new ApiError(404, 'not_found', 'No matching practitioner', details, 'NOT_FOUND');

export const noteNotFound = (appointmentId: string) =>
  new ApiError(404, 'not_found', 'The appointment has no encounter note', { appointment_id: appointmentId }, 'NOT_FOUND');

export const noteExists = (appointmentId: string) =>
  new ApiError(409, 'conflict', 'The appointment already has an encounter note; update it with PUT', { appointment_id: appointmentId }, 'NOTE_EXISTS');

/** The EHR could not be reached in time, or its circuit breaker is open. Never carries the EHR's address. */
export const ehrUnavailable = (reason: string, retryAfterSeconds?: number) =>
  new ApiError(
    503,
    'ehr_unavailable',
    'The EHR system is temporarily unreachable',
    { reason, ...(retryAfterSeconds ? { retry_after_seconds: retryAfterSeconds } : {}) },
    'EHR_UNAVAILABLE',
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
  );

/** A field that passed the schema but not the EHR's rules (a time range, a code's form). */
export const invalidInput = (field: string, provided: unknown, expected: string) =>
  new ApiError(400, 'invalid_field', `Invalid value for '${field}': expected ${expected}`, { field, provided: describeProvided(provided), expected }, 'INVALID_INPUT');

/** The EHR refused a request as malformed (a value it cannot search on): the caller's input, not an outage. */
export const refusedByEhr = (status: number) =>
  new ApiError(400, 'invalid_request', 'The EHR refused the request as invalid', { ehr_status: status }, 'INVALID_INPUT');

/** A note that kept changing under careloop's writes (another writer in the EHR). */
export const noteChangedMeanwhile = (appointmentId: string) =>
  new ApiError(409, 'conflict', 'The encounter note changed in the EHR meanwhile; try again', { appointment_id: appointmentId }, 'NOTE_EXISTS');
