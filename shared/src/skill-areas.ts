import type { RouteName } from './routes.ts';

/**
 * The skill areas: a closed list. A course or a training program is tagged with any of them (none is fine),
 * and each area has a public page listing what is tagged with it. The values are what the API and the
 * database store; the labels are the English names (their Hindi is `common:values.skillArea.<area>`).
 */
export const SKILL_AREAS = ['foundational', 'entrepreneurial', 'employability'] as const;
export type SkillArea = (typeof SKILL_AREAS)[number];

export const SKILL_AREA_LABELS: Readonly<Record<SkillArea, string>> = {
  foundational: 'Foundational skills',
  entrepreneurial: 'Entrepreneurial skills',
  employability: 'Employability skills',
};

export type SkillAreaRoute = Extract<RouteName, 'foundationalSkill' | 'entrepreneurialSkill' | 'employabilitySkill'>;

/** Each area's public page, by its route name in PATHS. */
export const SKILL_AREA_PAGES: Readonly<Record<SkillArea, SkillAreaRoute>> = {
  foundational: 'foundationalSkill',
  entrepreneurial: 'entrepreneurialSkill',
  employability: 'employabilitySkill',
};

export const isSkillArea = (value: unknown): value is SkillArea => SKILL_AREAS.includes(value as SkillArea);

/** The areas in the list's order, each once. */
export function orderedSkillAreas(areas: readonly SkillArea[]): SkillArea[] {
  return SKILL_AREAS.filter((area) => areas.includes(area));
}
