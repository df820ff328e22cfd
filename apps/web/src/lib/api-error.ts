import type { ErrorBody } from '@mailroom/contract';

/** A failed API call, carrying the error model's code and message for display. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorBody['code'];
  readonly requestId: string | undefined;
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.requestId = body.requestId;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);

export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
