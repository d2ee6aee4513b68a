import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, IntakeQuestionnaireBodySchema } from '../request-schemas';

/** POST /v1/appointments/encounters/notes/intake-questionnaire?appointment_id= with the answers as an object (replaces earlier answers). */
export const handler = ehrHandler(routes.addIntakeQuestionnaire, { query: AppointmentQuerySchema, body: IntakeQuestionnaireBodySchema }, async ({ request, ehr }) =>
  ok(await ehr.adapter.updateNote(request.query.appointment_id, { intake_questionnaire: request.body })),
);
