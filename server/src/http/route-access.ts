import type { PermissionRequirement } from '@skillhub/shared/permissions';
import type { AuthRateLimitPolicyName } from '../config.ts';
import type { LeadFormDeclaration } from '../plugins/app/lead-form-guard.ts';

/**
 * What a route declares about who may call it. The declaration sits on the route (`config`), one hook
 * enforces it (plugins/app/route-guard.ts), and the route catalog exposes it to the permission-matrix test.
 */
export type RoutePermission =
  | PermissionRequirement
  /** Any one of the requirements is enough (e.g. the role list, needed by Settings and by the Users page). */
  | { anyOf: PermissionRequirement[] };

export interface RouteAccess {
  /** Any signed-in user; implied by `permission`. */
  signedIn?: boolean;
  permission?: RoutePermission;
  /**
   * The permission applies only when every listed query parameter has the given raw value
   * (e.g. the category list is public, its inactive view is not).
   */
  permissionWhenQuery?: Record<string, string>;
  /**
   * Only SUPER_ADMIN, whatever permissions another role holds: for acts that amount to holding every permission
   * (setting a third-party script that runs in the site's origin). `reason` is the 403's message.
   */
  superAdminOnly?: { reason: string };
  /** Strict per-address and per-account limits of a sign-in call (and of the public lead forms). */
  authRateLimit?: AuthRateLimitPolicyName;
  /** A public lead form: honeypot and caps across all addresses (plugins/app/lead-form-guard.ts). */
  leadForm?: LeadFormDeclaration;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
}

export function requirementsOf(permission: RoutePermission): PermissionRequirement[] {
  return 'anyOf' in permission ? permission.anyOf : [permission];
}
