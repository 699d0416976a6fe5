/**
 * Minimal JSON client for the same-origin API. Errors carry the server's status and its
 * `{ error: { code, message } }` message so screens can show it.
 */

export class ApiClientError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

type Params = Record<string, string | number | undefined>;

/** GETs `path` with the defined params as a query string and returns the parsed JSON body. */
export async function apiGet<T>(path: string, params: Params = {}, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  const res = await fetch(qs ? `${path}?${qs}` : path, { signal, headers: { accept: 'application/json' } });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiClientError(res.status, err?.code ?? 'http_error', err?.message ?? res.statusText);
  }
  return body as T;
}
