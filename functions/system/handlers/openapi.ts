import { createHandler } from '../../api/handler';
import { systemRoutes as routes } from '../routes';
import { openApiDocument } from '../openapi-document';

export const handler = createHandler(routes.openapi, {}, async () => ({ status: 200, body: openApiDocument() }));
