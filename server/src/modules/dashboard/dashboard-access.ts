import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { blogsPermission } from '../blog/blog-access.ts';
import { applicantsPermission } from '../training/training-access.ts';

/** The summary itself: the route's own permission. */
export const dashboardRead: PermissionRequirement = { module: 'Dashboard', operation: 'read' };

/**
 * Which figure groups a viewer of the summary gets: each needs read on the area its data belongs to, the
 * same permission that area's own list asks for (courses, enquiries, users, posts and comments, applicants
 * and their certificates).
 */
export const figureReads = {
  sales: { module: 'Courses', subModule: 'Courses', operation: 'read' },
  leads: { module: 'Enquiries', operation: 'read' },
  newLearners: { module: 'Users', subModule: 'Users', operation: 'read' },
  blog: blogsPermission('read'),
  training: applicantsPermission('read'),
} satisfies Record<string, PermissionRequirement>;
