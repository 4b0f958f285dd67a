import { COMPANY, LEGAL_EFFECTIVE_DATE } from '@skillhub/shared/constants';
import { setLocale } from '@skillhub/shared/i18n';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes, startTestApi, type TestApi } from '../../test/shell-test-kit.tsx';
import { PRIVACY_TITLE } from './index.tsx';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
beforeEach(() => {
  resetPage();
  api.reset();
  setDeployedRemotes([]);
});
afterEach(async () => {
  resetPage();
  await setLocale('en');
});
afterAll(() => api.close());

describe('privacy policy', () => {
  it('is effective from 2nd September 2025, is for people aged 16 and above, and names the company contacts', async () => {
    renderApp('/privacy-policy');
    const main = (await screen.findByRole('heading', { name: PRIVACY_TITLE, level: 1 })).closest('main')!;
    expect(main.textContent).toContain(`Effective from ${LEGAL_EFFECTIVE_DATE}`);
    expect(main.textContent).toContain('Our services are for people aged 16 and above');
    expect(main.textContent).toContain(COMPANY.address);
    expect(main.textContent).toContain(COMPANY.phone);
    for (const email of COMPANY.emails) expect(main.textContent).toContain(email);
    expect(screen.getByRole('heading', { name: /Grievance officer/ })).toBeTruthy();
  });

  it('reads wholly in Hindi, sections, links and contacts, with the Hindi loaded for it', async () => {
    await setLocale('hi');
    renderApp('/privacy-policy');
    const main = (await screen.findByRole('heading', { name: 'गोपनीयता नीति', level: 1 })).closest('main')!;
    expect(main.textContent).toContain('2 सितंबर 2025 से प्रभावी');
    for (const heading of ['शिकायत अधिकारी', 'आपके अधिकार']) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeTruthy();
    }
    expect(main.textContent).toContain(COMPANY.phone);
    // The company's registered name and address, and CERT-In, are written in Latin letters in every language.
    expect(englishTextIn(main, { allow: [COMPANY.address, ...COMPANY.address.split(', '), 'CERT-In'] })).toEqual([]);
  });
});
