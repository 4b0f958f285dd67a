import { randomBytes } from 'node:crypto';

/**
 * A refusal the sandbox answers as the Graph API does: the HTTP status and
 * `{ error: { message, type, code, error_subcode, error_data, fbtrace_id } }`, with the messages and codes of
 * the Cloud API's error reference.
 */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly extra: {
      type?: string;
      subcode?: number;
      details?: string;
      userTitle?: string;
      userMessage?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'GraphError';
  }

  body() {
    const { type, subcode, details, userTitle, userMessage } = this.extra;
    return {
      error: {
        message: this.message,
        type: type ?? 'OAuthException',
        code: this.code,
        ...(subcode === undefined ? {} : { error_subcode: subcode }),
        ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
        ...(userTitle === undefined ? {} : { error_user_title: userTitle }),
        ...(userMessage === undefined ? {} : { error_user_msg: userMessage }),
        fbtrace_id: `A${randomBytes(16).toString('base64url')}`,
      },
    };
  }
}

export const invalidToken = (missing: boolean) =>
  new GraphError(
    401,
    190,
    missing
      ? 'An access token is required to request this resource.'
      : 'Invalid OAuth access token - Cannot parse access token',
  );

export const unknownObject = (method: 'get' | 'post', id: string) =>
  new GraphError(
    400,
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    { type: 'GraphMethodException', subcode: 33 },
  );

export const unknownPath = (path: string) =>
  new GraphError(400, 2500, `Unknown path components: ${path}`, { type: 'OAuthException' });

export const invalidParameter = (details: string) => new GraphError(400, 100, '(#100) Invalid parameter', { details });

export const templateMissing = (name: string, language: string) =>
  new GraphError(400, 132001, '(#132001) Template name does not exist in the translation', {
    details: `template name (${name}) does not exist in ${language}`,
  });

export const templateParams = (details: string) =>
  new GraphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', {
    details,
  });

export const templateParamFormat = (details: string) =>
  new GraphError(400, 132012, '(#132012) Parameter format does not match format in the created template', {
    details,
  });

export const reEngagement = () =>
  new GraphError(400, 131047, '(#131047) Re-engagement message', {
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  });

export const throughputReached = (retryAfterSeconds: number) =>
  new GraphError(429, 130429, '(#130429) Rate limit hit', {
    details: 'Cloud API message throughput has been reached.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const pairRateReached = () =>
  new GraphError(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit', {
    details:
      'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
  });

export const mediaError = (details: string) => new GraphError(400, 131053, '(#131053) Media upload error', { details });

export const duplicateTemplate = (language: string) =>
  new GraphError(400, 100, 'Invalid parameter', {
    subcode: 2388024,
    userTitle: 'Message template already exists',
    userMessage: `There is already ${language} content for this template. You can create a new template and try again.`,
  });

export const unknownError = () => new GraphError(500, 1, 'An unknown error occurred', { type: 'OAuthException' });
