import { refreshOnce } from '@skillhub/session';
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { API_PREFIX, AUTH_PATHS, apiPaths, buildPath } from './api-paths.ts';
import { GENERIC_ERROR_MESSAGE } from './constants.ts';
import type { EndpointSpec, RequestArgs, ResponseOf } from './endpoint.ts';
import { solveFormChallenge } from './form-proof.ts';
import { serverMessage } from './i18n.ts';
import type { AuthData } from './schemas/auth.ts';
import type { ErrorBody, ListBody, SuccessBody } from './schemas/common.ts';
import { FORM_PROOF_HEADER, PROOF_REQUIRED } from './schemas/form-proof.ts';
import { clearSession, getAccessToken, setSession } from './session.ts';

/**
 * The one HTTP client of the front end: base /api/, bearer token when held,
 * credentials on auth calls, a timeout, one silent refresh on a 401 and then the session is cleared, and
 * every failure normalised to an ApiError.
 */

export const REQUEST_TIMEOUT_MS = 20_000;

export type ApiErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly data: ErrorBody | undefined;
  /** Seconds the server asked us to wait (a 429's Retry-After), when it said. */
  readonly retryAfter: number | undefined;

  constructor(status: ApiErrorStatus, data: ErrorBody | undefined, message?: string, retryAfter?: number) {
    super(message ?? data?.message ?? GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.retryAfter = retryAfter;
  }

  /** Per-field messages of a 400, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    return this.data?.errors ?? {};
  }
}

const createHttp = (base: string) =>
  ky.create({
    prefix: `${base.replace(/\/+$/, '')}/`,
    timeout: REQUEST_TIMEOUT_MS,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getAccessToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

let apiBase = API_PREFIX;
let http = createHttp(apiBase);

/** The absolute or same-origin URL of an API path under the configured base. */
export function apiUrl(path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Points the client at another API base (an absolute URL in tests, a separate API origin in a deployment).
 * The default is the same-origin '/api'.
 */
export function configureApiBase(base: string): void {
  apiBase = base;
  http = createHttp(base);
}

/** Callers may write paths with or without the leading slash; both name the same call. */
const isAuthPath = (path: string) => {
  const normalised = `/${path.replace(/^\/+/, '')}`;
  return AUTH_PATHS.some((p) => normalised.startsWith(p.split('/:')[0] ?? p));
};

/**
 * One refresh at a time for the whole page (the shell's client and every remote's): concurrent 401s wait for
 * the same answer.
 */
export function refreshSession(): Promise<boolean> {
  return refreshOnce(() =>
    http
      .post(apiPaths.auth.refresh.slice(1), { credentials: 'include' })
      .json<SuccessBody<AuthData>>()
      .then((body) => {
        setSession(body.data);
        return true;
      })
      .catch(() => false),
  );
}

/** The ApiError of an HTTP error answer: its status, its parsed body when it is an object, its Retry-After. */
export function httpApiError(status: number, data: unknown, retryAfterHeader: string | null): ApiError {
  const body = typeof data === 'object' && data !== null ? (data as ErrorBody) : undefined;
  const retryAfter = Number(retryAfterHeader);
  return new ApiError(status, body, undefined, retryAfter > 0 ? retryAfter : undefined);
}

/**
 * After a 401 to a call other than an auth call: true when the call may go once more with a renewed token
 * (another call renewed it meanwhile, or one refresh did); otherwise the session is cleared.
 */
export async function renewedAfter401(sentToken: string | null, retried: boolean): Promise<boolean> {
  // A call refused with a token that another call has since renewed just retries with the new one.
  const renewed = sentToken !== null && getAccessToken() !== sentToken;
  if (!retried && sentToken && (renewed || (await refreshSession())) && getAccessToken()) return true;
  clearSession();
  return false;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError('TIMEOUT_ERROR', undefined);
  if (isHTTPError(error))
    return httpApiError(error.response.status, error.data, error.response.headers.get('retry-after'));
  if (isNetworkError(error) || error instanceof TypeError) return new ApiError('FETCH_ERROR', undefined);
  if (error instanceof SyntaxError) return new ApiError('PARSING_ERROR', undefined);
  return new ApiError('FETCH_ERROR', undefined);
}

export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  body?: FormData | Blob;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with TIMEOUT_ERROR; REQUEST_TIMEOUT_MS when not given. */
  timeout?: number;
  headers?: Record<string, string>;
}

/**
 * How the answer is read: JSON for every API call, a Blob for file downloads (CSV exports, PDFs).
 * Upload progress is not ky's (it streams the request body for it, which Chromium refuses over HTTP/1.1):
 * an upload that shows progress goes through uploadWithProgress (upload-with-progress.ts, XMLHttpRequest).
 */
type ResponseKind = 'json' | 'blob';

/** A file the server sent, with the name its Content-Disposition gives (null when it gives none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="x.pdf"` -> 'x.pdf'. The server only sends plain ASCII names. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || null;
}

async function send<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  kind: ResponseKind = 'json',
  retried = false,
): Promise<T> {
  const auth = isAuthPath(path);
  const searchParams = options.searchParams
    ? Object.fromEntries(
        Object.entries(options.searchParams)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      )
    : undefined;
  const sentToken = getAccessToken();
  try {
    const response = await http(path.replace(/^\//, ''), {
      method,
      json: options.json,
      body: options.body,
      signal: options.signal,
      ...(options.headers ? { headers: options.headers } : {}),
      searchParams,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      credentials: auth ? 'include' : 'same-origin',
    });
    if (kind === 'blob') {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
      return file as T;
    }
    const text = await response.text();
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw new ApiError('PARSING_ERROR', undefined);
    }
  } catch (error) {
    const apiError = await toApiError(error);
    if (apiError.status === 401 && !auth && (await renewedAfter401(sentToken, retried))) {
      return send<T>(method, path, options, kind, true);
    }
    throw apiError;
  }
}

/**
 * A file the server sends (a CSV export, a PDF) with its name, under the same token and refresh rules. Every
 * JSON call goes through `request()` and its endpoint description instead.
 */
export function download(
  path: string,
  options?: RequestOptions & {
    /** POST for a file the server makes on request (a certificate, a poster); GET otherwise. */
    method?: 'get' | 'post';
  },
): Promise<DownloadedFile> {
  const { method = 'get', ...rest } = options ?? {};
  return send<DownloadedFile>(method, path, rest, 'blob');
}

/** Proofs per call: another round covers a challenge that expired or was used up while the browser worked. */
const PROOF_ROUNDS = 3;

/**
 * A public form's call past the form's cap across all addresses (the server's 429 PROOF_REQUIRED): solves the
 * challenge the answer carries and sends the call again with the proof, so a person is never refused for a
 * flood that is not theirs. Any other answer passes through.
 */
async function withFormProof<T>(
  call: (headers?: Record<string, string>) => Promise<T>,
  onFormProof: ((checking: boolean) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<T> {
  let headers: Record<string, string> | undefined;
  for (let round = 0; ; round++) {
    try {
      return await call(headers);
    } catch (error) {
      const challenge =
        error instanceof ApiError && error.status === 429 && error.data?.code === PROOF_REQUIRED
          ? error.data.challenge
          : undefined;
      if (!challenge || round >= PROOF_ROUNDS) throw error;
      onFormProof?.(true);
      try {
        headers = { [FORM_PROOF_HEADER]: await solveFormChallenge(challenge, { signal }) };
      } finally {
        onFormProof?.(false);
      }
    }
  }
}

/**
 * Calls a described endpoint: fills its path parameters, sends its query and body, and types the answer by
 * the endpoint's response schema. A public form's call that the server holds for a proof of work is solved and
 * sent again (withFormProof).
 */
export function request<E extends EndpointSpec>(spec: E, ...[input]: RequestArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, signal, timeout, onFormProof } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['searchParams'];
    body?: unknown;
    signal?: AbortSignal;
    timeout?: number;
    onFormProof?: (checking: boolean) => void;
  };
  const isRaw = body instanceof FormData || body instanceof Blob;
  return withFormProof(
    (headers) =>
      send<ResponseOf<E>>(spec.method.toLowerCase(), buildPath(spec.path, params), {
        searchParams: query,
        ...(isRaw ? { body } : { json: body }),
        signal,
        timeout,
        headers,
      }),
    onFormProof,
    signal,
  );
}

export type { ListBody, SuccessBody };

/** The message to show for a failed call: the server's in the page's language (serverMessage), else the fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  const data = error instanceof ApiError ? error.data : undefined;
  return data?.message ? serverMessage(data.message, data.code, data.params) : fallback;
}

/** A field's message of a failed call (its `errors`) in the page's language; undefined when it has none. */
export function fieldErrorMessage(error: unknown, field: string): string | undefined {
  const message = error instanceof ApiError ? error.fieldErrors[field] : undefined;
  return message === undefined ? undefined : serverMessage(message, (error as ApiError).data?.codes?.[field]);
}
