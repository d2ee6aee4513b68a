import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentRescheduleBodySchema } from '../request-schemas';

/** PUT /v1/appointments: moves the patient's appointment that starts at appointment_start_date_time (409 APPOINTMENT_CONFLICT as for a booking). */
export const handler = ehrHandler(routes.rescheduleAppointment, { body: AppointmentRescheduleBodySchema }, async ({ request, ehr }) => {
  const { patient_id, appointment_start_date_time, new_start_date_time, new_end_date_time, reason } = request.body;
  return ok(
    await ehr.adapter.rescheduleAppointment({
      patientId: patient_id,
      originalStart: appointment_start_date_time,
      newStart: new_start_date_time,
      newEnd: new_end_date_time,
      ...(reason ? { reason } : {}),
    }),
  );
});
