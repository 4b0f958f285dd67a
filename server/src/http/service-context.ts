import type { FastifyInstance } from 'fastify';

/** What services need from the app: the database, the clock, the config and the shared facilities. */
export type ServiceContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'secrets' | 'accessTokens' | 'outbox' | 'rateLimitCounters' | 'log'
>;

/** Who is calling, for the refresh-token record and the per-address limits. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
