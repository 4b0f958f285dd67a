import { z } from 'zod';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MIN } from '../constants.ts';
import { OPERATIONS } from '../permissions.ts';
import { timestampsSchema } from './common.ts';
import { multiLine, singleLine } from './fields.ts';

const operationsSchema = z.object(
  Object.fromEntries(OPERATIONS.map((op) => [op, z.boolean().default(false)])) as Record<
    (typeof OPERATIONS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const permissionsSchema = z
  .array(
    z.object({
      name: z.string().check(singleLine).min(1),
      operations: operationsSchema,
      subModules: z
        .array(z.object({ name: z.string().check(singleLine).min(1), operations: operationsSchema }))
        .optional(),
    }),
  )
  .max(50);

export const createRoleBodySchema = z.object({
  name: z
    .string({ error: 'Role name is required' })
    .check(singleLine)
    .trim()
    .min(ROLE_NAME_MIN, `Role name must be at least ${ROLE_NAME_MIN} characters`)
    .max(50, 'Role name must not exceed 50 characters'),
  description: z
    .string()
    .check(multiLine)
    .trim()
    .max(ROLE_DESCRIPTION_MAX, `Description must not exceed ${ROLE_DESCRIPTION_MAX} characters`)
    .optional(),
  permissions: permissionsSchema,
});
export type CreateRoleBody = z.infer<typeof createRoleBodySchema>;

export const updateRolePermissionsBodySchema = z.object({ permissions: permissionsSchema });
export type UpdateRolePermissionsBody = z.infer<typeof updateRolePermissionsBodySchema>;

export const roleSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    permissions: permissionsSchema,
    isSystem: z.boolean(),
    usersCount: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Role = z.infer<typeof roleSchema>;
