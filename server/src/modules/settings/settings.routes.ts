import { settingsEndpoints as endpoints } from '@skillhub/shared/endpoints/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createLiveChatSettingsService } from './live-chat-settings.ts';

const tags = ['Settings'];

/** Every call of settingsEndpoints: site settings of the Settings page. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const liveChat = createLiveChatSettingsService(app);

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
};

export default settingsRoutes;
