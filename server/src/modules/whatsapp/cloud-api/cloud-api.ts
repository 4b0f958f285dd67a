/**
 * The WhatsApp Business Cloud API as the platform uses it: the calls (Graph API over HTTP), their answers and
 * their errors. `createCloudApiClient` (cloud-api-client.ts) speaks it to Meta's servers or to the sandbox
 * (sandbox/), which implements the same requests, so the client under test is the real one.
 */

/** Where the API is and who the platform is there. */
export interface CloudApiCredentials {
  /** e.g. https://graph.facebook.com, or the sandbox's address. No trailing slash. */
  baseUrl: string;
  /** The Graph API version in every path, e.g. v21.0. */
  version: string;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
}

/** GET /{phone-number-id}?fields=display_phone_number,verified_name,quality_rating,messaging_limit_tier */
export interface PhoneNumberInfo {
  id: string;
  displayPhoneNumber: string;
  verifiedName: string;
  /** GREEN, YELLOW, RED or UNKNOWN */
  qualityRating: string;
  /** e.g. TIER_1K; null when the API does not say */
  messagingLimit: string | null;
}

/** A template parameter as the send call takes it. */
export type TemplateParameter =
  | { type: 'text'; text: string }
  | { type: 'image'; image: { id: string } }
  | { type: 'document'; document: { id: string; filename?: string } };

/** The body of POST /{phone-number-id}/messages, without messaging_product (the client adds it). */
export type OutgoingMessage =
  | { to: string; type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      to: string;
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: { type: 'header' | 'body'; parameters: TemplateParameter[] }[];
      };
    };

/** A template as the API's template calls take and return it (components in the API's own shape). */
export interface ApiTemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: 'TEXT' | 'IMAGE' | 'DOCUMENT';
  text?: string;
  example?: { header_text?: string[]; body_text?: string[][]; header_handle?: string[] };
  buttons?: (
    | { type: 'QUICK_REPLY'; text: string }
    | { type: 'URL'; text: string; url: string }
    | { type: 'PHONE_NUMBER'; text: string; phone_number: string }
  )[];
}

export interface ApiTemplate {
  name: string;
  language: string;
  /** MARKETING, UTILITY or AUTHENTICATION */
  category: string;
  components: ApiTemplateComponent[];
}

export type ApiTemplateStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED';

export interface ApiTemplateState {
  id: string;
  name: string;
  language: string;
  status: ApiTemplateStatus;
  /** The review's reason for a rejection (the API says NONE otherwise). */
  rejectedReason: string | null;
}

export interface CloudApiClient {
  /** Checks the credentials: the phone number's details. */
  phoneNumber(): Promise<PhoneNumberInfo>;
  /** POST /{phone-number-id}/messages: answers the message id (wamid). */
  sendMessage(message: OutgoingMessage): Promise<{ wamid: string }>;
  /** POST /{phone-number-id}/media (multipart): answers the media id to send. */
  uploadMedia(file: { bytes: Buffer; mimeType: string; fileName: string }): Promise<{ id: string }>;
  /**
   * The Resumable Upload API (POST /app/uploads, then POST /{upload-session-id}): answers the handle a media
   * header's sample needs (`example.header_handle`).
   */
  uploadSampleMedia(file: { bytes: Buffer; mimeType: string; fileName: string }): Promise<{ handle: string }>;
  /** POST /{business-account-id}/message_templates: submits a template for review. */
  createTemplate(template: ApiTemplate): Promise<{ id: string; status: ApiTemplateStatus }>;
  /** POST /{template-id}: edits a template, which goes back to review. */
  editTemplate(id: string, template: Pick<ApiTemplate, 'category' | 'components'>): Promise<void>;
  /** GET /{business-account-id}/message_templates: every template with its review state (all pages). */
  templates(): Promise<ApiTemplateState[]>;
}

/**
 * A failure the API answered ({ error: { message, type, code, error_subcode, fbtrace_id } }), or the network
 * failing (status 0, code 0).
 */
export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    readonly subcode: number | null = null,
    /** From a 429's Retry-After, when given. */
    readonly retryAfterMs: number | null = null,
    /**
     * Whether the request may have reached the API: false only when the connection failed before anything was
     * sent (refused, name not resolved, unreachable host).
     */
    readonly requestSent = true,
  ) {
    super(message);
    this.name = 'CloudApiError';
  }

  /**
   * Worth trying again later: throttling (429; codes 4, 80007, 130429, 131048, 131056), the API's transient
   * errors (code 1, 2, 131000; HTTP 5xx) and a connection that failed before the request was sent. A refused
   * request (bad token, bad parameter, undeliverable number) is not, nor one whose outcome is unknown.
   */
  get retryable(): boolean {
    if (this.status === 0) return !this.requestSent;
    if (this.status === 429 || this.status >= 500) return true;
    return RETRYABLE_CODES.has(this.code);
  }

  /**
   * The request left but no readable answer came back (timeout, connection lost after sending, a 2xx that
   * cannot be read): the API may have acted on it, so sending it again may do it twice.
   */
  get outcomeUnknown(): boolean {
    return this.requestSent && (this.status === 0 || (this.status >= 200 && this.status < 300));
  }
}

const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131048, 131056]);

/** The API's error codes the platform acts on. */
export const CLOUD_API_ERRORS = {
  /** Invalid or expired access token. */
  authentication: 190,
  /** Cloud API throughput reached. */
  throughput: 130429,
  /** The number is not on WhatsApp, or cannot receive this message. */
  undeliverable: 131026,
  /** More than 24 hours since the customer last replied: only a template may be sent. */
  reEngagement: 131047,
  /** Invalid parameter. */
  invalidParameter: 100,
  /** The template does not exist in this language, or is not approved. */
  templateMissing: 132001,
  /** The template's parameters do not match its variables. */
  templateParams: 132000,
} as const;
