import { routes } from '../../routes';
import { ehrHandler, idempotent, ok } from '../http';
import { AppointmentCreateBodySchema } from '../request-schemas';

/** POST /v1/appointments: 201 with the appointment; 409 APPOINTMENT_CONFLICT when the practitioner is booked. */
export const handler = ehrHandler(routes.createAppointment, { body: AppointmentCreateBodySchema }, async ({ request, orgId, ehr }) =>
  idempotent(request, orgId, routes.createAppointment.id, async () => ok(await ehr.adapter.createAppointment(request.body), 201)),
);
