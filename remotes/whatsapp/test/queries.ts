import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Helpers the page tests share: reading a table's rows and what a screen reader hears of a field. */

export type User = ReturnType<typeof userEvent.setup>;

/** What a screen reader announces as a control's description (its error message, its help). */
export const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The body rows of the named table. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

/** The row of the table that shows this text. */
export const rowWith = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Opens a row's Actions menu and picks one of its entries. */
export async function chooseRowAction(user: User, row: HTMLElement, label: string) {
  await user.click(within(row).getByRole('button', { name: /^Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}
