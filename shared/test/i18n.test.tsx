import { act, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatRupees } from '../src/format.ts';
import { addMessages, currentLocale, i18n, type Locale, setLocale } from '../src/i18n.ts';
import type { RemoteProps } from '../src/remote-props.ts';
import { createRemoteLifecycles } from '../src/ui/remote-lifecycles.tsx';

const sampleEn = { greeting: 'Welcome, {{name}}', onlyEnglish: 'Dashboard' };
addMessages('sample', sampleEn, async () => ({ greeting: 'स्वागत है, {{name}}' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    sample: typeof sampleEn;
  }
}

function SampleApp({ locale }: RemoteProps) {
  const { t } = useTranslation('sample');
  return (
    <div>
      <p>{t('greeting', { name: 'Priya' })}</p>
      <p>{t('onlyEnglish')}</p>
      <p>
        {locale} {formatRupees(120000)} {formatDate(new Date(2025, 8, 2))}
      </p>
      <Empty />
    </div>
  );
}

let container: HTMLElement;

function props(locale?: Locale): RemoteProps & AppProps & { domElement: HTMLElement } {
  return {
    name: 'sample-parcel',
    singleSpa: {} as AppProps['singleSpa'],
    mountParcel: vi.fn() as unknown as AppProps['mountParcel'],
    domElement: container,
    basePath: '/',
    area: 'public',
    themeMode: 'light',
    ...(locale ? { locale } : {}),
  };
}

/** Lifecycles are started inside act() and awaited after it (awaiting inside act() hangs). */
async function run(start: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = start();
  });
  await pending;
}

afterEach(async () => {
  container?.remove();
  await setLocale('en');
});

describe('a remote mounted with the page language', () => {
  it('renders its texts, antd texts, rupees and dates in Hindi, and follows a switch back to English', async () => {
    container = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(SampleApp);
    await lifecycles.bootstrap(props('hi'));
    await run(() => lifecycles.mount(props('hi')));

    expect(screen.getByText('स्वागत है, Priya')).toBeTruthy();
    // no Hindi text yet: English
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('hi ₹1,20,000 2 सित॰ 2025')).toBeTruthy();
    expect(container.querySelector('.ant-empty-description')?.textContent).toBe('कोई आकड़ा उपलब्ध नहीं है');

    // A change of language is a transition: its promise resolves when React has rendered it, maybe before the
    // commit, so the new props are waited for.
    await run(() => lifecycles.update(props('en')));
    expect(await screen.findByText(/^en ₹1,20,000 2 Sept? 2025$/)).toBeTruthy();
    expect(screen.getByText('Welcome, Priya')).toBeTruthy();
    expect(container.querySelector('.ant-empty-description')?.textContent).toBe('No data');

    await run(() => lifecycles.unmount(props('en')));
  });

  it('is English when the shell passes no language', async () => {
    await setLocale('hi');
    container = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(SampleApp);
    await lifecycles.bootstrap(props());
    await run(() => lifecycles.mount(props()));
    expect(screen.getByText('Welcome, Priya')).toBeTruthy();
    expect(currentLocale()).toBe('en');
    await run(() => lifecycles.unmount(props()));
  });

  it('shows the crash page in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    container = document.body.appendChild(document.createElement('div'));
    const lifecycles = createRemoteLifecycles(() => {
      throw new Error('render failed');
    });
    await lifecycles.bootstrap(props('hi'));
    await run(() => lifecycles.mount(props('hi')));
    expect(screen.getByText('माफ़ कीजिए! कुछ गड़बड़ हो गई')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeTruthy();
    await run(() => lifecycles.unmount(props('hi')));
    vi.restoreAllMocks();
  });
});

describe('the Hindi texts', () => {
  it('load on the first switch to Hindi, and a namespace whose Hindi did not arrive is tried again', async () => {
    await setLocale('en');
    const lateEn = { title: 'Leads' };
    const loadHi = vi
      .fn<() => Promise<{ title: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'लीड' });
    addMessages('late', lateEn, loadHi);
    expect(loadHi).not.toHaveBeenCalled();

    await setLocale('hi');
    expect(loadHi).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('hi');
    // Not arrived: that namespace shows its English texts, in a page that is otherwise in Hindi.
    expect(i18n.getResource('hi', 'late', 'title')).toBeUndefined();
    expect(i18n.t('greeting', { ns: 'sample', name: 'Priya' })).toBe('स्वागत है, Priya');

    await setLocale('en');
    await setLocale('hi');
    expect(loadHi).toHaveBeenCalledTimes(2);
    expect(i18n.getResource('hi', 'late', 'title')).toBe('लीड');
    await setLocale('hi');
    expect(loadHi).toHaveBeenCalledTimes(2);
    await setLocale('en');
  });

  it('leave the last language chosen on the page when English is chosen while Hindi loads', async () => {
    let arrive: (texts: { title: string }) => void = () => undefined;
    addMessages('slow', { title: 'Leads' }, () => new Promise((resolve) => (arrive = resolve)));
    const toHindi = setLocale('hi');
    await setLocale('en');
    arrive({ title: 'लीड' });
    await toHindi;
    expect(i18n.language).toBe('en');
  });
});

describe('formatters follow the language', () => {
  it('write rupees, counts and dates for en-IN and hi-IN', async () => {
    const day = new Date(2025, 10, 21, 15, 5);
    expect(formatRupees(12499.5)).toBe('₹12,499.50');
    expect(formatDate(day)).toBe('21 Nov 2025');

    await setLocale('hi');
    expect(i18n.language).toBe('hi');
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(12499.5)).toBe('₹12,499.50');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatDate(day)).toBe('21 नव॰ 2025');
    expect(formatDateTime(day)).toMatch(/^21 नव॰ 2025, 3:05\s?pm$/i);

    await setLocale('en');
    expect(formatDate(day)).toBe('21 Nov 2025');
  });
});
