import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
/** A page that shows one person's details (a payment link's lead): kept by no cache, shared or the browser's. */
export const PERSONAL = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** rsbuild names emitted assets like index.8f3a2b1c.js: a content hash makes a file safe to cache forever. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The shell's entry points (index.html, manifests) must be revalidated on every load so a new release is picked
 * up at once; the hashed files they point to never change and can be cached for a year. A remote's build is
 * served from a folder named by its build id, which never changes, so every file in it is cached for a year.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
