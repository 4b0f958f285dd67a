import type { Qna } from '@skillhub/shared/schemas/qna';
import { failure, list, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { idFor } from '../../../test/fixtures.ts';
import { bodyRows, cellTexts, chooseRowAction, describedBy } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** A reply the server refuses, which an admin's session never meets on the real server. */

const server = withScriptedServer();

const STAMP = '2026-11-20T09:30:00.000Z';
const question: Qna = {
  _id: idFor('question pandas'),
  course: { _id: idFor('course python'), title: 'Data Science with Python', slug: 'data-science-with-python' },
  sectionId: idFor('section setup'),
  subSectionId: idFor('lecture installing'),
  lectureTitle: 'Installing Python',
  question: 'How do I install pandas on Windows?',
  askedBy: { _id: idFor('learner ravi'), name: 'Ravi Kumar' },
  replies: [],
  answered: false,
  createdAt: STAMP,
  updatedAt: STAMP,
};

describe('Dashboard Q&A when a reply is refused', () => {
  it('asks for a reply before sending, and shows a server failure without closing', async () => {
    server.on('GET /qna', () => list([question]));
    server.on('POST /qna/:qnaId/reply', () => failure(403, 'You do not have permission to reply here'));
    signInAs(coursePermissions('update'));
    renderCoursesApp('/dashboard/qna');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Questions' });
    await within(table).findByText('How do I install pandas on Windows?');

    await chooseRowAction(user, 1, 'Reply');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(describedBy(field)).toBe('Reply is required'));
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(describedBy(field)).toBe('Reply is required'));
    expect(server.callsTo('POST /qna/:qnaId/reply')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Please see lecture 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await screen.findByText('You do not have permission to reply here');
    expect((within(dialog).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(
      'Please see lecture 2.',
    );
    expect(cellTexts(bodyRows(table)[0]!)[7]).toBe('Unanswered');
  });
});
