import { request } from '@skillhub/shared/api-client';
import { skillAreaEndpoints } from '@skillhub/shared/endpoints/skill-areas';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import { useQuery } from '@tanstack/react-query';

export const skillAreaQueryKey = (area: SkillArea) => ['skill-area', area] as const;

/** A skill area's published courses and open training programs (GET /skill-area/{area}). */
export function useSkillArea(area: SkillArea) {
  return useQuery({
    queryKey: skillAreaQueryKey(area),
    queryFn: async ({ signal }) => (await request(skillAreaEndpoints.listing, { params: { area }, signal })).data,
    staleTime: 60_000,
  });
}
