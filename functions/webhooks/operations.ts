import type { OperationRegistry } from '../core/http/operations';
import { WebhookCreateSchema, WebhookIdParamsSchema, WebhookListSchema, WebhookResponseSchema, WebhookUpdateSchema } from './schemas';

export const webhookOperations: OperationRegistry = {
  CreateWebhook: { body: WebhookCreateSchema, responses: { 201: WebhookResponseSchema } },
  ListWebhooks: { responses: { 200: WebhookListSchema } },
  GetWebhook: { params: WebhookIdParamsSchema, responses: { 200: WebhookResponseSchema } },
  UpdateWebhook: { params: WebhookIdParamsSchema, body: WebhookUpdateSchema, responses: { 200: WebhookResponseSchema } },
  DeleteWebhook: { params: WebhookIdParamsSchema, responses: { 200: WebhookResponseSchema } },
};
