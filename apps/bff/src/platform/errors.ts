import { ApiError, type ErrorBody, type ErrorCode, errorStatus } from '@mailroom/contract';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';

export function sendError(
  res: Response,
  code: ErrorCode,
  message: string,
  status: number = errorStatus[code],
) {
  const body: ErrorBody = { code, message };
  const requestId = res.getHeader('x-request-id');
  if (typeof requestId === 'string') body.requestId = requestId;
  res.status(status).type('application/json').send(JSON.stringify(body));
}

export const forbidden = (message: string) => new ApiError('forbidden', message);
export const unauthorized = (message = 'sign in first: no valid session') =>
  new ApiError('unauthorized', message);

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** The one error handler: ApiError as-is, body-parser failures mapped, anything else a logged 500. */
export function errorHandler(): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next) => {
    if (res.headersSent) {
      req.log.warn({ err }, 'error after the response started');
      res.destroy();
      return;
    }
    if (err instanceof ApiError) return sendError(res, err.code, err.message, err.status);
    const e = err as BodyParserError;
    if (e.type === 'entity.parse.failed')
      return sendError(res, 'malformed_json', `the request body is not valid JSON: ${e.message}`);
    if (e.type === 'entity.too.large')
      return sendError(res, 'payload_too_large', 'the request body is too large');
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
      return sendError(res, 'unsupported_media_type', e.message);
    if (e.status === 400 || e.type === 'request.aborted')
      return sendError(res, 'invalid_request', 'the request could not be read');
    req.log.error({ err }, 'unhandled error');
    return sendError(res, 'internal_error', 'the BFF failed to process the request; it has been logged');
  };
}

export const notFoundHandler: RequestHandler = (req, res) =>
  sendError(res, 'not_found', `no route ${req.method} ${req.path}`);
