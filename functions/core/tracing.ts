import './xray-outside-lambda'; // first: before the X-Ray SDK is imported
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';

/**
 * X-Ray tracing of every function (Powertools Tracer; the functions run with active tracing): one
 * subsegment per invocation, annotated with cold start and service. What a trace must not carry,
 * it does not: no response (a patient's data), no outgoing HTTP request (an EHR URL can hold a
 * patient identifier), and no error message (the functions' environment sets
 * POWERTOOLS_TRACER_CAPTURE_ERROR=false; the error flag remains). The AWS SDK clients are not
 * captured: the X-Ray SDK's capture would add to every bundle what the Lambda service's segments
 * already show (time in the function). Outside Lambda (tests, the local runtime) it does nothing.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'careloop', captureHTTPsRequests: false });

export const tracing = (): MiddlewareObj => captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
