/**
 * Typed application errors, one error mapper: each code maps to a status, a public message and
 * a log level in one place, the error mapper in server/plugins/error-mapper.ts.
 */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "upstream_failed"
  | "unavailable";

export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Shown to the visitor: never internal details. */
    readonly publicMessage: string,
    readonly options: { headers?: Record<string, string>; cause?: unknown; body?: Record<string, unknown> } = {},
  ) {
    super(publicMessage, { cause: options.cause });
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again later.";
