import { COMPANY, LEGAL_EFFECTIVE_DATE } from '@skillhub/shared/constants';
import { setLocale } from '@skillhub/shared/i18n';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes, startTestApi, type TestApi } from '../../test/shell-test-kit.tsx';
import { TERMS_TITLE } from './index.tsx';

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

describe('terms and conditions', () => {
  it('is effective from 2nd September 2025 and covers payments, refunds, access, governing law and contacts', async () => {
    renderApp('/terms-and-conditions');
    const main = (await screen.findByRole('heading', { name: TERMS_TITLE, level: 1 })).closest('main')!;
    expect(main.textContent).toContain(`Effective from ${LEGAL_EFFECTIVE_DATE}`);
    for (const heading of [
      'Prices and payments',
      'Cancellations and refunds',
      'Courses and access',
      'Governing law and disputes',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeTruthy();
    }
    expect(main.textContent).toContain('Razorpay');
    expect(main.textContent).toContain('Indian Rupees (INR)');
    expect(main.textContent).toContain('laws of India');
    expect(main.textContent).toContain(COMPANY.phone);
  });

  it('reads wholly in Hindi, sections, links and contacts, with the Hindi loaded for it', async () => {
    await setLocale('hi');
    renderApp('/terms-and-conditions');
    const main = (await screen.findByRole('heading', { name: 'नियम और शर्तें', level: 1 })).closest('main')!;
    expect(main.textContent).toContain('2 सितंबर 2025 से प्रभावी');
    for (const heading of ['क़ीमतें और भुगतान', 'रद्द करना और रिफ़ंड']) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeTruthy();
    }
    expect(main.textContent).toContain(COMPANY.phone);
    // The company's registered name and address are written in Latin letters in every language.
    expect(englishTextIn(main, { allow: [COMPANY.address, ...COMPANY.address.split(', ')] })).toEqual([]);
  });
});
