import { createHandler } from '../../api/handler';
import { ehrProxyRoutes as routes } from '../routes';
import { okList } from '../proxy-handler';
import { NOTE_TEMPLATES } from '../note-catalogue';

/** GET /v1/appointments/encounters/notes/templates */
export const handler = createHandler(routes.listNoteTemplates, {}, async () => okList([...NOTE_TEMPLATES]));
