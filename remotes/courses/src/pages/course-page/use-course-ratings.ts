import { request } from '@skillhub/shared/api-client';
import { RATINGS_LIMIT } from '@skillhub/shared/constants';
import { ratingEndpoints } from '@skillhub/shared/endpoints/ratings';
import type { RATING_SORTS } from '@skillhub/shared/schemas/rating';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RatingSort = (typeof RATING_SORTS)[number];

export const courseRatingsKeys = {
  all: (courseId: string) => ['course-ratings', courseId] as const,
  page: (courseId: string, page: number, sort: RatingSort) => [...courseRatingsKeys.all(courseId), page, sort] as const,
};

/** GET /course/ratings/{courseId}: one page of reviews (10) and the course's average and distribution. Public. */
export function useCourseRatings(courseId: string, page: number, sort: RatingSort) {
  return useQuery({
    queryKey: courseRatingsKeys.page(courseId, page, sort),
    queryFn: ({ signal }) =>
      request(ratingEndpoints.list, {
        params: { courseId },
        query: { pageNo: page, limit: RATINGS_LIMIT, sort },
        signal,
      }),
    // The reviews on screen stay while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}
