import { publishDateTimeOf } from '@skillhub/shared/blog-publish-time';
import type { BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { statusOf } from './post-status.ts';
import type { PostSummaryRow, PostTerm } from './posts.repository.ts';

export interface PostExtras {
  categories: PostTerm[];
  topics: PostTerm[];
  approvedComments: number;
  /** Only staff see it; 0 for the public. */
  pendingComments: number;
}

const term = (t: PostTerm) => ({ _id: t.id, name: t.name, slug: t.slug });

export function toPostSummaryDto(row: PostSummaryRow, extras: PostExtras): BlogPostSummary {
  const when = row.publishedAt ?? row.publishAt;
  const india = when ? publishDateTimeOf(when) : null;
  return {
    _id: row.id,
    blogNumber: row.blogNumber,
    title: row.title,
    slug: row.slug,
    metaDescription: row.metaDescription,
    author: row.author,
    thumbnail: row.thumbnail,
    readingTimeMinutes: row.readingTimeMinutes,
    categories: extras.categories.map(term),
    topics: extras.topics.map(term),
    status: statusOf(row),
    isDraft: row.isDraft,
    isScheduled: row.isScheduled,
    publishDate: india?.publishDate ?? null,
    publishTime: india?.publishTime ?? null,
    publishedAt: when?.toISOString() ?? null,
    isDeleted: row.deletedAt !== null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    commentsCount: extras.approvedComments,
    pendingCommentsCount: extras.pendingComments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
