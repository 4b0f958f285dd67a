import { setLocale } from '@skillhub/shared/i18n';
import { clearSession, setSession } from '@skillhub/shared/session';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTrainingApp, renderTrainingDashboard } from '../../test/render-remote.tsx';

/** The training remote's forms in Hindi: their messages, and the server's, leave no English on the page. */

const skillhub = withSkillhubServer();
afterEach(async () => {
  clearSession();
  await act(() => setLocale('en'));
});

describe('the training forms in Hindi', () => {
  it('says what a new program misses in Hindi, every field of it', async () => {
    setSession(skillhub.admin);
    await act(() => setLocale('hi'));
    const user = userEvent.setup();
    renderTrainingDashboard('/dashboard/training/programs?search=no-such-program');
    await user.click(await screen.findByRole('button', { name: 'प्रोग्राम जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रोग्राम जोड़ें' });
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    await within(dialog).findByText('शीर्षक ज़रूरी है');
    for (const message of [
      'विवरण ज़रूरी है',
      'संस्थान चुनना ज़रूरी है',
      'अवधि ज़रूरी है',
      'विषय ज़रूरी है',
      'बोर्ड ज़रूरी है',
      'शुरू होने की तारीख ज़रूरी है',
      'समाप्ति की तारीख ज़रूरी है',
      'पूर्व-आवश्यकताएँ ज़रूरी है',
      'पाठ्यक्रम ज़रूरी है',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(englishTextIn(dialog)).toEqual([]);
  });

  it('says in Hindi when a certificate number is not one (the server’s check)', async () => {
    await act(() => setLocale('hi'));
    renderTrainingApp('/certificate?number=SKH-1234');
    await screen.findByText('प्रमाणपत्र नंबर इस तरह लिखें: SKH-7F3K-92QD-X4MA');
    expect(englishTextIn()).toEqual([]);
  });
});
