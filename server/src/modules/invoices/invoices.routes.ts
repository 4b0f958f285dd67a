import { apiPaths } from '@skillhub/shared/api-paths';
import { invoiceEndpoints as endpoints } from '@skillhub/shared/endpoints/invoices';
import type { Operation } from '@skillhub/shared/permissions';
import { invoiceIdParamsSchema, orderIdParamsSchema, refundIdParamsSchema } from '@skillhub/shared/schemas/params';
import { gstr1QuerySchema } from '@skillhub/shared/schemas/tax-invoice';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createInvoicesService } from './invoices.service.ts';

const tags = ['Invoices'];
const invoices = (operation: Operation) => ({ module: 'Courses' as const, subModule: 'Invoices' as const, operation });

const sendPdf = (reply: FastifyReply, file: { fileName: string; pdf: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.pdf));

/** Tax invoices: the learner's own PDF, and staff's list, PDFs, GSTR-1 export and late issuing (Courses / Invoices). */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvoicesService(app);

  // PDFs and CSV files, not JSON bodies: plain routes, fetched by the clients with api.download.
  app.get(
    apiPaths.payments.invoice,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Download the tax invoice of one of your paid orders as a PDF',
        params: orderIdParamsSchema,
        description:
          "application/pdf as an attachment; 404 unless the order is the caller's and has an invoice (an order " +
          'paid in full by a coupon has none).',
        produces: ['application/pdf'],
        fileFailures: [404],
      },
    },
    async (request, reply) => sendPdf(reply, await service.learnerPdf(sessionUserId(request), request.params.orderId)),
  );

  app.get(
    apiPaths.payments.creditNote,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Download the credit note of one of your refunds as a PDF',
        params: refundIdParamsSchema,
        description:
          "application/pdf as an attachment; 404 unless the refund is of the caller's order and processed " +
          'against a tax invoice (a requested or failed refund has no credit note).',
        produces: ['application/pdf'],
        fileFailures: [404],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.learnerCreditNotePdf(sessionUserId(request), request.params.refundId)),
  );

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List tax invoices, newest first',
      description:
        'search matches the number, the buyer (name or company), e-mail or GSTIN; month (YYYY-MM, India time) ' +
        'keeps the invoices issued in it. Amounts in paise.',
      failures: [400, 401, 403],
    }),
    config: { permission: invoices('read') },
    handler: (request) => service.list(request.query),
  });

  app.get(
    apiPaths.invoices.pdf,
    {
      config: { permission: invoices('read') },
      schema: {
        tags,
        summary: "Download any tax invoice's PDF",
        params: invoiceIdParamsSchema,
        description: 'application/pdf as an attachment; 404 for an unknown invoice.',
        produces: ['application/pdf'],
        fileFailures: [404],
      },
    },
    async (request, reply) => sendPdf(reply, await service.pdf(request.params.invoiceId)),
  );

  app.get(
    apiPaths.invoices.gstr1,
    {
      config: { permission: invoices('read') },
      schema: {
        tags,
        summary: "A month's invoices and credit notes as one GSTR-1 table, in CSV for the GST offline tool",
        querystring: gstr1QuerySchema,
        description:
          'month is YYYY-MM (India time); table is one of b2b (registered buyers, by GSTIN), b2cl (inter-state ' +
          'to unregistered buyers above ₹1,00,000), b2cs (other unregistered buyers, by place of supply and rate, ' +
          'net of their credit notes), cdnr and cdnur (credit notes). Answers text/csv with the header row the ' +
          "tool's template has; amounts in rupees.",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await service.gstr1(request.query.month, request.query.table);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.route({
    ...endpointRoute(endpoints.issueMissing, {
      tags,
      summary: "Issue the invoices of payments captured while the seller's GST details were incomplete",
      description:
        'In the order they were paid, each dated today, numbered on from the series. 409 while the GST details ' +
        'in Settings are still incomplete.',
      failures: [401, 403, 409],
    }),
    config: { permission: invoices('create') },
    handler: async () => {
      const data = await service.issueMissing();
      return { success: true as const, message: `${data.issued} invoice(s) issued`, data };
    },
  });
};

export default invoicesRoutes;
