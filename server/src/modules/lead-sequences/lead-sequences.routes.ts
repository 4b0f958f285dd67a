import { leadSequenceEndpoints as endpoints } from '@skillhub/shared/endpoints/lead-sequences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { messagesPermission as messages } from '../whatsapp/whatsapp-access.ts';
import { createSequencesService } from './sequences.service.ts';

const tags = ['WhatsApp follow-up sequences'];

const RULES =
  'Each step is an approved template (no media header, no variable in its header or link), its body variables ' +
  'filled from the lead (`name`, `course`, `counsellor`: the staff member who last moved the lead, else the ' +
  "sequence's counsellorName; `coupon`: the step's coupon code) or typed text, sent `delayDays`/`delayHours` after " +
  'the lead arrived, between `sendFromHour` and `sendUntilHour` India time. A step of `kind` `text` sends its ' +
  '`text` (1-1024 characters; `{name}`, `{course}`, `{counsellor}`, `{coupon}` filled from the lead) only while ' +
  "the number's last message is under 24 hours old; outside that window it sends its `templateId` (its fallback, " +
  'optional) or is skipped, with the reason on the lead. A step goes only to an opted-in number ' +
  "not on the opt-out list, through the send queue at the account's pace; a run stops when the lead replies (and " +
  'moves to `replyStatus`), pays, is marked Closed or Not Engage, or sends STOP.';

/** Dashboard › WhatsApp › Sequences: follow-up sequences for new leads, and a lead's runs of them. */
const leadSequencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSequencesService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'Follow-up sequences, oldest first, with their figures',
      description:
        'Figures: leads started, still running, messages sent, delivered, read, leads who replied, steps skipped.',
      failures: [401, 403],
    }),
    config: { permission: messages('read') },
    handler: async () => ({ success: true as const, data: await service.list() }),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Create a follow-up sequence',
      description: `${RULES} Every new lead matching the trigger (source and course, where set) starts it. A bad field is 400 naming it.`,
      failures: [400, 401, 403],
    }),
    config: { permission: messages('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Sequence created',
        data: await service.create(request.body, sessionUserId(request)),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.get, { tags, summary: 'One follow-up sequence', failures: [400, 401, 403, 404] }),
    config: { permission: messages('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Edit a follow-up sequence',
      description:
        'A step given with its `_id` is changed in place: a lead it was already sent to does not get it again. A ' +
        'step left out is taken out (the leads it reached still show it); a new step reaches the running leads ' +
        'who have not passed its time. The running leads are rescheduled at once.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: messages('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Sequence saved',
      data: await service.update(request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.setActive, {
      tags,
      summary: 'Pause or resume a follow-up sequence',
      description: 'Paused, no step goes out and no new lead starts it; resumed, the steps due meanwhile go out.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: messages('update') },
    handler: async (request) => ({
      success: true as const,
      message: request.body.active ? 'Sequence resumed' : 'Sequence paused',
      data: await service.setActive(request.params.id, request.body.active),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.ofLead, {
      tags,
      summary: "A lead's follow-up sequences, step by step",
      description:
        'Each step: waiting, queued, sent, delivered, read, replied, failed, skipped or stopped, with the reason ' +
        'for the last three (or for a free-text step that went as its fallback template) and the time of the ' +
        'latest change.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: { module: 'Enquiries', operation: 'read' } },
    handler: async (request) => ({ success: true as const, data: await service.ofLead(request.params.enquiryId) }),
  });
};

export default leadSequencesRoutes;
