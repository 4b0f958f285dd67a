import { emptyPermissions, fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { describe, expect, it } from 'vitest';
import { cellState, grantBlocked, MATRIX_ROWS, rowState, setCell, setRow } from './permission-matrix-model.ts';

const row = (label: string) => MATRIX_ROWS.find((r) => r.label === label)!;

describe('permission matrix rules', () => {
  it('has a row per module and per sub-module, sub-modules after their module', () => {
    expect(MATRIX_ROWS.slice(0, 7).map((r) => r.label)).toEqual([
      'Dashboard',
      'Courses',
      'Courses / Courses',
      'Courses / Category',
      'Courses / Coupons',
      'Courses / Invoices',
      'Enquiries',
    ]);
    expect(MATRIX_ROWS).toHaveLength(22);
  });

  it('derives a module row from its sub-modules', () => {
    const one = setCell(emptyPermissions(), row('Training Programs / Programs'), 'read', true);
    expect(cellState(one, row('Training Programs'), 'read')).toBe('mixed');
    expect(cellState(one, row('Training Programs / Programs'), 'read')).toBe('checked');
    expect(one.find((p) => p.name === 'Training Programs')!.operations.read).toBe(true);

    const all = setCell(one, row('Training Programs'), 'read', true);
    expect(cellState(all, row('Training Programs'), 'read')).toBe('checked');
    const cleared = setCell(all, row('Training Programs'), 'read', false);
    expect(cleared).toEqual(emptyPermissions());
  });

  it('sets and clears whole rows', () => {
    const blogs = setRow(emptyPermissions(), row('Blogs'), true);
    expect(rowState(blogs, row('Blogs'))).toBe('checked');
    expect(rowState(blogs, row('Courses'))).toBe('unchecked');
    const noTopics = setRow(blogs, row('Blogs / Topics'), false);
    expect(rowState(noTopics, row('Blogs'))).toBe('mixed');
    expect(setRow(fullPermissions(), row('Dashboard'), false)[0]!.operations).toEqual({
      create: false,
      read: false,
      update: false,
      delete: false,
    });
  });

  it('never changes its input', () => {
    const input = normalizePermissions([]);
    const copy = structuredClone(input);
    setRow(input, row('Settings'), true);
    expect(input).toEqual(copy);
  });

  it('blocks granting what the editor does not hold, cell by cell and for summary rows', () => {
    const held = setCell(setRow(emptyPermissions(), row('Settings'), true), row('Courses / Category'), 'read', true);
    expect(grantBlocked(held, row('Settings'), ['create', 'read', 'update', 'delete'])).toBe(false);
    expect(grantBlocked(held, row('Enquiries'), ['read'])).toBe(true);
    expect(grantBlocked(held, row('Courses / Category'), ['read'])).toBe(false);
    expect(grantBlocked(held, row('Courses / Category'), ['read', 'update'])).toBe(true);
    // A module row grants every sub-module, so holding one is not enough.
    expect(grantBlocked(held, row('Courses'), ['read'])).toBe(true);
    expect(grantBlocked(fullPermissions(), row('Courses'), ['create', 'read', 'update', 'delete'])).toBe(false);
  });
});
