import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../../http/http-error.ts';
import { pageCookieOf } from '../../modules/auth/page-cookie.ts';
import { effectivePermissions, type Session } from '../../modules/auth/session.ts';
import { sessionsRepository } from '../../modules/auth/sessions.repository.ts';
import { type AccessTokenClaims, type AccessTokens, createAccessTokens } from '../../security/access-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Resolves the bearer token to a session, or throws the 401 the client should see. */
    authenticate(request: FastifyRequest): Promise<Session>;
    /**
     * The session a page request comes from, by its page cookie (page-cookie.ts), checked as `authenticate`
     * checks a bearer token; null for none, or one that is no longer good (the page is then drawn signed out).
     */
    pageSession(request: FastifyRequest): Promise<Session | null>;
  }
  interface FastifyRequest {
    /** Set by the route guard on routes that need a signed-in user. */
    session: Session | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Access-token authentication. The user, the role and the token's session are loaded from the database on
 * every authenticated request, so deactivation, role changes, permission edits and the end of a session
 * (logout, password change, a replayed refresh token revoking its family) apply at once.
 */
export default fp(
  async (app) => {
    const accessTokens = createAccessTokens(app.secrets.jwtKey, app.config.tokens.accessTtlSeconds, app.clock);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('session', null);

    /** The live session `claims` name, or the 401 that says why not. */
    async function sessionOf(claims: AccessTokenClaims | null): Promise<Session> {
      if (!claims) throw unauthorized('Invalid or expired access token');
      const found = await sessionsRepository.findUser(app.db, claims.userId, claims.sessionId, app.clock.now());
      if (!found) throw unauthorized('Invalid or expired access token');
      const { sessionLive, ...user } = found;
      if (!user.isActive) throw unauthorized('Your account has been deactivated');
      if (!sessionLive || user.sessionVersion !== claims.sessionVersion)
        throw unauthorized('Your session has ended. Please log in again.');
      return { user, permissions: effectivePermissions(user.role) };
    }

    app.decorate('authenticate', async (request: FastifyRequest): Promise<Session> => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required');
      const session = await sessionOf(accessTokens.verify(token));
      request.session = session;
      return session;
    });

    app.decorate('pageSession', async (request: FastifyRequest): Promise<Session | null> => {
      const token = pageCookieOf(request);
      if (!token) return null;
      return sessionOf(accessTokens.verifyPage(token)).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) return null;
        throw error;
      });
    });
  },
  { name: 'authentication', dependencies: ['database', 'secrets'] },
);
