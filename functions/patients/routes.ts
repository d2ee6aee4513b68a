import { type RouteDefinition, readScopes } from '../api/route-definition';

/** Patients' profiles and memory. */
export const patientRoutes = {
  putPatient: {
    id: 'PutPatient',
    method: 'PUT',
    path: '/v1/patients/{patient_id}',
    entry: 'functions/patients/handlers/put.ts',
    group: 'engagement',
    auth: 'key',
    scopes: [],
    rateLimit: 'patients',
    table: 'write',
    summary: "Create (201) or replace (200) a patient's profile",
    tag: 'Patients',
  },
  getPatient: {
    id: 'GetPatient',
    method: 'GET',
    path: '/v1/patients/{patient_id}',
    entry: 'functions/patients/handlers/get.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: "A patient's profile",
    tag: 'Patients',
  },
  getPatientMemory: {
    id: 'GetPatientMemory',
    method: 'GET',
    path: '/v1/patients/{patient_id}/memory',
    entry: 'functions/patients/handlers/memory.ts',
    group: 'engagement',
    auth: 'key',
    scopes: readScopes,
    rateLimit: 'reads',
    table: 'read',
    summary: 'What careloop learned about the patient: preferences, trends, active barriers',
    tag: 'Patients',
  },
} as const satisfies Record<string, RouteDefinition>;
