import type { OperationRegistry } from '../api/operations';
import { MAX_DOCUMENT_BYTES, ProtocolCreateSchema, ProtocolListSchema, ProtocolResponseSchema, ProtocolUploadResponseSchema, UPLOAD_FIELD } from './schemas';

export const protocolOperations: OperationRegistry = {
  ListProtocols: { responses: { 200: ProtocolListSchema } },
  CreateProtocol: { body: ProtocolCreateSchema, responses: { 201: ProtocolResponseSchema } },
  UploadProtocol: {
    upload: {
      field: UPLOAD_FIELD,
      maxBytes: MAX_DOCUMENT_BYTES,
      mediaTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain', 'text/markdown'],
    },
    responses: { 201: ProtocolUploadResponseSchema },
  },
};
