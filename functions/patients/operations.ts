import type { OperationRegistry } from '../api/operations';
import {
  PatientMemoryResponseSchema,
  PatientParamsSchema,
  PatientProfileResponseSchema,
} from './schemas';
import { PatientProfileBodySchema } from './request-schemas';

export const patientOperations: OperationRegistry = {
  PutPatient: {
    params: PatientParamsSchema,
    body: PatientProfileBodySchema,
    responses: { 200: PatientProfileResponseSchema, 201: PatientProfileResponseSchema },
  },
  GetPatient: { params: PatientParamsSchema, responses: { 200: PatientProfileResponseSchema } },
  GetPatientMemory: { params: PatientParamsSchema, responses: { 200: PatientMemoryResponseSchema } },
};
