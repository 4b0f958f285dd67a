import { describe, expect, it } from 'vitest';
import {
  can,
  emptyPermissions,
  fullPermissions,
  grantablePermissions,
  meets,
  missingPermissions,
  normalizePermissions,
  OPERATIONS,
  PERMISSION_MODULES,
  type Permissions,
  permissionsCover,
} from '../src/permissions.ts';

const none = { create: false, read: false, update: false, delete: false };

const permissions: Permissions = [
  { name: 'Dashboard', operations: { ...none, read: true } },
  {
    name: 'Courses',
    operations: { ...none, read: true },
    subModules: [
      { name: 'Category', operations: { ...none, read: true, update: true } },
      { name: 'Courses', operations: none },
    ],
  },
];

describe('can', () => {
  it('is true for an operation set on the module', () => {
    expect(can(permissions, 'Dashboard', undefined, 'read')).toBe(true);
  });

  it('is true for an operation set on the named sub-module', () => {
    expect(can(permissions, 'Courses', 'Category', 'update')).toBe(true);
    expect(meets(permissions, { module: 'Courses', subModule: 'Category', operation: 'read' })).toBe(true);
  });

  it('is false for a sub-module without the operation, even when the module has it', () => {
    expect(can(permissions, 'Courses', 'Courses', 'read')).toBe(false);
  });

  it('is false for a missing module or sub-module', () => {
    expect(can(permissions, 'Settings', undefined, 'read')).toBe(false);
    expect(can(permissions, 'Blogs', 'Topics', 'read')).toBe(false);
    expect(can([{ name: 'Users', operations: { ...none, read: true } }], 'Users', 'Users', 'read')).toBe(false);
  });

  it('is false for an operation that is not set', () => {
    expect(can(permissions, 'Dashboard', undefined, 'delete')).toBe(false);
    expect(can(permissions, 'Courses', 'Category', 'create')).toBe(false);
  });

  it('is false without any permissions', () => {
    expect(can(undefined, 'Dashboard', undefined, 'read')).toBe(false);
    expect(can(null, 'Dashboard', undefined, 'read')).toBe(false);
    expect(can([], 'Dashboard', undefined, 'read')).toBe(false);
  });
});

describe('normalizePermissions', () => {
  it('grants a module an operation exactly when one of its sub-modules has it', () => {
    const normalized = normalizePermissions([
      {
        name: 'Training Programs',
        // The module-level claim is ignored: sub-modules decide.
        operations: { ...none, delete: true },
        subModules: [
          { name: 'Programs', operations: { ...none, read: true } },
          { name: 'Applicants', operations: { ...none, update: true } },
        ],
      },
    ]);
    const training = normalized.find((p) => p.name === 'Training Programs');
    expect(training?.operations).toEqual({ create: false, read: true, update: true, delete: false });
    expect(training?.subModules?.map((s) => s.name)).toEqual(['Institutions', 'Programs', 'Applicants']);
    expect(training?.subModules?.[0]?.operations).toEqual(none);
  });

  it('keeps module-only operations as given', () => {
    const normalized = normalizePermissions([{ name: 'Settings', operations: { ...none, read: true } }]);
    expect(normalized.find((p) => p.name === 'Settings')?.operations).toEqual({ ...none, read: true });
    expect(normalized.find((p) => p.name === 'Settings')?.subModules).toBeUndefined();
  });

  it('drops unknown modules and sub-modules and lists every known one', () => {
    const normalized = normalizePermissions([
      { name: 'Payroll', operations: { ...none, read: true } },
      {
        name: 'Blogs',
        operations: none,
        subModules: [{ name: 'Drafts', operations: { ...none, read: true } }],
      },
    ]);
    expect(normalized.map((p) => p.name)).toEqual(PERMISSION_MODULES.map((m) => m.name));
    const blogs = normalized.find((p) => p.name === 'Blogs');
    expect(blogs?.subModules?.map((s) => s.name)).toEqual(['Blogs', 'Categories', 'Topics']);
    expect(blogs?.operations.read).toBe(false);
  });

  it('only counts a literal true', () => {
    const normalized = normalizePermissions([
      { name: 'Dashboard', operations: { read: 'yes', create: 1 } as unknown as typeof none },
    ]);
    expect(normalized.find((p) => p.name === 'Dashboard')?.operations).toEqual(none);
  });

  it('gives an empty role nothing', () => {
    for (const module of emptyPermissions()) {
      expect(Object.values(module.operations).some(Boolean)).toBe(false);
    }
  });
});

describe('fullPermissions', () => {
  it('covers every module, sub-module and operation', () => {
    const full = fullPermissions();
    for (const module of PERMISSION_MODULES) {
      for (const operation of OPERATIONS) {
        expect(can(full, module.name, undefined, operation)).toBe(true);
        for (const subModule of module.subModules) expect(can(full, module.name, subModule, operation)).toBe(true);
      }
    }
    expect(full).toHaveLength(PERMISSION_MODULES.length);
  });

  it('is already normal', () => {
    expect(normalizePermissions(fullPermissions())).toEqual(fullPermissions());
  });
});

describe('permissionsCover', () => {
  const usersModule = {
    name: 'Users',
    operations: none,
    subModules: [{ name: 'Users', operations: { ...none, read: true, update: true } }],
  };
  const usersOnly = normalizePermissions([usersModule]);
  const usersAndSettings = normalizePermissions([
    usersModule,
    { name: 'Settings', operations: { ...none, read: true, update: true } },
  ]);

  it('is true for the same, a weaker or an empty set', () => {
    expect(permissionsCover(usersAndSettings, usersAndSettings)).toBe(true);
    expect(permissionsCover(usersAndSettings, usersOnly)).toBe(true);
    expect(permissionsCover(usersOnly, emptyPermissions())).toBe(true);
    expect(permissionsCover([], [])).toBe(true);
  });

  it('is false when anything wanted is not held, naming what is missing', () => {
    expect(permissionsCover(usersOnly, usersAndSettings)).toBe(false);
    expect(missingPermissions(usersOnly, usersAndSettings)).toEqual([
      { module: 'Settings', operation: 'read' },
      { module: 'Settings', operation: 'update' },
    ]);
    expect(permissionsCover(emptyPermissions(), usersOnly)).toBe(false);
  });

  it('compares sub-modules one by one, not through the module summary', () => {
    const categoryReader = normalizePermissions([
      { name: 'Courses', operations: none, subModules: [{ name: 'Category', operations: { ...none, read: true } }] },
    ]);
    const courseReader = normalizePermissions([
      { name: 'Courses', operations: none, subModules: [{ name: 'Courses', operations: { ...none, read: true } }] },
    ]);
    expect(can(categoryReader, 'Courses', undefined, 'read')).toBe(true);
    expect(permissionsCover(categoryReader, courseReader)).toBe(false);
    expect(missingPermissions(categoryReader, courseReader)).toEqual([
      { module: 'Courses', subModule: 'Courses', operation: 'read' },
    ]);
  });

  it('reads both sides in canonical form, so claims the model ignores grant nothing', () => {
    const claims = [
      { name: 'Payroll', operations: { ...none, read: true } },
      { name: 'Training Programs', operations: { ...none, delete: true } },
    ];
    expect(permissionsCover(emptyPermissions(), claims)).toBe(true);
  });

  it('lets full permissions cover everything and nothing but them cover full permissions', () => {
    expect(permissionsCover(fullPermissions(), fullPermissions())).toBe(true);
    expect(permissionsCover(fullPermissions(), usersAndSettings)).toBe(true);
    expect(permissionsCover(usersAndSettings, fullPermissions())).toBe(false);
    expect(grantablePermissions().filter((r) => meets(fullPermissions(), r))).toHaveLength(
      grantablePermissions().length,
    );
  });
});
