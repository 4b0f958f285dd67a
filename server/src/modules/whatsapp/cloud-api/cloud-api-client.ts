import { z } from 'zod';
import {
  type ApiTemplateState,
  type ApiTemplateStatus,
  type CloudApiClient,
  type CloudApiCredentials,
  CloudApiError,
  type PhoneNumberInfo,
} from './cloud-api.ts';

/**
 * The Cloud API's client: the Graph API over HTTP as Meta documents it, against graph.facebook.com or the
 * sandbox alike. One request per call and no retries: the sender decides what to try again
 * (CloudApiError.retryable).
 */

/** A JSON call that has not answered by then is given up (status 0, outcome unknown). */
export const CALL_TIMEOUT_MS = 15_000;
/** A file upload carries up to 100 MB, so it gets longer. */
const UPLOAD_TIMEOUT_MS = 120_000;
/** The most template pages followed (100 each): a business account holds at most a few thousand templates. */
const MAX_TEMPLATE_PAGES = 100;

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_msg: z.string().optional(),
    error_data: z.union([z.object({ details: z.string().optional() }), z.string()]).optional(),
  }),
});

const phoneNumberSchema = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string(),
  quality_rating: z.string().optional(),
  messaging_limit_tier: z.string().optional(),
});

const sendAnswerSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const idAnswerSchema = z.object({ id: z.string().min(1) });
const handleAnswerSchema = z.object({ h: z.string().min(1) });
const templateStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED']);
const createTemplateAnswerSchema = z.object({ id: z.string().min(1), status: z.string() });
const successAnswerSchema = z.object({ success: z.literal(true) });
const templatesPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      language: z.string(),
      status: z.string(),
      rejected_reason: z.string().nullable().optional(),
    }),
  ),
  paging: z
    .object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() })
    .optional(),
});

interface CallOptions {
  query?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Error codes of a connection that failed before the request was written: resolving the name, or connecting
 * (TCP refused or unreachable, TLS certificate refused). Anything else may have happened after sending.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * Whether fetch failed before sending the request: its cause (or every attempt of an AggregateError, when
 * several addresses were tried) is a connect or name-resolution error.
 */
function failedBeforeSending(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause;
  if (!cause || typeof cause !== 'object') return false;
  const attempts = cause instanceof AggregateError && cause.errors.length > 0 ? cause.errors : [cause];
  return attempts.every((attempt) => {
    const { code, syscall } = attempt as { code?: unknown; syscall?: unknown };
    return (typeof code === 'string' && NOT_SENT_CODES.has(code)) || syscall === 'connect' || syscall === 'getaddrinfo';
  });
}

/** A Buffer as fetch and Blob take it: Node's buffers are never backed by a SharedArrayBuffer. */
const plainBytes = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;

/** The API's own status: PAUSED and DISABLED as they are; anything new reads as PENDING (not yet usable). */
function templateStatus(status: string): ApiTemplateStatus {
  const parsed = templateStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : 'PENDING';
}

/** A fetch failure in words: its message and its cause's (fetch says only "fetch failed"). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
}

function errorFromAnswer(status: number, data: unknown, retryAfter: number | null): CloudApiError {
  const parsed = graphErrorSchema.safeParse(data);
  if (!parsed.success) {
    return new CloudApiError(
      `The WhatsApp API answered ${status} without an error description`,
      status,
      0,
      null,
      retryAfter,
    );
  }
  const { error } = parsed.data;
  const details = typeof error.error_data === 'string' ? error.error_data : error.error_data?.details;
  const extra = error.error_user_msg ?? details;
  const base = error.message ?? 'The WhatsApp API refused the request';
  const message = extra && extra !== base ? `${base} (${extra})` : base;
  return new CloudApiError(message, status, error.code ?? 0, error.error_subcode ?? null, retryAfter);
}

export interface CloudApiClientOptions {
  /** How long a JSON call may take to answer (CALL_TIMEOUT_MS by default); uploads get UPLOAD_TIMEOUT_MS. */
  callTimeoutMs?: number;
  fetch?: typeof fetch;
}

export function createCloudApiClient(
  credentials: CloudApiCredentials,
  clientOptions: CloudApiClientOptions = {},
): CloudApiClient {
  const fetchImpl = clientOptions.fetch ?? fetch;
  const callTimeoutMs = clientOptions.callTimeoutMs ?? CALL_TIMEOUT_MS;
  const root = `${credentials.baseUrl.replace(/\/+$/, '')}/${credentials.version}`;

  /** One Graph call; answers the parsed JSON of a 2xx, throws CloudApiError for anything else. */
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, options: CallOptions = {}) {
    // Ids the API hands out (upload sessions: `upload:...?sig=...`) go into the path as given.
    const url = new URL(`${root}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { authorization: `Bearer ${credentials.accessToken}`, ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const timeoutMs = options.timeoutMs ?? callTimeoutMs;

    let status: number;
    let text: string;
    let retryAfter: number | null;
    try {
      const response = await fetchImpl(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      retryAfter = retryAfterMs(response.headers.get('retry-after'));
      text = await response.text();
    } catch (error) {
      // A timeout counts as sent: it may have run out while the API was acting on the request.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const notSent = !timedOut && failedBeforeSending(error);
      const reason = describe(error);
      const message = timedOut
        ? `The WhatsApp API did not answer within ${timeoutMs / 1000} s`
        : notSent
          ? `The WhatsApp API is not reachable: ${reason}`
          : `The connection to the WhatsApp API was lost before its answer: ${reason}`;
      throw Object.assign(new CloudApiError(message, 0, 0, null, null, !notSent), { cause: error });
    }

    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new CloudApiError(`The WhatsApp API answered ${status} without JSON`, status, 0, null, retryAfter);
    }
    if (status < 200 || status >= 300) throw errorFromAnswer(status, data, retryAfter);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new CloudApiError(`The WhatsApp API answered ${method} ${path} in an unexpected shape`, status, 0);
    }
    return parsed.data;
  }

  const phonePath = `/${encodeURIComponent(credentials.phoneNumberId)}`;
  const wabaPath = `/${encodeURIComponent(credentials.businessAccountId)}`;

  return {
    async phoneNumber(): Promise<PhoneNumberInfo> {
      const answer = await call('GET', phonePath, phoneNumberSchema, {
        query: { fields: 'display_phone_number,verified_name,quality_rating,messaging_limit_tier' },
      });
      return {
        id: answer.id,
        displayPhoneNumber: answer.display_phone_number,
        verifiedName: answer.verified_name,
        qualityRating: answer.quality_rating ?? 'UNKNOWN',
        messagingLimit: answer.messaging_limit_tier ?? null,
      };
    },

    async sendMessage(message) {
      const answer = await call('POST', `${phonePath}/messages`, sendAnswerSchema, {
        json: { messaging_product: 'whatsapp', recipient_type: 'individual', ...message },
      });
      return { wamid: answer.messages[0]!.id };
    },

    async uploadMedia(file) {
      const form = new FormData();
      form.set('messaging_product', 'whatsapp');
      form.set('type', file.mimeType);
      form.set('file', new Blob([plainBytes(file.bytes)], { type: file.mimeType }), file.fileName);
      return call('POST', `${phonePath}/media`, idAnswerSchema, { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    },

    async uploadSampleMedia(file) {
      const session = await call('POST', '/app/uploads', idAnswerSchema, {
        query: { file_name: file.fileName, file_length: String(file.bytes.length), file_type: file.mimeType },
      });
      const answer = await call('POST', `/${session.id}`, handleAnswerSchema, {
        headers: {
          authorization: `OAuth ${credentials.accessToken}`,
          file_offset: '0',
          'content-type': file.mimeType,
        },
        body: plainBytes(file.bytes),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      return { handle: answer.h };
    },

    async createTemplate(template) {
      const answer = await call('POST', `${wabaPath}/message_templates`, createTemplateAnswerSchema, {
        json: template,
      });
      return { id: answer.id, status: templateStatus(answer.status) };
    },

    async editTemplate(id, template) {
      await call('POST', `/${encodeURIComponent(id)}`, successAnswerSchema, {
        json: { category: template.category, components: template.components },
      });
    },

    async templates() {
      const all: ApiTemplateState[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_TEMPLATE_PAGES; page += 1) {
        const query: Record<string, string> = { fields: 'id,name,language,status,rejected_reason', limit: '100' };
        if (after) query.after = after;
        const answer = await call('GET', `${wabaPath}/message_templates`, templatesPageSchema, { query });
        for (const template of answer.data) {
          const reason = template.rejected_reason;
          all.push({
            id: template.id,
            name: template.name,
            language: template.language,
            status: templateStatus(template.status),
            rejectedReason: reason && reason !== 'NONE' ? reason : null,
          });
        }
        after = answer.paging?.cursors?.after;
        // Only `next` says another page exists; the cursors are there on the last page too.
        if (!answer.paging?.next || !after) break;
      }
      return all;
    },
  };
}
