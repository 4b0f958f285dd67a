import { apiPaths } from '@skillhub/shared/api-paths';
import { PATHS } from '@skillhub/shared/routes';

/**
 * A request's URL as the logs keep it: secrets that travel in URLs (the reset and e-mail-change links' tokens,
 * the WhatsApp webhook's verify token, codes and tokens in query strings) are replaced by `[redacted]`, so that
 * an access log, a log shipper or whoever reads them cannot use them.
 */

const REDACTED = '[redacted]';

/** Every route pattern of the API and the pages, nested objects flattened. */
function patternsOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (table && typeof table === 'object') return Object.values(table).flatMap(patternsOf);
  return [];
}

/**
 * The static segment before each `:token` of a route (reset-password, confirm-email): the segment after it is
 * a secret wherever it appears, under /api or as a page. Derived from the route tables, so a new token route is
 * covered without a list kept by hand.
 */
const TOKEN_PATH = (() => {
  const segments = new Set<string>();
  for (const pattern of [...patternsOf(apiPaths), ...patternsOf(PATHS)]) {
    const match = /\/([^/:]+)\/:token(?:\/|$)/.exec(pattern);
    if (match?.[1]) segments.add(match[1]);
  }
  const names = [...segments].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`(/(?:${names})/)[^/?#]+`, 'gi');
})();

/** Query parameters whose value is a secret: any name ending in token (hub.verify_token, access_token), codes, OTPs. */
const SECRET_PARAM = /(?:token|^code|^otp|password|secret|signature)$/i;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(TOKEN_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAM.test(paramName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
