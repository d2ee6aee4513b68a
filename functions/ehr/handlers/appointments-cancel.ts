import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentCancelQuerySchema } from '../request-schemas';

/** DELETE /v1/appointments?appointment_id= (or ?patient_id=&start_date_time=): 200 with the cancelled appointment. */
export const handler = ehrHandler(routes.cancelAppointment, { query: AppointmentCancelQuerySchema }, async ({ request, ehr }) => {
  const { appointment_id, patient_id, start_date_time } = request.query;
  const target = appointment_id ? { appointmentId: appointment_id } : { patientId: patient_id as string, start: start_date_time as string };
  return ok(await ehr.adapter.cancelAppointment(target));
});
