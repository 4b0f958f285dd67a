import type { CurriculumBody } from '@skillhub/shared/schemas/course';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { coursesRepository as repo } from './courses.repository.ts';

/** Titles compared the way a person reads them: case and surrounding spaces aside. */
const titleKey = (title: string) => title.trim().toLowerCase();

/**
 * Hands out the items a save no longer names by id to the items it sends without one, by title: the first
 * unclaimed item of that title, preferring one in `preferredGroup`. Claimed items are taken out.
 */
class TitleMatcher<T extends { id: string; title: string }> {
  private readonly byTitle = new Map<string, T[]>();

  constructor(items: T[], claimed: Set<string>) {
    for (const item of items) {
      if (claimed.has(item.id)) continue;
      const list = this.byTitle.get(titleKey(item.title)) ?? [];
      list.push(item);
      this.byTitle.set(titleKey(item.title), list);
    }
  }

  take(title: string, inGroup: (item: T) => boolean = () => false): T | undefined {
    const list = this.byTitle.get(titleKey(title));
    if (!list || list.length === 0) return undefined;
    const index = Math.max(0, list.findIndex(inGroup));
    return list.splice(index, 1)[0];
  }
}

/**
 * Makes the live curriculum equal to `body`. Items sent with an `_id` are updated in place (so a lecture
 * keeps its video, overview and the learners' notes and progress, even when moved to another section). An
 * item sent without one that has the title of a live item the save does not name by id is that item, sent
 * again (a client re-sending the outline without ids changes nothing); an item matching nothing is new.
 * Items left out are archived, never deleted: the learners' work on them stays. Order is array order. Runs
 * inside the caller's transaction with the course row locked.
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

  // Ids first, titles second: an item named by id is never taken by a title match of another.
  const sectionMatches = new TitleMatcher(sections, keptSections);
  const sectionIds = body.sections.map((section) => {
    const id = section._id ?? sectionMatches.take(section.title)?.id;
    if (id) keptSections.add(id);
    return id;
  });
  const lectureMatches = new TitleMatcher(lectures, keptLectures);
  const lectureIds = body.sections.map((section, i) =>
    section.subSections.map((lecture) => {
      const id = lecture._id ?? lectureMatches.take(lecture.title, (l) => l.sectionId === sectionIds[i])?.id;
      if (id) keptLectures.add(id);
      return id;
    }),
  );

  // Sections and lectures first, archiving last: a lecture moved out of a removed section must be re-homed
  // before that section's remaining lectures are archived with it.
  for (const [i, section] of body.sections.entries()) {
    // A release left out of the body keeps the section's (a client that knows nothing of drip changes none).
    const values = {
      title: section.title,
      description: section.description ?? '',
      position: i,
      opensAfterDays: section.opensAfterDays,
      opensOn: section.opensOn,
    };
    let sectionId = sectionIds[i];
    if (sectionId) await repo.updateSection(tx, sectionId, values);
    else sectionId = await repo.insertSection(tx, { courseId, ...values });
    for (const [j, lecture] of section.subSections.entries()) {
      // Left out, the flag stays as it was (a new lecture is no preview): an editor that predates it loses nothing.
      const preview = lecture.freePreview === undefined ? {} : { freePreview: lecture.freePreview };
      const lectureValues = { sectionId, title: lecture.title, position: j, ...preview };
      const lectureId = lectureIds[i]?.[j];
      if (!lectureId) {
        await repo.insertLecture(tx, { courseId, ...lectureValues });
        continue;
      }
      await repo.updateLecture(tx, lectureId, lectureValues);
      if (lectureSection.get(lectureId) !== sectionId) await repo.moveLectureWork(tx, lectureId, sectionId);
    }
  }
  await repo.archiveLectures(
    tx,
    lectures.filter((l) => !keptLectures.has(l.id)).map((l) => l.id),
  );
  await repo.archiveSections(
    tx,
    sections.filter((s) => !keptSections.has(s.id)).map((s) => s.id),
  );
  await repo.touch(tx, courseId);
}
