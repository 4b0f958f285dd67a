import { queryClient } from '@skillhub/shared/query-client';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLearnerApp } from '../../../test/render-remote.tsx';

/**
 * The purchase against the real Fastify app (sandbox provider: no Razorpay keys in its environment): the
 * contract the pages and the server each assume, checked end to end. The buyer is the seeded account: a
 * learner would need the sign-up mail, which the child process keeps to itself.
 */

withSkillhubServer(window.location.origin);
let course: Course;
let category: Category;

beforeAll(async () => {
  category = await seedCategory(unique('Web Development'));
  course = await seedCourse({
    title: unique('Full Stack Web Development'),
    category,
    price: { actualPrice: 49_999, discountPercentage: 30 },
    sections: [
      { title: 'Foundations', lectures: ['How the web works', 'HTML'] },
      { title: 'React', lectures: ['Components'] },
    ],
    status: 'PUBLISHED',
  });
});

describe('Purchase on the real server', () => {
  it('fails once, then pays through the sandbox checkout, lands in My courses and gets a receipt', async () => {
    const user = userEvent.setup();
    renderLearnerApp(`/course-payment/${course._id}`);
    await screen.findByRole('heading', { name: course.title });
    const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
    expect(screen.getByLabelText('Price').textContent).toContain('Access: 1 Year');

    await user.click(pay);
    let dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    within(dialog).getByText('Sandbox: no real money moves');
    const orderId = within(dialog).getByText(/^order_/).textContent;
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await screen.findByText(/^Payment failed.*No money was taken\.$/);

    // The retry reopens the same open order.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    dialog = await screen.findByRole('dialog', { name: 'Skillhub test checkout' });
    expect(within(dialog).getByText(/^order_/).textContent).toBe(orderId);
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₹/ }));
    await screen.findByText('Payment successful. You are now enrolled.');

    const saved = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: /Download receipt/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toMatch(/^skillhub-receipt-rcpt_[0-9a-f]{16}\.pdf$/);

    await user.click(screen.getByRole('button', { name: 'My courses' }));
    const card = await screen.findByRole('article', { name: course.title });
    within(card).getByText(category.name);
    within(card).getByText('0 of 3 lectures');
    within(card).getByText(/^Access until /);
    within(card).getByRole('link', { name: /Start course/ });

    // The course page now says the learner is enrolled instead of taking another payment.
    queryClient.clear();
    window.history.pushState(null, '', `/course-payment/${course._id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screen.findByText('You are already enrolled in this course.');
  });

  it('plays the bought course: marks a lecture complete and shows the progress', async () => {
    const user = userEvent.setup();
    renderLearnerApp(`/course/${course.slug}/learn/${course._id}`);
    await screen.findByRole('navigation', { name: 'Course content' });
    await screen.findByText('No video for this lecture yet.');
    screen.getByText('0% complete');

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await screen.findByText('33% complete');
    expect(
      within(screen.getByRole('navigation', { name: 'Course content' }))
        .getByRole('button', { name: /^How the web works/ })
        .getAttribute('aria-label'),
    ).toBe('How the web works (completed)');
  });
});
