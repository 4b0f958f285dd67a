/**
 * The query options of a short-lived signed media URL (a video, its captions, its thumbnails): never refetched
 * behind the player's back, since a new URL would reload what is playing; the player asks again itself when the
 * URL nears its end or fails. Dropped as soon as nothing shows it, and not retried (the player says why it failed).
 */
export const SIGNED_URL_QUERY = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnWindowFocus: false,
  retry: false,
} as const;
