import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../http/http-error.ts';
import { effectivePermissions, type Session } from '../../modules/auth/session.ts';
import { sessionsRepository } from '../../modules/auth/sessions.repository.ts';
import { type AccessTokens, createAccessTokens } from '../../security/access-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Resolves the bearer token to a session, or throws the 401 the client should see. */
    authenticate(request: FastifyRequest): Promise<Session>;
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

    app.decorate('authenticate', async (request: FastifyRequest): Promise<Session> => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required');
      const claims = accessTokens.verify(token);
      if (!claims) throw unauthorized('Invalid or expired access token');
      const found = await sessionsRepository.findUser(app.db, claims.userId, claims.sessionId, app.clock.now());
      if (!found) throw unauthorized('Invalid or expired access token');
      const { sessionLive, ...user } = found;
      if (!user.isActive) throw unauthorized('Your account has been deactivated');
      if (!sessionLive || user.sessionVersion !== claims.sessionVersion)
        throw unauthorized('Your session has ended. Please log in again.');
      const session: Session = { user, permissions: effectivePermissions(user.role) };
      request.session = session;
      return session;
    });
  },
  { name: 'authentication', dependencies: ['database', 'secrets'] },
);
