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
  /** Bearer token, when a caller has one. */
  token?: string;
  /** CSRF token echoed in a header, when a caller has one. */
  csrfToken?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const API_BASE = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "/v1";

function errorFromBody(body: unknown, status: number): ApiError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === "object" && error !== null) {
      const { message, code, details } = error as { message?: unknown; code?: unknown; details?: unknown };
      return new ApiError(
        typeof message === "string" ? message : "An error occurred",
        status,
        typeof code === "string" ? code : "API_ERROR",
        details,
      );
    }
    if (typeof error === "string") return new ApiError(error, status, "API_ERROR");
  }
  return new ApiError("An error occurred", status, "API_ERROR");
}

/** One typed JSON request to the API, with credentials, optional auth headers and a timeout. */
export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.csrfToken) headers["X-CSRF-Token"] = options.csrfToken;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : "Network error";
    throw new ApiError(message, 0, "NETWORK_ERROR");
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw errorFromBody(parsed, response.status);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: ApiRequestOptions) => apiRequest<T>("GET", path, undefined, options),
  post: <T>(path: string, body: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>("POST", path, body, options),
  put: <T>(path: string, body: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>("PUT", path, body, options),
  delete: <T>(path: string, options?: ApiRequestOptions) => apiRequest<T>("DELETE", path, undefined, options),
};
