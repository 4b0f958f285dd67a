import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { emptyPermissions, fullPermissions, type Permissions } from '@skillhub/shared/permissions';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { categories } from '../db/schema/categories.ts';
import { type RoleRow, roles, users } from '../db/schema/users-and-roles.ts';
import { slugify } from '../modules/categories/slug.ts';
import { hashPassword, type PasswordHashCost } from '../security/passwords.ts';
import { COURSE_MANAGER_ROLE, DEMO_CATEGORIES, DEMO_LEARNER, DEMO_STAFF } from './demo-data.ts';
import { generatePassword } from './generated-password.ts';
import { seedDemoCatalogue } from './seed-courses.ts';
import { seedDemoOrders } from './seed-demo-orders.ts';
import { seedDemoEnrollments } from './seed-enrollments.ts';
import { seedDemoInvoicing } from './seed-invoicing.ts';
import { seedDemoTraining } from './seed-training.ts';
import { seedDemoWhatsApp } from './seed-whatsapp.ts';

export interface CreatedLogin {
  label: string;
  email: string;
  /** Only set when the password was generated: it is shown once and never stored in clear. */
  generatedPassword: string | null;
}

export interface SeedReport {
  createdLogins: CreatedLogin[];
}

/** Inserts the role when missing; `onExisting` says which columns to bring back in line when it exists. */
async function ensureRole(
  db: Database,
  role: { name: string; description: string; permissions: Permissions; isSystem: boolean },
  onExisting: Partial<Pick<RoleRow, 'permissions' | 'isSystem'>> | null,
): Promise<string> {
  const insert = db.insert(roles).values(role);
  await (onExisting
    ? insert.onConflictDoUpdate({ target: roles.name, set: onExisting })
    : insert.onConflictDoNothing({ target: roles.name }));
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
  if (!row) throw new Error(`Role ${role.name} could not be seeded`);
  return row.id;
}

/** Creates the user when no account has the e-mail; an existing account is left exactly as it is. */
async function ensureUser(
  db: Database,
  user: { label: string; name: string; email: string; roleId: string; password: string | null },
  hashCost: PasswordHashCost,
): Promise<CreatedLogin | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (existing) return null;
  const password = user.password ?? generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      name: user.name,
      email: user.email,
      roleId: user.roleId,
      passwordHash: await hashPassword(password, hashCost),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) return null;
  return { label: user.label, email: user.email, generatedPassword: user.password ? null : password };
}

/**
 * Idempotent start-up seeding: the two system roles, the first super admin and, with DEMO_DATA, demo
 * categories, a Course Manager role, a staff user and a learner. Runs under the start-up lock.
 */
export async function seedDatabase(db: Database, config: AppConfig): Promise<SeedReport> {
  const createdLogins: CreatedLogin[] = [];
  const superAdminRoleId = await ensureRole(
    db,
    {
      name: ROLE_SUPER_ADMIN,
      description: 'Full access to every area. Cannot be edited or deleted.',
      permissions: fullPermissions(),
      isSystem: true,
    },
    // Rewritten on every start, so that modules added by an upgrade are granted to SUPER_ADMIN too.
    { permissions: fullPermissions(), isSystem: true },
  );
  const userRoleId = await ensureRole(
    db,
    {
      name: ROLE_USER,
      description: 'Learners who sign up on the site.',
      permissions: emptyPermissions(),
      isSystem: true,
    },
    { isSystem: true },
  );

  const admin = await ensureUser(
    db,
    {
      label: 'Super admin',
      name: config.admin.name,
      email: config.admin.email,
      roleId: superAdminRoleId,
      password: config.admin.password,
    },
    config.passwordHashCost,
  );
  if (admin) createdLogins.push(admin);

  if (config.demoData) {
    await db
      .insert(categories)
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, slug: slugify(c.name) })))
      .onConflictDoNothing();
    const managerRoleId = await ensureRole(db, { ...COURSE_MANAGER_ROLE, isSystem: false }, null);
    const staff = await ensureUser(
      db,
      {
        label: 'Demo course manager',
        ...DEMO_STAFF,
        roleId: managerRoleId,
        password: null,
      },
      config.passwordHashCost,
    );
    if (staff) createdLogins.push(staff);
    const learner = await ensureUser(
      db,
      {
        label: 'Demo learner',
        ...DEMO_LEARNER,
        roleId: userRoleId,
        password: null,
      },
      config.passwordHashCost,
    );
    if (learner) createdLogins.push(learner);
    const [demoStaff] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
    await seedDemoCatalogue(db, demoStaff?.id ?? null);
    await seedDemoEnrollments(db, DEMO_LEARNER.email);
    await seedDemoInvoicing(db);
    await seedDemoOrders(db, userRoleId, config.passwordHashCost);
    await seedDemoTraining(db, demoStaff?.id ?? null);
    await seedDemoWhatsApp(db, demoStaff?.id ?? null);
  }
  return { createdLogins };
}
