import type { OperationRegistry } from '../api/operations';
import {
  ApiKeyListSchema,
  IpAllowlistResponseSchema,
  IssuedApiKeySchema,
  KeyIdParamsSchema,
  SetIpAllowlistBodySchema,
} from './schemas';

export const authOperations: OperationRegistry = {
  ListApiKeys: { responses: { 200: ApiKeyListSchema } },
  RotateApiKey: { params: KeyIdParamsSchema, responses: { 201: IssuedApiKeySchema } },
  GetIpAllowlist: { responses: { 200: IpAllowlistResponseSchema } },
  SetIpAllowlist: { body: SetIpAllowlistBodySchema, responses: { 200: IpAllowlistResponseSchema } },
};
