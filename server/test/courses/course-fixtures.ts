import type { CourseBodyInput, CurriculumBody } from '@skillhub/shared/schemas/course';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

/** A course body that passes every rule; tests override the field they are about. */
export function validCourseBody(categoryId: string, overrides: Partial<CourseBodyInput> = {}): CourseBodyInput {
  return {
    title: 'Full Stack Web Development',
    subtitle: 'Build and deploy web applications end to end',
    language: 'English',
    category: categoryId,
    courseMode: 'Online',
    courseLevel: 'Beginner',
    thumbnail: 'https://cdn.skillhub.test/thumbnails/full-stack.png',
    brouchure: 'https://cdn.skillhub.test/brochures/full-stack.pdf',
    keypoints: ['Live mentor sessions', 'Six projects'],
    tags: [{ value: 'React' }, { value: 'Node.js' }],
    description: 'From HTML to deployment.',
    duration: '24 weeks',
    whatWillYouLearn: ['React', 'REST APIs'],
    price: { actualPrice: 49_999, discountPercentage: 30, finalPrice: 34_999.3 },
    validity: 'LifeTime',
    ...overrides,
  };
}

export const TWO_SECTIONS: CurriculumBody = {
  sections: [
    {
      title: 'Foundations',
      description: 'The basics',
      subSections: [{ title: 'How the web works' }, { title: 'HTML' }],
    },
    { title: 'React', subSections: [{ title: 'Components' }] },
  ],
};

export async function createCategory(app: FastifyInstance, token: string, name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/course/category',
    headers: bearer(token),
    payload: { name, description: `${name} courses` },
  });
  if (response.statusCode !== 201) throw new Error(`category ${name}: ${response.body}`);
  return response.json().data._id as string;
}

export async function createCourse(
  app: FastifyInstance,
  token: string,
  body: CourseBodyInput,
): Promise<{ _id: string; slug: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/course', headers: bearer(token), payload: body });
  if (response.statusCode !== 201) throw new Error(`course ${body.title}: ${response.body}`);
  return response.json().data;
}

export async function saveCurriculum(app: FastifyInstance, token: string, courseId: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/course/curriculum/${courseId}`,
    headers: bearer(token),
    payload: body as object,
  });
}

export async function setStatus(app: FastifyInstance, token: string, courseId: string, status: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/course/status/${courseId}?status=${status}`,
    headers: bearer(token),
  });
}

/** A course with a curriculum, published. */
export async function publishedCourse(
  app: FastifyInstance,
  token: string,
  body: CourseBodyInput,
): Promise<{ _id: string; slug: string }> {
  const course = await createCourse(app, token, body);
  const saved = await saveCurriculum(app, token, course._id, TWO_SECTIONS);
  if (saved.statusCode !== 200) throw new Error(`curriculum: ${saved.body}`);
  const published = await setStatus(app, token, course._id, 'PUBLISHED');
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  return course;
}
