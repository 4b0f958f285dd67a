import { apiPaths } from '@skillhub/shared/api-paths';
import { formatDate } from '@skillhub/shared/format';
import { setLocale } from '@skillhub/shared/i18n';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COURSE_ID, ORDER_ID, paymentSummary } from '../../test/learner-fixtures.ts';
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

describe('My courses mounted by a shell showing Hindi', () => {
  it('shows a purchase refunded in full under its Hindi heading, with the refund status in Hindi', async () => {
    server.on(`GET ${apiPaths.enrollments.myCourses}`, () => ok([]));
    server.on(`GET ${apiPaths.enrollments.refundedPurchases}`, () =>
      ok([
        {
          orderId: ORDER_ID,
          receipt: 'rcpt_000042',
          course: { _id: COURSE_ID, slug: 'full-stack-web-development', title: 'Full Stack Web Development' },
          amountPaise: 180_000,
          paidAt: '2026-11-18T10:00:00.000Z',
          invoiceNumber: 'SKH/26-27/000042',
          refunds: [
            {
              _id: 'r-1',
              orderId: ORDER_ID,
              amountPaise: 180_000,
              reason: 'Late start',
              status: 'processed',
              providerRefundId: 'rfnd_Sandbox000001',
              failureReason: null,
              creditNoteNumber: 'SKH/26-27/C00001',
              requestedAt: '2026-11-20T10:00:00.000Z',
              settledAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      ]),
    );
    signInAsLearner();
    remote = await mountRemote(lifecycles, { name: 'learner', area: 'public', path: '/my-courses', locale: 'hi' });

    const page = within(remote.element);
    const section = await page.findByRole('region', { name: 'रिफ़ंड हुई ख़रीदारियाँ' });
    const purchase = within(section).getByRole('article', { name: 'Full Stack Web Development' });
    expect(within(purchase).getByText('रिफ़ंड हुआ, ऐक्सेस समाप्त')).toBeTruthy();
    // Dates as the Hindi locale writes them (the shell has switched the formatters to it).
    const paid = formatDate('2026-11-18T10:00:00.000Z');
    expect(paid).toMatch(/^18 \S+ 2026$/);
    expect(paid).not.toContain('Nov');
    expect(within(purchase).getByText(`${paid} को ₹1,800 का भुगतान · रसीद rcpt_000042`)).toBeTruthy();
    const refund = within(within(purchase).getByRole('list', { name: 'रिफ़ंड' })).getByRole('listitem');
    expect(refund.textContent).toBe(
      `₹1,800 का रिफ़ंडप्रोसेस हुआ${formatDate('2026-11-21T10:00:00.000Z')} कोक्रेडिट नोट SKH/26-27/C00001`,
    );
  });
});
