import { request } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { setSession } from '@skillhub/shared/session';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderTrainingDashboard } from '../../../test/render-remote.tsx';

/** The program form's "Skill areas" select against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
beforeEach(() => setSession(skillhub.admin));

const PATH = '/dashboard/training/programs';
type User = ReturnType<typeof userEvent.setup>;

const areasField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Skill areas' });
/** The areas the open list marks as chosen, by their labels (in a page without layout antd shows no tags). */
const chosenAreas = () =>
  [...document.querySelectorAll('.ant-select-item-option-selected')].map((option) => option.getAttribute('title'));

async function toggleArea(user: User, dialog: HTMLElement, label: string) {
  await user.click(areasField(dialog));
  await pickOption(user, label);
  await user.keyboard('{Escape}');
}

async function openEdit(title: string) {
  renderTrainingDashboard(`${PATH}?search=${encodeURIComponent(title)}`);
  const table = await screen.findByRole('table', { name: 'Programs' });
  const user = userEvent.setup();
  await waitFor(() => expect(within(table).getByText(title)).toBeTruthy());
  await user.click(within(table).getByRole('button', { name: /Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit Program' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Program' }) };
}

describe('program form: skill areas', () => {
  it('tags a program with the areas chosen', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Retail Sales Associate') });
    const { user, dialog } = await openEdit(program.title);
    await user.click(areasField(dialog));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    expect(chosenAreas()).toEqual([]);
    await user.keyboard('{Escape}');

    await toggleArea(user, dialog, 'Employability skills');
    await toggleArea(user, dialog, 'Entrepreneurial skills');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Program "${program.title}" updated successfully`);

    const put = network.to('PUT', buildPath(apiPaths.training.programById, { id: program._id }))[0];
    expect(put?.body).toMatchObject({ skillAreas: ['entrepreneurial', 'employability'] });
    const stored = await request(trainingEndpoints.program, { params: { id: program._id } });
    expect(stored.data.skillAreas).toEqual(['entrepreneurial', 'employability']);
  });

  it("shows a program's areas and clears them", async () => {
    const program = await seedProgram(await seedInstitution(), {
      title: unique('Basic Computer Literacy'),
      skillAreas: ['foundational'],
    });
    const { user, dialog } = await openEdit(program.title);
    await user.click(areasField(dialog));
    await waitFor(() => expect(chosenAreas()).toEqual(['Foundational skills']));
    await pickOption(user, 'Foundational skills');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Program "${program.title}" updated successfully`);

    const stored = await request(trainingEndpoints.program, { params: { id: program._id } });
    expect(stored.data.skillAreas).toEqual([]);
  });
});
