import { meets } from '@skillhub/shared/permissions';
import type { FastifyRequest, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../http/http-error.ts';
import { type RouteAccess, requirementsOf } from '../../http/route-access.ts';
import { isSuperAdmin } from '../../modules/auth/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, with the access it declares (read by the permission-matrix test). */
    routeCatalog: CatalogRoute[];
  }
}

export interface CatalogRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
}

function permissionApplies(request: FastifyRequest, access: RouteAccess): boolean {
  if (!access.permissionWhenQuery) return true;
  const query = request.query as Record<string, unknown>;
  return Object.entries(access.permissionWhenQuery).every(([name, value]) => query[name] === value);
}

/**
 * The single enforcement point of route access. Each route declares `signedIn` or `permission` in its
 * config; this hook runs before the body is even parsed: 401 without a valid token, 403 when the role does
 * not meet any of the declared requirements (shared `meets()`, the same check the shell uses), or is not
 * SUPER_ADMIN on a route that says `superAdminOnly`.
 */
export default fp(
  async (app) => {
    const catalog: CatalogRoute[] = [];
    app.decorate('routeCatalog', catalog);

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as RouteAccess;
      const access: RouteAccess = {
        signedIn: config.signedIn,
        permission: config.permission,
        permissionWhenQuery: config.permissionWhenQuery,
        superAdminOnly: config.superAdminOnly,
        authRateLimit: config.authRateLimit,
      };
      for (const method of [route.method].flat())
        catalog.push({ method: method as HTTPMethods, url: route.url, access });

      if (!access.signedIn && !access.permission && !access.superAdminOnly) return;
      const guard: onRequestAsyncHookHandler = async (request) => {
        const needsPermission = access.permission !== undefined && permissionApplies(request, access);
        if (!access.signedIn && !needsPermission && !access.superAdminOnly) return;
        const session = await app.authenticate(request);
        if (needsPermission && access.permission) {
          const allowed = requirementsOf(access.permission).some((requirement) =>
            meets(session.permissions, requirement),
          );
          if (!allowed) throw forbidden();
        }
        if (access.superAdminOnly && !isSuperAdmin(session.user)) throw forbidden(access.superAdminOnly.reason);
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    });
  },
  { name: 'route-guard', dependencies: ['authentication'] },
);
