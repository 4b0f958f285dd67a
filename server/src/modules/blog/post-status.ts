import { publishInstant } from '@skillhub/shared/blog-publish-time';
import type { BlogPostBody, PublicationStatus } from '@skillhub/shared/schemas/blog';
import { fieldError } from '../../http/http-error.ts';

/** The publishing columns of a post. */
export interface PublishState {
  isDraft: boolean;
  isScheduled: boolean;
  publishAt: Date | null;
  publishedAt: Date | null;
}

/** Draft when saved as one; Published once it went live; Scheduled while it waits for its time. */
export function statusOf(post: Pick<PublishState, 'isDraft' | 'publishedAt'>): PublicationStatus {
  if (post.isDraft) return 'Draft';
  return post.publishedAt ? 'Published' : 'Scheduled';
}

/**
 * The publishing columns a save leads to:
 * - a draft is never live (a live post saved as draft goes off the site), and keeps any planned time;
 * - a post already live stays live at its original time (its schedule fields are no longer read);
 * - otherwise a scheduled save waits for its time, which must be in the future, and any other save goes
 *   live now.
 */
export function planPublishing(body: BlogPostBody, current: PublishState | null, now: Date): PublishState {
  const requested = body.publishDate && body.publishTime ? publishInstant(body.publishDate, body.publishTime) : null;
  if (body.isDraft) {
    return {
      isDraft: true,
      isScheduled: body.isScheduled,
      publishAt: requested ?? current?.publishAt ?? null,
      publishedAt: null,
    };
  }
  if (current?.publishedAt && !current.isDraft) {
    return {
      isDraft: false,
      isScheduled: current.isScheduled,
      publishAt: current.publishAt,
      publishedAt: current.publishedAt,
    };
  }
  if (body.isScheduled) {
    if (!requested) throw fieldError('publishDate', 'Publish date is required');
    if (requested.getTime() <= now.getTime()) {
      throw fieldError('publishDate', 'Publish date and time must be in the future');
    }
    return { isDraft: false, isScheduled: true, publishAt: requested, publishedAt: null };
  }
  return { isDraft: false, isScheduled: false, publishAt: now, publishedAt: now };
}
