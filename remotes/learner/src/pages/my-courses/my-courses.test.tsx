import { formatDate } from '@skillhub/shared/format';
import type { Course } from '@skillhub/shared/schemas/course';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedProgress,
  seedPurchase,
  unique,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/**
 * My courses against the real server, for the admin as the learner: nothing at first, then a course bought
 * through the sandbox checkout (a quarter done, with a receipt) and one assigned by staff for life.
 */

// The admin is the learner here, and starts with no course: other files' purchases must not show.
const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;

function openMyCourses() {
  signInAsLearner(skillhub.admin);
  renderLearnerApp('/my-courses');
  return userEvent.setup();
}

let fullStack: Course;

describe('My courses', () => {
  it('says when the learner has no course yet and links to the catalogue', async () => {
    openMyCourses();
    await screen.findByText('You have not enrolled in any course yet.');
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
  });

  it('shows each course with its progress, where to continue and how long access lasts', async () => {
    const web = await seedCategory(unique('Web Development'));
    const sections = [{ title: 'React basics', lectures: ['Components', 'Props and state', 'Hooks', 'Effects'] }];
    fullStack = await seedCourse({ title: 'Full Stack Web Development', category: web, sections, status: 'PUBLISHED' });
    await seedPurchase(fullStack._id);
    await seedProgress(lectureOf(fullStack, 0, 0), 600, true);
    await seedProgress(lectureOf(fullStack, 0, 1), 30);
    const marketing = await seedCourse({
      title: 'Digital Marketing',
      category: web,
      sections,
      status: 'PUBLISHED',
      body: { validity: 'LifeTime' },
    });
    await enrol(skillhub.admin.user._id, marketing._id);
    openMyCourses();

    const card = await screen.findByRole('article', { name: 'Full Stack Web Development' });
    within(card).getByText(web.name);
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    within(card).getByText('1 of 4 lectures');
    const resume = within(card).getByRole('link', { name: /Continue: Props and state/ });
    expect(resume.getAttribute('href')).toBe(
      `/course/${fullStack.slug}/learn/${fullStack._id}?lecture=${lectureOf(fullStack, 0, 1).subSectionId}`,
    );
    const inAYear = new Date();
    inAYear.setFullYear(inAYear.getFullYear() + 1);
    within(card).getByText(`Access until ${formatDate(inAYear)}`);
    within(card).getByRole('button', { name: /Download receipt/ });

    const lifetime = screen.getByRole('article', { name: 'Digital Marketing' });
    within(lifetime).getByRole('link', { name: /Start course/ });
    within(lifetime).getByText('Lifetime access');
    expect(within(lifetime).queryByRole('button', { name: /Download receipt/ })).toBeNull();
  });

  it('filters the cards by title and downloads a receipt', async () => {
    const user = openMyCourses();
    await screen.findByRole('article', { name: 'Digital Marketing' });

    await user.type(screen.getByRole('searchbox', { name: 'Search my courses' }), 'full stack');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Digital Marketing' })).toBeNull());
    expect(new URLSearchParams(window.location.search).get('search')).toBe('full stack');
    const card = screen.getByRole('article', { name: 'Full Stack Web Development' });

    const saved = captureDownloads();
    try {
      await user.click(within(card).getByRole('button', { name: /Download receipt/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toMatch(/^skillhub-receipt-.+\.pdf$/);
    expect(network.requests.filter((r) => r.path.startsWith('/payment/receipt/'))).toHaveLength(1);
  });
});
