import { apiPaths } from '@skillhub/shared/api-paths';
import { paymentSummaryOfCourse, paymentSummaryQuery } from '@skillhub/shared/payment-summary-query';
import { queryClient } from '@skillhub/shared/query-client';
import { routeTo } from '@skillhub/shared/routes';
import { mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { preloadPageAt } from '@skillhub/shared/ui/remote-routes';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COURSE_ID, myCourse, paymentSummary } from '../test/learner-fixtures.ts';
import { LEARNER, signInAsLearner } from '../test/session.ts';
import * as lifecycles from './app.tsx';
import { pages } from './pages.ts';
import { components, pageData } from './routes.tsx';

const server = withScriptedServer();

describeRemoteLifecycles({
  name: 'learner',
  lifecycles,
  area: 'public',
  page: {
    path: routeTo('myCourses'),
    arrange: () => {
      server.on(`GET ${apiPaths.enrollments.myCourses}`, () => ok([myCourse()]));
      signInAsLearner();
    },
    expect: async (area) => {
      await within(area).findByRole('article', { name: 'Full Stack Web Development' });
      within(area).getByRole('heading', { name: 'My courses' });
    },
  },
  foreignPath: routeTo('catalogue'),
});

describe('the learner remote, mounted at the payment page', () => {
  const SUMMARY = `GET ${apiPaths.payments.summary}`;
  const path = routeTo('coursePayment', { courseId: COURSE_ID });
  const summary = () => queryClient.getQueryCache().find({ queryKey: paymentSummaryOfCourse(COURSE_ID), exact: false });

  async function openPage() {
    const remote = await mountRemote(lifecycles, { name: 'learner', area: 'public', path });
    await within(remote.element).findByRole('button', { name: 'Pay ₹34,999' });
    // Settled: a second fetch would have started with the page's first render.
    await vi.waitFor(() => expect(summary()?.state.fetchStatus).toBe('idle'));
    await remote.unmount();
  }

  it('asks for the summary as it mounts, once: the page renders from that answer', async () => {
    server.on(SUMMARY, () => ok(paymentSummary()));
    signInAsLearner();
    await openPage();
    expect(server.callsTo(SUMMARY)).toHaveLength(1);
  });

  it("checks a summary from before its visit (the course card's) again: a purchase made meanwhile shows", async () => {
    server.on(SUMMARY, () => ok(paymentSummary()));
    signInAsLearner();
    // The course page's purchase card had the same entry a moment before Buy now.
    const { queryKey } = paymentSummaryQuery(COURSE_ID, LEARNER._id);
    queryClient.setQueryData(queryKey, paymentSummary(), { updatedAt: Date.now() - 1_000 });
    await openPage();
    expect(server.callsTo(SUMMARY)).toHaveLength(1);
  });
});

describe('the learner remote, mounted at My courses', () => {
  const READS = [
    `GET ${apiPaths.enrollments.myCourses}`,
    `GET ${apiPaths.courseCertificates.mine}`,
    `GET ${apiPaths.enrollments.refundedPurchases}`,
  ];

  it('asks for the courses, the certificates and the refunded purchases with the visit, before the page renders', async () => {
    for (const read of READS) server.on(read, () => ok(read === READS[0] ? [myCourse()] : []));
    signInAsLearner();
    // As the shell does at its start, on the page it opened on: the code and what the page reads, no render yet.
    window.history.pushState(null, '', routeTo('myCourses'));
    await preloadPageAt(pages, components, routeTo('myCourses'), pageData);
    await vi.waitFor(() => {
      for (const read of READS) expect(server.callsTo(read)).toHaveLength(1);
    });

    const remote = await mountRemote(lifecycles, {
      name: 'learner',
      area: 'public',
      path: routeTo('myCourses'),
      opening: true,
    });
    await within(remote.element).findByRole('article', { name: 'Full Stack Web Development' });
    // A second request would be on its way as the page rendered.
    await server.quiet(100);
    for (const read of READS) expect(server.callsTo(read)).toHaveLength(1);
    await remote.unmount();
  });
});
