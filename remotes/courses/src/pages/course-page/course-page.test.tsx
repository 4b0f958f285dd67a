import { randomUUID } from 'node:crypto';
import { apiPaths } from '@skillhub/shared/api-paths';
import { emptyPermissions } from '@skillhub/shared/permissions';
import { queryClient } from '@skillhub/shared/query-client';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import type { Rating, RatingSummary } from '@skillhub/shared/schemas/rating';
import { withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueCardFixture } from '../../../test/fixtures.ts';
import { describedBy } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { type ScriptedRoute, scriptRoutes } from '../../../test/scripted-routes.ts';
import { signInAs, signOut } from '../../../test/session.ts';

const server = withScriptedServer();
const script = (...routes: ScriptedRoute[]) => scriptRoutes(server, ...routes);
const requestsTo = (method: string, pattern: string) => server.callsTo(`${method} ${pattern}`);

function publicCourse(overrides: Partial<PublicCourse> = {}): PublicCourse {
  const now = new Date().toISOString();
  return {
    ...catalogueCardFixture('Data Science with Python', {
      category: { _id: randomUUID(), name: 'Data Science' },
      courseLevel: 'Intermediate',
      price: { actualPrice: 40000, discountPercentage: 25, finalPrice: 30000 },
      validity: 'LifeTime',
      averageRating: 4.2,
      ratingsCount: 3,
    }),
    brouchure: 'https://cdn.skillhub.in/brochures/data-science.pdf',
    keypoints: ['Live doubt sessions', 'Capstone project'],
    tags: [{ value: 'python' }],
    description: 'From spreadsheets to models.\nNo prior coding needed.',
    duration: '16 weeks',
    whatWillYouLearn: ['Clean data with pandas', 'Train and evaluate models'],
    sections: [
      {
        _id: randomUUID(),
        title: 'Python foundations',
        description: 'Syntax, types and functions',
        subSections: [
          {
            _id: randomUUID(),
            title: 'Installing Python',
            hasVideo: true,
            videoDurationSeconds: 420,
            freePreview: false,
          },
          {
            _id: randomUUID(),
            title: 'Variables and types',
            hasVideo: false,
            videoDurationSeconds: null,
            freePreview: false,
          },
        ],
      },
      {
        _id: randomUUID(),
        title: 'Machine learning',
        description: '',
        subSections: [
          {
            _id: randomUUID(),
            title: 'Linear regression',
            hasVideo: true,
            videoDurationSeconds: 3900,
            freePreview: false,
          },
        ],
      },
    ],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const courseBySlug = (course: PublicCourse): ScriptedRoute => ({
  method: 'GET',
  pattern: apiPaths.courses.bySlug,
  answer: () => ({ body: { success: true, data: course } }),
});

describe('Course page', () => {
  it('shows the course, its outline, price, validity, brochure and a Buy link', async () => {
    const course = publicCourse();
    script(courseBySlug(course));
    renderCoursesApp(`/course/${course.slug}`);

    await screen.findByRole('heading', { level: 1, name: 'Data Science with Python' });
    await waitFor(() => expect(document.title).toBe('Data Science with Python | Skillhub'));
    expect(server.calls[0]!.path).toBe(`/course/slug/${course.slug}`);
    screen.getByText(course.subtitle);
    screen.getByRole('link', { name: 'Data Science' });
    screen.getByText('Intermediate');
    screen.getByText('(3 ratings)');
    within(screen.getByRole('list', { name: 'What you will learn' })).getByText('Clean data with pandas');
    within(screen.getByRole('list', { name: 'Key points' })).getByText('Capstone project');
    screen.getByText(/From spreadsheets to models\./);

    screen.getByText('2 sections · 3 lectures');
    const firstSection = screen.getByRole('button', { name: /Python foundations/ });
    expect(firstSection.textContent).toContain('2 lectures');
    await userEvent.setup().click(firstSection);
    const lectures = await screen.findByRole('list', { name: 'Lectures of Python foundations' });
    expect(
      within(lectures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Installing Python7 min', 'Variables and types']);

    screen.getByText('₹30,000');
    screen.getByText('25% off');
    screen.getByText('Lifetime access · 16 weeks');
    expect(screen.getByRole('link', { name: /Buy now/ }).getAttribute('href')).toBe(
      `/auth?from=%2Fcourse-payment%2F${course._id}`,
    );
    expect(screen.getByRole('link', { name: /Download brochure/ }).getAttribute('href')).toBe(course.brouchure);
  });

  it('leaves out the brochure when the course has none and says when nobody rated it yet', async () => {
    const course = publicCourse({ brouchure: null, averageRating: 0, ratingsCount: 0 });
    script(courseBySlug(course));
    renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('heading', { level: 1, name: course.title });
    screen.getByText('No ratings yet');
    expect(screen.queryByRole('link', { name: /Download brochure/ })).toBeNull();
  });

  it('Buy, signed out, is a link to sign in and return to the payment page; in the app it goes to that page', async () => {
    const course = publicCourse();
    script(courseBySlug(course));
    renderCoursesApp(`/course/${course.slug}`);
    const buy = await screen.findByRole('link', { name: /Buy now/ });
    // Followed as it is on the server's page, before the app is there: the sign-in page, told where to go next.
    const href = new URL(buy.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/auth');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: `/course-payment/${course._id}` });
    // The app's own guard sends a signed-out visitor from the payment page to sign in, remembering it.
    await userEvent.setup().click(buy);
    await waitFor(() => expect(window.location.pathname).toBe(`/course-payment/${course._id}`));
  });

  it('replaces an old slug of a renamed course with the current one', async () => {
    const course = publicCourse({ slug: 'data-science-with-python-2026' });
    script(courseBySlug(course));
    renderCoursesApp('/course/data-science-with-python');
    const entries = window.history.length;
    await screen.findByRole('heading', { level: 1, name: course.title });
    await waitFor(() => expect(window.location.pathname).toBe('/course/data-science-with-python-2026'));
    // Replaced, not pushed: Back does not return to the old address; and the course is not fetched twice.
    expect(window.history.length).toBe(entries);
    expect(requestsTo('GET', apiPaths.courses.bySlug)).toHaveLength(1);
    screen.getByRole('heading', { level: 1, name: course.title });
  });

  it('shows a friendly not-found page for a draft, terminated or unknown course', async () => {
    script({
      method: 'GET',
      pattern: apiPaths.courses.bySlug,
      answer: () => ({ status: 404, body: { success: false, message: 'Course not found' } }),
    });
    renderCoursesApp('/course/a-draft-course');
    await screen.findByText('Course not found');
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.queryByRole('form', { name: 'Enquiry form' })).toBeNull();
  });

  describe('enquiry form', () => {
    it('checks the fields with the spec messages before sending anything', async () => {
      const course = publicCourse();
      script(courseBySlug(course));
      renderCoursesApp(`/course/${course.slug}`);
      const form = await screen.findByRole('form', { name: 'Enquiry form' });
      const user = userEvent.setup();

      await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
      await within(form).findByText('Name is required');
      within(form).getByText('Phone number is required');
      within(form).getByText('Email is required');

      const phone = within(form).getByRole('textbox', { name: 'Phone' });
      await user.type(phone, '98765abc');
      await waitFor(() => expect(describedBy(phone)).toBe('Phone number must contain digits only'));
      await user.clear(phone);
      await user.type(phone, '98765');
      await waitFor(() => expect(describedBy(phone)).toBe('Phone number must be exactly 10 digits'));
      await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'asha@');
      await waitFor(() =>
        expect(describedBy(within(form).getByRole('textbox', { name: 'Email' }))).toBe('Invalid email format'),
      );
      expect(requestsTo('POST', apiPaths.enquiries.create)).toHaveLength(0);
    });

    it('sends the enquiry for this course with the WhatsApp box unticked by default and thanks the visitor', async () => {
      const course = publicCourse();
      script(courseBySlug(course), {
        method: 'POST',
        pattern: apiPaths.enquiries.create,
        answer: () => ({
          status: 201,
          body: { success: true, message: 'Thank you for your enquiry! Our team will contact you shortly.', data: {} },
        }),
      });
      renderCoursesApp(`/course/${course.slug}`);
      const form = await screen.findByRole('form', { name: 'Enquiry form' });
      const user = userEvent.setup();
      expect(within(form).getByRole('textbox', { name: 'Interested course' })).toHaveProperty('value', course.title);
      expect(within(form).getByRole('checkbox', { name: /WhatsApp/ })).toHaveProperty('checked', false);

      await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
      await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9876543210');
      await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'Ravi@Example.com');
      await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));

      await within(form).findByText('Thank you for your enquiry! Our team will contact you shortly.');
      expect(requestsTo('POST', apiPaths.enquiries.create)[0]!.body).toEqual({
        name: 'Ravi Kumar',
        phone: '9876543210',
        email: 'ravi@example.com',
        interestedCourse: course._id,
        whatsAppOptIn: false,
      });
      // Cleared for the next person at this device.
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
    });

    it('sends the ticked WhatsApp box and education, and shows the server field messages on the fields', async () => {
      const course = publicCourse();
      let attempt = 0;
      script(courseBySlug(course), {
        method: 'POST',
        pattern: apiPaths.enquiries.create,
        answer: () =>
          ++attempt === 1
            ? {
                status: 400,
                body: {
                  success: false,
                  message: 'Validation failed',
                  errors: { email: 'Email must include domain (e.g. example.com)' },
                },
              }
            : {
                status: 429,
                headers: { 'retry-after': '60' },
                body: { success: false, message: 'Too many enquiries. Please try again later.' },
              },
      });
      renderCoursesApp(`/course/${course.slug}`);
      const form = await screen.findByRole('form', { name: 'Enquiry form' });
      const user = userEvent.setup();

      await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Meena');
      await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9123456780');
      await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meena@skillhub.in');
      await user.type(within(form).getByRole('textbox', { name: 'Education' }), 'B.Sc');
      await user.click(within(form).getByRole('checkbox', { name: /WhatsApp/ }));
      await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));

      const email = within(form).getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(describedBy(email)).toBe('Email must include domain (e.g. example.com)'));
      expect(requestsTo('POST', apiPaths.enquiries.create)[0]!.body).toMatchObject({
        education: 'B.Sc',
        whatsAppOptIn: true,
      });

      await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('Too many enquiries. Please try again later.');
    });
  });
});

function rating(n: number, overrides: Partial<Rating> = {}): Rating {
  const at = new Date(Date.UTC(2026, 10, 20 - n)).toISOString();
  return {
    _id: randomUUID(),
    courseId: 'course',
    rating: 5 - (n % 5),
    review: `Review number ${n}`,
    user: { _id: randomUUID(), name: `Learner ${n}`, profilePic: null },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** GET /course/ratings/{courseId} over the given reviews: pageNo, limit and sort as the server reads them. */
function ratingsRoute(reviews: Rating[], summary: RatingSummary): ScriptedRoute {
  return {
    method: 'GET',
    pattern: apiPaths.ratings.list,
    answer: ({ query }) => {
      const page = Number(query.pageNo ?? 1);
      const limit = Number(query.limit ?? 10);
      const sort = query.sort ?? 'latest';
      const sorted = [...reviews].sort((a, b) =>
        sort === 'highest'
          ? b.rating - a.rating
          : sort === 'lowest'
            ? a.rating - b.rating
            : b.createdAt.localeCompare(a.createdAt),
      );
      return {
        body: {
          success: true,
          data: sorted.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: reviews.length, totalPages: Math.ceil(reviews.length / limit) },
          summary,
        },
      };
    },
  };
}

describe('Course page ratings and reviews', () => {
  const summary: RatingSummary = { average: 4.25, count: 12, distribution: { '5': 6, '4': 3, '3': 2, '2': 1, '1': 0 } };

  it('shows the average, the distribution and the reviews, paged by ten and sorted on the server', async () => {
    const course = publicCourse();
    const reviews = Array.from({ length: 12 }, (_, i) =>
      rating(i + 1, i === 0 ? { review: '<b>Loved it</b>\nSecond line', rating: 5 } : {}),
    );
    script(courseBySlug(course), ratingsRoute(reviews, summary));
    renderCoursesApp(`/course/${course.slug}`);
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    await within(section).findByText('4.3');
    within(section).getByText('12 ratings');
    const bars = within(within(section).getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 6',
      '4 stars: 3',
      '3 stars: 2',
      '2 stars: 1',
      '1 star: 0',
    ]);
    const list = () => within(section).getByRole('list', { name: 'Reviews' });
    // Each review's stars are a list of their own: count the reviews, not the stars.
    const reviewsShown = () =>
      within(list())
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list());
    expect(reviewsShown()).toHaveLength(10);
    within(list()).getByText('Learner 1');
    // A review is text: markup in it is shown as typed, never interpreted.
    expect(
      within(list())
        .getByText(/<b>Loved it<\/b>/)
        .querySelector('b'),
    ).toBeNull();
    const first = requestsTo('GET', apiPaths.ratings.list)[0]!;
    expect(first.path).toBe(`/course/ratings/${course._id}`);
    expect([first.query.pageNo, first.query.limit, first.query.sort]).toEqual(['1', '10', 'latest']);

    await user.click(within(section).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(reviewsShown()).toHaveLength(2));
    expect(requestsTo('GET', apiPaths.ratings.list).at(-1)!.query.pageNo).toBe('2');

    await user.click(within(section).getByRole('combobox', { name: 'Sort reviews' }));
    await user.click(await screen.findByTitle('Lowest rated'));
    await waitFor(() => expect(reviewsShown()).toHaveLength(10));
    const sorted = requestsTo('GET', apiPaths.ratings.list).at(-1)!;
    expect([sorted.query.pageNo, sorted.query.sort]).toEqual(['1', 'lowest']);
  });

  it('says when nobody has rated the course yet', async () => {
    const course = publicCourse({ averageRating: 0, ratingsCount: 0 });
    script(
      courseBySlug(course),
      ratingsRoute([], { average: 0, count: 0, distribution: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } }),
    );
    renderCoursesApp(`/course/${course.slug}`);
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    await within(section).findByText('No ratings yet.');
    expect(within(section).queryByRole('list', { name: 'Reviews' })).toBeNull();
  });
});

describe('Course page for a signed-in learner', () => {
  function summaryRoute(access: PaymentSummary['access'] | 'fail'): ScriptedRoute {
    return {
      method: 'GET',
      pattern: apiPaths.payments.summary,
      answer: ({ params }) =>
        access === 'fail'
          ? { status: 500, body: { success: false, message: 'Internal Server Error' } }
          : {
              body: {
                success: true,
                data: {
                  course: { _id: params.courseId },
                  amountPaise: 3000000,
                  currency: 'INR',
                  provider: 'sandbox',
                  access,
                },
              },
            },
    };
  }

  it('offers Go to course instead of Buy to a learner who has the course', async () => {
    const course = publicCourse({ validity: '1 Year' });
    script(courseBySlug(course), summaryRoute({ status: 'active', expiresAt: '2027-11-20T09:30:00.000Z' }));
    signInAs(emptyPermissions());
    renderCoursesApp(`/course/${course.slug}`);

    const go = await screen.findByRole('link', { name: /Go to course/ });
    expect(go.getAttribute('href')).toBe(`/course/${course.slug}/learn/${course._id}`);
    expect(screen.queryByRole('link', { name: /Buy now/ })).toBeNull();
    screen.getByText('Your access lasts until 20 Nov 2027.');
    const call = requestsTo('GET', apiPaths.payments.summary)[0]!;
    expect(call.path).toBe(`/payment/summary/${course._id}`);
    expect(call.authorization).toBe('Bearer test-access-token');

    await userEvent.setup().click(go);
    await waitFor(() => expect(window.location.pathname).toBe(`/course/${course.slug}/learn/${course._id}`));
  });

  it('offers renewal when the access has expired', async () => {
    const course = publicCourse();
    script(courseBySlug(course), summaryRoute({ status: 'expired', expiresAt: '2026-01-10T09:30:00.000Z' }));
    signInAs(emptyPermissions());
    renderCoursesApp(`/course/${course.slug}`);

    const renew = await screen.findByRole('link', { name: /Renew access/ });
    expect(renew.getAttribute('href')).toBe(`/course-payment/${course._id}`);
    screen.getByText('Your access ended on 10 Jan 2026.');
    expect(screen.queryByRole('link', { name: /Buy now/ })).toBeNull();
  });

  it('keeps Buy when the learner has no access, or the check fails, and asks nothing without a session', async () => {
    const course = publicCourse();
    script(courseBySlug(course), summaryRoute(null));
    signInAs(emptyPermissions());
    const view = renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('link', { name: /Buy now/ });
    await waitFor(() => expect(requestsTo('GET', apiPaths.payments.summary)).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Buy now/ })).toBeTruthy();
    view.unmount();
    queryClient.clear();

    script(courseBySlug(course), summaryRoute('fail'));
    const failedCheck = renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('link', { name: /Buy now/ });
    await waitFor(() => expect(requestsTo('GET', apiPaths.payments.summary)).toHaveLength(2));
    expect(screen.getByRole('link', { name: /Buy now/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Go to course/ })).toBeNull();

    failedCheck.unmount();
    signOut();
    server.reset();
    queryClient.clear();
    script(courseBySlug(course));
    renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('link', { name: /Buy now/ });
    // The ratings are not scripted here: their failure stays inside their own section.
    await screen.findByText('The ratings could not be loaded.');
    expect(requestsTo('GET', apiPaths.payments.summary)).toHaveLength(0);
  });

  it('Buy, signed in, leads straight to the payment page of the course', async () => {
    const course = publicCourse();
    script(courseBySlug(course), summaryRoute(null));
    signInAs(emptyPermissions());
    renderCoursesApp(`/course/${course.slug}`);
    const buy = await screen.findByRole('link', { name: /Buy now/ });
    expect(buy.getAttribute('href')).toBe(`/course-payment/${course._id}`);
    await userEvent.setup().click(buy);
    await waitFor(() => expect(window.location.pathname).toBe(`/course-payment/${course._id}`));
    signOut();
  });
});
