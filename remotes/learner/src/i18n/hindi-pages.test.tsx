import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COURSE_ID, paymentSummary } from '../../test/learner-fixtures.ts';
import { signInAsLearner } from '../../test/session.ts';
import * as lifecycles from '../app.tsx';

const server = withScriptedServer();
let remote: MountedRemote;

afterEach(async () => {
  await remote.unmount();
  await setLocale('en');
});

describe('the payment page mounted by a shell showing Hindi', () => {
  it('shows the order, rupees and the expiry date in Hindi, and follows a switch back to English', async () => {
    server.on(`GET ${apiPaths.payments.summary}`, () =>
      ok(paymentSummary({ access: { status: 'expired', expiresAt: '2026-03-01T00:00:00.000Z' } })),
    );
    signInAsLearner();
    remote = await mountRemote(lifecycles, {
      name: 'learner',
      area: 'public',
      path: `/course-payment/${COURSE_ID}`,
      locale: 'hi',
    });

    const page = within(remote.element);
    expect(await page.findByRole('heading', { level: 1, name: 'भुगतान' })).toBeTruthy();
    const price = await page.findByLabelText('क़ीमत', undefined);
    expect(price.textContent).toContain('असली क़ीमत₹49,999');
    expect(price.textContent).toContain('30% छूट');
    expect(price.textContent).toContain('एक्सेस: 1 साल');
    expect(page.getByText('आपका एक्सेस 1 मार्च 2026 को ख़त्म हो गया।')).toBeTruthy();
    expect(page.getByRole('button', { name: 'एक्सेस रिन्यू करें' })).toBeTruthy();

    await remote.update({ locale: 'en' });
    expect(await page.findByText('Your access expired on 1 Mar 2026.')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Renew access' })).toBeTruthy();
  });
});
