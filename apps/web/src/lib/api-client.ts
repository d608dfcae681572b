import {
  API_ERROR_CODES,
  API_ERROR_DEFAULT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
} from "@nivelia/domain/forms";

/** Error codes of the API client (section 3.7): the server answered with an error, or it could not be reached. */
export type ApiErrorCode = "API_ERROR" | "NETWORK_ERROR" | (string & {});

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Message of an error whose body carries none; the generic Spanish one otherwise. */
  failureMessage?: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "/v1";

function errorFromBody(body: unknown, status: number, fallback: string): ApiError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === "object" && error !== null) {
      const { message, code, details } = error as { message?: unknown; code?: unknown; details?: unknown };
      return new ApiError(
        typeof message === "string" && message !== "" ? message : fallback,
        status,
        typeof code === "string" ? code : API_ERROR_CODES.apiError,
        details,
      );
    }
    if (typeof error === "string" && error !== "")
      return new ApiError(error, status, API_ERROR_CODES.apiError);
  }
  return new ApiError(fallback, status, API_ERROR_CODES.apiError);
}

/** A JSON client for the API under `baseUrl`: credentials included, a timeout, errors as ApiError in Spanish. */
export function createApiClient(baseUrl: string) {
  async function request<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (cause) {
      // The browser's own text ('Failed to fetch') is English: the visitor reads ours; the cause stays attached.
      throw new ApiError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, API_ERROR_CODES.networkError, cause);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      throw errorFromBody(parsed, response.status, options.failureMessage ?? API_ERROR_DEFAULT_MESSAGE);
    }
    return parsed as T;
  }

  return {
    get: <T>(path: string, options?: ApiRequestOptions) => request<T>("GET", path, undefined, options),
    post: <T>(path: string, body: unknown, options?: ApiRequestOptions) =>
      request<T>("POST", path, body, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient(API_BASE);
