import { currentLocale, setLocale } from '@skillhub/shared/i18n';
import { clearSession, LANGUAGE_STORAGE_KEY } from '@skillhub/shared/session';
import { englishTextIn } from '@skillhub/shared/test-support/english-text';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, failure, ok, renderApp, withTestApi } from '../test/shell-test-kit.tsx';
import { restoreLanguage } from './language.ts';

const api = withTestApi();

const header = () => screen.getByRole('banner');

/** What a reload does: a fresh app starts in English and reads the stored choice. */
async function reload(path: string) {
  cleanup();
  await setLocale('en');
  document.documentElement.lang = '';
  restoreLanguage();
  return renderApp(path);
}

describe('the language switch', () => {
  it('is English by default and switches the header, the home page and <html lang> to Hindi and back', async () => {
    api.on('GET /course/category', () => ok([category(1, 3)]));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Explore by category' });
    expect(document.documentElement.lang).toBe('en');
    expect(within(header()).getByRole('link', { name: 'Courses' })).toBeTruthy();

    await userEvent.click(within(header()).getByRole('button', { name: 'हिन्दी' }));

    expect(document.documentElement.lang).toBe('hi');
    // The Hindi texts load with the first switch.
    expect(await within(header()).findByRole('link', { name: 'कोर्स' })).toBeTruthy();
    expect(within(header()).getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'श्रेणी के अनुसार देखें' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /कोर्स देखें/ }).length).toBeGreaterThan(0);
    const section = screen.getByRole('heading', { name: 'श्रेणी के अनुसार देखें' }).closest('section')!;
    // The categories may come after the switch: the Hindi texts, once loaded on the page, show at once.
    expect(await within(section).findByText('3 कोर्स')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('उपयोगी लिंक');

    await userEvent.click(within(header()).getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Explore by category' })).toBeTruthy();
    expect(within(header()).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('is remembered by the browser across a reload and a logout', async () => {
    renderApp('/');
    await userEvent.click(await within(header()).findByRole('button', { name: 'हिन्दी' }));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

    await reload('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('भारत के लिए ऑनलाइन कौशल प्रशिक्षण')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');

    clearSession();
    await reload('/not-found-page');
    expect(await screen.findByRole('heading', { name: '404 - पेज नहीं मिला' })).toBeTruthy();
    expect(currentLocale()).toBe('hi');
  });

  it('shows the sign-in form, its own checks and the server’s refusal in Hindi', async () => {
    // As the server answers: English for API clients, with the code the page translates.
    api.on('POST /user/login', () => ({
      status: 401,
      body: { success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
    }));
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));

    const form = await screen.findByRole('form', { name: 'लॉग इन' });
    await userEvent.click(within(form).getByRole('button', { name: /लॉग इन$/ }));
    expect(await within(form).findByText('ई-मेल ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('पासवर्ड ज़रूरी है')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('ई-मेल'), 'priya@example.com');
    await userEvent.type(within(form).getByLabelText('पासवर्ड'), 'Secret#123');
    await userEvent.click(within(form).getByRole('button', { name: /लॉग इन$/ }));
    expect(await within(form).findByText('ई-मेल या पासवर्ड सही नहीं है')).toBeTruthy();
    expect(englishTextIn(form, { allow: ['priya@example.com'] })).toEqual([]);
  });

  it('shows a server message without a code as sent', async () => {
    api.on('POST /user/login', () => failure(401, 'Something only the server knows'));
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'हिन्दी' }));
    const form = await screen.findByRole('form', { name: 'लॉग इन' });
    await userEvent.type(within(form).getByLabelText('ई-मेल'), 'priya@example.com');
    await userEvent.type(within(form).getByLabelText('पासवर्ड'), 'Secret#123');
    await userEvent.click(within(form).getByRole('button', { name: /लॉग इन$/ }));
    expect(await within(form).findByText('Something only the server knows')).toBeTruthy();
  });
});
