import { apiPaths } from '@skillhub/shared/api-paths';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { failure, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myCourse, ORDER_ID } from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/** My courses with answers the real server does not give on demand: access that ran out, and a failure. */

const MY_COURSES = `GET ${apiPaths.enrollments.myCourses}`;
const EXPIRED_ID = '10000000-0000-4000-8000-000000000002';
const server = withScriptedServer();

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

  it("shows a purchase's refunds with their status and credit note", async () => {
    const refund = (amountPaise: number, status: 'requested' | 'processed', creditNoteNumber: string | null) => ({
      _id: `r-${amountPaise}`,
      orderId: ORDER_ID,
      amountPaise,
      reason: 'Late start',
      status,
      providerRefundId: 'rfnd_Sandbox000001',
      failureReason: null,
      creditNoteNumber,
      requestedAt: '2026-11-20T10:00:00.000Z',
      settledAt: status === 'processed' ? '2026-11-21T10:00:00.000Z' : null,
    });
    server.on(MY_COURSES, () =>
      ok([
        myCourse({ refunds: [refund(100_000, 'processed', 'SKH/26-27/C00001'), refund(50_050, 'requested', null)] }),
      ]),
    );
    openMyCourses();
    const card = await screen.findByRole('article', { name: 'Full Stack Web Development' });
    const items = within(within(card).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Refund of ₹1,000ProcessedCredit note SKH/26-27/C00001',
      'Refund of ₹500.50In progress',
    ]);
  });

  it('shows a failure with Retry, which loads the courses', async () => {
    server.on(MY_COURSES, () => failure(500, 'Database unavailable'));
    const user = openMyCourses();
    await screen.findByText('Your courses could not be loaded.');
    screen.getByText('Database unavailable');

    server.on(MY_COURSES, () => ok([myCourse()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Full Stack Web Development' });
  });
});
