import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { permissionsCover } from '@skillhub/shared/permissions';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { ListUsersQuery, StaffUserBody, User } from '@skillhub/shared/schemas/user';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { roles } from '../../db/schema/users-and-roles.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { staffInviteMail } from '../../mail/mail-templates.ts';
import { hashToken, randomToken } from '../../security/secret-tokens.ts';
import { passwordResetTokensRepository } from '../auth/password-reset-tokens.repository.ts';
import { refreshTokensRepository } from '../auth/refresh-tokens.repository.ts';
import { effectivePermissions, isSuperAdmin, type Session } from '../auth/session.ts';
import { rolesRepository } from '../roles/roles.repository.ts';
import { createEmailChangeService, EMAIL_TAKEN } from './email-change.service.ts';
import { emailChangesRepository } from './email-changes.repository.ts';
import { toUserDto } from './user-dto.ts';
import { type UserWithRole, usersRepository } from './users.repository.ts';

const LAST_SUPER_ADMIN_DEACTIVATE = 'The last active super admin cannot be deactivated';
const LAST_SUPER_ADMIN_MOVE = 'The last active super admin cannot be moved to another role';
const SUPER_ADMIN_ONLY = 'Only a super admin can manage super admin accounts';
const OWN_ROLE = 'You cannot change your own role';
const GRANT_BEYOND = 'You cannot grant a role with permissions you do not hold';
const MANAGE_BEYOND = 'You cannot manage a user whose role has permissions you do not hold';
const OWN_EMAIL = 'To change your own email, use Change email and enter your password';

type RoleOfUser = { name: string; permissions: UserWithRole['role']['permissions'] };

/**
 * Locks the SUPER_ADMIN role row for the rest of the transaction, so that changes which could remove the
 * last active super admin happen one after another and each sees the count the previous one left.
 */
async function lockSuperAdminMembership(tx: Database): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_SUPER_ADMIN)).for('update');
}

/**
 * What a staff edit did: the user as it is now, and for a new e-mail, the address asked for and whether it waits
 * for the owner's approval (asked by staff who are not super admins) or only for its confirmation link.
 */
export interface UserUpdate {
  user: User;
  emailChange: { newEmail: string; awaitsApproval: boolean } | null;
}

/** Staff user management (the Users page). */
export function createUsersService(ctx: ServiceContext) {
  const { db, clock, config, outbox } = ctx;
  const emailChanges = createEmailChangeService(ctx);

  async function withPending(rows: UserWithRole[]): Promise<User[]> {
    const pending = await emailChangesRepository.pendingEmails(
      db,
      rows.map((row) => row.id),
      clock.now(),
    );
    return rows.map((row) => toUserDto(row, pending.get(row.id) ?? null));
  }

  async function dtoOf(userId: string): Promise<User> {
    const [user] = await withPending([await mustFind(userId)]);
    if (!user) throw new Error(`User ${userId} vanished`);
    return user;
  }

  async function mustFind(userId: string, tx: Database = db): Promise<UserWithRole> {
    const user = await usersRepository.findById(tx, userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * Staff act only within their own power: touching or granting super-admin power is itself a super-admin power,
   * a role is granted only by someone holding every permission it carries, and a user whose role carries more
   * than the actor holds is left alone (otherwise a new e-mail or a role change would hand that power over).
   */
  function assertMayManage(actor: Session, target: { role: RoleOfUser } | null, newRole?: RoleOfUser): void {
    if (isSuperAdmin(actor.user)) return;
    if ((target && isSuperAdmin(target)) || newRole?.name === ROLE_SUPER_ADMIN) throw forbidden(SUPER_ADMIN_ONLY);
    if (target && !permissionsCover(actor.permissions, effectivePermissions(target.role))) {
      throw forbidden(MANAGE_BEYOND);
    }
    if (newRole && !permissionsCover(actor.permissions, effectivePermissions(newRole))) throw forbidden(GRANT_BEYOND);
  }

  async function mustFindRole(roleId: string) {
    const role = await rolesRepository.findById(db, roleId);
    if (!role) throw fieldError('role', 'Role not found');
    return role;
  }

  return {
    async list(query: ListUsersQuery): Promise<ListBody<User>> {
      const { rows, total } = await usersRepository.list(db, query);
      return { success: true, data: await withPending(rows), pagination: pagination(total, query.page, query.limit) };
    },

    async setStatus(actor: Session, userId: string, isActive: boolean | undefined): Promise<User> {
      const target = await mustFind(userId);
      const next = isActive ?? !target.isActive;
      if (target.id === actor.user.id && !next) throw badRequest('You cannot deactivate your own account');
      if (next === target.isActive) {
        assertMayManage(actor, target);
        return dtoOf(target.id);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The invariant is checked before authority, so the Users page learns why the last admin stays.
        if (!next && isSuperAdmin(target)) {
          await lockSuperAdminMembership(tx);
          if ((await usersRepository.countActiveSuperAdmins(tx)) <= 1) throw conflict(LAST_SUPER_ADMIN_DEACTIVATE);
        }
        assertMayManage(actor, target);
        await usersRepository.setActive(tx, target.id, next);
        if (!next) await refreshTokensRepository.revokeAllForUser(tx, target.id, now, 'deactivated');
      });
      return dtoOf(target.id);
    },

    async add(actor: Session, body: StaffUserBody): Promise<User> {
      const role = await mustFindRole(body.role);
      assertMayManage(actor, null, role);
      if (await usersRepository.emailTaken(db, body.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const token = randomToken();
      const now = clock.now();
      const ttlMs = config.passwordReset.inviteTtlMs;
      try {
        const userId = await db.transaction(async (tx) => {
          const id = await usersRepository.insert(tx, {
            name: body.name,
            email: body.email,
            roleId: role.id,
            passwordHash: null,
          });
          await passwordResetTokensRepository.insert(tx, {
            userId: id,
            tokenHash: hashToken(token),
            otpHash: null,
            purpose: 'invite',
            expiresAt: new Date(now.getTime() + ttlMs),
          });
          await outbox.enqueueMail(
            tx,
            staffInviteMail({
              to: body.email,
              name: body.name,
              roleName: role.name,
              link: `${config.publicUrl}/reset-password/${token}`,
              ttlMs,
            }),
          );
          return id;
        });
        outbox.kick();
        return toUserDto(await mustFind(userId), null);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
    },

    /**
     * Name and role change at once; a new e-mail only once confirmed from the link mailed to it, after the owner's
     * approval when the actor is not a super admin (see the e-mail change service). One's own e-mail is changed
     * with the password, through the self-service call.
     */
    async update(actor: Session, userId: string, body: StaffUserBody): Promise<UserUpdate> {
      const target = await mustFind(userId);
      const role = await mustFindRole(body.role);
      const roleChanges = role.id !== target.role.id;
      // A role change of one's own account would be self-service escalation (or, for the last super admin, a
      // lock-out); another user with the power to grant the role has to make it.
      if (roleChanges && target.id === actor.user.id) throw forbidden(OWN_ROLE);
      // Granting SUPER_ADMIN or more than one holds is refused before anything else is looked at.
      if (roleChanges) assertMayManage(actor, null, role);
      const emailChangeAsked = body.email !== target.email.toLowerCase();
      if (emailChangeAsked && target.id === actor.user.id) throw forbidden(OWN_EMAIL);
      if (emailChangeAsked && (await usersRepository.emailTaken(db, body.email, target.id))) {
        throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      }
      const leavesSuperAdmin = isSuperAdmin(target) && role.name !== ROLE_SUPER_ADMIN;
      const requested = await db.transaction(async (tx) => {
        if (leavesSuperAdmin && target.isActive) {
          await lockSuperAdminMembership(tx);
          if ((await usersRepository.countActiveSuperAdmins(tx)) <= 1) throw conflict(LAST_SUPER_ADMIN_MOVE);
        }
        assertMayManage(actor, target);
        await usersRepository.update(tx, target.id, { name: body.name, roleId: role.id });
        if (!emailChangeAsked) return null;
        const asker = { id: actor.user.id, name: actor.user.name, superAdmin: isSuperAdmin(actor.user) };
        return emailChanges.request(tx, target, body.email, asker);
      });
      if (requested) outbox.kick();
      return {
        user: await dtoOf(target.id),
        emailChange: requested && { newEmail: body.email, awaitsApproval: requested.awaitsApproval },
      };
    },
  };
}
