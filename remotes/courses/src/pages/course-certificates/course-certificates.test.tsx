import { request } from '@skillhub/shared/api-client';
import { courseCertificateEndpoints } from '@skillhub/shared/endpoints/course-certificates';
import type { Course } from '@skillhub/shared/schemas/course';
import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedProgress,
  unique,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * Staff's side of course certificates against the real server: the course editor's switch, and the Learners
 * page's list where a certificate is revoked after confirming with a reason. The admin is the learner.
 */

const skillhub = withSkillhubServer(window.location.origin);
let course: Course;

beforeAll(async () => {
  signInAs(coursePermissions('update'), skillhub.admin);
  const category = await seedCategory(unique('Certificates'));
  course = await seedCourse({
    title: unique('Tally Prime'),
    category,
    status: 'PUBLISHED',
    sections: [{ title: 'Ledgers', lectures: ['Groups'] }],
  });
});

describe('course certificates for staff', () => {
  it('turns the certificate on in the course editor, saved as the switch is flipped', async () => {
    const user = userEvent.setup();
    signInAs(coursePermissions('update'), skillhub.admin);
    renderCoursesApp(`/dashboard/course/update-details/${course._id}`);
    const toggle = await screen.findByRole('switch', {
      name: 'Give learners a certificate when they complete this course',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    screen.getByText('This course gives no certificate. Certificates already issued stay valid.');
    await user.click(toggle);
    await screen.findByText('Learners who complete this course now get a certificate.');
    const saved = await request(courseCertificateEndpoints.settings, { params: { courseId: course._id } });
    expect(saved.data.enabled).toBe(true);
  });

  it('shows read-only staff the switch they cannot flip', async () => {
    signInAs(coursePermissions('read'), skillhub.admin);
    renderCoursesApp(`/dashboard/course/update-details/${course._id}`);
    const toggle = await screen.findByRole('switch', { name: /Give learners a certificate/ });
    expect(toggle.hasAttribute('disabled')).toBe(true);
    screen.getByText('Only staff who may update courses can change this.');
  });

  it('lists the certificate on the Learners page and revokes it only with a reason', async () => {
    signInAs(coursePermissions('update'), skillhub.admin);
    await enrol(skillhub.admin.user._id, course._id);
    await seedProgress(lectureOf(course, 0, 0), 30, true);
    const user = userEvent.setup();
    renderCoursesApp(`/dashboard/course/learners/${course._id}`);
    const table = await screen.findByRole('table', { name: "The course's certificates" });
    const row = (await within(table).findByText('Valid')).closest('tr');
    if (!row) throw new Error('no certificate row');

    await user.click(within(row).getByRole('button', { name: /Actions for row 1/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: /Revoke the certificate of/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await within(dialog).findByText('Give the reason for revoking the certificate');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Enrolled by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Revoke the certificate of/ })).toBeNull());
    await within(table).findByText(/^Revoked on /);
    within(table).getByText('Reason: Enrolled by mistake');
    const [mine] = (await request(courseCertificateEndpoints.mine)).data.filter((c) => c.course._id === course._id);
    expect(mine?.revokedAt).not.toBeNull();
  });
});
