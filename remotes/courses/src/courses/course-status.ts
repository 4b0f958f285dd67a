import type { CONTENT_STATUSES } from '@skillhub/shared/constants';

export type CourseStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The status changes the contract allows from each status (the server enforces the same table and answers
 * 409 otherwise, e.g. publishing a course without curriculum). The list offers only these.
 */
export interface StatusChange {
  to: CourseStatus;
  label: string;
  describe: (title: string) => string;
  danger?: boolean;
}

const publish: StatusChange = {
  to: 'PUBLISHED',
  label: 'Publish',
  describe: (title) => `Publish "${title}"? It will appear in the public catalogue.`,
};
const toDraft: StatusChange = {
  to: 'DRAFT',
  label: 'Move to Draft',
  describe: (title) => `Move "${title}" to draft? It will no longer be public.`,
};
const terminate: StatusChange = {
  to: 'TERMINATED',
  label: 'Terminate',
  describe: (title) => `Terminate "${title}"? It will be withdrawn and cannot be published until moved to draft.`,
  danger: true,
};

export const STATUS_CHANGES: Record<CourseStatus, readonly StatusChange[]> = {
  DRAFT: [publish, terminate],
  PUBLISHED: [toDraft, terminate],
  TERMINATED: [toDraft],
};

export const STATUS_LABELS: Record<CourseStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  TERMINATED: 'Terminated',
};

export const STATUS_COLORS: Record<CourseStatus, string> = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  TERMINATED: 'error',
};
