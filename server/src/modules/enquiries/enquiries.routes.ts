import { apiPaths } from '@skillhub/shared/api-paths';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { messageBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import {
  enquiryBodySchema,
  enquiryHistoryEntrySchema,
  enquiryListBodySchema,
  enquirySchema,
  enquiryStatusBodySchema,
  listEnquiriesQuerySchema,
} from '@skillhub/shared/schemas/enquiry';
import { enquiryIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createEnquiriesService } from './enquiries.service.ts';

const tags = ['Enquiries'];
const enquiries = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Enquiries',
  operation,
});

export const ENQUIRY_THANK_YOU = 'Thank you for your enquiry! Our team will contact you shortly.';

/** Every call of apiPaths.enquiries: the public form and the staff pipeline. */
const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEnquiriesService(app);

  app.post(
    apiPaths.enquiries.create,
    {
      config: {
        authRateLimit: 'enquiry',
        leadForm: { name: 'enquiry', accepted: { status: 201, message: ENQUIRY_THANK_YOU } },
      },
      schema: {
        tags,
        summary: 'Send an enquiry (public contact form)',
        description:
          'A repeat from the same phone or e-mail about the same course within 24 hours is merged into the ' +
          'existing lead and answers the same. Limited per address and, across all addresses, per minute ' +
          'and per hour (429 with Retry-After). The hidden `website` field must stay empty: a post that ' +
          'fills it is answered like a success and stored nowhere.',
        body: enquiryBodySchema,
        response: { 201: messageBodySchema, ...failures(400, 429) },
      },
    },
    async (request, reply) => {
      await service.submit(request.body);
      return reply.code(201).send({ success: true as const, message: ENQUIRY_THANK_YOU });
    },
  );

  app.get(
    apiPaths.enquiries.list,
    {
      config: { permission: enquiries('read') },
      schema: {
        tags,
        summary: 'Leads, filtered and paged, with the pipeline counts per status',
        querystring: listEnquiriesQuerySchema,
        response: { 200: enquiryListBodySchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    apiPaths.enquiries.export,
    {
      config: { permission: enquiries('read') },
      schema: {
        tags,
        summary: 'The filtered leads as a CSV download (enquiries.csv)',
        querystring: listEnquiriesQuerySchema,
        description: 'Answers text/csv (UTF-8 with a BOM); cells a spreadsheet would run as formulas are quoted.',
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(service.exportCsv(request.query)),
  );

  app.get(
    apiPaths.enquiries.history,
    {
      config: { permission: enquiries('read') },
      schema: {
        tags,
        summary: 'The history of a lead: statuses, notes, who and when',
        params: enquiryIdParamsSchema,
        response: { 200: successBodySchema(z.array(enquiryHistoryEntrySchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.history(request.params.enquiryId) }),
  );

  app.patch(
    apiPaths.enquiries.status,
    {
      config: { permission: enquiries('update') },
      schema: {
        tags,
        summary: 'Move a lead to a status, with an optional note',
        params: enquiryIdParamsSchema,
        body: enquiryStatusBodySchema,
        response: { 200: successBodySchema(enquirySchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Enquiry status updated successfully',
      data: await service.setStatus(request.params.enquiryId, request.body, sessionUserId(request)),
    }),
  );
};

export default enquiriesRoutes;
