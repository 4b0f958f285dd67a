import { computeFinalPrice } from '@skillhub/shared/schemas/course';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { categories } from '../db/schema/categories.ts';
import { courseSlugs, courses } from '../db/schema/courses.ts';
import { courseLectures, courseSections, lectureOverviews } from '../db/schema/curriculum.ts';
import { enquiries, enquiryHistory } from '../db/schema/enquiries.ts';
import { courseAnnouncements } from '../db/schema/learning.ts';
import { slugify } from '../modules/categories/slug.ts';
import { sanitiseRichText } from '../modules/overviews/html-sanitiser.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_COURSES, DEMO_ENQUIRIES, DEMO_OVERVIEWS, demoThumbnail } from './demo-courses.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo catalogue: courses with curricula (only those whose slug is still free, so a restart adds
 * nothing twice and never touches a course staff have edited), their announcements and overviews, and, on
 * an installation without any enquiry yet, a set of leads spread over the pipeline.
 */
export async function seedDemoCatalogue(db: Database, staffId: string | null, now = new Date()): Promise<void> {
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));
  const added = new Map<string, string>();

  for (const [index, course] of DEMO_COURSES.entries()) {
    const categoryId = categoryIds.get(course.category);
    if (!categoryId) continue;
    const slug = slugify(course.title, 'course');
    const createdAt = new Date(now.getTime() - (DEMO_COURSES.length - index) * DAY_MS);
    const [row] = await db
      .insert(courses)
      .values({
        title: course.title,
        subtitle: course.subtitle,
        slug,
        categoryId,
        language: course.language,
        courseMode: course.courseMode,
        courseLevel: course.courseLevel,
        thumbnail: demoThumbnail(course.category),
        keypoints: course.keypoints,
        tags: course.tags.map((value) => ({ value })),
        tagsText: course.tags.join(' '),
        description: course.description,
        duration: course.duration,
        whatWillYouLearn: course.whatWillYouLearn,
        actualPrice: course.actualPrice,
        discountPercentage: course.discountPercentage,
        finalPrice: computeFinalPrice(course.actualPrice, course.discountPercentage),
        validity: course.validity,
        status: course.status,
        skillAreas: course.skillAreas ?? [],
        createdBy: staffId,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: courses.slug })
      .returning({ id: courses.id });
    if (!row) continue;
    await db.insert(courseSlugs).values({ slug, courseId: row.id }).onConflictDoNothing();
    for (const [position, [title, description, lectures]] of course.curriculum.entries()) {
      const [section] = await db
        .insert(courseSections)
        .values({ courseId: row.id, title, description, position })
        .returning({ id: courseSections.id });
      if (!section) continue;
      await db
        .insert(courseLectures)
        .values(lectures.map((t, i) => ({ courseId: row.id, sectionId: section.id, title: t, position: i })));
    }
    added.set(course.title, row.id);
  }

  for (const [courseTitle, lectureTitle, html] of DEMO_OVERVIEWS) {
    const courseId = added.get(courseTitle);
    if (!courseId) continue;
    const lectures = await db
      .select({ id: courseLectures.id, sectionId: courseLectures.sectionId, title: courseLectures.title })
      .from(courseLectures)
      .where(eq(courseLectures.courseId, courseId));
    const target = lectures.find((l) => l.title === lectureTitle);
    if (!target) continue;
    await db.insert(lectureOverviews).values({
      courseId,
      sectionId: target.sectionId,
      lectureId: target.id,
      overview: await sanitiseRichText(html),
      createdBy: staffId,
    });
  }

  for (const [index, [courseTitle, title, message]] of DEMO_ANNOUNCEMENTS.entries()) {
    const courseId = added.get(courseTitle);
    if (!courseId) continue;
    const at = new Date(now.getTime() - (DEMO_ANNOUNCEMENTS.length - index) * DAY_MS);
    await db
      .insert(courseAnnouncements)
      .values({ courseId, title, message, createdBy: staffId, createdAt: at, updatedAt: at });
  }

  const [existing] = await db.select({ total: count() }).from(enquiries);
  if ((existing?.total ?? 0) > 0) return;
  const courseIdsByTitle = new Map(
    (await db.select({ id: courses.id, title: courses.title }).from(courses)).map((c) => [c.title, c.id]),
  );
  for (const lead of DEMO_ENQUIRIES) {
    const courseId = courseIdsByTitle.get(lead.course) ?? null;
    const createdAt = new Date(now.getTime() - lead.daysAgo * DAY_MS - 3 * HOUR_MS);
    const finalStatus = lead.statuses.at(-1)?.status ?? 'Pending';
    const lastAt = new Date(createdAt.getTime() + lead.statuses.length * HOUR_MS);
    const [row] = await db
      .insert(enquiries)
      .values({
        name: lead.name,
        education: lead.education ?? null,
        phone: lead.phone,
        email: lead.email,
        courseId,
        interestedCourse: courseId ? null : lead.course,
        status: finalStatus,
        lastSubmittedAt: createdAt,
        createdAt,
        updatedAt: lastAt,
      })
      .returning({ id: enquiries.id });
    if (!row) continue;
    await db.insert(enquiryHistory).values([
      { enquiryId: row.id, status: 'Pending' as const, note: 'Enquiry received', createdAt },
      ...lead.statuses.map((s, i) => ({
        enquiryId: row.id,
        status: s.status,
        note: s.note,
        changedBy: staffId,
        createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR_MS),
      })),
    ]);
  }
}
