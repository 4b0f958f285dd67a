import type { Operation, PermissionRequirement } from '@skillhub/shared/permissions';
import type { RoutePermission } from '../../http/route-access.ts';

/** The Blogs module's sub-modules: Blogs (posts and comments), Categories, Topics. */
export const blogsPermission = (operation: Operation): PermissionRequirement => ({
  module: 'Blogs',
  subModule: 'Blogs',
  operation,
});
export const blogCategoriesPermission = (operation: Operation): PermissionRequirement => ({
  module: 'Blogs',
  subModule: 'Categories',
  operation,
});
export const blogTopicsPermission = (operation: Operation): PermissionRequirement => ({
  module: 'Blogs',
  subModule: 'Topics',
  operation,
});

/** Writing a post or editing one: the editor's uploads and slug checks serve both. */
export const writesPosts: RoutePermission = { anyOf: [blogsPermission('create'), blogsPermission('update')] };
