import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createTemplatesService } from './templates.service.ts';
import { templatesPermission as templates } from './whatsapp-access.ts';

const tags = ['WhatsApp templates'];

/** Dashboard › WhatsApp › Templates: message templates and their review by WhatsApp. */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTemplatesService(app);

  app.route({
    ...endpointRoute(endpoints.templates, {
      tags,
      summary: 'List message templates, newest first',
      description:
        '`search` matches the name; filters `status` and `category`. At most every 30 seconds the call first pulls ' +
        'the review states from WhatsApp, which makes good a missed webhook (if WhatsApp cannot be reached, the ' +
        'stored states are answered).',
      failures: [400, 401, 403],
    }),
    config: { permission: templates('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.createTemplate, {
      tags,
      summary: 'Write a template and submit it for review',
      description:
        "Checked with the API's limits, then submitted (a media header's sample is the file uploaded through " +
        "POST /whatsapp/attachments) and stored as Pending; the review's result arrives by webhook. A name and " +
        'language already used is 409 on `name`; without a connected account 409; a refusal by WhatsApp is 400 ' +
        'on the field it concerns (`_` when none) and stores nothing; 502 when WhatsApp cannot be reached.',
      failures: [400, 401, 403, 409, 502],
    }),
    config: { permission: templates('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Template submitted for review',
        data: await service.create(request.body, sessionUserId(request)),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.template, { tags, summary: 'One template', failures: [400, 401, 403, 404] }),
    config: { permission: templates('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateTemplate, {
      tags,
      summary: 'Edit a template and submit it for review again',
      description:
        'The template goes back to Pending, its rejection reason cleared. The name and language cannot change ' +
        '(400 on the field). A refusal by WhatsApp is 400 and leaves the template as it was.',
      failures: [400, 401, 403, 404, 409, 502],
    }),
    config: { permission: templates('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Template resubmitted for review',
      data: await service.update(request.params.id, request.body),
    }),
  });
};

export default templatesRoutes;
