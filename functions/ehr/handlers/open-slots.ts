import { ehrProxyRoutes as routes } from '../routes';
import { ehrHandler, okList } from '../proxy-handler';
import { OpenSlotsQuerySchema } from '../request-schemas';
import { checkedRange, DEFAULT_SLOT_RANGE_DAYS, daysAfter, MAX_SLOT_RANGE_DAYS } from '../time-range';

/** GET /v1/appointments/open-slots: free slots in [start, end) (end defaults to a week after start). */
export const handler = ehrHandler(routes.listOpenSlots, { query: OpenSlotsQuerySchema }, async ({ request, ehr }) => {
  const { start_date_time, end_date_time, practitioner_id, count } = request.query;
  const range = checkedRange(start_date_time, end_date_time ?? daysAfter(start_date_time, DEFAULT_SLOT_RANGE_DAYS), MAX_SLOT_RANGE_DAYS);
  return okList(await ehr.adapter.openSlots({ ...range, practitionerId: practitioner_id, count }));
});
