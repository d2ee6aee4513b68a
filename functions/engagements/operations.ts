import type { OperationRegistry } from '../api/operations';
import {
  BatchAcceptedSchema,
  BatchCreateSchema,
  BatchIdParamsSchema,
  BatchSchema,
  EngagementCreatedSchema,
  EngagementIdParamsSchema,
  EngagementListQuerySchema,
  EngagementListSchema,
  EngagementSchema,
  PatientEngagementsQuerySchema,
  ReplyBodySchema,
  TranscriptSchema,
} from './schemas';
import { EngagementCreateSchema } from './request-schemas';
import { PatientParamsSchema } from '../patients/schemas';

export const engagementOperations: OperationRegistry = {
  CreateEngagement: { body: EngagementCreateSchema, responses: { 201: EngagementCreatedSchema } },
  ListEngagements: { query: EngagementListQuerySchema, responses: { 200: EngagementListSchema } },
  CreateEngagementBatch: { body: BatchCreateSchema, responses: { 202: BatchAcceptedSchema } },
  GetEngagementBatch: { params: BatchIdParamsSchema, responses: { 200: BatchSchema } },
  GetEngagement: { params: EngagementIdParamsSchema, responses: { 200: EngagementSchema } },
  CancelEngagement: { params: EngagementIdParamsSchema, responses: { 200: EngagementSchema } },
  GetEngagementTranscript: { params: EngagementIdParamsSchema, responses: { 200: TranscriptSchema } },
  PostSandboxReply: { params: EngagementIdParamsSchema, body: ReplyBodySchema, responses: { 200: { contentType: 'application/json', description: "The agent's next turn" } } },
  ListPatientEngagements: { params: PatientParamsSchema, query: PatientEngagementsQuerySchema, responses: { 200: EngagementListSchema } },
};
