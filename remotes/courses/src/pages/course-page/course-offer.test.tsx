import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueCardFixture } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { timeLeft } from './course-offer.tsx';

const server = withScriptedServer();
afterEach(() => setLocale('en'));

const HOUR = 60 * 60 * 1000;

function publicCourse(): PublicCourse {
  const now = new Date().toISOString();
  return {
    ...catalogueCardFixture('Digital Marketing Mastery', {
      price: { actualPrice: 5000, discountPercentage: 0, finalPrice: 5000 },
      validity: 'LifeTime',
    }),
    brouchure: null,
    keypoints: [],
    tags: [],
    description: 'Ads, search and social.',
    duration: '8 weeks',
    whatWillYouLearn: [],
    sections: [],
    createdAt: now,
    updatedAt: now,
  } as PublicCourse;
}

function scriptCourse(offer: unknown) {
  const course = publicCourse();
  server.on(`GET ${apiPaths.courses.bySlug}`, () => ok(course));
  server.on(`GET ${apiPaths.coupons.courseOffer}`, () => ok({ offer }));
  return course;
}

const diwali = (endsInMs: number) => ({
  basePaise: 500000,
  discountPaise: 100000,
  totalPaise: 400000,
  coupon: { code: null, title: 'Diwali offer', endsAt: new Date(Date.now() + endsInMs).toISOString() },
});

describe('an automatic offer on the course page', () => {
  it("shows the offer price, the course's price struck through, the offer's name and the time left", async () => {
    const course = scriptCourse(diwali(2 * 24 * HOUR + 3 * HOUR + 30_000));
    renderCoursesApp(`/course/${course.slug}`);
    const price = await screen.findByRole('group', { name: 'Offer price' });
    expect(within(price).getByText('₹4,000')).toBeTruthy();
    const struck = price.querySelector('del');
    expect(struck?.textContent).toBe('Original price ₹5,000');
    within(price).getByText('Diwali offer');
    within(price).getByText('Offer ends in 2d 3h');
    expect(server.callsTo(`GET ${apiPaths.coupons.courseOffer}`)[0]?.params).toEqual({ courseId: course._id });
  });

  it('shows the plain price when no offer runs', async () => {
    const course = scriptCourse(null);
    renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Digital Marketing Mastery' });
    await screen.findAllByText('₹5,000');
    expect(screen.queryByRole('group', { name: 'Offer price' })).toBeNull();
  });

  it('counts the time left in Hindi', async () => {
    await setLocale('hi');
    const course = scriptCourse(diwali(5 * HOUR + 20 * 60_000 + 30_000));
    renderCoursesApp(`/course/${course.slug}`);
    expect(await screen.findByText('ऑफ़र 5 घंटे 20 मिनट में ख़त्म होगा')).toBeTruthy();
  });
});

describe('timeLeft', () => {
  it('splits what remains into whole days, hours and minutes, never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(timeLeft('2026-11-30T13:45:59Z', now)).toEqual({ days: 2, hours: 3, minutes: 45 });
    expect(timeLeft('2026-11-28T09:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
