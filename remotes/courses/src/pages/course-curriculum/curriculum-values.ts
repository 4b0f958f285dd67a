import type { Course, CurriculumBody } from '@skillhub/shared/schemas/course';

/**
 * The curriculum form holds exactly the PUT /course/curriculum body: existing sections and lectures keep
 * their `_id` (so their videos stay attached), new ones have none, and the order on screen is the order
 * sent.
 */
export type CurriculumValues = CurriculumBody;

export function curriculumFromCourse(course: Pick<Course, 'sections'>): CurriculumValues {
  return {
    sections: course.sections.map((section) => ({
      _id: section._id,
      title: section.title,
      description: section.description,
      opensAfterDays: section.opensAfterDays,
      opensOn: section.opensOn,
      subSections: section.subSections.map((lecture) => ({
        _id: lecture._id,
        title: lecture.title,
        freePreview: lecture.freePreview,
      })),
    })),
  };
}

export const newLecture = () => ({ title: '', freePreview: false });
export const newSection = () => ({
  title: '',
  description: '',
  opensAfterDays: null,
  opensOn: null,
  subSections: [newLecture()],
});

/**
 * The body a save sends: each section's release as one rule or nulls (a field emptied on screen is no rule),
 * never left out, which the server would take as "keep the section's".
 */
export function curriculumBody(values: CurriculumValues): CurriculumValues {
  return {
    sections: values.sections.map((section) => ({
      ...section,
      opensAfterDays: section.opensOn ? null : (section.opensAfterDays ?? null),
      opensOn: section.opensOn || null,
    })),
  };
}
