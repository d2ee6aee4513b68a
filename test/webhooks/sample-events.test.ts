import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../functions/core/events/catalog';
import { EVENT_DATA_SCHEMAS } from '../../functions/events/schemas';
import { buildOpenApiDocument } from '../../functions/system/openapi-document';
import { sampleEventData } from '../../functions/webhooks/sample-events';

describe('the webhook test endpoint samples', () => {
  it.each(EVENT_TYPES)('%s: data of the real shape, marked test: true', (type) => {
    const data = sampleEventData(type, new Date('2026-03-01T09:00:00.000Z'), 'production');
    expect(EVENT_DATA_SCHEMAS[type].safeParse(data).error?.issues).toBeUndefined();
    expect(data.test).toBe(true);
  });

  it('carry the stage and time they are sent at', () => {
    const now = new Date('2026-07-04T12:30:00.000Z');
    expect(sampleEventData('system.health', now, 'sandbox')).toMatchObject({ stage: 'sandbox', checked_at: now.toISOString() });
    expect(sampleEventData('engagement.started', now, 'sandbox')).toMatchObject({ started_at: now.toISOString() });
  });
});

describe('the API reference', () => {
  it('describes the payload of every event, with the data schema the events are checked against', () => {
    const webhooks = buildOpenApiDocument().webhooks as Record<string, { post: { requestBody: { content: Record<string, { schema: any }> } } }>;
    expect(Object.keys(webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const completed = webhooks['engagement.completed']?.post.requestBody.content['application/json']?.schema;
    expect(completed.properties.event).toEqual({ const: 'engagement.completed' });
    expect(completed.properties.data.properties.clinical_note.properties.structured_data.properties.mood).toMatchObject({ type: 'string' });
  });
});
