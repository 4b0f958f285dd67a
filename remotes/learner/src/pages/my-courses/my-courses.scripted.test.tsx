import { apiPaths } from '@skillhub/shared/api-paths';
import { formatDate } from '@skillhub/shared/format';
import type { RefundedPurchase } from '@skillhub/shared/schemas/my-courses';
import type { Refund } from '@skillhub/shared/schemas/refund';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { myCourse, ORDER_ID } from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/** My courses with answers the real server does not give on demand: access that ran out, and a failure. */

const MY_COURSES = `GET ${apiPaths.enrollments.myCourses}`;
const REFUNDED = `GET ${apiPaths.enrollments.refundedPurchases}`;
const EXPIRED_ID = '10000000-0000-4000-8000-000000000002';
const server = withScriptedServer();
const REQUESTED = '2026-11-20T10:00:00.000Z';
const SETTLED = '2026-11-21T10:00:00.000Z';
const PAID = '2026-11-18T10:00:00.000Z';

function refund(amountPaise: number, status: Refund['status'], creditNoteNumber: string | null): Refund {
  return {
    _id: `r-${amountPaise}`,
    orderId: ORDER_ID,
    amountPaise,
    reason: 'Late start',
    status,
    providerRefundId: 'rfnd_Sandbox000001',
    failureReason: status === 'failed' ? 'The bank refused it' : null,
    creditNoteNumber,
    requestedAt: REQUESTED,
    settledAt: status === 'requested' ? null : SETTLED,
  };
}

function refundedPurchase(overrides: Partial<RefundedPurchase> = {}): RefundedPurchase {
  return {
    orderId: ORDER_ID,
    receipt: 'rcpt_000042',
    course: {
      _id: '10000000-0000-4000-8000-000000000003',
      slug: 'data-science-with-python',
      title: 'Data Science with Python',
    },
    amountPaise: 499_900,
    paidAt: PAID,
    invoiceNumber: 'SKH/26-27/000042',
    refunds: [refund(499_900, 'processed', 'SKH/26-27/C00001')],
    ...overrides,
  };
}

/** A PDF answer named as the server names it. */
function pdf(fileName: string) {
  return {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` },
    raw: '%PDF-1.7',
  };
}

// The page also lists the learner's certificates: none here, so that only what each test scripts can fail.
beforeEach(() => server.on(`GET ${apiPaths.courseCertificates.mine}`, () => ok([])));

function openMyCourses() {
  signInAsLearner();
  renderLearnerApp('/my-courses');
  return userEvent.setup();
}

describe('My courses with scripted answers', () => {
  it('shows a course whose access expired, with Renew instead of Start', async () => {
    server.on(MY_COURSES, () =>
      ok([
        myCourse({
          id: EXPIRED_ID,
          title: 'Data Science with Python',
          expired: true,
          expiresAt: '2026-03-01T00:00:00.000Z',
          progressPercent: 0,
          completedLectures: 0,
          lastLecture: null,
          orderId: null,
        }),
      ]),
    );
    const user = openMyCourses();
    const expired = await screen.findByRole('article', { name: 'Data Science with Python' });
    within(expired).getByText('Expired on 1 Mar 2026');
    expect(within(expired).queryByRole('link', { name: /Start course/ })).toBeNull();
    await user.click(within(expired).getByRole('button', { name: 'Renew' }));
    expect(window.location.pathname).toBe(`/course-payment/${EXPIRED_ID}`);
  });

  it('downloads the tax invoice of a purchase that has one, and offers none where none was issued', async () => {
    server.on(MY_COURSES, () =>
      ok([myCourse(), myCourse({ id: EXPIRED_ID, title: 'Free By Coupon', invoiceNumber: null })]),
    );
    server.on(`GET ${apiPaths.payments.invoice}`, () => ({
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="tax-invoice-SKH-26-27-000042.pdf"',
      },
      raw: '%PDF-1.7',
    }));
    const user = openMyCourses();
    const card = await screen.findByRole('article', { name: 'Full Stack Web Development' });
    const saved = captureDownloads();
    try {
      await user.click(within(card).getByRole('button', { name: 'Download tax invoice SKH/26-27/000042' }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toBe('tax-invoice-SKH-26-27-000042.pdf');
    expect(server.callsTo(`GET ${apiPaths.payments.invoice}`)[0]?.params).toEqual({ orderId: ORDER_ID });
    const free = screen.getByRole('article', { name: 'Free By Coupon' });
    expect(within(free).queryByRole('button', { name: /tax invoice/ })).toBeNull();
  });

  it("shows a purchase's refunds with their status, date and credit note to download", async () => {
    server.on(MY_COURSES, () =>
      ok([
        myCourse({ refunds: [refund(100_000, 'processed', 'SKH/26-27/C00001'), refund(50_050, 'requested', null)] }),
      ]),
    );
    server.on(`GET ${apiPaths.payments.creditNote}`, () => pdf('credit-note-SKH-26-27-C00001.pdf'));
    const user = openMyCourses();
    const card = await screen.findByRole('article', { name: 'Full Stack Web Development' });
    const items = within(within(card).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Refund of ₹1,000Processedon ${formatDate(SETTLED)}Credit note SKH/26-27/C00001`,
      `Refund of ₹500.50In progresson ${formatDate(REQUESTED)}`,
    ]);
    const saved = captureDownloads();
    try {
      await user.click(within(card).getByRole('button', { name: /Credit note SKH\/26-27\/C00001/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toBe('credit-note-SKH-26-27-C00001.pdf');
    expect(server.callsTo(`GET ${apiPaths.payments.creditNote}`)[0]?.params).toEqual({ refundId: 'r-100000' });
  });

  it('lists a purchase refunded in full under Refunded purchases, with its refunds, invoice and credit notes', async () => {
    server.on(MY_COURSES, () => ok([]));
    server.on(REFUNDED, () =>
      ok([
        refundedPurchase({
          refunds: [
            refund(100_000, 'processed', 'SKH/26-27/C00001'),
            refund(1_013, 'failed', null),
            refund(399_900, 'processed', 'SKH/26-27/C00002'),
          ],
        }),
      ]),
    );
    server.on(`GET ${apiPaths.payments.invoice}`, () => pdf('tax-invoice-SKH-26-27-000042.pdf'));
    const user = openMyCourses();
    const section = await screen.findByRole('region', { name: 'Refunded purchases' });
    // No course is left to show, and the purchase still is.
    await screen.findByText('You have not enrolled in any course yet.');
    const purchase = within(section).getByRole('article', { name: 'Data Science with Python' });
    within(purchase).getByText('Refunded, access ended');
    within(purchase).getByText(`Paid ₹4,999 on ${formatDate(PAID)} · Receipt rcpt_000042`);
    const items = within(within(purchase).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Refund of ₹1,000Processedon ${formatDate(SETTLED)}Credit note SKH/26-27/C00001`,
      `Refund of ₹10.13Failedon ${formatDate(SETTLED)}`,
      `Refund of ₹3,999Processedon ${formatDate(SETTLED)}Credit note SKH/26-27/C00002`,
    ]);
    within(purchase).getByRole('button', { name: /Download receipt/ });
    const saved = captureDownloads();
    try {
      await user.click(within(purchase).getByRole('button', { name: 'Download tax invoice SKH/26-27/000042' }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(server.callsTo(`GET ${apiPaths.payments.invoice}`)[0]?.params).toEqual({ orderId: ORDER_ID });
  });

  it('shows no Refunded purchases section when there are none', async () => {
    server.on(MY_COURSES, () => ok([myCourse()]));
    server.on(REFUNDED, () => ok([]));
    openMyCourses();
    await screen.findByRole('article', { name: 'Full Stack Web Development' });
    await waitFor(() => expect(server.callsTo(REFUNDED)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Refunded purchases' })).toBeNull();
    expect(screen.queryByText('Refunded purchases')).toBeNull();
  });

  it('offers no invoice or credit note for a purchase that has none', async () => {
    server.on(MY_COURSES, () => ok([]));
    server.on(REFUNDED, () =>
      ok([refundedPurchase({ invoiceNumber: null, refunds: [refund(499_900, 'processed', null)] })]),
    );
    openMyCourses();
    const section = await screen.findByRole('region', { name: 'Refunded purchases' });
    expect(within(section).queryByRole('button', { name: /tax invoice/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Credit note/ })).toBeNull();
  });

  it('says when the refunded purchases cannot be loaded, and Retry loads them', async () => {
    server.on(MY_COURSES, () => ok([myCourse()]));
    server.on(REFUNDED, () => failure(500, 'Database unavailable'));
    const user = openMyCourses();
    await screen.findByText('Your refunded purchases could not be loaded.');
    // The course cards are not held up by it.
    screen.getByRole('article', { name: 'Full Stack Web Development' });
    server.on(REFUNDED, () => ok([refundedPurchase()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Refunded purchases' });
  });

  it('shows a failure with Retry, which loads the courses', async () => {
    server.on(MY_COURSES, () => failure(500, 'Database unavailable'));
    server.on(REFUNDED, () => ok([]));
    const user = openMyCourses();
    await screen.findByText('Your courses could not be loaded.');
    screen.getByText('Database unavailable');

    server.on(MY_COURSES, () => ok([myCourse()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Full Stack Web Development' });
  });
});
