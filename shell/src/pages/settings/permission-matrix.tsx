import {
  type ModuleName,
  OPERATIONS,
  type Operation,
  type Permissions,
  type SubModuleName,
} from '@skillhub/shared/permissions';
import { Checkbox, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/index.ts';
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
export function PermissionMatrix({ value, onChange, readOnly = false, label, grantable }: PermissionMatrixProps) {
  const { token } = theme.useToken();
  const { t } = useT();
  // Modules and sub-modules are stored by their English names; a name this build does not know shows as stored.
  const moduleName = (name: string) =>
    t(`settings.matrix.modules.${name as ModuleName | SubModuleName}`, { defaultValue: name });
  const rowName = (row: MatrixRow) =>
    row.subModule
      ? t('settings.matrix.subModule', { module: moduleName(row.module), subModule: moduleName(row.subModule) })
      : moduleName(row.module);
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
      <table className="sh-pm" aria-label={label ?? t('settings.matrix.label')}>
        <thead>
          <tr>
            <th scope="col" className="sh-pm-name">
              {t('settings.matrix.module')}
            </th>
            <th scope="col">{t('settings.matrix.all')}</th>
            {OPERATIONS.map((op) => (
              <th scope="col" key={op}>
                {t(`settings.matrix.operations.${op}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MATRIX_ROWS.map((row) => {
            const all = rowState(value, row);
            const name = rowName(row);
            return (
              <tr key={row.label} className={rowClass(row)}>
                <th scope="row" className="sh-pm-name">
                  {moduleName(row.subModule ?? row.module)}
                </th>
                <td>
                  <MatrixCheckbox
                    state={all}
                    label={t('settings.matrix.cellAll', { row: name })}
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
                        label={t('settings.matrix.cell', {
                          row: name,
                          operation: t(`settings.matrix.cellOperations.${op}`),
                        })}
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
