import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList, patientIdOf } from '../proxy-handler';
import { PatientIdentificationQuerySchema, VitalSignsPutBodySchema } from '../request-schemas';

/** PUT /v1/patients/record/vital-signs: records new readings (a time series: nothing is overwritten). */
export const handler = ehrHandler(
  routes.putVitalSigns,
  { query: PatientIdentificationQuerySchema, body: VitalSignsPutBodySchema },
  async ({ request, ehr }) => {
    const patientId = await patientIdOf(ehr.adapter, request.query);
    return okList(await ehr.adapter.addVitalSigns(patientId, request.body.vital_signs));
  },
);
