import type { OperationRegistry } from '../api/operations';
import { ProtocolCreateSchema, ProtocolListSchema, ProtocolResponseSchema } from './schemas';

export const protocolOperations: OperationRegistry = {
  ListProtocols: { responses: { 200: ProtocolListSchema } },
  CreateProtocol: { body: ProtocolCreateSchema, responses: { 201: ProtocolResponseSchema } },
};
