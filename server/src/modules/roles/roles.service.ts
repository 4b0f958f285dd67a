import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { normalizePermissions, type Permissions, permissionsCover } from '@skillhub/shared/permissions';
import type { ListBody, ListQuery } from '@skillhub/shared/schemas/common';
import type { CreateRoleBody, Role, UpdateRolePermissionsBody } from '@skillhub/shared/schemas/role';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/postgres-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { effectivePermissions, type Session } from '../auth/session.ts';
import { type RoleWithCount, rolesRepository } from './roles.repository.ts';

const NAME_TAKEN = 'A role with this name already exists';
const GIVE_BEYOND = 'You cannot give a role permissions you do not hold';
const EDIT_BEYOND = 'You cannot edit a role that has permissions you do not hold';
const OWN_ROLE = 'You cannot change the permissions of your own role';

/** Nobody puts into a role a permission they do not hold themselves (SUPER_ADMIN holds them all). */
function assertMayGive(actor: Session, permissions: Permissions): void {
  if (!permissionsCover(actor.permissions, permissions)) throw forbidden(GIVE_BEYOND);
}

export function toRoleDto(role: RoleWithCount): Role {
  return {
    _id: role.id,
    name: role.name,
    description: role.description,
    permissions: effectivePermissions(role),
    isSystem: role.isSystem,
    usersCount: role.usersCount,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}

/** Roles and their permissions (the Settings page). */
export function createRolesService(ctx: ServiceContext) {
  const { db } = ctx;

  async function mustFind(id: string): Promise<RoleWithCount> {
    const role = await rolesRepository.findById(db, id);
    if (!role) throw notFound('Role not found');
    return role;
  }

  function inUseMessage(count: number): string {
    return `This role is assigned to ${count} user${count === 1 ? '' : 's'} and cannot be deleted`;
  }

  return {
    async list(query: ListQuery): Promise<ListBody<Role>> {
      const { rows, total } = await rolesRepository.list(db, query);
      return { success: true, data: rows.map(toRoleDto), pagination: pagination(total, query.page, query.limit) };
    },

    async get(id: string): Promise<Role> {
      return toRoleDto(await mustFind(id));
    },

    async create(actor: Session, body: CreateRoleBody): Promise<Role> {
      assertMayGive(actor, body.permissions);
      if (await rolesRepository.findByName(db, body.name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
      try {
        const id = await rolesRepository.insert(db, {
          name: body.name,
          description: body.description || null,
          permissions: normalizePermissions(body.permissions),
        });
        return toRoleDto(await mustFind(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
        throw error;
      }
    },

    /**
     * Editing a role is granting to everyone who holds it: the actor must hold what the role has now and what it
     * is given, and may not edit the role they hold themselves (that would widen their own access).
     */
    async updatePermissions(actor: Session, id: string, body: UpdateRolePermissionsBody): Promise<Role> {
      const role = await mustFind(id);
      if (role.name === ROLE_SUPER_ADMIN) {
        throw badRequest('The SUPER_ADMIN role always has every permission and cannot be edited');
      }
      if (role.id === actor.user.role.id) throw forbidden(OWN_ROLE);
      if (!permissionsCover(actor.permissions, effectivePermissions(role))) throw forbidden(EDIT_BEYOND);
      assertMayGive(actor, body.permissions);
      await rolesRepository.updatePermissions(db, id, normalizePermissions(body.permissions));
      return toRoleDto(await mustFind(id));
    },

    async delete(id: string): Promise<Role> {
      const role = await mustFind(id);
      if (role.isSystem) throw badRequest(`The ${role.name} role is a system role and cannot be deleted`);
      if (role.usersCount > 0) throw conflict(inUseMessage(role.usersCount));
      try {
        await rolesRepository.delete(db, id);
      } catch (error) {
        // Someone was given the role between the check and the delete; the foreign key refused it.
        if (isForeignKeyViolation(error)) throw conflict(inUseMessage(await rolesRepository.countUsers(db, id)));
        throw error;
      }
      return toRoleDto({ ...role, usersCount: 0 });
    },
  };
}
