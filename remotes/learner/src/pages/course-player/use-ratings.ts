import { request } from '@skillhub/shared/api-client';
import { ratingEndpoints } from '@skillhub/shared/endpoints/ratings';
import type { RATING_SORTS, RatingBody } from '@skillhub/shared/schemas/rating';
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
    queryFn: async ({ signal }) => (await request(ratingEndpoints.mine, { params: { courseId }, signal })).data,
  });
}

/** GET /course/ratings/{courseId}?pageNo&sort: a page of reviews beside the course's summary. */
export function useCourseRatings(courseId: string, pageNo: number, sort: RatingSort) {
  return useQuery({
    queryKey: ratingKeys.list(courseId, pageNo, sort),
    queryFn: ({ signal }) => request(ratingEndpoints.list, { params: { courseId }, query: { pageNo, sort }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /course/rate/{courseId}: rates, or changes the learner's rating. */
export function rateCourse(courseId: string, body: RatingBody) {
  return request(ratingEndpoints.rate, { params: { courseId }, body });
}
