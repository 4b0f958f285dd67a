import { z } from 'zod';

/**
 * The document's description of a multipart/form-data body (`schema.multipartBody`, plugins/external/api-docs.ts):
 * the text fields as the handler checks them and each file field as binary. Fastify validates none of it, since
 * the handler reads the parts as they stream in.
 */
export function multipartBody(
  files: Record<string, string>,
  fields: z.ZodObject = z.object({}),
  requiredFiles: readonly string[] = Object.keys(files),
): z.ZodObject {
  const fileFields = Object.fromEntries(
    Object.entries(files).map(([name, description]) => {
      const file = z.string().meta({ format: 'binary', description });
      return [name, requiredFiles.includes(name) ? file : file.optional()];
    }),
  );
  return fields.extend(fileFields);
}
