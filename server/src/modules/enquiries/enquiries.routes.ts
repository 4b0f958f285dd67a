import { apiPaths } from '@skillhub/shared/api-paths';
import { enquiryEndpoints as endpoints } from '@skillhub/shared/endpoints/enquiries';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { listEnquiriesQuerySchema } from '@skillhub/shared/schemas/enquiry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createEnquiriesService } from './enquiries.service.ts';

const tags = ['Enquiries'];
const enquiries = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Enquiries',
  operation,
});

export const ENQUIRY_THANK_YOU = 'Thank you for your enquiry! Our team will contact you shortly.';
export const CONTACT_US_THANK_YOU = 'Thank you for contacting us! Our team will call you within one working day.';
export const EVENT_REGISTERED = 'Thank you for registering! We have e-mailed you a confirmation.';

/** Every call of enquiryEndpoints (the public lead forms and the staff pipeline), and the CSV export. */
const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEnquiriesService(app);

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Send an enquiry (public contact form)',
      description:
        'A repeat from the same phone or e-mail about the same course within 24 hours is merged into the ' +
        'existing lead and answers the same. A ticked `whatsAppOptIn` does not opt the phone in to WhatsApp: it ' +
        'becomes a contact awaiting confirmation, sent (at most once a day, once an account is connected) a ' +
        'message asking it to reply YES. Limited per address and, across all addresses, per minute ' +
        'and per hour: past those caps a post needs the proof of work the 429 `PROOF_REQUIRED` answer asks for, and ' +
        'its lead is held for review. The hidden `website` field must stay empty: a post that ' +
        'fills it is answered like a success and stored nowhere.',
      failures: [400, 429],
    }),
    config: {
      authRateLimit: 'enquiry',
      leadForm: { name: 'enquiry', accepted: { status: 201, message: ENQUIRY_THANK_YOU } },
    },
    handler: async (request, reply) => {
      await service.submit(request.body, { heldForReview: request.leadFormHeld });
      return reply.code(201).send({ success: true as const, message: ENQUIRY_THANK_YOU });
    },
  });

  app.route({
    ...endpointRoute(endpoints.contactUs, {
      tags,
      summary: 'Send a message from the Contact Us page',
      description:
        'Becomes a lead with source "Contact Us". A repeat from the same phone or e-mail about the same course ' +
        'within 24 hours is merged into that lead and answers the same. A ticked `whatsAppOptIn` does not opt ' +
        'the phone in to WhatsApp: it becomes a contact awaiting confirmation (source "Contact Us"), sent at most ' +
        'once a day a message asking it to reply YES. Limited per address and, across all addresses, per minute and per ' +
        'hour: past those caps a post needs the proof of work the 429 `PROOF_REQUIRED` answer asks for, and its ' +
        'lead is held for review. The hidden `website` field must stay empty: a post that fills it is ' +
        'answered like a success and stored nowhere.',
      failures: [400, 429],
    }),
    config: {
      authRateLimit: 'contactUs',
      leadForm: { name: 'contact', accepted: { status: 201, message: CONTACT_US_THANK_YOU } },
    },
    handler: async (request, reply) => {
      await service.contactUs(request.body, { heldForReview: request.leadFormHeld });
      return reply.code(201).send({ success: true as const, message: CONTACT_US_THANK_YOU });
    },
  });

  app.route({
    ...endpointRoute(endpoints.registerForEvent, {
      tags,
      summary: 'Register for an event (/ccfs, /eventForm)',
      description:
        "Becomes a lead with source CCFS (the default) or Event and the event's name, and mails the registrant " +
        'a confirmation. A repeat for the same event from the same phone or e-mail within 24 hours is merged ' +
        'into that lead. A ticked `whatsAppOptIn` asks the number to confirm on WhatsApp, as on the other forms. ' +
        'Limited per address and per e-mail, and across all addresses per minute and per hour ' +
        '(past those caps a post needs the proof of work the 429 `PROOF_REQUIRED` answer asks for, and its lead ' +
        'is held for review). The hidden `website` field must stay empty: a post that fills it is answered ' +
        'like a success and stored nowhere.',
      failures: [400, 429],
    }),
    config: {
      authRateLimit: 'eventRegistration',
      leadForm: { name: 'event registration', accepted: { status: 201, message: EVENT_REGISTERED } },
    },
    handler: async (request, reply) => {
      await service.registerForEvent(request.body, { heldForReview: request.leadFormHeld });
      return reply.code(201).send({ success: true as const, message: EVENT_REGISTERED });
    },
  });

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'Leads, filtered and paged, with the pipeline counts per status',
      failures: [400, 401, 403],
    }),
    config: { permission: enquiries('read') },
    handler: async (request) => service.list(request.query),
  });

  // A file, not JSON, so a plain route: the client downloads it with api.download.
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

  app.route({
    ...endpointRoute(endpoints.history, {
      tags,
      summary: 'The history of a lead: statuses, notes, who and when',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: enquiries('read') },
    handler: async (request) => ({ success: true as const, data: await service.history(request.params.enquiryId) }),
  });

  app.route({
    ...endpointRoute(endpoints.setStatus, {
      tags,
      summary: 'Move a lead to a status, with an optional note',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: enquiries('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Enquiry status updated successfully',
      data: await service.setStatus(request.params.enquiryId, request.body, sessionUserId(request)),
    }),
  });
};

export default enquiriesRoutes;
