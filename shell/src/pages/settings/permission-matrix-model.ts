import {
  normalizePermissions,
  OPERATIONS,
  type Operation,
  PERMISSION_MODULES,
  type Permissions,
} from '@skillhub/shared/permissions';

/**
 * The editing rules of the permission matrix, apart from its markup. Every edit works on the canonical shape
 * (`normalizePermissions`), where a module with sub-modules holds an operation exactly when one of its
 * sub-modules does; so a module row is only ever a summary of its sub-module rows.
 */

export interface MatrixRow {
  module: string;
  /** absent on a module's own row */
  subModule?: string;
  /** "Courses" or "Courses / Category": the row's key (the matrix names it in the page's language) */
  label: string;
  /** a module row that summarises its sub-modules */
  isSummary: boolean;
}

export const MATRIX_ROWS: readonly MatrixRow[] = PERMISSION_MODULES.flatMap((module) => [
  { module: module.name, label: module.name, isSummary: module.subModules.length > 0 },
  ...module.subModules.map((subModule) => ({
    module: module.name,
    subModule,
    label: `${module.name} / ${subModule}`,
    isSummary: false,
  })),
]);

export type CheckState = 'checked' | 'unchecked' | 'mixed';

function editableCells(permissions: Permissions, row: MatrixRow) {
  const module = permissions.find((p) => p.name === row.module);
  if (!module) return [];
  if (row.subModule) return (module.subModules ?? []).filter((s) => s.name === row.subModule);
  return row.isSummary ? (module.subModules ?? []) : [module];
}

function summarise(values: boolean[]): CheckState {
  if (values.length > 0 && values.every(Boolean)) return 'checked';
  return values.some(Boolean) ? 'mixed' : 'unchecked';
}

/** One cell: a module row with sub-modules is checked when all of them hold the operation, mixed when some do. */
export function cellState(permissions: Permissions, row: MatrixRow, operation: Operation): CheckState {
  return summarise(editableCells(permissions, row).map((cell) => cell.operations[operation]));
}

/** The row's "all" toggle: every operation of every cell the row covers. */
export function rowState(permissions: Permissions, row: MatrixRow): CheckState {
  return summarise(editableCells(permissions, row).flatMap((cell) => OPERATIONS.map((op) => cell.operations[op])));
}

function update(
  permissions: Permissions,
  row: MatrixRow,
  operations: readonly Operation[],
  value: boolean,
): Permissions {
  const next = structuredClone(normalizePermissions(permissions));
  for (const cell of editableCells(next, row)) for (const op of operations) cell.operations[op] = value;
  return normalizePermissions(next);
}

/** Sets one operation on the row (on every sub-module, for a module's summary row). */
export function setCell(permissions: Permissions, row: MatrixRow, operation: Operation, value: boolean): Permissions {
  return update(permissions, row, [operation], value);
}

export function setRow(permissions: Permissions, row: MatrixRow, value: boolean): Permissions {
  return update(permissions, row, OPERATIONS, value);
}

/**
 * Whether turning on these operations of the row would give something `grantable` lacks: nobody puts into a role
 * a permission they do not hold, so such boxes cannot be ticked (unticking is always allowed).
 */
export function grantBlocked(grantable: Permissions, row: MatrixRow, operations: readonly Operation[]): boolean {
  return editableCells(normalizePermissions(grantable), row).some((cell) =>
    operations.some((op) => !cell.operations[op]),
  );
}
