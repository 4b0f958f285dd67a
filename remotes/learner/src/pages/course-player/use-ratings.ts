import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { RATING_SORTS, Rating, RatingBody, RatingsListBody } from '@skillhub/shared/schemas/rating';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RatingSort = (typeof RATING_SORTS)[number];

export const ratingKeys = {
  all: ['course-ratings'] as const,
  mine: (courseId: string) => ['course-ratings', 'mine', courseId] as const,
  list: (courseId: string, pageNo: number, sort: RatingSort) => ['course-ratings', courseId, pageNo, sort] as const,
};

/** GET /course/rate/{courseId}: the learner's own rating, null before they rate. */
export function useMyRating(courseId: string) {
  return useQuery({
    queryKey: ratingKeys.mine(courseId),
    queryFn: async ({ signal }) =>
      (await api.get<SuccessBody<Rating | null>>(buildPath(apiPaths.ratings.rate, { courseId }), { signal })).data,
  });
}

/** GET /course/ratings/{courseId}?pageNo&sort: a page of reviews beside the course's summary. */
export function useCourseRatings(courseId: string, pageNo: number, sort: RatingSort) {
  return useQuery({
    queryKey: ratingKeys.list(courseId, pageNo, sort),
    queryFn: ({ signal }) =>
      api.get<RatingsListBody>(buildPath(apiPaths.ratings.list, { courseId }), {
        signal,
        searchParams: { pageNo, sort },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /course/rate/{courseId}: rates, or changes the learner's rating. */
export function rateCourse(courseId: string, body: RatingBody) {
  return api.post<SuccessBody<Rating>>(buildPath(apiPaths.ratings.rate, { courseId }), { json: body });
}
