import { api, type SuccessBody } from '../api-client.ts';
import { apiPaths, buildPath } from '../api-paths.ts';
import type { CONTENT_STATUSES } from '../constants.ts';
import type { Category } from '../schemas/category.ts';
import { type Course, type CourseBody, computeFinalPrice } from '../schemas/course.ts';
import type { EnquiryBodyInput } from '../schemas/enquiry.ts';

/**
 * Test support: what a page test needs to find on the real server (skillhub-server.ts), made through the
 * same public calls staff and visitors make, signed in as the admin. The server of a test file is shared by
 * its tests, so every seed takes a distinct name and a test reads only what it made (filtered by its own
 * category, or searched by its own names).
 */

let seeded = 0;
/** A name no other test of the file uses, nor contains: 'Full Stack (7)' (a search for it finds no '(71)'). */
export const unique = (name: string) => `${name} (${++seeded})`;

export async function seedCategory(name = unique('Category'), description = `All about ${name}`): Promise<Category> {
  return (await api.post<SuccessBody<Category>>(apiPaths.categories.list, { json: { name, description } })).data;
}

export interface SeedPrice {
  actualPrice: number;
  discountPercentage?: number;
}

/** The category's DELETE toggles it: an active category becomes inactive. */
export async function deactivateCategory(categoryId: string): Promise<void> {
  await api.delete(buildPath(apiPaths.categories.byId, { categoryId }));
}

export function courseBody(title: string, categoryId: string, price: SeedPrice = { actualPrice: 4999 }) {
  const discountPercentage = price.discountPercentage ?? 0;
  return {
    title,
    subtitle: `Subtitle of ${title}`,
    language: 'English',
    category: categoryId,
    courseMode: 'Online',
    courseLevel: 'Beginner',
    thumbnail: 'https://cdn.skillhub.test/thumbnails/course.png',
    keypoints: ['Projects'],
    tags: [{ value: 'web' }],
    description: 'A long description',
    duration: '12 weeks',
    whatWillYouLearn: ['React'],
    price: {
      actualPrice: price.actualPrice,
      discountPercentage,
      finalPrice: computeFinalPrice(price.actualPrice, discountPercentage),
    },
    validity: '1 Year',
  } satisfies CourseBody;
}

export interface SeedCourse {
  title?: string;
  category: Category;
  price?: SeedPrice;
  /** each section with its lectures' titles */
  sections?: { title: string; lectures: string[] }[];
  status?: (typeof CONTENT_STATUSES)[number];
  /** fields of the course body to set as given */
  body?: Partial<CourseBody>;
}

/** A course as staff make one: created, given its curriculum, then moved to the status asked for. */
export async function seedCourse({
  title = unique('Course'),
  category,
  price,
  sections = [],
  status = 'DRAFT',
  body,
}: SeedCourse): Promise<Course> {
  const created = await api.post<SuccessBody<Course>>(apiPaths.courses.create, {
    json: { ...courseBody(title, category._id, price), ...body },
  });
  let course = created.data;
  const courseId = course._id;
  if (sections.length > 0) {
    course = (
      await api.put<SuccessBody<Course>>(buildPath(apiPaths.courses.curriculum, { courseId }), {
        json: {
          sections: sections.map((s) => ({ title: s.title, subSections: s.lectures.map((l) => ({ title: l })) })),
        },
      })
    ).data;
  }
  // The server moves a terminated course only through draft, and publishes only a course with lectures.
  const steps = status === 'TERMINATED' ? ['TERMINATED'] : status === 'PUBLISHED' ? ['PUBLISHED'] : [];
  for (const step of steps) {
    course = (
      await api.patch<SuccessBody<Course>>(buildPath(apiPaths.courses.status, { courseId }), {
        searchParams: { status: step },
      })
    ).data;
  }
  return course;
}

/** An enquiry as a visitor sends it from the public form. */
export async function seedEnquiry(body: Partial<EnquiryBodyInput> & { name: string }): Promise<void> {
  const json: EnquiryBodyInput = {
    phone: '9876543210',
    email: `${body.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    whatsAppOptIn: true,
    ...body,
  };
  await api.post(apiPaths.enquiries.create, { json });
}
