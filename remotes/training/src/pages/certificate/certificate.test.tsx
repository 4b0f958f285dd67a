import { request } from '@skillhub/shared/api-client';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { setLocale } from '@skillhub/shared/i18n';
import type { Applicant } from '@skillhub/shared/schemas/training';
import { authAtom, sessionStore, setSession, signedOut } from '@skillhub/shared/session';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedCertifiedApplicant, seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderTrainingApp } from '../../../test/render-remote.tsx';

/** /certificate as a visitor uses it, against the real server. */

const skillhub = withSkillhubServer();
let holder: Applicant;
let revoked: Applicant;
beforeAll(async () => {
  setSession(skillhub.admin);
  const program = await seedProgram(await seedInstitution());
  holder = await seedCertifiedApplicant(program, { firstName: 'Meera', lastName: 'Iyer' });
  revoked = await seedCertifiedApplicant(program, { firstName: 'Ravi', lastName: 'Kumar' });
  await request(trainingEndpoints.setStatus, { params: { id: revoked._id }, query: { status: 'Rejected' } });
  sessionStore.set(authAtom, signedOut);
});
afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
});

const number = (a: Applicant) => a.certificate?.number ?? '';

describe('the certificate page', () => {
  it('verifies a typed number and shows what the certificate says, with the number in the URL', async () => {
    const user = userEvent.setup();
    renderTrainingApp('/certificate');
    await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' });
    const form = screen.getByRole('form', { name: 'Certificate lookup' });
    await user.type(within(form).getByRole('textbox', { name: 'Certificate number' }), number(holder).toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Verify' }));

    await screen.findByText('Valid certificate');
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByText(holder.program.title)).toBeTruthy();
    expect(window.location.search).toBe(`?number=${number(holder).toLowerCase()}`);
  });

  it('opens from the QR code link and says when a certificate was revoked', async () => {
    renderTrainingApp(`/certificate?number=${number(revoked)}`);
    await screen.findByText('This certificate has been revoked');
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
  });

  it('says a number was never issued, and what is wrong with a malformed one', async () => {
    renderTrainingApp('/certificate?number=SKH-2222-3333-4444');
    await screen.findByText('No certificate has this number');
    cleanup();
    renderTrainingApp('/certificate?number=12345');
    await screen.findByText('Enter a certificate number like SKH-7F3K-92QD-X4MA');
  });

  it('puts each fact under its label, with words whole', async () => {
    renderTrainingApp(`/certificate?number=${number(holder)}`);
    await screen.findByText('Valid certificate');
    // Side by side, a phone squeezes label and value into two narrow columns that break words apart.
    const label = screen.getByText('Certificate No.').closest('th, td');
    const value = screen.getByText(number(holder)).closest('th, td');
    expect(label?.closest('tr')).not.toBe(value?.closest('tr'));
    for (const cell of document.querySelectorAll<HTMLElement>('.ant-descriptions th, .ant-descriptions td')) {
      expect(cell.style.wordBreak).not.toBe('break-all');
    }
  });

  it('reads in Hindi', async () => {
    await act(() => setLocale('hi'));
    renderTrainingApp(`/certificate?number=${number(holder)}`);
    await screen.findByText('मान्य प्रमाणपत्र');
    expect(screen.getByRole('heading', { level: 1, name: 'प्रमाणपत्र की जाँच करें' })).toBeTruthy();
  });
});
