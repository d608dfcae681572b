import {
  API_ERRORS,
  type ApiEndpoint,
  type ApiErrorCode,
  CLIENT_ERRORS,
  type ClientErrorCode,
} from "@nivelia/domain/api";
import type { z } from "zod";

/** An error code the server sends (the contract's list) or one the client raises itself. */
export type ApiClientErrorCode = ApiErrorCode | ClientErrorCode;

/** What a failed call's answer said about trying again: its Retry-After header, or that no answer came in time. */
export interface ApiFailureHints {
  readonly retryAfter?: string | null;
  readonly timedOut?: boolean;
}

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: ApiClientErrorCode,
    readonly details?: unknown,
    readonly hints: ApiFailureHints = {},
  ) {
    super(message);
  }
}

export interface ApiCallOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Message of an error whose body carries none; the generic Spanish one otherwise. */
  failureMessage?: string;
}

/** What a call to one endpoint needs: its body and path parameters, typed by the contract. */
export type ApiCallInput<E extends ApiEndpoint> = ApiCallOptions &
  (E["body"] extends z.ZodType ? { body: z.input<E["body"]> } : { body?: undefined }) &
  (E["params"] extends z.ZodType ? { params: z.input<E["params"]> } : { params?: undefined });

export type ApiResult<E extends ApiEndpoint> = z.output<E["response"]>;

const DEFAULT_TIMEOUT_MS = 15_000;
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "/v1";

function clientError(
  code: ClientErrorCode,
  status: number,
  message?: string,
  cause?: unknown,
  hints: ApiFailureHints = {},
): ApiError {
  return new ApiError(message ?? CLIENT_ERRORS[code].message, status, code, cause, hints);
}

const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === "string" && Object.hasOwn(API_ERRORS, code);

/** The error an answer describes: the contract's body when it is one, otherwise API_ERROR with the fallback text. */
function errorFromAnswer(
  body: unknown,
  status: number,
  fallback?: string,
  hints: ApiFailureHints = {},
): ApiError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const { error } = body as { error: unknown };
    if (typeof error === "object" && error !== null) {
      const { message, code, details } = error as { message?: unknown; code?: unknown; details?: unknown };
      return new ApiError(
        typeof message === "string" && message !== ""
          ? message
          : (fallback ?? CLIENT_ERRORS.API_ERROR.message),
        status,
        isApiErrorCode(code) ? code : "API_ERROR",
        details,
        hints,
      );
    }
  }
  return clientError("API_ERROR", status, fallback, undefined, hints);
}

function pathWith(endpoint: ApiEndpoint, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
}

/**
 * A JSON client for the API under `baseUrl`. `call` sends one endpoint of the contract and returns its response,
 * validated by the contract's schema; anything else (an error status, an unreadable answer, no answer) is an
 * ApiError with a Spanish message.
 */
export function createApiClient(baseUrl: string) {
  async function call<E extends ApiEndpoint>(endpoint: E, input: ApiCallInput<E>): Promise<ApiResult<E>> {
    const headers: Record<string, string> = { Accept: "application/json", ...input.headers };
    if (input.body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(
        `${baseUrl}${pathWith(endpoint, input.params as Record<string, unknown> | undefined)}`,
        {
          method: endpoint.method,
          headers,
          credentials: "include",
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          signal: AbortSignal.timeout(input.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        },
      );
    } catch (cause) {
      // The browser's own text ('Failed to fetch') is English: the visitor reads ours; the cause stays attached.
      const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
      throw clientError("NETWORK_ERROR", CLIENT_ERRORS.NETWORK_ERROR.status, undefined, cause, { timedOut });
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok)
      throw errorFromAnswer(parsed, response.status, input.failureMessage, {
        retryAfter: response.headers.get("retry-after"),
      });
    const result = endpoint.response.safeParse(parsed);
    if (!result.success) throw clientError("API_ERROR", response.status, input.failureMessage);
    return result.data as ApiResult<E>;
  }
  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient(API_BASE);
