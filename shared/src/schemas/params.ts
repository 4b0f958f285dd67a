import { z } from 'zod';
import { uuidSchema } from './common.ts';

/** Path parameters of the calls that address one record by its `_id`. */
export const userIdParamsSchema = z.object({ userId: uuidSchema });
export const roleIdParamsSchema = z.object({ id: uuidSchema });
export const categoryIdParamsSchema = z.object({ categoryId: uuidSchema });
