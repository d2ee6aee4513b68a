import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { metrics } from './runtime-metrics';

/**
 * What every function's invocation gets, API route or consumer: the logger carries the Lambda
 * context (function name, request id, cold start) and forgets the keys this invocation appended
 * (request id, route, anything a handler added) when it ends, so none leaks into the next one;
 * the metrics added during the invocation are flushed as one EMF document, whether it returned or
 * threw. Used first, so that its `after` and `onError` run last.
 */

const flushMetrics = (): MiddlewareObj => ({
  after: () => metrics().flush(),
  onError: () => metrics().flush(),
});

export const observability = (): MiddlewareObj[] => [injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj, flushMetrics()];

/** A plain handler (a queue or stream consumer, a Twilio webhook) with `observability`. */
export const observed = <E, R>(handler: (event: E, context: Context) => Promise<R>) => middy<E, R>(handler).use(observability());
