/**
 * What the function bundles use instead of `@smithy/core/event-streams` (an esbuild alias,
 * lib/bundling.ts; docs/decisions.md, 166). The SDK's protocols load that codec with `import()`
 * only to send or read an event stream, and no operation careloop calls (DynamoDB, SQS,
 * EventBridge, EventBridge Scheduler, Secrets Manager) has one; esbuild would still inline the
 * codec, about 14 KB, into every function. Should an operation with an event stream ever be
 * called from a bundle, it fails here, loudly.
 */
const notBundled = (): never => {
  throw new Error('The SDK event stream codec is not in the function bundles (lib/no-event-streams.ts)');
};

export class EventStreamSerde {
  constructor() {
    notBundled();
  }
}

export const eventStreamSerdeProvider = notBundled;
