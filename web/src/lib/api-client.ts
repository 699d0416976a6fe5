/**
 * Minimal JSON client for the same-origin API. Errors carry the server's status and its
 * `{ error: { code, message, fields? } }` so screens can show the message and mark the fields.
 */

/** Field name -> i18n key of the problem (e.g. 'validation.required'), as the server sends it. */
export type FieldErrors = Record<string, string>;

export class ApiClientError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

type Params = Record<string, string | number | undefined>;

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

/** The ApiClientError for a non-ok answer, from its `{ error }` body when it has one. */
function errorFrom(res: Response, body: unknown): ApiClientError {
  const err = (body as ErrorBody | undefined)?.error;
  const fields =
    err?.fields && typeof err.fields === 'object'
      ? Object.fromEntries(
          Object.entries(err.fields as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        )
      : undefined;
  return new ApiClientError(
    res.status,
    typeof err?.code === 'string' ? err.code : 'http_error',
    typeof err?.message === 'string' && err.message ? err.message : res.statusText,
    fields,
  );
}

async function parse<T>(res: Response): Promise<T> {
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw errorFrom(res, body);
  return body as T;
}

/** GETs `path` with the defined params as a query string and returns the parsed JSON body. */
export async function apiGet<T>(path: string, params: Params = {}, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  const res = await fetch(qs ? `${path}?${qs}` : path, { signal, headers: { accept: 'application/json' } });
  return parse<T>(res);
}

/**
 * Sends `body` as JSON (POST unless told otherwise) and returns the parsed JSON answer; a non-ok
 * answer throws ApiClientError with the server's code, translated message and `fields`.
 */
export async function apiSend<T>(
  path: string,
  body: unknown = {},
  options: {
    method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const res = await fetch(path, {
    method: options.method ?? 'POST',
    signal: options.signal,
    headers: { ...options.headers, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return parse<T>(res);
}

/** POSTs `body` as JSON (see apiSend). */
export function apiPost<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  return apiSend<T>(path, body, { signal });
}

/**
 * POSTs `form` as multipart/form-data (the browser sets the boundary) and returns the parsed JSON
 * answer; a non-ok answer throws ApiClientError like apiSend.
 */
export async function apiPostForm<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    signal,
    headers: { accept: 'application/json' },
    body: form,
    credentials: 'same-origin',
  });
  return parse<T>(res);
}

/** The server's message of a failed call, else `fallback` (network failures, unexpected errors). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.status < 500 && error.message ? error.message : fallback;
}
