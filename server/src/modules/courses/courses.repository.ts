import type { CatalogueQuery, ListCoursesQuery } from '@skillhub/shared/schemas/course';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import {
  and,
  arrayContains,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { type CategoryRow, categories } from '../../db/schema/categories.ts';
import { type CourseRow, courseSlugs, courses } from '../../db/schema/courses.ts';
import {
  type CourseLectureRow,
  type CourseSectionRow,
  courseLectures,
  courseSections,
  lectureOverviews,
} from '../../db/schema/curriculum.ts';
import { lectureProgress, notes } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users-and-roles.ts';

export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A course row with the names the responses show next to the ids. */
export interface CourseWithNames extends CourseRow {
  categoryName: string;
  createdByName: string | null;
  lecturesCount: number;
  sectionsCount: number;
}

/** Archived sections and lectures are kept for the learners' work on them, but are no part of the course. */
export const liveLecture = isNull(courseLectures.archivedAt);
export const liveSection = isNull(courseSections.archivedAt);

// Correlated counts: both use the course_id indexes and run only for the rows of the page.
const lecturesCount = sql<number>`(select count(*) from ${courseLectures}
  where ${courseLectures.courseId} = ${courses.id} and ${liveLecture})`.mapWith(Number);
const sectionsCount = sql<number>`(select count(*) from ${courseSections}
  where ${courseSections.courseId} = ${courses.id} and ${liveSection})`.mapWith(Number);

const withNames = {
  course: courses,
  categoryName: categories.name,
  createdByName: users.name,
  lecturesCount,
  sectionsCount,
};
/** The public cards need neither the author nor the section count: two fewer lookups per row. */
const cardColumns = {
  course: courses,
  categoryName: categories.name,
  createdByName: sql<string | null>`null`,
  lecturesCount,
  sectionsCount: sql<number>`0`.mapWith(Number),
};

function flatten(row: {
  course: CourseRow;
  categoryName: string;
  createdByName: string | null;
  lecturesCount: number;
  sectionsCount: number;
}): CourseWithNames {
  return {
    ...row.course,
    categoryName: row.categoryName,
    createdByName: row.createdByName,
    lecturesCount: row.lecturesCount,
    sectionsCount: row.sectionsCount,
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(courses.title, pattern), ilike(courses.subtitle, pattern), ilike(courses.tagsText, pattern));
}

const STAFF_ORDER: Record<ListCoursesQuery['sort'], SQL[]> = {
  latest: [desc(courses.createdAt), desc(courses.id)],
  oldest: [asc(courses.createdAt), asc(courses.id)],
  title: [asc(courses.title), asc(courses.id)],
};

const CATALOGUE_ORDER: Record<CatalogueQuery['sort'], SQL[]> = {
  latest: [desc(courses.createdAt), desc(courses.id)],
  price_asc: [asc(courses.finalPrice), asc(courses.id)],
  price_desc: [desc(courses.finalPrice), desc(courses.id)],
  rating: [desc(courses.averageRating), desc(courses.ratingsCount), desc(courses.id)],
  title: [asc(courses.title), asc(courses.id)],
};

export interface Page<T> {
  rows: T[];
  total: number;
}

/** What a curriculum save writes to a section; a release field left undefined keeps the section's. */
export interface SectionValues {
  title: string;
  description: string;
  position: number;
  opensAfterDays?: number | null;
  opensOn?: string | null;
}

export const coursesRepository = {
  async category(db: Database, id: string): Promise<CategoryRow | undefined> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row;
  },

  async findById(db: Database, id: string): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    return row;
  },

  /** Locks the course row for the rest of the transaction (curriculum and status changes). */
  async lockById(db: Database, id: string): Promise<CourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
    return row;
  },

  async findWithNames(db: Database, id: string): Promise<CourseWithNames | undefined> {
    const [row] = await db
      .select(withNames)
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .leftJoin(users, eq(users.id, courses.createdBy))
      .where(eq(courses.id, id));
    return row && flatten(row);
  },

  /** The published course that has or had this slug. */
  async findPublishedBySlug(db: Database, slug: string): Promise<CourseWithNames | undefined> {
    const [row] = await db
      .select(withNames)
      .from(courseSlugs)
      .innerJoin(courses, eq(courses.id, courseSlugs.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .leftJoin(users, eq(users.id, courses.createdBy))
      .where(and(eq(courseSlugs.slug, slug), eq(courses.status, 'PUBLISHED')));
    return row && flatten(row);
  },

  async listForStaff(db: Database, query: ListCoursesQuery): Promise<Page<CourseWithNames>> {
    const where = and(
      query.category ? eq(courses.categoryId, query.category) : undefined,
      query.status ? eq(courses.status, query.status) : undefined,
      searchCondition(query.search),
    );
    const order = STAFF_ORDER[query.sort];
    const pageIds = db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(withNames)
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .leftJoin(users, eq(users.id, courses.createdBy))
        .where(inArray(courses.id, pageIds))
        .orderBy(...order),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
  },

  /** Published courses of active categories: the public catalogue. */
  async listPublished(db: Database, query: CatalogueQuery): Promise<Page<CourseWithNames>> {
    const where = and(
      eq(courses.status, 'PUBLISHED'),
      eq(categories.isDeleted, false),
      query.category ? eq(courses.categoryId, query.category) : undefined,
      searchCondition(query.search),
    );
    const order = CATALOGUE_ORDER[query.sort];
    // Deferred join: the page's ids are found on the narrow index first, so that a deep page does not
    // compute the wide row and its lecture count for every row it skips.
    const pageIds = db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(cardColumns)
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(inArray(courses.id, pageIds))
        .orderBy(...order),
      db
        .select({ total: count() })
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(where),
    ]);
    return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
  },

  /** Published courses of active categories tagged with the skill area, latest first: its skill page. */
  async listPublishedInSkillArea(db: Database, area: SkillArea, limit: number): Promise<CourseWithNames[]> {
    const rows = await db
      .select(cardColumns)
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(
        and(
          eq(courses.status, 'PUBLISHED'),
          eq(categories.isDeleted, false),
          arrayContains(courses.skillAreas, [area]),
        ),
      )
      .orderBy(...CATALOGUE_ORDER.latest)
      .limit(limit);
    return rows.map(flatten);
  },

  async insert(db: Database, values: CourseValues): Promise<CourseRow> {
    const [row] = await db.insert(courses).values(values).returning();
    if (!row) throw new Error('Course insert returned no row');
    return row;
  },

  async update(db: Database, id: string, values: Partial<CourseValues>): Promise<CourseRow | undefined> {
    const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
    return row;
  },

  async delete(db: Database, id: string): Promise<boolean> {
    const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
    return deleted.length > 0;
  },

  /** Slugs that other courses hold or held, starting like `base`, to pick a free suffix. */
  async slugsTakenLike(db: Database, base: string, exceptCourseId?: string): Promise<Set<string>> {
    const matches = or(eq(courseSlugs.slug, base), like(courseSlugs.slug, `${escapeLike(base)}-%`));
    const rows = await db
      .select({ slug: courseSlugs.slug })
      .from(courseSlugs)
      .where(exceptCourseId ? and(matches, ne(courseSlugs.courseId, exceptCourseId)) : matches);
    return new Set(rows.map((r) => r.slug));
  },

  /** Records a slug as the course's (its own earlier slug coming back is already there). */
  async rememberSlug(db: Database, courseId: string, slug: string): Promise<void> {
    await db.insert(courseSlugs).values({ courseId, slug }).onConflictDoNothing({ target: courseSlugs.slug });
  },

  /** The live sections in order. */
  async sections(db: Database, courseId: string): Promise<CourseSectionRow[]> {
    return db
      .select()
      .from(courseSections)
      .where(and(eq(courseSections.courseId, courseId), liveSection))
      .orderBy(asc(courseSections.position), asc(courseSections.createdAt));
  },

  /** The live lectures in order. */
  async lectures(db: Database, courseId: string): Promise<CourseLectureRow[]> {
    return db
      .select()
      .from(courseLectures)
      .where(and(eq(courseLectures.courseId, courseId), liveLecture))
      .orderBy(asc(courseLectures.position), asc(courseLectures.createdAt));
  },

  /** Takes sections, and the lectures still in them, out of the course; learners' work on them stays. */
  async archiveSections(db: Database, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    // Wall time, like updated_at: it only records when staff removed the item.
    const archivedAt = new Date();
    await db
      .update(courseLectures)
      .set({ archivedAt })
      .where(and(inArray(courseLectures.sectionId, ids), liveLecture));
    await db
      .update(courseSections)
      .set({ archivedAt })
      .where(and(inArray(courseSections.id, ids), liveSection));
  },

  /** Takes lectures out of the course; their notes, progress, overview and video stay with the row. */
  async archiveLectures(db: Database, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(courseLectures)
      .set({ archivedAt: new Date() })
      .where(and(inArray(courseLectures.id, ids), liveLecture));
  },

  /** A lecture's notes follow it into another section, as its overview does. */
  async moveLectureWork(db: Database, lectureId: string, sectionId: string): Promise<void> {
    await db.update(lectureOverviews).set({ sectionId }).where(eq(lectureOverviews.lectureId, lectureId));
    await db.update(notes).set({ sectionId }).where(eq(notes.lectureId, lectureId));
  },

  /**
   * For each live lecture and section of the course, how many users have notes or progress on it (a user
   * counts once per section however many of its lectures they worked on): what a removal would take out of
   * their outline.
   */
  async learnersWithWork(
    db: Database,
    courseId: string,
  ): Promise<{
    lectures: { id: string; sectionId: string; learners: number }[];
    sections: { id: string; learners: number }[];
  }> {
    const work = db
      .select({ userId: notes.userId, lectureId: notes.lectureId })
      .from(notes)
      .where(eq(notes.courseId, courseId))
      .unionAll(
        db
          .select({ userId: lectureProgress.userId, lectureId: lectureProgress.lectureId })
          .from(lectureProgress)
          .where(eq(lectureProgress.courseId, courseId)),
      )
      .as('work');
    const [lectures, sections] = await Promise.all([
      db
        .select({
          id: courseLectures.id,
          sectionId: courseLectures.sectionId,
          learners: countDistinct(work.userId),
        })
        .from(courseLectures)
        .leftJoin(work, eq(work.lectureId, courseLectures.id))
        .where(and(eq(courseLectures.courseId, courseId), liveLecture))
        .groupBy(courseLectures.id, courseLectures.sectionId, courseLectures.position)
        .orderBy(asc(courseLectures.position), asc(courseLectures.id)),
      db
        .select({ id: courseSections.id, learners: countDistinct(work.userId) })
        .from(courseSections)
        .leftJoin(courseLectures, and(eq(courseLectures.sectionId, courseSections.id), liveLecture))
        .leftJoin(work, eq(work.lectureId, courseLectures.id))
        .where(and(eq(courseSections.courseId, courseId), liveSection))
        .groupBy(courseSections.id, courseSections.position)
        .orderBy(asc(courseSections.position), asc(courseSections.id)),
    ]);
    return { lectures, sections };
  },

  async insertSection(db: Database, values: SectionValues & { courseId: string }): Promise<string> {
    const [row] = await db.insert(courseSections).values(values).returning({ id: courseSections.id });
    if (!row) throw new Error('Section insert returned no row');
    return row.id;
  },

  async updateSection(db: Database, id: string, values: SectionValues) {
    await db.update(courseSections).set(values).where(eq(courseSections.id, id));
  },

  async insertLecture(
    db: Database,
    values: { courseId: string; sectionId: string; title: string; position: number; freePreview?: boolean },
  ): Promise<void> {
    await db.insert(courseLectures).values(values);
  },

  async updateLecture(
    db: Database,
    id: string,
    values: { sectionId: string; title: string; position: number; freePreview?: boolean },
  ) {
    await db.update(courseLectures).set(values).where(eq(courseLectures.id, id));
  },

  /** Touches the course so that its updatedAt tells the list the curriculum changed. */
  async touch(db: Database, id: string): Promise<void> {
    await db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, id));
  },
};
