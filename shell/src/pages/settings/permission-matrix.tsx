import { OPERATIONS, type Operation, type Permissions } from '@skillhub/shared/permissions';
import { Checkbox, theme } from 'antd';
import type { CSSProperties } from 'react';
import {
  type CheckState,
  cellState,
  grantBlocked,
  MATRIX_ROWS,
  type MatrixRow,
  rowState,
  setCell,
  setRow,
} from './permission-matrix-model.ts';

export interface PermissionMatrixProps {
  value: Permissions;
  onChange?: (next: Permissions) => void;
  readOnly?: boolean;
  /** names the table for assistive technology, e.g. "Permissions of EDITOR" */
  label?: string;
  /** the editor's own permissions: boxes that would grant anything beyond them cannot be ticked */
  grantable?: Permissions;
}

const OPERATION_LABELS: Record<Operation, string> = {
  create: 'Create',
  read: 'Read',
  update: 'Update',
  delete: 'Delete',
};

function MatrixCheckbox({
  state,
  label,
  disabled,
  onToggle,
}: {
  state: CheckState;
  label: string;
  disabled?: boolean;
  onToggle: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={state === 'checked'}
      indeterminate={state === 'mixed'}
      disabled={disabled}
      // A mixed box grants everything on click, like a spreadsheet's "select all".
      onChange={() => onToggle(state !== 'checked')}
    />
  );
}

/**
 * Modules and their sub-modules (indented under them) against Create, Read, Update and Delete, with an
 * "all" toggle per row. A module with sub-modules has no permissions of its own: its row shows and sets
 * those of its sub-modules.
 */
export function PermissionMatrix({
  value,
  onChange,
  readOnly = false,
  label = 'Permissions',
  grantable,
}: PermissionMatrixProps) {
  const { token } = theme.useToken();
  const change = (next: Permissions) => onChange?.(next);
  const cssVars = {
    '--sh-pm-border': token.colorBorderSecondary,
    '--sh-pm-head': token.colorFillAlter,
    '--sh-pm-module': token.colorFillQuaternary,
    '--sh-pm-sub-text': token.colorTextSecondary,
    '--sh-pm-radius': `${token.borderRadius}px`,
  } as CSSProperties;
  const disabled = readOnly || !onChange;
  // Ticking grants; a box already fully ticked only takes away, which is always allowed.
  const blocked = (state: CheckState, row: MatrixRow, operations: readonly Operation[]) =>
    disabled || (state !== 'checked' && grantable !== undefined && grantBlocked(grantable, row, operations));

  const rowClass = (row: MatrixRow) => (row.subModule ? 'sh-pm-row is-sub' : 'sh-pm-row is-module');

  return (
    <div className="sh-pm-scroll" style={cssVars}>
      <table className="sh-pm" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="sh-pm-name">
              Module
            </th>
            <th scope="col">All</th>
            {OPERATIONS.map((op) => (
              <th scope="col" key={op}>
                {OPERATION_LABELS[op]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MATRIX_ROWS.map((row) => {
            const all = rowState(value, row);
            return (
              <tr key={row.label} className={rowClass(row)}>
                <th scope="row" className="sh-pm-name">
                  {row.subModule ?? row.module}
                </th>
                <td>
                  <MatrixCheckbox
                    state={all}
                    label={`${row.label}: all`}
                    disabled={blocked(all, row, OPERATIONS)}
                    onToggle={(checked) => change(setRow(value, row, checked))}
                  />
                </td>
                {OPERATIONS.map((op) => {
                  const state = cellState(value, row, op);
                  return (
                    <td key={op}>
                      <MatrixCheckbox
                        state={state}
                        label={`${row.label}: ${op}`}
                        disabled={blocked(state, row, [op])}
                        onToggle={(checked) => change(setCell(value, row, op, checked))}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
