import { failure, list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryFixture, courseFixture } from '../../../test/fixtures.ts';
import { describedBy } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The builder's reading of refusals the real server's own checks never produce for what the form sends: a
 * message for one item of a list, and one for the computed final price.
 */

const server = withScriptedServer();

/** The error message a field announces, without its hint text. */
const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('Course builder when the server refuses', () => {
  it('puts a message for a list item on that item, and one for the final price on the form', async () => {
    const course = courseFixture('Python for Data Science', {
      price: { actualPrice: 2000, discountPercentage: 0, finalPrice: 2000 },
    });
    server.on('GET /course/category', () => list([categoryFixture('Full Stack')]));
    server.on('GET /course/:courseId', () => ok(course));
    server.on('PUT /course/details/:courseId', () =>
      failure(400, 'Validation failed', {
        'keypoints.0': 'Key point is too vague',
        'price.finalPrice': 'Final price must be 2000',
      }),
    );
    signInAs(coursePermissions('update'));
    renderCoursesApp(`/dashboard/course/update-details/${course._id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Course' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const keypoint = screen.getByRole('textbox', { name: 'Key point 1' });
    await waitFor(() => expect(errorOf(keypoint)).toBe('Key point is too vague'));
    within(form).getByText('Final price must be 2000');
    expect(describedBy(screen.getByRole('textbox', { name: 'Title' }))).not.toContain('required');
  });
});
