import type { OperationRegistry } from '../api/operations';
import { AttemptListSchema, DeadLetterListSchema, PageQuerySchema, ReplayBodySchema, ReplayResultSchema, TestBodySchema, TestResultSchema } from './work-schemas';
import { WebhookCreateSchema, WebhookIdParamsSchema, WebhookListSchema, WebhookResponseSchema, WebhookUpdateSchema } from './schemas';

export const webhookOperations: OperationRegistry = {
  CreateWebhook: { body: WebhookCreateSchema, responses: { 201: WebhookResponseSchema } },
  ListWebhooks: { responses: { 200: WebhookListSchema } },
  GetWebhook: { params: WebhookIdParamsSchema, responses: { 200: WebhookResponseSchema } },
  UpdateWebhook: { params: WebhookIdParamsSchema, body: WebhookUpdateSchema, responses: { 200: WebhookResponseSchema } },
  DeleteWebhook: { params: WebhookIdParamsSchema, responses: { 200: WebhookResponseSchema } },
  ListWebhookDeliveries: { params: WebhookIdParamsSchema, query: PageQuerySchema, responses: { 200: AttemptListSchema } },
  ListWebhookDeadLetters: { params: WebhookIdParamsSchema, query: PageQuerySchema, responses: { 200: DeadLetterListSchema } },
  ReplayWebhookEvents: { params: WebhookIdParamsSchema, body: ReplayBodySchema, responses: { 202: ReplayResultSchema } },
  TestWebhook: { params: WebhookIdParamsSchema, body: TestBodySchema, responses: { 200: TestResultSchema } },
};
