import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Reading and driving the shared UI pieces the way a user (or a screen reader) meets them. */

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** What a screen reader announces as a field's description (its error message). */
export const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** antd's Segmented hides its radios from the pointer: people click the option's label. */
export const segmentOption = (name: string) => screen.getByRole('radio', { name }).closest('label')!;

/** Opens a DataTable row's actions menu and picks an action. */
export async function chooseRowAction(user: UserEvent, rowNumber: number, label: string) {
  await user.click(screen.getByRole('button', { name: `Actions for row ${rowNumber}` }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

export { pickOption } from '@skillhub/shared/test-support/select-option';

/** Waits until the table has its rows: antd marks it busy while its query fetches. */
export async function settled(table: HTMLElement) {
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
  return table;
}
