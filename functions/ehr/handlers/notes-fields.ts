import { createHandler } from '../../api/handler';
import { ehrProxyRoutes as routes } from '../routes';
import { okList } from '../proxy-handler';
import { NOTE_FIELDS } from '../note-catalogue';

/** GET /v1/appointments/encounters/notes/fields */
export const handler = createHandler(routes.listNoteFields, {}, async () => okList([...NOTE_FIELDS]));
