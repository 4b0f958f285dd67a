import { randomBytes, randomInt } from 'node:crypto';

/**
 * A Graph object id as the API gives them (templates, media): 15 digits, so that it stays a safe integer where
 * the API sends it as a number (the template review webhook's message_template_id).
 */
export function graphId(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1e7)).padStart(7, '0')}${String(randomInt(0, 1e7)).padStart(7, '0')}`;
}

/** A message id: `wamid.` and a base64 string, as the API's are. */
export function wamid(): string {
  return `wamid.${randomBytes(30).toString('base64')}`;
}
