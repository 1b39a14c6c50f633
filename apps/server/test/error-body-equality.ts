// Every test file: an error body compared with one that leaves out its requestId.
import { expect } from 'vitest';

type Body = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
const withoutRequestId = ({ requestId: _id, ...rest }: Body) => rest;

/**
 * Every error answer carries its request's id (plugins/request-id), a new one for each request.
 * `expect(res.json()).toEqual({ error: '...' })` still says all the rest of the body: an expected
 * error body written without `requestId` matches one with any id. That the id is there, and is the
 * one of the request, is request-id.test.ts's business.
 */
expect.addEqualityTesters([
  function errorBodyWithAnyRequestId(a, b, testers) {
    if (!isPlainObject(a) || !isPlainObject(b) || !('error' in a) || !('error' in b)) return undefined;
    if ('requestId' in a === 'requestId' in b) return undefined;
    return this.equals('requestId' in a ? withoutRequestId(a) : a, 'requestId' in b ? withoutRequestId(b) : b, testers);
  },
]);
