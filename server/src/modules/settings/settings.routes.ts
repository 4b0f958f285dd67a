import { settingsEndpoints as endpoints } from '@skillhub/shared/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createInvoicingSettingsService } from '../invoices/invoicing-settings.ts';
import { createLiveChatSettingsService } from './live-chat-settings.ts';

const tags = ['Settings'];

/** Every call of settingsEndpoints: site settings of the Settings page. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const liveChat = createLiveChatSettingsService(app);
  const invoicing = createInvoicingSettingsService(app);

  app.route({
    ...endpointRoute(endpoints.liveChat, {
      tags,
      summary: "The public pages' live chat: the vendor widget's script address, or the WhatsApp button",
      failures: [401, 403],
    }),
    config: { permission: { module: 'Settings', operation: 'read' } },
    handler: async () => ({ success: true as const, data: await liveChat.get() }),
  });

  app.route({
    ...endpointRoute(endpoints.updateLiveChat, {
      tags,
      summary: "Set or clear the live-chat widget's script address (super admin only)",
      description:
        "The https:// address of a known chat vendor's script (Tawk.to, Crisp, Intercom, Freshchat, Zoho SalesIQ: " +
        "any other host is refused with 400); the vendor's hosts are let into the public pages' " +
        'Content-Security-Policy (never the dashboard, sign-in or learner pages) and `/runtime-config.json` serves ' +
        "it at once. The script runs in the site's origin, so only SUPER_ADMIN may set it, whatever permissions " +
        'another role holds (403). An empty address or null removes the widget: the public pages show the WhatsApp ' +
        'button again.',
      failures: [400, 401, 403],
    }),
    config: {
      permission: { module: 'Settings', operation: 'update' },
      superAdminOnly: {
        reason: "Only a super admin can set the live-chat widget: its script runs in the site's own pages",
      },
    },
    handler: async (request) => {
      const data = await liveChat.update(sessionUserId(request), request.body);
      return {
        success: true as const,
        message: data.widgetUrl ? 'Live chat widget saved' : 'Live chat widget removed; the WhatsApp button is shown',
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.invoicing, {
      tags,
      summary: "The seller's GST details that tax invoices print",
      description:
        'Legal name, GSTIN, address and state of the registration, SAC, GST rate, whether prices include GST and ' +
        'the invoice series prefix. `complete` is false until name, GSTIN, address and state are set: until then ' +
        'a captured payment enrols and mails the receipt but issues no tax invoice.',
      failures: [401, 403],
    }),
    config: { permission: { module: 'Settings', operation: 'read' } },
    handler: async () => ({ success: true as const, data: await invoicing.get() }),
  });

  app.route({
    ...endpointRoute(endpoints.updateInvoicing, {
      tags,
      summary: "Set the seller's GST details for tax invoices",
      description:
        'The GSTIN is checked (length, state code, PAN, check character) and its state must be the state given; ' +
        'each refusal is a 400 with the reason on its field. A new prefix applies to the next invoice; issued ' +
        'invoices keep what they print.',
      failures: [400, 401, 403],
    }),
    config: { permission: { module: 'Settings', operation: 'update' } },
    handler: async (request) => ({
      success: true as const,
      message: 'Invoice settings saved',
      data: await invoicing.update(sessionUserId(request), request.body),
    }),
  });
};

export default settingsRoutes;
