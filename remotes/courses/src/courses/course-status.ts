import type { CONTENT_STATUSES } from '@skillhub/shared/constants';

export type CourseStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The status changes the contract allows from each status (the server enforces the same table and answers
 * 409 otherwise, e.g. publishing a course without curriculum). The list offers only these; each is worded by
 * `statusChanges.<text>` in the remote's texts.
 */
export interface StatusChange {
  to: CourseStatus;
  text: 'publish' | 'toDraft' | 'terminate';
  danger?: boolean;
}

const publish: StatusChange = { to: 'PUBLISHED', text: 'publish' };
const toDraft: StatusChange = { to: 'DRAFT', text: 'toDraft' };
const terminate: StatusChange = { to: 'TERMINATED', text: 'terminate', danger: true };

export const STATUS_CHANGES: Record<CourseStatus, readonly StatusChange[]> = {
  DRAFT: [publish, terminate],
  PUBLISHED: [toDraft, terminate],
  TERMINATED: [toDraft],
};

export const STATUS_COLORS: Record<CourseStatus, string> = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  TERMINATED: 'error',
};
