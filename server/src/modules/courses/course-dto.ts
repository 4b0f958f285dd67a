import type {
  CatalogueCard,
  Course,
  CourseContent,
  CourseSummary,
  LectureVideo,
  PublicCourse,
} from '@skillhub/shared/schemas/course';
import type { CourseLectureRow, CourseSectionRow } from '../../db/schema/curriculum.ts';
import type { CourseWithNames } from './courses.repository.ts';

/** Course rows to the response shapes of @skillhub/shared/schemas/course. */

export function toCatalogueCard(row: CourseWithNames): CatalogueCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    thumbnail: row.thumbnail,
    category: { _id: row.categoryId, name: row.categoryName },
    courseMode: row.courseMode,
    courseLevel: row.courseLevel,
    language: row.language,
    price: {
      actualPrice: row.actualPrice,
      discountPercentage: row.discountPercentage,
      finalPrice: row.finalPrice,
    },
    validity: row.validity,
    averageRating: row.averageRating,
    ratingsCount: row.ratingsCount,
    lecturesCount: row.lecturesCount,
  };
}

const createdByOf = (row: CourseWithNames) =>
  row.createdBy && row.createdByName ? { _id: row.createdBy, name: row.createdByName } : null;

export function toCourseSummary(row: CourseWithNames): CourseSummary {
  return {
    ...toCatalogueCard(row),
    courseStatus: row.status,
    sectionsCount: row.sectionsCount,
    createdBy: createdByOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Sections in order, each with its lectures in order. */
export function groupCurriculum(
  sections: CourseSectionRow[],
  lectures: CourseLectureRow[],
): { section: CourseSectionRow; lectures: CourseLectureRow[] }[] {
  const bySection = new Map<string, CourseLectureRow[]>();
  for (const lecture of lectures) {
    const list = bySection.get(lecture.sectionId) ?? [];
    list.push(lecture);
    bySection.set(lecture.sectionId, list);
  }
  return sections.map((section) => ({ section, lectures: bySection.get(section.id) ?? [] }));
}

export function toPublicCourse(
  row: CourseWithNames,
  sections: CourseSectionRow[],
  lectures: CourseLectureRow[],
): PublicCourse {
  return {
    ...toCatalogueCard(row),
    brouchure: row.brochure,
    keypoints: row.keypoints,
    tags: row.tags,
    description: row.description,
    duration: row.duration,
    whatWillYouLearn: row.whatWillYouLearn,
    // Only the outline: whether a lecture has a video, never where it is stored.
    sections: groupCurriculum(sections, lectures).map(({ section, lectures: items }) => ({
      _id: section.id,
      title: section.title,
      description: section.description,
      subSections: items.map((l) => ({
        _id: l.id,
        title: l.title,
        hasVideo: l.videoFileKey !== null,
        videoDurationSeconds: l.videoDurationSeconds,
        freePreview: l.freePreview,
      })),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCourse(row: CourseWithNames, sections: CourseSectionRow[], lectures: CourseLectureRow[]): Course {
  const publicCourse = toPublicCourse(row, sections, lectures);
  return {
    ...publicCourse,
    // Staff see each section's release schedule; the public outline does not carry it.
    sections: publicCourse.sections.map((section, i) => ({
      ...section,
      opensAfterDays: sections[i]?.opensAfterDays ?? null,
      opensOn: sections[i]?.opensOn ?? null,
    })),
    courseStatus: row.status,
    skillAreas: row.skillAreas,
    createdBy: createdByOf(row),
  };
}

/** A lecture's video as the player reads it (null when none is attached); never where it is stored. */
export function lectureVideo(l: CourseLectureRow): LectureVideo | null {
  return l.videoFileKey === null
    ? null
    : { mimeType: l.videoMimeType, sizeBytes: l.videoSizeBytes, durationSeconds: l.videoDurationSeconds };
}

export function toCourseContent(
  row: CourseWithNames,
  sections: CourseSectionRow[],
  lectures: CourseLectureRow[],
): CourseContent {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    courseStatus: row.status,
    sections: groupCurriculum(sections, lectures).map(({ section, lectures: items }) => ({
      _id: section.id,
      title: section.title,
      description: section.description,
      subSections: items.map((l) => ({
        _id: l.id,
        title: l.title,
        video: lectureVideo(l),
      })),
    })),
  };
}
