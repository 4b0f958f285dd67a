import { z } from 'zod';
import { booleanQuery, timestampsSchema } from './common.ts';
import { multiLine, singleLine } from './fields.ts';

export const categoryBodySchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Category name is required')
    .max(100, 'Category name must not exceed 100 characters'),
  description: z
    .string({ error: 'Description is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Description is required')
    .max(1000, 'Description must not exceed 1000 characters'),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/**
 * `active` defaults to true: the page opens on active categories. `published=true` answers only categories with
 * at least one published course, each listing only those (what the public site offers as filters and links),
 * whoever asks.
 */
export const listCategoriesQuerySchema = z.object({
  active: booleanQuery.default(true),
  published: booleanQuery.default(false),
});

export const categoryCourseSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });

export const categorySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    isDeleted: z.boolean(),
    courses: z.array(categoryCourseSchema),
  })
  .extend(timestampsSchema.shape);
export type Category = z.infer<typeof categorySchema>;
