import {
  CONTENT_STATUSES,
  COURSE_LEVELS,
  COURSE_MODES,
  COURSE_VALIDITIES,
  LANGUAGES,
} from '@skillhub/shared/constants';
import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users-and-roles.ts';

export const contentStatus = pgEnum('content_status', CONTENT_STATUSES);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** The current slug; earlier ones stay in course_slugs so that old links keep working. */
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    courseMode: text('course_mode', { enum: COURSE_MODES }).notNull(),
    courseLevel: text('course_level', { enum: COURSE_LEVELS }).notNull(),
    thumbnail: text('thumbnail').notNull(),
    brochure: text('brochure'),
    keypoints: jsonb('keypoints').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<{ value: string }[]>().notNull(),
    /** The tags' values joined by spaces: what the list searches, with a trigram index. */
    tagsText: text('tags_text').notNull().default(''),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    whatWillYouLearn: jsonb('what_will_you_learn').$type<string[]>().notNull(),
    actualPrice: numeric('actual_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    finalPrice: numeric('final_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validity: text('validity', { enum: COURSE_VALIDITIES }).notNull(),
    /** The skill areas it belongs to (its skill pages list it while published); none by default. */
    skillAreas: text('skill_areas', { enum: SKILL_AREAS }).array().notNull().default(sql`'{}'::text[]`),
    status: contentStatus('status').notNull().default('DRAFT'),
    /**
     * Kept in step with course_ratings so that the catalogue can sort by rating without aggregating every
     * rating on every page.
     */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The public catalogue reads only published courses: partial indexes per sort keep its pages cheap.
    index('courses_published_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_category_created_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_price_idx').on(t.finalPrice, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_rating_idx')
      .on(t.averageRating.desc().nullsFirst(), t.ratingsCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_title_idx').on(t.title, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Substring search (ILIKE '%term%') over title, subtitle and tags.
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('courses_subtitle_trgm_idx').using('gin', sql`${t.subtitle} gin_trgm_ops`),
    index('courses_tags_text_trgm_idx').using('gin', sql`${t.tagsText} gin_trgm_ops`),
    // A skill page's courses: skill_areas @> '{area}'.
    index('courses_skill_areas_idx').using('gin', t.skillAreas),
  ],
);

/** Every slug a course has had, its current one included: a renamed course answers its old links. */
export const courseSlugs = pgTable(
  'course_slugs',
  {
    slug: text('slug').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('course_slugs_course_id_idx').on(t.courseId)],
);

export type CourseRow = typeof courses.$inferSelect;
