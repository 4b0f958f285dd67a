import { z } from 'zod';
import {
  CATALOGUE_MAX_LIMIT,
  CONTENT_STATUSES,
  COURSE_LEVELS,
  COURSE_MODES,
  COURSE_SUBTITLE_MAX,
  COURSE_SUBTITLE_MIN,
  COURSE_TITLE_MAX,
  COURSE_TITLE_MIN,
  COURSE_VALIDITIES,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  LANGUAGES,
} from '../constants.ts';
import { SECTION_RELEASE_MAX_DAYS } from '../section-release.ts';
import { timestampsSchema, uuidSchema } from './common.ts';
import { emptyToUndefined, multiLine, singleLine } from './fields.ts';
import { pagingShape, withPage } from './paging.ts';
import { responsiveImageSchema } from './responsive-image.ts';
import { skillAreasField, skillAreasSchema } from './skill-area.ts';
import { isCalendarDay } from './training.ts';

/** Course calls: the builder's form, the lists and the course entities. */

export const COURSE_PRICE_MAX = 10_000_000;

/** Final price the server expects: actual less the discount, rounded to paise. */
export function computeFinalPrice(actualPrice: number, discountPercentage = 0): number {
  return Math.round(((actualPrice * (100 - discountPercentage)) / 100) * 100) / 100;
}

/**
 * An absolute http(s) URL, or a root-relative path (an uploaded file served by this platform). Other schemes
 * (javascript:, data:) are refused: the value ends up in an href or src.
 */
function isLinkable(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
const urlField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(singleLine)
    .trim()
    .min(1, requiredMessage)
    .max(2048, 'URL must not exceed 2048 characters')
    .refine(isLinkable, 'Invalid URL');

const textList = (itemMessage: string, listMessage: string) =>
  z
    .array(
      z
        .string({ error: itemMessage })
        .check(singleLine)
        .trim()
        .min(1, itemMessage)
        .max(500, 'Must not exceed 500 characters'),
      {
        error: listMessage,
      },
    )
    .min(1, listMessage)
    .max(50, 'Must not have more than 50 items');

export const coursePriceSchema = z.object({
  actualPrice: z
    .number({ error: 'Price must be a number' })
    .gt(0, 'Price must be greater than zero')
    .max(COURSE_PRICE_MAX, `Price must not exceed ${COURSE_PRICE_MAX}`),
  discountPercentage: z
    .number({ error: 'Discount must be a number' })
    .min(DISCOUNT_MIN, "Discount can't be less than 0%")
    .max(DISCOUNT_MAX, "Discount can't be more than 100%")
    .optional(),
  finalPrice: z.number({ error: 'Final price is required' }),
});
export type CoursePrice = z.infer<typeof coursePriceSchema>;

const courseBodyShape = {
  // basics
  title: z
    .string({ error: 'Title is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Title is required')
    .min(COURSE_TITLE_MIN, `Title must be at least ${COURSE_TITLE_MIN} characters`)
    .max(COURSE_TITLE_MAX, `Title must not exceed ${COURSE_TITLE_MAX} characters`),
  subtitle: z
    .string({ error: 'Subtitle is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Subtitle is required')
    .min(COURSE_SUBTITLE_MIN, `Subtitle must be at least ${COURSE_SUBTITLE_MIN} characters`)
    .max(COURSE_SUBTITLE_MAX, `Subtitle must not exceed ${COURSE_SUBTITLE_MAX} characters`),
  language: z.enum(LANGUAGES, { error: 'Language is required' }),
  category: z.string({ error: 'Category is required' }).min(1, 'Category is required').uuid('Category is required'),
  courseMode: z.enum(COURSE_MODES, { error: 'Course mode is required' }),
  courseLevel: z.enum(COURSE_LEVELS, { error: 'Course level is required' }),
  thumbnail: urlField('Thumbnail is required'),
  brouchure: z.preprocess(emptyToUndefined, urlField('Invalid URL').optional()),
  // details
  keypoints: textList('Key point cannot be empty', 'At least one key point is required'),
  tags: z
    .array(
      z.object({
        value: z
          .string({ error: 'Tag cannot be empty' })
          .check(singleLine)
          .trim()
          .min(1, 'Tag cannot be empty')
          .max(50, 'Tag must not exceed 50 characters'),
      }),
      { error: 'At least one tag is required' },
    )
    .min(1, 'At least one tag is required')
    .max(30, 'Must not have more than 30 tags'),
  description: z
    .string({ error: 'Description is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Description is required')
    .max(10_000, 'Description must not exceed 10000 characters'),
  duration: z
    .string({ error: 'Duration is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Duration is required')
    .max(50, 'Duration must not exceed 50 characters'),
  whatWillYouLearn: textList('Learning point cannot be empty', 'At least one learning point is required'),
  // pricing
  price: coursePriceSchema,
  validity: z.enum(COURSE_VALIDITIES, { error: 'Invalid course validity' }),
  /** Optional: a new course has none; an update without it keeps the course's. */
  skillAreas: skillAreasField.optional(),
  /** Optional: a new course always starts as DRAFT; on an update a different value is a status change. */
  courseStatus: z.enum(CONTENT_STATUSES, { error: 'Invalid course status' }).optional(),
};

/** POST /course and PUT /course/details/{courseId}. The final price must match the server's computation. */
export const courseBodySchema = z.object(courseBodyShape).superRefine((body, ctx) => {
  // zod runs refinements after field failures too; the final price means nothing if its inputs failed.
  const { actualPrice, discountPercentage = 0 } = body.price ?? {};
  if (!(typeof actualPrice === 'number' && actualPrice > 0 && actualPrice <= COURSE_PRICE_MAX)) return;
  if (!(discountPercentage >= DISCOUNT_MIN && discountPercentage <= DISCOUNT_MAX)) return;
  const expected = computeFinalPrice(actualPrice, discountPercentage);
  if (Math.abs(body.price.finalPrice - expected) > 0.001) {
    ctx.addIssue({ code: 'custom', path: ['price', 'finalPrice'], message: `Final price must be ${expected}` });
  }
});
export type CourseBody = z.infer<typeof courseBodySchema>;
export type CourseBodyInput = z.input<typeof courseBodySchema>;

/**
 * A section's release (drip) schedule in the curriculum body: days after enrolment, or an India date from whose
 * 00:00 IST it opens; null or absent for neither.
 */
const sectionReleaseShape = {
  opensAfterDays: z
    .number({ error: 'Days after enrolment must be a whole number' })
    .int('Days after enrolment must be a whole number')
    .min(1, 'Days after enrolment must be at least 1')
    .max(SECTION_RELEASE_MAX_DAYS, `Days after enrolment must not exceed ${SECTION_RELEASE_MAX_DAYS}`)
    .nullable()
    .optional(),
  opensOn: z
    .string({ error: 'Opening date must be a date (YYYY-MM-DD)' })
    .refine(isCalendarDay, 'Opening date must be a valid date (YYYY-MM-DD)')
    .nullable()
    .optional(),
};

function oneReleaseRule(section: { opensAfterDays?: number | null; opensOn?: string | null }, ctx: z.RefinementCtx) {
  if (section.opensAfterDays != null && section.opensOn != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['opensOn'],
      message: 'Choose days after enrolment or an opening date, not both',
    });
  }
}

/**
 * PUT /course/curriculum/{courseId}: `_id` keeps an existing item (and its video); order is array order. An
 * item without `_id` titled like a live item the body does not name by id is that item; items left out are
 * archived with the learners' work on them.
 */
export const curriculumBodySchema = z.object({
  sections: z
    .array(
      z
        .object({
          _id: uuidSchema.optional(),
          title: z
            .string({ error: 'Section title is required' })
            .check(singleLine)
            .trim()
            .min(1, 'Section title is required')
            .max(200, 'Section title must not exceed 200 characters'),
          description: z
            .string()
            .check(multiLine)
            .trim()
            .max(2000, 'Section description must not exceed 2000 characters')
            .optional(),
          ...sectionReleaseShape,
          subSections: z
            .array(
              z.object({
                _id: uuidSchema.optional(),
                title: z
                  .string({ error: 'Lecture title is required' })
                  .check(singleLine)
                  .trim()
                  .min(1, 'Lecture title is required')
                  .max(200, 'Lecture title must not exceed 200 characters'),
                /** Anyone may watch it from the public course page; left out, an existing lecture keeps its flag. */
                freePreview: z.boolean({ error: 'Free preview must be true or false' }).optional(),
              }),
              { error: 'At least one lecture is required' },
            )
            .min(1, 'At least one lecture is required')
            .max(200, 'A section must not have more than 200 lectures'),
        })
        .superRefine(oneReleaseRule),
      { error: 'At least one section is required' },
    )
    .min(1, 'At least one section is required')
    .max(100, 'A course must not have more than 100 sections'),
});
export type CurriculumBody = z.infer<typeof curriculumBodySchema>;

/**
 * GET /course/curriculum/impact/{courseId}: for each live section and lecture, how many learners have notes
 * or progress on it, for the editor to say before it is removed.
 */
export const curriculumImpactSchema = z.object({
  sections: z.array(z.object({ _id: z.string(), learners: z.number().int() })),
  lectures: z.array(z.object({ _id: z.string(), sectionId: z.string(), learners: z.number().int() })),
});
export type CurriculumImpact = z.infer<typeof curriculumImpactSchema>;

/** PATCH /course/status/{courseId}?status= */
export const courseStatusQuerySchema = z.object({
  status: z.enum(CONTENT_STATUSES, { error: 'Invalid course status' }),
});

/** DELETE /course/{courseId}: the course, or one section, or one lecture of a section. */
export const deleteCourseQuerySchema = z
  .object({ sectionId: uuidSchema.optional(), subSectionId: uuidSchema.optional() })
  .refine((q) => !q.subSectionId || q.sectionId, {
    path: ['sectionId'],
    message: 'sectionId is required with subSectionId',
  });

export const COURSE_LIST_SORTS = ['latest', 'oldest', 'title'] as const;
/** GET /course/all (staff). */
export const listCoursesQuerySchema = z
  .object({
    ...pagingShape(),
    category: uuidSchema.optional(),
    status: z.enum(CONTENT_STATUSES, { error: 'Invalid course status' }).optional(),
    sort: z.enum(COURSE_LIST_SORTS).default('latest'),
  })
  .transform(withPage);
export type ListCoursesQuery = z.output<typeof listCoursesQuerySchema>;

export const CATALOGUE_SORTS = ['latest', 'price_asc', 'price_desc', 'rating', 'title'] as const;
/** GET /course/published (public catalogue). */
export const catalogueQuerySchema = z
  .object({
    ...pagingShape(CATALOGUE_MAX_LIMIT),
    category: uuidSchema.optional(),
    sort: z.enum(CATALOGUE_SORTS).default('latest'),
  })
  .transform(withPage);
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

// ---- responses ----

const refSchema = z.object({ _id: z.string(), name: z.string() });
const priceOutSchema = z.object({
  actualPrice: z.number(),
  discountPercentage: z.number(),
  finalPrice: z.number(),
});

export const lectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  hasVideo: z.boolean(),
  videoDurationSeconds: z.number().nullable(),
  /** Anyone may watch it from the public course page (the preview playback call), once it has a video. */
  freePreview: z.boolean(),
});
export const sectionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subSections: z.array(lectureSchema),
});

/** One card of the public catalogue. */
export const catalogueCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string(),
  /** The thumbnail's renditions for srcset; null or absent while it has none (see ResponsiveImage). */
  thumbnailImage: responsiveImageSchema.nullable().optional(),
  category: refSchema,
  courseMode: z.enum(COURSE_MODES),
  courseLevel: z.enum(COURSE_LEVELS),
  language: z.enum(LANGUAGES),
  price: priceOutSchema,
  validity: z.enum(COURSE_VALIDITIES),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
  lecturesCount: z.number().int(),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

/** A row of the staff course list. */
export const courseSummarySchema = catalogueCardSchema
  .extend({
    courseStatus: z.enum(CONTENT_STATUSES),
    sectionsCount: z.number().int(),
    createdBy: refSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** GET /course/slug/{slug}: the public course page (outline only, no video keys). */
export const publicCourseSchema = catalogueCardSchema
  .extend({
    brouchure: z.string().nullable(),
    keypoints: z.array(z.string()),
    tags: z.array(z.object({ value: z.string() })),
    description: z.string(),
    duration: z.string(),
    whatWillYouLearn: z.array(z.string()),
    sections: z.array(sectionSchema),
  })
  .extend(timestampsSchema.shape);
export type PublicCourse = z.infer<typeof publicCourseSchema>;

/** A section as the builder edits it: the public outline's, with its release schedule. */
export const staffSectionSchema = sectionSchema.extend({
  opensAfterDays: z.number().int().nullable(),
  opensOn: z.string().nullable(),
});

/** GET /course/{courseId}: everything the builder edits. */
export const courseSchema = publicCourseSchema.extend({
  sections: z.array(staffSectionSchema),
  courseStatus: z.enum(CONTENT_STATUSES),
  skillAreas: skillAreasSchema,
  createdBy: refSchema.nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const lectureVideoSchema = z.object({
  mimeType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  durationSeconds: z.number().nullable(),
});
export type LectureVideo = z.infer<typeof lectureVideoSchema>;

/** GET /course/content/{courseId}: the curriculum with each lecture's video (null when none is attached). */
export const courseContentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  courseStatus: z.enum(CONTENT_STATUSES),
  sections: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      subSections: z.array(z.object({ _id: z.string(), title: z.string(), video: lectureVideoSchema.nullable() })),
    }),
  ),
});
export type CourseContent = z.infer<typeof courseContentSchema>;
