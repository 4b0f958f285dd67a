import { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { Category } from '@skillhub/shared/schemas/category';
import type { CatalogueCard, Course, CourseContent, CourseSummary } from '@skillhub/shared/schemas/course';
import type { Enquiry, EnquiryListBody } from '@skillhub/shared/schemas/enquiry';

/** Records shaped as the shared schemas say, for the scripted server to answer with. */

const STAMP = '2026-11-20T09:30:00.000Z';

/** A UUID of its own for each name (the contract's ids are UUIDs), the same on every run. */
export function idFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `00000000-0000-4000-8000-${hash.toString(16).padStart(12, '0')}`;
}

export function categoryFixture(name: string, overrides: Partial<Category> = {}): Category {
  return {
    _id: idFor(`category ${name}`),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `All about ${name}`,
    isDeleted: false,
    courses: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function courseSummaryFixture(title: string, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const category = categoryFixture('Full Stack');
  return {
    _id: idFor(`course ${title}`),
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    subtitle: `Subtitle of ${title}`,
    thumbnail: 'https://cdn.skillhub.test/thumbnails/course.png',
    category: { _id: category._id, name: category.name },
    courseMode: 'Online',
    courseLevel: 'Beginner',
    language: 'English',
    price: { actualPrice: 4999, discountPercentage: 0, finalPrice: 4999 },
    validity: '1 Year',
    averageRating: 0,
    ratingsCount: 0,
    lecturesCount: 0,
    courseStatus: 'DRAFT',
    sectionsCount: 0,
    createdBy: { _id: 'staff-1', name: 'Asha Staff' },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function courseFixture(title: string, overrides: Partial<Course> = {}): Course {
  const { sectionsCount: _sections, ...summary } = courseSummaryFixture(title);
  return {
    ...summary,
    brouchure: null,
    keypoints: ['Projects'],
    tags: [{ value: 'web' }],
    description: 'A long description',
    duration: '12 weeks',
    whatWillYouLearn: ['React'],
    sections: [],
    skillAreas: [],
    ...overrides,
  };
}

/** GET /course/content of a course with one section: its lectures by title, none with a video yet. */
export function courseContentFixture(title: string, lectures: string[]): CourseContent {
  return {
    _id: idFor(`course ${title}`),
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    courseStatus: 'DRAFT',
    sections: [
      {
        _id: idFor(`section of ${title}`),
        title: 'Getting started',
        description: '',
        subSections: lectures.map((lecture) => ({ _id: idFor(`lecture ${lecture}`), title: lecture, video: null })),
      },
    ],
  };
}

export function enquiryFixture(name: string, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    _id: idFor(`enquiry ${name}`),
    name,
    education: null,
    phone: '9876543210',
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    course: null,
    interestedCourse: 'Any data course',
    whatsAppOptIn: true,
    heldForReview: false,
    source: 'Course',
    eventName: null,
    organisation: null,
    city: null,
    status: 'Pending',
    submissions: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** GET /course/enquiry's answer: one page of leads and the pipeline counted from them. */
export function enquiryListBody(leads: Enquiry[]): EnquiryListBody {
  const pipeline = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, leads.filter((lead) => lead.status === status).length]),
  ) as EnquiryListBody['pipeline'];
  return {
    success: true,
    data: leads,
    pagination: { page: 1, limit: 10, total: leads.length, totalPages: 1 },
    pipeline,
  };
}

export function catalogueCardFixture(title: string, overrides: Partial<CatalogueCard> = {}): CatalogueCard {
  const {
    courseStatus: _status,
    sectionsCount: _sections,
    createdBy: _by,
    createdAt: _at,
    updatedAt: _up,
    ...card
  } = courseSummaryFixture(title, { price: { actualPrice: 15000, discountPercentage: 20, finalPrice: 12000 } });
  return {
    ...card,
    category: { _id: idFor('category Data Science'), name: 'Data Science' },
    lecturesCount: 12,
    ...overrides,
  };
}
