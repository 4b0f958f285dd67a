/** The public blog's reads share the one public-content cache; see cache/public-cache.ts. */
export { createPublicCache, type PublicCache } from '../../cache/public-cache.ts';
