import { request } from '@skillhub/shared/api-client';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import type { Program } from '@skillhub/shared/schemas/training';
import { authAtom, sessionStore, setSession, signedOut } from '@skillhub/shared/session';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderTrainingApp } from '../../../test/render-remote.tsx';

/** A program's public application form, as a visitor fills it, against the real server. */

const skillhub = withSkillhubServer();
let open: Program;
let ended: Program;
beforeAll(async () => {
  setSession(skillhub.admin);
  const institution = await seedInstitution();
  open = await seedProgram(institution);
  ended = await seedProgram(institution, { startDate: '2020-01-01', endDate: '2020-02-01' });
  sessionStore.set(authAtom, signedOut);
});
afterEach(cleanup);

describe('the application form', () => {
  it('shows the program, names what is missing or wrong, then takes the application as Pending', async () => {
    const user = userEvent.setup();
    renderTrainingApp(`/training/apply/${open._id}`);
    await screen.findByRole('heading', { level: 1, name: open.title });
    const form = screen.getByRole('form', { name: 'Application form' });
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '98765432101');
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    await within(form).findByText('First name is required');
    within(form).getByText('Phone number must be exactly 10 digits');

    const email = `nisha.${Date.now()}@example.com`;
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Nisha');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Verma');
    await user.type(within(form).getByLabelText('Date of birth'), '2002-11-03');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), email);
    await user.clear(within(form).getByRole('textbox', { name: 'Phone number' }));
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));

    await screen.findByText('Application received');
    setSession(skillhub.admin);
    const list = await request(trainingEndpoints.applicants, { query: { search: email } });
    expect(list.data).toEqual([expect.objectContaining({ firstName: 'Nisha', status: 'Pending', phoneNumber: null })]);
    sessionStore.set(authAtom, signedOut);
  });

  it('says when a program has ended, and when the link leads nowhere', async () => {
    renderTrainingApp(`/training/apply/${ended._id}`);
    await screen.findByText('This program is no longer taking applications');
    expect(screen.queryByRole('form', { name: 'Application form' })).toBeNull();
    cleanup();
    renderTrainingApp('/training/apply/00000000-0000-4000-8000-000000000000');
    await screen.findByText('Program not found');
  });
});
