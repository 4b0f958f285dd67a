import type { CurriculumBody } from '@skillhub/shared/schemas/course';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lectureOverviews } from '../../db/schema.ts';
import { badRequest } from '../../http/http-error.ts';
import { coursesRepository as repo } from './courses.repository.ts';

/**
 * Makes the stored curriculum equal to `body`: items sent with an `_id` are updated in place (so a lecture
 * keeps its video and overview, even when moved to another section), items without one are added, and
 * items left out are deleted. Order is array order. Runs inside the caller's transaction with the course
 * row locked.
 */
export async function syncCurriculum(tx: Database, courseId: string, body: CurriculumBody): Promise<void> {
  const [sections, lectures] = await Promise.all([repo.sections(tx, courseId), repo.lectures(tx, courseId)]);
  const knownSections = new Set(sections.map((s) => s.id));
  const lectureSection = new Map(lectures.map((l) => [l.id, l.sectionId]));

  const errors: Record<string, string> = {};
  const keptSections = new Set<string>();
  const keptLectures = new Set<string>();
  body.sections.forEach((section, i) => {
    if (section._id) {
      if (!knownSections.has(section._id)) errors[`sections.${i}._id`] = 'Section not found in this course';
      else if (keptSections.has(section._id)) errors[`sections.${i}._id`] = 'Section is listed more than once';
      keptSections.add(section._id);
    }
    section.subSections.forEach((lecture, j) => {
      if (!lecture._id) return;
      const path = `sections.${i}.subSections.${j}._id`;
      if (!lectureSection.has(lecture._id)) errors[path] = 'Lecture not found in this course';
      else if (keptLectures.has(lecture._id)) errors[path] = 'Lecture is listed more than once';
      keptLectures.add(lecture._id);
    });
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  // Sections and lectures first, deletions last: a lecture moved out of a removed section must be re-homed
  // before that section's delete cascades.
  for (const [i, section] of body.sections.entries()) {
    const values = { title: section.title, description: section.description ?? '', position: i };
    let sectionId = section._id;
    if (sectionId) await repo.updateSection(tx, sectionId, values);
    else sectionId = await repo.insertSection(tx, { courseId, ...values });
    for (const [j, lecture] of section.subSections.entries()) {
      const lectureValues = { sectionId, title: lecture.title, position: j };
      if (!lecture._id) {
        await repo.insertLecture(tx, { courseId, ...lectureValues });
        continue;
      }
      await repo.updateLecture(tx, lecture._id, lectureValues);
      if (lectureSection.get(lecture._id) !== sectionId) {
        // The overview follows its lecture; it would otherwise go with the old section.
        await tx.update(lectureOverviews).set({ sectionId }).where(eq(lectureOverviews.lectureId, lecture._id));
      }
    }
  }
  await repo.deleteLectures(
    tx,
    lectures.filter((l) => !keptLectures.has(l.id)).map((l) => l.id),
  );
  await repo.deleteSections(
    tx,
    sections.filter((s) => !keptSections.has(s.id)).map((s) => s.id),
  );
  await repo.touch(tx, courseId);
}
