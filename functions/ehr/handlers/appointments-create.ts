import { ehrProxyRoutes as routes } from '../routes';
import { withOptionalIdempotency } from '../../api/idempotency';
import { ports } from '../../core/runtime';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentCreateBodySchema } from '../request-schemas';

/** POST /v1/appointments: 201 with the appointment; 409 APPOINTMENT_CONFLICT when the practitioner or the patient is booked then. */
export const handler = ehrHandler(routes.createAppointment, { body: AppointmentCreateBodySchema }, async ({ request, orgId, ehr }) =>
  withOptionalIdempotency(ports().store, request, { orgId, routeId: routes.createAppointment.id }, async () => ok(await ehr.adapter.createAppointment(request.body), 201)),
);
