import { whatsappEndpoints as endpoints } from '@skillhub/shared/endpoints/whatsapp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createContactsService } from './contacts.service.ts';
import contactsBulkRoutes from './contacts-bulk.routes.ts';
import { contactsPermission as contact } from './whatsapp-access.ts';

const tags = ['WhatsApp contacts'];

/** Dashboard › WhatsApp › Contacts: the list, the form, and the bulk import. */
const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactsService(app);

  app.route({
    ...endpointRoute(endpoints.contacts, {
      tags,
      summary: 'List contacts, newest first',
      description:
        '`search` of digits matches the number (spaces, +, - and brackets ignored), any other `search` the name ' +
        '(ignoring case); `gender`, `occupation` (exact, ignoring case) and `optedIn` narrow the list. A contact a ' +
        "public form's WhatsApp box made is not opted in until the number confirms: `awaitingConfirmation` is true " +
        'meanwhile (`optedIn=false` lists it), with the form and time in `optInRequestSource` and ' +
        '`optInRequestedAt`, and when the request to reply YES was last sent in `optInPromptedAt`.',
      failures: [400, 401, 403],
    }),
    config: { permission: contact('read') },
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.createContact, {
      tags,
      summary: 'Add a contact',
      description:
        'A number another contact has is 409 on `number`. Opted in (the default) records the opt-in as given to staff, now; ' +
        'a number on the opt-out list (it replied STOP, or staff opted it out, even as a contact since deleted) is ' +
        'added opted out whatever `optedIn` says.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: contact('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Contact added successfully',
        data: await service.create(request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.contact, { tags, summary: 'One contact', failures: [400, 401, 403, 404] }),
    config: { permission: contact('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateContact, {
      tags,
      summary: 'Edit a contact',
      description:
        '`optedIn` must be given (400 without it: an edit never opts a contact back in by default). ' +
        'Turning `optedIn` off records an opt-out by staff, on a new opt-in by staff (staff vouch for it: a contact ' +
        'awaiting confirmation is opted in at once and sent no request). A new number clears the ' +
        '"not on WhatsApp" mark, so sends try it again. A number another contact has is 409 on `number`; opting in ' +
        'a number on the opt-out list is 409 on `optedIn` (only its own START or YES reply lifts it). Turning ' +
        '`optedIn` off puts the number on that list.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: contact('update') },
    handler: async (request) => {
      const data = await service.update(request.params.id, request.body);
      return { success: true as const, message: `Contact "${data.name}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteContact, {
      tags,
      summary: 'Delete a contact',
      description: 'The contact is removed; messages to and from it stay in the history with their number.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: contact('delete') },
    handler: async (request) => {
      await service.remove(request.params.id);
      return { success: true as const, message: 'Contact deleted successfully' };
    },
  });

  await app.register(contactsBulkRoutes);
};

export default contactsRoutes;
