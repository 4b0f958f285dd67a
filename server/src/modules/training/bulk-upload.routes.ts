import multipart from '@fastify/multipart';
import { apiPaths } from '@skillhub/shared/api-paths';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import {
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  bulkUploadQuerySchema,
  bulkUploadResultSchema,
} from '@skillhub/shared/schemas/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { XLSX_TYPE } from '../../spreadsheet/template-file.ts';
import { multipartError } from '../media/multipart-request.ts';
import { createBulkUploadService } from './bulk-upload.service.ts';
import { BULK_COLUMNS, TOO_LARGE, templateCsv, templateXlsx } from './bulk-upload.ts';
import { applicantsPermission as applicant } from './training-access.ts';

const tags = ['Training applicants'];

const templateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
});

/** Dashboard › Training Programs › Applicants › Bulk upload: a spreadsheet of applicants into one program. */
const bulkUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createBulkUploadService(app);

  app.route({
    method: 'POST',
    url: apiPaths.training.bulkUpload,
    config: { permission: applicant('create') },
    schema: {
      tags,
      summary: 'Check (preview) or import a spreadsheet of applicants into a program',
      description:
        'multipart/form-data with the file field `file` (CSV in UTF-8, or the first sheet of an .xlsx: told apart by the bytes, at most ' +
        `5 MB and ${BULK_UPLOAD_MAX_ROWS} rows) and the field \`program\` (the program \`_id\`; the institution is the ` +
        "program's). The header row names the columns, in any order, ignoring case, spaces, '-' and '_': " +
        `${BULK_COLUMNS.join(', ')}; other columns are ignored. Dates as YYYY-MM-DD, DD/MM/YYYY or Excel date ` +
        'cells. Each row is checked like the staff form; an e-mail on an earlier row or already in the program is ' +
        'reported. `mode=preview` (the default) writes nothing; `mode=import` adds every row without errors as ' +
        'Pending, in one transaction, and skips the others.',
      consumes: ['multipart/form-data'],
      multipartBody: multipartBody(
        { file: 'The CSV or .xlsx spreadsheet' },
        z.object({ program: z.string().describe('the program `_id`') }),
      ),
      querystring: bulkUploadQuerySchema,
      response: { 200: successBodySchema(bulkUploadResultSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const fields: Record<string, string> = {};
      let content: Buffer | null = null;
      try {
        // The program may come before or after the file, so the file is held until every part is read.
        for await (const part of request.parts({
          limits: { fileSize: BULK_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            content = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', TOO_LARGE);
        throw multipartError(error, BULK_UPLOAD_MAX_BYTES);
      }
      if (!content) throw fieldError('file', 'file is required');
      const mode = request.query.mode;
      const data = await service.upload(content, fields.program, mode, sessionUserId(request));
      const message =
        mode === 'import'
          ? `${data.imported} applicant(s) imported${data.invalid > 0 ? `, ${data.invalid} row(s) with errors skipped` : ''}`
          : `${data.valid} of ${data.total} row(s) can be imported`;
      return { success: true as const, message, data };
    },
  });

  // A file, not JSON, so a plain route: the client downloads it with api.download.
  app.get(
    apiPaths.training.bulkTemplate,
    {
      config: { permission: applicant('read') },
      schema: {
        tags,
        summary: 'Download the bulk upload template (training_applicants_template.csv or .xlsx)',
        description: 'The header row and one example row; `format=csv` (the default, UTF-8 with a BOM) or `xlsx`.',
        querystring: templateQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const xlsx = request.query.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="training_applicants_template.${xlsx ? 'xlsx' : 'csv'}"`)
        .send(xlsx ? await templateXlsx() : templateCsv());
    },
  );
};

export default bulkUploadRoutes;
