import { createHandler } from '../../api/handler';
import { routes } from '../../routes';
import { openApiDocument } from '../openapi-document';

export const handler = createHandler(routes.openapi, {}, async () => ({ status: 200, body: openApiDocument() }));
