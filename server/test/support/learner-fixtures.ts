import type { FastifyInstance } from 'fastify';
import { enrollmentsRepository } from '../../src/modules/enrollments/enrollments.repository.ts';
import { createCategory, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { bearer, createUserWithPassword, GOOD_PASSWORD, login } from './test-app.ts';

export interface Learner {
  token: string;
  userId: string;
  email: string;
}

/** A learner (the USER role) added through the API and signed in. */
export async function createLearner(app: FastifyInstance, adminToken: string, name: string): Promise<Learner> {
  const roles = await app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(adminToken) });
  const userRole = (roles.json().data as { _id: string; name: string }[]).find((r) => r.name === 'USER');
  if (!userRole) throw new Error('The USER role is missing');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@learners.test`;
  const { userId } = await createUserWithPassword(app, adminToken, { name, email, roleId: userRole._id });
  return { token: await login(app, email, GOOD_PASSWORD), userId, email };
}

/**
 * A published course (two sections, three lectures) priced as given; `finalPrice` is computed by the
 * server from the actual price and discount.
 */
export async function coursePriced(
  app: FastifyInstance,
  adminToken: string,
  input: {
    title: string;
    actualPrice: number;
    discountPercentage?: number;
    validity?: '1 Year' | '2 Year' | 'LifeTime';
  },
): Promise<{ _id: string; slug: string }> {
  const categoryId = await createCategory(app, adminToken, `${input.title} Category`);
  return publishedCourse(
    app,
    adminToken,
    validCourseBody(categoryId, {
      title: input.title,
      price: {
        actualPrice: input.actualPrice,
        discountPercentage: input.discountPercentage ?? 0,
        finalPrice: input.actualPrice * (1 - (input.discountPercentage ?? 0) / 100),
      },
      validity: input.validity ?? 'LifeTime',
    }),
  );
}

/** Enrols directly in the database (what a paid order does), for tests about what enrolment unlocks. */
export async function enrolDirectly(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  validity: '1 Year' | '2 Year' | 'LifeTime' = 'LifeTime',
): Promise<void> {
  await enrollmentsRepository.grant(app.db, { userId, courseId, validity, source: 'staff', now: app.clock.now() });
}
