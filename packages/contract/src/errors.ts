import { z } from 'zod';

/** The closed set of error codes; every app maps them to the same HTTP statuses. */
export const errorStatus = {
  invalid_request: 400,
  malformed_json: 400,
  invalid_state: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  etag_mismatch: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  gateway_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const ErrorCodeSchema = z.enum(errorCodes);

export const ErrorBodySchema = z
  .object({
    code: ErrorCodeSchema,
    message: z.string(),
    moreInfo: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error', description: 'Every error response has this shape.' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A failure that knows its code and can be turned into an ErrorBody by any app. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly moreInfo: string | undefined;
  constructor(code: ErrorCode, message: string, moreInfo?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorStatus[code];
    this.moreInfo = moreInfo;
  }
}

export const badRequest = (message: string) => new ApiError('invalid_request', message);
export const notFound = (message: string) => new ApiError('not_found', message);
export const invalidState = (message: string) => new ApiError('invalid_state', message);
