import { setLocale } from '@skillhub/shared/i18n';
import type { CourseLearnersSummary, InactiveLearner } from '@skillhub/shared/schemas/course-learners';
import { failure, list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, pickOption, settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The Learners page on answers a test cannot get from a fresh server on demand: learners idle for weeks, a
 * connected WhatsApp account with approved templates, refusals and failures.
 */

const server = withScriptedServer();
const COURSE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const PATH = `/dashboard/course/learners/${COURSE_ID}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const summary = (overrides: Partial<CourseLearnersSummary> = {}): CourseLearnersSummary => ({
  courseId: COURSE_ID,
  title: 'Retail Banking Basics',
  enrolled: 40,
  started: 30,
  completed: 8,
  medianProgress: 42.5,
  totalLectures: 12,
  quizzes: [],
  nudgeTemplates: [
    { _id: 'b1f0c1de-0000-4000-8000-000000000001', name: 'course_reminder', language: 'en', body: 'Hi {{1}}' },
  ],
  whatsappConnected: true,
  ...overrides,
});

const learner = (name: string, overrides: Partial<InactiveLearner> = {}): InactiveLearner => ({
  userId: `${name.length}a0c1de-0000-4000-8000-00000000000${name.length % 10}`,
  name,
  email: `${name.toLowerCase().replace(/ /g, '.')}@learners.test`,
  progressPercent: 25,
  completedLectures: 3,
  enrolledAt: ago(40 * DAY),
  lastActivityAt: ago(20 * DAY),
  lastNudge: null,
  ...overrides,
});

const kiran = learner('Kiran Rao');
const meera = learner('Meera Iyer', {
  progressPercent: 0,
  completedLectures: 0,
  lastActivityAt: null,
  lastNudge: { channel: 'mail', at: ago(2 * HOUR + 60_000) },
});

async function openPage(operations: Parameters<typeof coursePermissions> = ['update']) {
  signInAs(coursePermissions(...operations));
  renderCoursesApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Learners: Retail Banking Basics' });
  return userEvent.setup();
}

const figure = (name: string) => screen.getByRole('group', { name }).textContent;

describe('Learners page', () => {
  it('shows the figures as cards and the inactive learners with progress, last activity and last nudge', async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
    server.on('GET /course/learners/:courseId/inactive', () => list([kiran, meera]));
    await openPage();

    expect(figure('Enrolled')).toContain('40');
    expect(figure('Started')).toContain('30');
    expect(figure('Started')).toContain('75% of enrolled');
    expect(figure('Completed')).toContain('20% of enrolled');
    expect(figure('Median progress')).toContain('42.5%');
    screen.getByText('This course has no quizzes yet.');

    const table = await settled(screen.getByRole('table', { name: 'Inactive learners' }));
    const [first, second] = bodyRows(table).map(cellTexts);
    expect(first?.slice(0, 5)).toEqual(['Kiran Raokiran.rao@learners.test', '25%', '20 days ago', 'Not nudged', '']);
    expect(second?.[2]).toMatch(/^Never opened \(enrolled .+\)$/);
    expect(second?.[3]).toBe('E-mail, 2 h ago');
    expect(server.callsTo('GET /course/learners/:courseId/inactive')[0]?.query).toMatchObject({
      inactiveDays: '14',
      page: '1',
      limit: '10',
    });
  });

  it('asks again for another number of days and for a search, and says when nobody matches', async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
    server.on('GET /course/learners/:courseId/inactive', (call) =>
      call.query.search ? list([]) : list(call.query.inactiveDays === '30' ? [kiran] : [kiran, meera]),
    );
    const user = await openPage();
    await settled(screen.getByRole('table', { name: 'Inactive learners' }));

    const days = screen.getByRole('spinbutton', { name: 'Not opened for (days)' });
    await user.clear(days);
    await user.type(days, '30');
    await waitFor(() =>
      expect(server.callsTo('GET /course/learners/:courseId/inactive').at(-1)?.query.inactiveDays).toBe('30'),
    );
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Inactive learners' }))).toHaveLength(1));

    await user.type(
      screen.getByRole('searchbox', { name: 'Search inactive learners by name or e-mail' }),
      'zed{Enter}',
    );
    await screen.findByText('No inactive learner matches your search.');
    expect(server.callsTo('GET /course/learners/:courseId/inactive').at(-1)?.query).toMatchObject({
      search: 'zed',
      inactiveDays: '30',
    });
  });

  it("lists each quiz's pass rate", async () => {
    const quizzes = [
      { quizId: 'q1', title: 'Accounts check', attempted: 12, passed: 9, passRate: 75 },
      { quizId: 'q2', title: 'Loans check', attempted: 0, passed: 0, passRate: null },
    ];
    server.on('GET /course/learners/:courseId/summary', () => ok(summary({ quizzes })));
    server.on('GET /course/learners/:courseId/inactive', () => list([]));
    await openPage();
    const rates = screen.getByRole('group', { name: 'Quiz pass rates' });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accounts check75% passed (9 of 12)', 'Loans checkNot attempted yet']);
  });

  it('says when no learner has been away that long', async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary({ medianProgress: null, enrolled: 0 })));
    server.on('GET /course/learners/:courseId/inactive', () => list([]));
    await openPage();
    await screen.findByText('No learner has been away from this course for 14 days.');
    expect(figure('Median progress')).toContain('–');
  });

  it("shows the server's reason when the course cannot be read, and retries", async () => {
    let calls = 0;
    server.on('GET /course/learners/:courseId/summary', () =>
      calls++ === 0 ? failure(404, 'Course not found') : ok(summary()),
    );
    server.on('GET /course/learners/:courseId/inactive', () => list([]));
    signInAs(coursePermissions('update'));
    renderCoursesApp(PATH);
    await screen.findByText('Course not found');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Learners: Retail Banking Basics' });
  });

  it('nudges by e-mail after confirmation, the button busy while it sends, and reloads the list', async () => {
    let release: () => void = () => {};
    server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
    server.on('GET /course/learners/:courseId/inactive', () => list([kiran]));
    server.on(
      'POST /course/learners/:courseId/nudge/:userId',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              ok({ userId: kiran.userId, channel: 'mail', at: new Date().toISOString() }, 'Nudge e-mail queued', 201),
            );
        }),
    );
    const user = await openPage();
    await settled(screen.getByRole('table', { name: 'Inactive learners' }));
    await chooseRowAction(user, 1, 'Nudge');
    const dialog = await screen.findByRole('dialog', { name: 'Nudge Kiran Rao' });
    within(dialog).getByText(/An e-mail reminding Kiran Rao of the course/);
    const send = within(dialog).getByRole('button', { name: 'Send nudge' });
    await user.click(send);
    await waitFor(() => expect(server.callsTo('POST /course/learners/:courseId/nudge/:userId')).toHaveLength(1));
    await waitFor(() => expect(send.className).toContain('ant-btn-loading'));
    await user.click(send);
    release();
    await screen.findByText('Kiran Rao was nudged');
    const [call] = server.callsTo('POST /course/learners/:courseId/nudge/:userId');
    expect(call?.params).toEqual({ courseId: COURSE_ID, userId: kiran.userId });
    expect(call?.body).toEqual({ channel: 'mail' });
    expect(server.callsTo('POST /course/learners/:courseId/nudge/:userId')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /course/learners/:courseId/inactive')).toHaveLength(2));
  });

  it("nudges on WhatsApp with a chosen template, and keeps the dialog with the server's refusal", async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
    server.on('GET /course/learners/:courseId/inactive', () => list([kiran]));
    server.on('POST /course/learners/:courseId/nudge/:userId', () =>
      failure(409, 'This learner has not opted in to WhatsApp messages; nudge by e-mail instead'),
    );
    const user = await openPage();
    await settled(screen.getByRole('table', { name: 'Inactive learners' }));
    await chooseRowAction(user, 1, 'Nudge');
    const dialog = await screen.findByRole('dialog', { name: 'Nudge Kiran Rao' });
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp template' }));
    const send = within(dialog).getByRole('button', { name: 'Send nudge' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await pickOption(user, 'course_reminder (en)');
    await user.click(send);
    await screen.findByText('This learner has not opted in to WhatsApp messages; nudge by e-mail instead');
    expect(server.callsTo('POST /course/learners/:courseId/nudge/:userId')[0]?.body).toEqual({
      channel: 'whatsapp',
      templateId: 'b1f0c1de-0000-4000-8000-000000000001',
    });
    screen.getByRole('dialog', { name: 'Nudge Kiran Rao' });
  });

  it('offers WhatsApp only once the account is connected', async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary({ whatsappConnected: false })));
    server.on('GET /course/learners/:courseId/inactive', () => list([kiran]));
    const user = await openPage();
    await settled(screen.getByRole('table', { name: 'Inactive learners' }));
    await chooseRowAction(user, 1, 'Nudge');
    const dialog = await screen.findByRole('dialog', { name: 'Nudge Kiran Rao' });
    expect((within(dialog).getByRole('radio', { name: 'WhatsApp template' }) as HTMLInputElement).disabled).toBe(true);
    within(dialog).getByText('Connect the WhatsApp account to nudge on WhatsApp.');
  });

  it('shows read-only staff the learners without the Nudge action', async () => {
    server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
    server.on('GET /course/learners/:courseId/inactive', () => list([kiran]));
    await openPage([]);
    const table = await settled(screen.getByRole('table', { name: 'Inactive learners' }));
    within(table).getByText('Kiran Rao');
    expect(screen.queryByRole('button', { name: 'Actions for row 1' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    setLocale('hi');
    try {
      server.on('GET /course/learners/:courseId/summary', () => ok(summary()));
      server.on('GET /course/learners/:courseId/inactive', () => list([meera]));
      signInAs(coursePermissions('update'));
      renderCoursesApp(PATH);
      await screen.findByRole('heading', { level: 1, name: 'शिक्षार्थी: Retail Banking Basics' });
      screen.getByRole('group', { name: 'नामांकित' });
      screen.getByText('इस कोर्स में अभी कोई क्विज़ नहीं है।');
      const table = await settled(screen.getByRole('table', { name: 'निष्क्रिय शिक्षार्थी' }));
      expect(cellTexts(bodyRows(table)[0]!)[3]).toBe('ई-मेल, 2 घंटे पहले');

      // The server's refusal, in English in the body, is shown by its code in Hindi.
      server.on('POST /course/learners/:courseId/nudge/:userId', () => ({
        status: 409,
        body: {
          success: false,
          message: 'Meera Iyer was nudged about this course 2 h ago; one nudge a day is the most',
          code: 'NUDGED_RECENTLY',
          params: { name: 'Meera Iyer' },
        },
      }));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'पंक्ति 1 के लिए कार्रवाई' }));
      await user.click(await screen.findByRole('menuitem', { name: 'रिमाइंडर भेजें' }));
      const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer को रिमाइंडर भेजें' });
      await user.click(within(dialog).getByRole('button', { name: 'रिमाइंडर भेजें' }));
      await screen.findByText(
        'Meera Iyer को इस कोर्स के लिए पिछले 24 घंटों में रिमाइंडर भेजा जा चुका है; दिन में एक ही रिमाइंडर भेजा जा सकता है',
      );
    } finally {
      setLocale('en');
    }
  });
});
