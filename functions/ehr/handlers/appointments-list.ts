import { ehrProxyRoutes as routes } from '../routes';
import { invalidInput } from '../errors';
import { ehrHandler, okList, resolvePatient } from '../proxy-handler';
import { identificationOf, ListAppointmentsQuerySchema } from '../request-schemas';
import { checkedRange, MAX_APPOINTMENT_RANGE_DAYS } from '../time-range';

const IDENTIFIERS = ['patient_id', 'phone_number', 'first_name', 'last_name', 'date_of_birth'] as const;

/** GET /v1/appointments: those starting in [start_date_time, end_date_time), of one practitioner or patient if asked. */
export const handler = ehrHandler(routes.listAppointments, { query: ListAppointmentsQuerySchema }, async ({ request, ehr }) => {
  const { query } = request;
  const range = checkedRange(query.start_date_time, query.end_date_time, MAX_APPOINTMENT_RANGE_DAYS);
  const named = IDENTIFIERS.find((field) => query[field] !== undefined);
  if (named && !identificationOf(query)) throw invalidInput(named, query[named], 'first_name + last_name + date_of_birth, or phone_number, or patient_id');
  const patientId = named ? (await resolvePatient(ehr.adapter, query)).id : undefined;
  return okList(
    await ehr.adapter.listAppointments({ ...range, practitionerId: query.practitioner_id, patientId, count: query.count, includeFhir: query.include_fhir }),
  );
});
