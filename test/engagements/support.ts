import { expect } from 'vitest';
import type { EventItem } from '../../functions/core/events/catalog';
import { request, type TestOrganization, type TestStage } from '../support/local-stage';

/** The outbox events of an organization (optionally of one engagement), oldest first. */
export const eventsOf = async (stage: TestStage, orgId: string, engagementId?: string): Promise<EventItem[]> => {
  const events: EventItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await stage.store.query({ index: 'gsi1', partition: `ORG#${orgId}#EVTS`, cursor });
    events.push(...(page.items as EventItem[]));
    cursor = page.cursor;
  } while (cursor);
  return engagementId ? events.filter((event) => event.engagement_id === engagementId) : events;
};

/** Polls the engagement until its status is one of `statuses`; returns it. */
export const waitForStatus = async (stage: TestStage, org: TestOrganization, id: string, statuses: string[], timeout = 15_000) => {
  let last: { status?: string } = {};
  await expect
    .poll(
      async () => {
        last = (await request(stage.url, 'GET', `/v1/engagements/${id}`, { key: org.apiKey })).body;
        return statuses.includes(last.status ?? '');
      },
      { timeout, interval: 50 },
    )
    .toBe(true);
  return last as Record<string, any> & { id: string; status: string };
};
