import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok } from '../proxy-handler';
import { AppointmentQuerySchema, ContentBodySchema, SoapSectionParamsSchema } from '../request-schemas';

/** PUT …/notes/soap/sections/{section_id}?appointment_id= with `{content}`: `{section_id, content}`. */
export const handler = ehrHandler(
  routes.putSoapSection,
  { params: SoapSectionParamsSchema, query: AppointmentQuerySchema, body: ContentBodySchema },
  async ({ request, ehr }) => {
    const { section_id } = request.params;
    const note = await ehr.adapter.updateNote(request.query.appointment_id, { json_content: { [section_id]: request.body.content } });
    return ok({ section_id, content: note.json_content[section_id] });
  },
);
