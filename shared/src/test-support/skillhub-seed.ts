import { request } from '../api-client.ts';
import type { CONTENT_STATUSES } from '../constants.ts';
import { categoryEndpoints } from '../endpoints/categories.ts';
import { courseEndpoints } from '../endpoints/courses.ts';
import { enquiryEndpoints } from '../endpoints/enquiries.ts';
import { enrollmentEndpoints } from '../endpoints/enrollments.ts';
import { noteEndpoints } from '../endpoints/notes.ts';
import { paymentEndpoints } from '../endpoints/payments.ts';
import { progressEndpoints } from '../endpoints/progress.ts';
import { qnaEndpoints } from '../endpoints/qna.ts';
import { ratingEndpoints } from '../endpoints/ratings.ts';
import type { Category } from '../schemas/category.ts';
import { type Course, type CourseBody, computeFinalPrice } from '../schemas/course.ts';
import type { EnquiryBody } from '../schemas/enquiry.ts';

/**
 * Test support: what a page test needs to find on the real server (skillhub-server.ts), made through the
 * same public calls staff and visitors make, signed in as the admin. The server is shared by the tests of a
 * run, so every seed takes a distinct name and a test reads only what it made (filtered by its own
 * category, or searched by its own names).
 */

let seeded = 0;
/** Tells this file's names from other files' on a server the whole run shares. */
const fileTag = Math.random().toString(36).slice(2, 6);
/** A name no other test uses, nor contains: 'Full Stack (7 k3x9)' (a search for it finds no '(71 k3x9)'). */
export const unique = (name: string) => `${name} (${++seeded} ${fileTag})`;

export async function seedCategory(name = unique('Category'), description = `All about ${name}`): Promise<Category> {
  return (await request(categoryEndpoints.create, { body: { name, description } })).data;
}

export interface SeedPrice {
  actualPrice: number;
  discountPercentage?: number;
}

/** The category's DELETE toggles it: an active category becomes inactive. */
export async function deactivateCategory(categoryId: string): Promise<void> {
  await request(categoryEndpoints.toggle, { params: { categoryId } });
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
  const created = await request(courseEndpoints.create, {
    body: { ...courseBody(title, category._id, price), ...body },
  });
  let course: Course = created.data;
  const courseId = course._id;
  if (sections.length > 0) {
    course = (
      await request(courseEndpoints.saveCurriculum, {
        params: { courseId },
        body: {
          sections: sections.map((s) => ({ title: s.title, subSections: s.lectures.map((l) => ({ title: l })) })),
        },
      })
    ).data;
  }
  // The server moves a terminated course only through draft, and publishes only a course with lectures.
  const steps: NonNullable<SeedCourse['status']>[] =
    status === 'TERMINATED' ? ['TERMINATED'] : status === 'PUBLISHED' ? ['PUBLISHED'] : [];
  for (const step of steps) {
    course = (await request(courseEndpoints.setStatus, { params: { courseId }, query: { status: step } })).data;
  }
  return course;
}

/** An enquiry as a visitor sends it from the public form. */
export async function seedEnquiry(body: Partial<EnquiryBody> & { name: string }): Promise<void> {
  const json: EnquiryBody = {
    phone: '9876543210',
    email: `${body.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    whatsAppOptIn: true,
    ...body,
  };
  await request(enquiryEndpoints.create, { body: json });
}

/** A lecture of a course: where notes, progress and questions are pinned. */
export interface LectureRef {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/** The `lecture`-th lecture (0-based) of the `section`-th section of a course returned by seedCourse. */
export function lectureOf(course: Course, section = 0, lecture = 0): LectureRef {
  const found = course.sections[section];
  const subSection = found?.subSections[lecture];
  if (!found || !subSection) throw new Error(`Course "${course.title}" has no lecture ${section}.${lecture}`);
  return { courseId: course._id, sectionId: found._id, subSectionId: subSection._id };
}

/** Staff enrol a user in a published course directly, as the Users page's Assign course does. */
export async function enrol(userId: string, courseId: string): Promise<void> {
  await request(enrollmentEndpoints.assign, { body: { userId, courseId } });
}

/** Where the signed-in learner is in a lecture, as the player saves it. */
export async function seedProgress(lecture: LectureRef, positionSeconds: number, completed?: boolean): Promise<void> {
  await request(progressEndpoints.saveLecture, { params: lecture, body: { positionSeconds, completed } });
}

/** A note of the signed-in learner on a lecture. */
export async function seedNote(lecture: LectureRef, content: string, videoTimeSeconds = 0): Promise<void> {
  await request(noteEndpoints.create, { query: lecture, body: { content, videoTimeSeconds } });
}

/** A question of the signed-in learner in a course, about a lecture when one is given. */
export async function seedQuestion(courseId: string, question: string, lecture?: LectureRef): Promise<{ _id: string }> {
  const body = lecture ? { question, sectionId: lecture.sectionId, subSectionId: lecture.subSectionId } : { question };
  return (await request(qnaEndpoints.ask, { query: { courseId }, body })).data;
}

/** A staff reply to a question. */
export async function seedReply(qnaId: string, reply: string): Promise<void> {
  await request(qnaEndpoints.reply, { params: { qnaId }, body: { reply } });
}

/** The signed-in learner's rating of a course. */
export async function seedRating(courseId: string, rating: number, review?: string): Promise<void> {
  await request(ratingEndpoints.rate, { params: { courseId }, body: { rating, review } });
}

/** The signed-in learner buys a course through the sandbox checkout: order, Pay, and the verified payment. */
export async function seedPurchase(courseId: string): Promise<void> {
  const created = await request(paymentEndpoints.createOrder, { params: { courseId } });
  if (created.data.kind !== 'order') throw new Error('A free course needs no purchase');
  const paid = await request(paymentEndpoints.sandboxPay, {
    params: { orderId: created.data.order.providerOrderId },
    body: { outcome: 'success' },
  });
  if (paid.data.outcome !== 'success') throw new Error('The sandbox did not pay');
  await request(paymentEndpoints.verify, { params: { courseId }, body: { razorpayData: paid.data.razorpayData } });
}
