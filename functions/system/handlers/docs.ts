import { createHandler } from '../../api/handler';
import { systemRoutes as routes } from '../routes';
import { type DocsPage, renderDocsPage } from '../docs-page';
import { openApiDocument } from '../openapi-document';

let page: DocsPage | undefined;

export const handler = createHandler(routes.docs, {}, async () => {
  page ??= renderDocsPage(openApiDocument());
  return {
    status: 200,
    body: page.html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': page.contentSecurityPolicy,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  };
});
