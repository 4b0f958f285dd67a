import { request } from '@skillhub/shared/api-client';
import { courseCertificateEndpoints } from '@skillhub/shared/endpoints/course-certificates';
import { formatDate } from '@skillhub/shared/format';
import { setLocale } from '@skillhub/shared/i18n';
import type { Course } from '@skillhub/shared/schemas/course';
import type { MyCertificate } from '@skillhub/shared/schemas/course-certificates';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedProgress,
  unique,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/**
 * The certificate card on My courses, against the real server: the admin, as a learner, completes a course that
 * gives certificates and finds theirs under the course cards.
 */

const skillhub = withSkillhubServer();
let course: Course;
let certificate: MyCertificate;

beforeAll(async () => {
  signInAsLearner(skillhub.admin);
  const category = await seedCategory(unique('Certified'));
  const title = unique('Spreadsheet Skills');
  course = await seedCourse({
    title,
    category,
    sections: [{ title: 'Basics', lectures: ['Cells', 'Formulas'] }],
    status: 'PUBLISHED',
  });
  await request(courseCertificateEndpoints.saveSettings, { params: { courseId: course._id }, body: { enabled: true } });
  await enrol(skillhub.admin.user._id, course._id);
  await seedProgress(lectureOf(course, 0, 0), 60, true);
  await seedProgress(lectureOf(course, 0, 1), 60, true);
  const mine = (await request(courseCertificateEndpoints.mine)).data;
  const found = mine.find((c) => c.course._id === course._id);
  if (!found) throw new Error('completing the course issued no certificate');
  certificate = found;
});
afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
});

async function certificateCard() {
  signInAsLearner(skillhub.admin);
  renderLearnerApp('/my-courses');
  const list = await screen.findByRole('list', { name: 'My certificates' });
  return within(list).getByRole('article', { name: course.title });
}

describe('the certificate card', () => {
  it('shows the number and date, downloads the PDF and links to LinkedIn and the public check', async () => {
    const user = userEvent.setup();
    const card = await certificateCard();
    within(card).getByText(`Certificate No. ${certificate.number}`);
    within(card).getByText(`Issued on ${formatDate(certificate.issuedAt)}`);

    const linkedIn = new URL(
      within(card)
        .getByRole('link', { name: /Add to LinkedIn profile/ })
        .getAttribute('href') ?? '',
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('name')).toBe(course.title);
    expect(linkedIn.searchParams.get('certId')).toBe(certificate.number);
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verifyUrl);
    expect(certificate.verifyUrl).toMatch(new RegExp(`/certificate\\?number=${certificate.number}$`));
    const check = within(card).getByRole('link', { name: /Check it online/ });
    expect(check.getAttribute('href')).toBe(certificate.verifyUrl);
    expect(check.getAttribute('target')).toBe('_blank');

    const saved = captureDownloads();
    try {
      await user.click(within(card).getByRole('button', { name: `Download certificate ${certificate.number}` }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(saved.downloads[0]?.fileName).toBe(`certificate-${certificate.number}.pdf`);
  });

  it('reads in Hindi', async () => {
    await act(() => setLocale('hi'));
    signInAsLearner(skillhub.admin);
    renderLearnerApp('/my-courses');
    const list = await screen.findByRole('list', { name: 'मेरे प्रमाणपत्र' });
    const card = within(list).getByRole('article', { name: course.title });
    within(card).getByRole('link', { name: /LinkedIn प्रोफ़ाइल में जोड़ें/ });
  });

  it('says when staff revoked it, and offers neither the PDF nor LinkedIn', async () => {
    await request(courseCertificateEndpoints.revoke, {
      params: { courseId: course._id, certificateId: certificate._id },
      body: { reason: 'Issued by mistake' },
    });
    const card = await certificateCard();
    await within(card).findByText(/^Revoked on /);
    within(card).getByText(/no longer valid/);
    expect(within(card).queryByRole('button', { name: /Download certificate/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });
});
