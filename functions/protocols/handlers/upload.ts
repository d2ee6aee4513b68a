import { createHandler } from '../../api/handler';
import { readSingleFile } from '../../api/multipart';
import { callerOf } from '../../api/types';
import { logger } from '../../core/logger';
import { ports } from '../../core/runtime';
import { routes } from '../../routes';
import { noQuestionsFound, unreadableDocument } from '../document-errors';
import { parseProtocolDocument } from '../document-parser';
import { documentText } from '../document-text';
import { MAX_DOCUMENT_BYTES, MAX_UPLOAD_BODY_BYTES, ProtocolCreateSchema, UPLOAD_FIELD } from '../schemas';
import { createProtocol, toProtocolResponse } from '../store';

/** POST /v1/protocols/upload: the document's text becomes a protocol, stored like POST /v1/protocols stores one. */
export const handler = createHandler(routes.uploadProtocol, { rawBody: { maxBytes: MAX_UPLOAD_BODY_BYTES } }, async (request) => {
  const file = await readSingleFile(request.body, request.headers['content-type'], { field: UPLOAD_FIELD, maxBytes: MAX_DOCUMENT_BYTES });
  const { kind, text } = await documentText(file);
  const { protocol, warnings } = parseProtocolDocument({ text, filename: file.filename });
  if (protocol.questions.length === 0) throw noQuestionsFound(warnings);
  const valid = ProtocolCreateSchema.safeParse(protocol);
  if (!valid.success) {
    // The parser keeps within the schema's limits; should it not, the caller gets a 422, never a 500.
    const issue = valid.error.issues[0];
    logger.warn('Parsed protocol refused by its schema', { kind, path: issue?.path.join('.'), code: issue?.code });
    throw unreadableDocument(kind, `the protocol read from it is not valid (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`);
  }
  const created = await createProtocol(ports().store, callerOf(request).orgId, valid.data);
  logger.info('Protocol uploaded', { kind, bytes: file.bytes.length, questions: valid.data.questions.length, warnings: warnings.length });
  return { status: 201, body: { ...toProtocolResponse(created), warnings } };
});
