/**
 * The permission model: modules, sub-modules and operations are data; `can()` is the only check,
 * used by the server's route guard and the shell's guards, sidebar and buttons alike.
 */

export const OPERATIONS = ['create', 'read', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const PERMISSION_MODULES = [
  { name: 'Dashboard', subModules: [] },
  { name: 'Courses', subModules: ['Courses', 'Category', 'Coupons', 'Invoices'] },
  { name: 'Enquiries', subModules: [] },
  { name: 'Users', subModules: ['Users'] },
  { name: 'Settings', subModules: [] },
  { name: 'Training Programs', subModules: ['Institutions', 'Programs', 'Applicants'] },
  { name: 'Blogs', subModules: ['Blogs', 'Categories', 'Topics'] },
  { name: 'Whatsapp', subModules: ['Contacts', 'Messages', 'Templates'] },
] as const;

export type ModuleName = (typeof PERMISSION_MODULES)[number]['name'];
export type SubModuleName = (typeof PERMISSION_MODULES)[number]['subModules'][number];
export const MODULE_NAMES = PERMISSION_MODULES.map((m) => m.name) as ModuleName[];

export type Operations = Record<Operation, boolean>;
export interface SubModulePermission {
  name: string;
  operations: Operations;
}
export interface ModulePermission {
  name: string;
  operations: Operations;
  subModules?: SubModulePermission[];
}
export type Permissions = ModulePermission[];

/** What a route, a menu entry or a button needs. */
export interface PermissionRequirement {
  module: ModuleName;
  subModule?: SubModuleName;
  operation: Operation;
}

export function subModulesOf(module: ModuleName): readonly string[] {
  return PERMISSION_MODULES.find((m) => m.name === module)?.subModules ?? [];
}

/**
 * True only if the role has the module with the operation set, or, when a sub-module is named,
 * that sub-module with the operation set.
 */
export function can(
  permissions: Permissions | null | undefined,
  module: ModuleName,
  subModule: SubModuleName | undefined,
  operation: Operation,
): boolean {
  const entry = permissions?.find((p) => p.name === module);
  if (!entry) return false;
  if (!subModule) return entry.operations?.[operation] === true;
  return entry.subModules?.find((s) => s.name === subModule)?.operations?.[operation] === true;
}

export function meets(permissions: Permissions | null | undefined, requirement: PermissionRequirement): boolean {
  return can(permissions, requirement.module, requirement.subModule, requirement.operation);
}

const noOperations = (): Operations => ({ create: false, read: false, update: false, delete: false });
const allOperations = (): Operations => ({ create: true, read: true, update: true, delete: true });

/**
 * Brings any permission list to the canonical shape: every known module and sub-module present, unknown
 * names dropped, and a module with sub-modules granted an operation exactly when one of its sub-modules is.
 */
export function normalizePermissions(input: Permissions): Permissions {
  return PERMISSION_MODULES.map((module) => {
    const given = input.find((p) => p.name === module.name);
    if (module.subModules.length === 0) {
      return { name: module.name, operations: { ...noOperations(), ...pickOperations(given?.operations) } };
    }
    const subModules = module.subModules.map((name) => ({
      name,
      operations: { ...noOperations(), ...pickOperations(given?.subModules?.find((s) => s.name === name)?.operations) },
    }));
    const operations = noOperations();
    for (const op of OPERATIONS) operations[op] = subModules.some((s) => s.operations[op]);
    return { name: module.name, operations, subModules };
  });
}

function pickOperations(ops: Partial<Operations> | undefined): Partial<Operations> {
  const out: Partial<Operations> = {};
  for (const op of OPERATIONS) if (ops?.[op] === true) out[op] = true;
  return out;
}

export function fullPermissions(): Permissions {
  return PERMISSION_MODULES.map((m) => ({
    name: m.name,
    operations: allOperations(),
    ...(m.subModules.length ? { subModules: m.subModules.map((name) => ({ name, operations: allOperations() })) } : {}),
  }));
}

export function emptyPermissions(): Permissions {
  return normalizePermissions([]);
}

/**
 * Every grantable permission: each operation of a module without sub-modules, and of each sub-module otherwise
 * (a module with sub-modules holds an operation only through them).
 */
export function grantablePermissions(): PermissionRequirement[] {
  return PERMISSION_MODULES.flatMap((module) =>
    OPERATIONS.flatMap((operation): PermissionRequirement[] =>
      module.subModules.length === 0
        ? [{ module: module.name, operation }]
        : module.subModules.map((subModule) => ({ module: module.name, subModule, operation })),
    ),
  );
}

/** What `wanted` grants that `held` lacks, in the model's order; empty when `held` covers it. */
export function missingPermissions(held: Permissions, wanted: Permissions): PermissionRequirement[] {
  const have = normalizePermissions(held);
  const want = normalizePermissions(wanted);
  return grantablePermissions().filter((r) => meets(want, r) && !meets(have, r));
}

/**
 * True when `held` includes every permission of `wanted`. Nobody hands out more than they hold: granting a role
 * to a user and putting permissions into a role both need the actor's own permissions to cover them.
 */
export function permissionsCover(held: Permissions, wanted: Permissions): boolean {
  return missingPermissions(held, wanted).length === 0;
}
