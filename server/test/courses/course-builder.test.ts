import { courseSchema } from '@skillhub/shared/schemas/course';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { createCategory, createCourse, validCourseBody } from './course-fixtures.ts';

let t: TestApp;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  categoryId = await createCategory(t.app, admin, 'Full Stack Development');
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/course', headers: bearer(admin), payload: payload as object });

describe('POST /api/course', () => {
  it('creates a DRAFT course with a slug from its title and the caller as author', async () => {
    const response = await post(validCourseBody(categoryId, { courseStatus: 'PUBLISHED' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Course created successfully');
    const course = courseSchema.parse(body.data);
    expect(course).toMatchObject({
      title: 'Full Stack Web Development',
      slug: 'full-stack-web-development',
      courseStatus: 'DRAFT',
      category: { _id: categoryId, name: 'Full Stack Development' },
      brouchure: 'https://cdn.skillhub.test/brochures/full-stack.pdf',
      price: { actualPrice: 49_999, discountPercentage: 30, finalPrice: 34_999.3 },
      averageRating: 0,
      ratingsCount: 0,
      lecturesCount: 0,
      sections: [],
      createdBy: { name: expect.any(String) },
    });
  });

  it('gives a second course with the same title a unique slug', async () => {
    const a = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Python for Everyone' }));
    const b = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Python for Everyone!' }));
    expect(a.slug).toBe('python-for-everyone');
    expect(b.slug).toBe('python-for-everyone-2');
  });

  it('answers every field rule with its message', async () => {
    const response = await post({
      title: 'Too short',
      subtitle: 'x'.repeat(201),
      language: 'French',
      category: 'not-an-id',
      courseMode: 'Remote',
      courseLevel: 'Expert',
      thumbnail: 'javascript:alert(1)',
      brouchure: 'not a url',
      keypoints: [],
      tags: [{ value: ' ' }],
      description: '  ',
      duration: '',
      whatWillYouLearn: ['ok', ''],
      price: { actualPrice: 0, discountPercentage: -5, finalPrice: 0 },
      validity: '3 Year',
      courseStatus: 'ARCHIVED',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title must be at least 10 characters',
      subtitle: 'Subtitle must not exceed 200 characters',
      language: 'Language is required',
      category: 'Category is required',
      courseMode: 'Course mode is required',
      courseLevel: 'Course level is required',
      thumbnail: 'Invalid URL',
      brouchure: 'Invalid URL',
      keypoints: 'At least one key point is required',
      'tags.0.value': 'Tag cannot be empty',
      description: 'Description is required',
      duration: 'Duration is required',
      'whatWillYouLearn.1': 'Learning point cannot be empty',
      'price.actualPrice': 'Price must be greater than zero',
      'price.discountPercentage': "Discount can't be less than 0%",
      validity: 'Invalid course validity',
      courseStatus: 'Invalid course status',
    });
  });

  it('names the required fields of an empty body and the upper bounds', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      title: 'Title is required',
      subtitle: 'Subtitle is required',
      thumbnail: 'Thumbnail is required',
      keypoints: 'At least one key point is required',
      tags: 'At least one tag is required',
      whatWillYouLearn: 'At least one learning point is required',
      description: 'Description is required',
      duration: 'Duration is required',
    });
    const long = await post(
      validCourseBody(categoryId, {
        title: 'x'.repeat(101),
        subtitle: 'short',
        price: { actualPrice: 100, discountPercentage: 101, finalPrice: 0 },
      }),
    );
    expect(long.json().errors).toEqual({
      title: 'Title must not exceed 100 characters',
      subtitle: 'Subtitle must be at least 10 characters',
      'price.discountPercentage': "Discount can't be more than 100%",
    });
  });

  it('recomputes the final price and refuses a mismatch', async () => {
    const response = await post(
      validCourseBody(categoryId, { price: { actualPrice: 10_000, discountPercentage: 15, finalPrice: 9_000 } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'price.finalPrice': 'Final price must be 8500' });
    const noDiscount = await post(validCourseBody(categoryId, { price: { actualPrice: 999.99, finalPrice: 999.99 } }));
    expect(noDiscount.statusCode).toBe(201);
    expect(noDiscount.json().data.price).toEqual({ actualPrice: 999.99, discountPercentage: 0, finalPrice: 999.99 });
  });

  it('refuses an inactive or unknown category', async () => {
    const inactive = await createCategory(t.app, admin, 'Old Category');
    await t.app.inject({ method: 'DELETE', url: `/api/course/category/${inactive}`, headers: bearer(admin) });
    const refused = await post(validCourseBody(inactive));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      category: 'Category "Old Category" is inactive; choose an active category',
    });
    const unknown = await post(validCourseBody('00000000-0000-4000-8000-000000000000'));
    expect(unknown.json().errors).toEqual({ category: 'Category not found' });
  });
});

describe('GET and PUT /api/course/details/:courseId', () => {
  it('reads the course back and updates it; a new title moves the slug', async () => {
    const course = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Data Analytics Bootcamp' }));
    const read = await t.app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.slug).toBe('data-analytics-bootcamp');

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, { title: 'Data Analytics with Power BI', duration: '10 weeks' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Course updated successfully',
      data: { slug: 'data-analytics-with-power-bi', duration: '10 weeks', courseStatus: 'DRAFT' },
    });
  });

  it('keeps a course in its category after the category is deactivated, but will not move it to one', async () => {
    const cat = await createCategory(t.app, admin, 'Soon Inactive');
    const course = await createCourse(t.app, admin, validCourseBody(cat, { title: 'Kept In Its Category' }));
    await t.app.inject({ method: 'DELETE', url: `/api/course/category/${cat}`, headers: bearer(admin) });
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(cat, { title: 'Kept In Its Category' }),
    });
    expect(same.statusCode).toBe(200);
    const other = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Cannot Move There' }));
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${other._id}`,
      headers: bearer(admin),
      payload: validCourseBody(cat, { title: 'Cannot Move There' }),
    });
    expect(moved.statusCode).toBe(400);
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/course/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Course not found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/course/abc', headers: bearer(admin) });
    expect(malformed.statusCode).toBe(400);
  });
});
