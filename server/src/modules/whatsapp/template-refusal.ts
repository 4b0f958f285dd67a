import { fieldError, HttpError } from '../../http/http-error.ts';
import { UNREACHABLE } from './account.service.ts';
import { CLOUD_API_ERRORS, CloudApiError } from './cloud-api/cloud-api.ts';

/** The API's subcodes of a template refused for its name: the name and language exist, or are being deleted. */
const NAME_SUBCODES = new Set([2388023, 2388024]);
/** Refused for the body's variables or samples (missing samples, too many variables, one at an edge). */
const BODY_SUBCODES = new Set([2388043, 2388072, 2388293, 2388299]);

/** The API's explanation of a refusal, without its generic "(#100) Invalid parameter" opening. */
function explanation(message: string): string {
  return message
    .replace(/^\(#\d+\)\s*/, '')
    .replace(/^invalid parameter\s*/i, '')
    .toLowerCase();
}

/**
 * The form field a refusal concerns: `name` (duplicate, format), `language`, `header`, `buttons`, `body` (variables,
 * samples), otherwise `_`.
 */
function fieldOf(error: CloudApiError): string {
  if (error.subcode !== null && NAME_SUBCODES.has(error.subcode)) return 'name';
  if (error.subcode !== null && BODY_SUBCODES.has(error.subcode)) return 'body';
  const text = explanation(error.message);
  if (/\bheader/.test(text)) return 'header';
  if (/\bbuttons?\b/.test(text)) return 'buttons';
  if (/\bparam language\b/.test(text)) return 'language';
  if (/\bname\b|already exists/.test(text)) return 'name';
  if (/variable|parameter|example|sample|placeholder|\bbody\b/.test(text)) return 'body';
  return '_';
}

/** A template call the API refused, as the 400 (or 502) staff see on the template form. */
export function templateRefusal(error: unknown): unknown {
  if (!(error instanceof CloudApiError)) return error;
  // The network failing, before or after sending: the staff member tries again (the API refuses a duplicate).
  if (error.retryable || error.status === 0) return new HttpError(502, UNREACHABLE);
  if (error.status === 401 || error.code === CLOUD_API_ERRORS.authentication) {
    return fieldError('_', `The access token was refused by WhatsApp: ${error.message}. Connect the account again`);
  }
  return fieldError(fieldOf(error), `WhatsApp refused the template: ${error.message}`);
}
