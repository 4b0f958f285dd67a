import multipart from '@fastify/multipart';
import { apiPaths } from '@skillhub/shared/api-paths';
import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import {
  CONTACTS_BULK_MAX_BYTES,
  CONTACTS_BULK_MAX_ROWS,
  contactsBulkQuerySchema,
  templateFileQuerySchema,
} from '@skillhub/shared/schemas/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { failures } from '../../http/responses.ts';
import { XLSX_TYPE } from '../../spreadsheet/template-file.ts';
import { multipartError } from '../media/multipart-request.ts';
import { createContactsBulkService } from './contacts-bulk.service.ts';
import {
  CONTACT_COLUMNS,
  CONTACTS_TOO_LARGE,
  contactsTemplateCsv,
  contactsTemplateXlsx,
  TEMPLATE_NAME,
} from './contacts-bulk.ts';
import { contactsPermission as contact } from './whatsapp-access.ts';

const tags = ['WhatsApp contacts'];

/** Dashboard › WhatsApp › Contacts › Import: a spreadsheet of contacts, checked first, then added or merged. */
const contactsBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const service = createContactsBulkService(app);

  app.route({
    method: 'POST',
    url: apiPaths.whatsapp.contactsBulk,
    config: { permission: contact('create') },
    schema: {
      tags,
      summary: 'Check (preview) or import a spreadsheet of contacts',
      description:
        'multipart/form-data with the file field `file` (CSV in UTF-8, or the first sheet of an .xlsx: told apart by ' +
        `the bytes, at most ${CONTACTS_BULK_MAX_BYTES / (1024 * 1024)} MB and ${CONTACTS_BULK_MAX_ROWS} rows). The ` +
        "header row names the columns, in any order, ignoring case, spaces, '-' and '_': " +
        `${CONTACT_COLUMNS.join(', ')} (name and number required); other columns are ignored. Each row is checked ` +
        'like the contact form. Rows are merged by number, never doubled: within the file a later row’s non-empty ' +
        'fields win; a number that is already a contact updates that contact’s fields the row fills, and never its ' +
        'opt-in or opt-out. New contacts are opted in by the import. `mode=preview` (the default) writes nothing; ' +
        '`mode=import` writes every row without errors in one transaction and skips the others.',
      consumes: ['multipart/form-data'],
      multipartBody: multipartBody({ file: 'The CSV or .xlsx spreadsheet' }),
      querystring: contactsBulkQuerySchema,
      response: { 200: endpoints.contactsBulk.response, ...failures(400, 401, 403, 413) },
    },
    handler: async (request) => {
      let content: Buffer | null = null;
      try {
        for await (const part of request.parts({
          limits: { fileSize: CONTACTS_BULK_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
        })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          content = await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, CONTACTS_TOO_LARGE, { file: CONTACTS_TOO_LARGE });
        }
        throw multipartError(error, CONTACTS_BULK_MAX_BYTES);
      }
      if (!content) throw fieldError('file', 'file is required');
      const mode = request.query.mode;
      const data = await service.upload(content, mode);
      const skipped = data.invalid > 0 ? `, ${data.invalid} row(s) with errors skipped` : '';
      const message =
        mode === 'import'
          ? `${data.created} contact(s) added, ${data.merged} merged${skipped}`
          : `${data.valid} of ${data.total} row(s) can be imported`;
      return { success: true as const, message, data };
    },
  });

  // A file, not JSON, so a plain route: the client downloads it with api.download.
  app.get(
    apiPaths.whatsapp.contactsBulkTemplate,
    {
      config: { permission: contact('read') },
      schema: {
        tags,
        summary: `Download the contacts import template (${TEMPLATE_NAME}.csv or .xlsx)`,
        description: 'The header row and one example row; `format=csv` (the default, UTF-8 with a BOM) or `xlsx`.',
        querystring: templateFileQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
      },
    },
    async (request, reply) => {
      const xlsx = request.query.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TEMPLATE_NAME}.${xlsx ? 'xlsx' : 'csv'}"`)
        .send(xlsx ? await contactsTemplateXlsx() : contactsTemplateCsv());
    },
  );
};

export default contactsBulkRoutes;
