/**
 * The page's one query cache: unused data kept 60 s, no refetch on focus or reconnect, client
 * errors not retried. It lives in `@skillhub/session`, the module shared at run time, so the shell and every
 * remote use the same cache.
 */
export { queryClient } from '@skillhub/session';
