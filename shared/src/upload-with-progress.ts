import { ApiError, apiUrl, httpApiError, type RequestOptions, renewedAfter401 } from './api-client.ts';
import { clearSession, getAccessToken } from './session.ts';

/** How much of the request body has gone up; `total` is 0 when the browser does not know it. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100 */
  percent: number;
}

export interface UploadOptions {
  searchParams?: RequestOptions['searchParams'];
  signal?: AbortSignal;
  /** Milliseconds before the call fails with TIMEOUT_ERROR; none when not given (a slow link may take long). */
  timeout?: number;
  onProgress?: (progress: UploadProgress) => void;
}

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

function urlOf(path: string, searchParams: UploadOptions['searchParams']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${apiUrl(path)}?${search}` : apiUrl(path);
}

/** One POST through XMLHttpRequest, the only browser API that reports upload progress over HTTP/1.1. */
function post<T>(path: string, body: FormData, options: UploadOptions, sentToken: string | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path, options.searchParams));
    // Same-origin cookies only, as `send` does for every call but the auth ones.
    xhr.withCredentials = false;
    if (sentToken) xhr.setRequestHeader('Authorization', `Bearer ${sentToken}`);
    if (options.timeout !== undefined) xhr.timeout = options.timeout;

    let lastPercent = -1;
    const report = (loaded: number, total: number) => {
      const percent = percentOf(loaded, total);
      if (percent === lastPercent) return;
      lastPercent = percent;
      onProgress?.({ loaded, total, percent });
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) report(event.loaded, event.total);
    });
    // An answer has begun: the body is all sent, whether or not the browser reported its last progress event.
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState >= XMLHttpRequest.HEADERS_RECEIVED && lastPercent < 100) report(1, 1);
    });

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.addEventListener('load', () => {
      settle();
      const text = xhr.responseText;
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        if (xhr.status >= 200 && xhr.status < 300) {
          reject(new ApiError('PARSING_ERROR', undefined));
          return;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(httpApiError(xhr.status, data, xhr.getResponseHeader('retry-after')));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError('FETCH_ERROR', undefined));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiError('TIMEOUT_ERROR', undefined));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    });
    xhr.send(body);
  });
}

/**
 * POSTs a form (a file and its fields) to an API path and reports how much of it has gone up; otherwise as
 * `request()`: the configured base, the bearer token, same-origin credentials, an ApiError with the server's
 * message and field errors, one refresh and retry on a 401, the JSON answer. Aborting the signal rejects with
 * its reason, as fetch does.
 */
export async function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const sentToken = getAccessToken();
  try {
    return await post<T>(path, body, options, sentToken);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await renewedAfter401(sentToken, false))) {
      options.onProgress?.({ loaded: 0, total: 0, percent: 0 });
      return post<T>(path, body, options, getAccessToken()).catch((again: unknown) => {
        if (again instanceof ApiError && again.status === 401) clearSession();
        throw again;
      });
    }
    throw error;
  }
}
