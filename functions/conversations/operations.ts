import type { OperationRegistry } from '../api/operations';
import {
  ConversationCreatedSchema,
  ConversationCreateSchema,
  ConversationIdParamsSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationResponseSchema,
  ConversationTranscriptSchema,
} from './schemas';

export const conversationOperations: OperationRegistry = {
  CreateConversation: { body: ConversationCreateSchema, responses: { 201: ConversationCreatedSchema } },
  ListConversations: { query: ConversationListQuerySchema, responses: { 200: ConversationListSchema } },
  GetConversation: { params: ConversationIdParamsSchema, responses: { 200: ConversationResponseSchema } },
  GetConversationTranscript: { params: ConversationIdParamsSchema, responses: { 200: ConversationTranscriptSchema } },
};
