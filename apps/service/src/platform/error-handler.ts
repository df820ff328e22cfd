import { ApiError, type ErrorBody, type ErrorCode } from '@mailroom/contract';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  message: string,
  moreInfo?: string,
) {
  const body: ErrorBody = { code, message, requestId: String(reply.request.id) };
  if (moreInfo) body.moreInfo = moreInfo;
  return reply.status(status).type('application/json').send(body);
}

/** Fastify's own failures, mapped onto the closed set of codes with a message that says what to fix. */
function fromFastify(err: FastifyError, req: FastifyRequest): [ErrorCode, number, string] | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ['malformed_json', 400, `the request body is not valid JSON: ${err.message}`];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ['invalid_request', 400, 'the request body is empty; send a JSON object'];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [
        'payload_too_large',
        413,
        `the request body is larger than the ${req.routeOptions.bodyLimit ?? ''} byte limit`,
      ];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ['unsupported_media_type', 415, 'send the body as application/json'];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return ['invalid_request', 400, 'Content-Length does not match the body'];
    case 'FST_ERR_BAD_URL':
      return ['invalid_request', 400, 'the URL is malformed (bad percent-encoding)'];
    default:
      return undefined;
  }
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  // PostgreSQL: terminated by an operator, by a crash of another backend, starting up; too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another process held the write lock past busy_timeout.
  'SQLITE_BUSY',
]);

/**
 * The store cannot be reached right now (PostgreSQL down or restarting, its connections cut, a SQLite file locked
 * by another process): the request did nothing, and the same request may succeed shortly.
 */
export function storeUnavailable(err: Error): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
  // pg's own wording when a connection it was using closes under it; these errors carry no code.
  return /^Connection terminated/.test(err.message);
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | Error, req, reply) => {
    if (err instanceof ApiError) return sendError(reply, err.code, err.status, err.message, err.moreInfo);
    const f = 'code' in err ? fromFastify(err, req) : undefined;
    if (f) return sendError(reply, ...f);
    if (err instanceof SyntaxError)
      return sendError(reply, 'malformed_json', 400, `the request body is not valid JSON: ${err.message}`);
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500)
      return sendError(reply, 'invalid_request', status, err.message);
    if (storeUnavailable(err)) {
      req.log.error({ err }, 'the store is unavailable');
      void reply.header('retry-after', '5');
      return sendError(
        reply,
        'service_unavailable',
        503,
        'the store is unavailable right now; retry shortly',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(
      reply,
      'internal_error',
      500,
      'the service failed to process the request; it has been logged',
    );
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(reply, 'not_found', 404, `no route ${req.method} ${req.url.split('?')[0] ?? ''}`),
  );
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, bad framing): still answered
 * with the JSON error model, then the connection is closed.
 */
export function writeClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const [status, text, code, message] = clientErrorAnswer(err.code);
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function clientErrorAnswer(code: string | undefined): [number, string, ErrorCode, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        'Request Header Fields Too Large',
        'invalid_request',
        'the request line and headers exceed 16 KiB; shorten the URL or headers',
      ];
    // Node's headersTimeout / requestTimeout: a client too slow to send its request (slowloris).
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [
        408,
        'Request Timeout',
        'request_timeout',
        'the request did not arrive in time (HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS); send it faster',
      ];
    default:
      return [400, 'Bad Request', 'invalid_request', 'the HTTP request is malformed'];
  }
}
