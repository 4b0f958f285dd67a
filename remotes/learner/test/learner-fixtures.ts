import type { CourseContent } from '@skillhub/shared/schemas/course';
import type { CourseOutline } from '@skillhub/shared/schemas/course-outline';
import type { MyCourse } from '@skillhub/shared/schemas/my-courses';
import type { Enrollment, PaymentOrder, PaymentSummary } from '@skillhub/shared/schemas/payment';
import type { CourseProgress } from '@skillhub/shared/schemas/progress';
import type { LearnerQuiz } from '@skillhub/shared/schemas/quiz';
import { LEARNER } from './session.ts';

/** Records shaped exactly as the shared schemas say, for the scripted API to answer with. */

export const COURSE_ID = '10000000-0000-4000-8000-000000000001';
export const SLUG = 'full-stack-web-development';
export const SECTION_1 = '30000000-0000-4000-8000-000000000001';
export const SECTION_2 = '30000000-0000-4000-8000-000000000002';
export const LECTURE_1 = '40000000-0000-4000-8000-000000000001';
export const LECTURE_2 = '40000000-0000-4000-8000-000000000002';
export const LECTURE_3 = '40000000-0000-4000-8000-000000000003';
export const ORDER_ID = '50000000-0000-4000-8000-000000000001';
const NOW = '2026-11-20T10:00:00.000Z';

export function paymentSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    course: {
      _id: COURSE_ID,
      slug: SLUG,
      title: 'Full Stack Web Development',
      subtitle: 'React, Node and PostgreSQL from scratch',
      thumbnail: '',
      validity: '1 Year',
      price: { actualPrice: 49_999, discountPercentage: 30, finalPrice: 34_999 },
    },
    amountPaise: 3_499_900,
    quote: { basePaise: 3_499_900, discountPaise: 0, totalPaise: 3_499_900, coupon: null },
    currency: 'INR',
    provider: 'sandbox',
    buyer: null,
    access: null,
    ...overrides,
  };
}

export function sandboxOrder(): PaymentOrder {
  return {
    _id: ORDER_ID,
    provider: 'sandbox',
    providerOrderId: 'order_SbX4mPq1Zt9LwK',
    keyId: 'rzp_test_sandbox',
    amountPaise: 3_499_900,
    currency: 'INR',
    receipt: 'rcpt_0001',
    courseTitle: 'Full Stack Web Development',
    prefill: { name: LEARNER.name, email: LEARNER.email },
  };
}

export function enrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    _id: '60000000-0000-4000-8000-000000000001',
    courseId: COURSE_ID,
    courseSlug: SLUG,
    userId: LEARNER._id,
    source: 'purchase',
    enrolledAt: NOW,
    expiresAt: '2027-11-20T10:00:00.000Z',
    orderId: ORDER_ID,
    ...overrides,
  };
}

export function myCourse(overrides: Partial<MyCourse> & { title?: string; id?: string } = {}): MyCourse {
  const { title = 'Full Stack Web Development', id = COURSE_ID, ...rest } = overrides;
  return {
    enrollmentId: `e-${id}`,
    course: {
      _id: id,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      subtitle: 'A course',
      thumbnail: '',
      validity: '1 Year',
      category: { _id: 'c1', name: 'Web Development' },
      lecturesCount: 12,
    },
    source: 'purchase',
    enrolledAt: NOW,
    expiresAt: '2027-11-20T10:00:00.000Z',
    expired: false,
    progressPercent: 25,
    completedLectures: 3,
    lastLecture: { _id: LECTURE_2, sectionId: SECTION_1, title: 'Props and state' },
    orderId: ORDER_ID,
    invoiceNumber: 'SKH/26-27/000042',
    refunds: [],
    ...rest,
  };
}

export function courseContent(): CourseContent {
  const video = { mimeType: 'video/mp4', sizeBytes: 1_000_000, durationSeconds: 600 };
  return {
    _id: COURSE_ID,
    title: 'Full Stack Web Development',
    slug: SLUG,
    courseStatus: 'PUBLISHED',
    sections: [
      {
        _id: SECTION_1,
        title: 'React basics',
        description: '',
        subSections: [
          { _id: LECTURE_1, title: 'Components', video },
          { _id: LECTURE_2, title: 'Props and state', video },
        ],
      },
      {
        _id: SECTION_2,
        title: 'Node',
        description: '',
        subSections: [{ _id: LECTURE_3, title: 'Express routes', video: null }],
      },
    ],
  };
}

/**
 * GET /course/outline of the fixture course: its curriculum, `locks` (section id to when it opens) locked, no
 * quizzes unless given, and the progress given.
 */
export function courseOutline(
  progress: CourseProgress = courseProgress(),
  locks: Record<string, string> = {},
  quizzes: LearnerQuiz[] = [],
): CourseOutline {
  const content = courseContent();
  return {
    ...content,
    sections: content.sections.map((s) => ({ ...s, opensAt: locks[s._id] ?? null, locked: s._id in locks })),
    quizzes,
    progress,
  };
}

export function courseProgress(
  lectures: { lectureId: string; positionSeconds?: number; completed?: boolean }[] = [],
  lastLectureId: string | null = null,
): CourseProgress {
  const done = lectures.filter((l) => l.completed).length;
  return {
    courseId: COURSE_ID,
    percent: Math.round((done / 3) * 100),
    completedLectures: done,
    totalLectures: 3,
    lastLectureId,
    lectures: lectures.map((l) => ({
      lectureId: l.lectureId,
      positionSeconds: l.positionSeconds ?? 0,
      completed: l.completed ?? false,
      updatedAt: NOW,
    })),
  };
}
