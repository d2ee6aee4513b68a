import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, SoapSectionParamsSchema } from '../request-schemas';

/** GET …/notes/soap/sections/{section_id}?appointment_id=: `{section_id, content}`. */
export const handler = ehrHandler(routes.getSoapSection, { params: SoapSectionParamsSchema, query: AppointmentQuerySchema }, async ({ request, ehr }) => {
  const note = await ehr.adapter.getNote(request.query.appointment_id);
  return ok({ section_id: request.params.section_id, content: note.json_content[request.params.section_id] });
});
