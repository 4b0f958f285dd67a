import { publishInstant } from './blog-publish-time.ts';

/**
 * A section's release schedule: open from the start (both null), a number of days after the learner's
 * enrolment, or from 00:00 India time (Asia/Kolkata) of a calendar date. Never both.
 */
export interface SectionRelease {
  opensAfterDays: number | null;
  /** `YYYY-MM-DD`, India's calendar. */
  opensOn: string | null;
}

export const SECTION_RELEASE_MAX_DAYS = 730;
const DAY_MS = 86_400_000;

/**
 * When the section opens for a learner enrolled at `enrolledAt`; null when it is not scheduled. Without an
 * enrolment (staff reading the course) a days-after-enrolment section has no date.
 */
export function sectionOpensAt(release: SectionRelease, enrolledAt: Date | null): Date | null {
  if (release.opensOn) return publishInstant(release.opensOn, '00:00');
  if (release.opensAfterDays && enrolledAt) return new Date(enrolledAt.getTime() + release.opensAfterDays * DAY_MS);
  return null;
}

/** Whether the section is still closed at `now` for that learner. */
export function sectionLocked(release: SectionRelease, enrolledAt: Date | null, now: Date): boolean {
  const opensAt = sectionOpensAt(release, enrolledAt);
  return opensAt !== null && opensAt.getTime() > now.getTime();
}
