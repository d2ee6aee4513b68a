import { createHandler } from '../../core/http/handler';
import { routes } from '../../routes';
import { renderDocsPage } from '../docs-page';
import { openApiDocument } from '../openapi-document';

let page: string | undefined;

export const handler = createHandler(routes.docs, {}, async () => ({
  status: 200,
  body: (page ??= renderDocsPage(openApiDocument())),
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
}));
