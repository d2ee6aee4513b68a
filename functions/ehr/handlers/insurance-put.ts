import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, ok, patientIdOf } from '../proxy-handler';
import { InsurancePutBodySchema, PatientIdentificationQuerySchema } from '../request-schemas';

/** PUT /v1/patients/record/insurance: replaces the coverage. */
export const handler = ehrHandler(
  routes.putInsurance,
  { query: PatientIdentificationQuerySchema, body: InsurancePutBodySchema },
  async ({ request, ehr }) => {
    const patientId = await patientIdOf(ehr.adapter, request.query);
    return ok(await ehr.adapter.putInsurance(patientId, request.body));
  },
);
