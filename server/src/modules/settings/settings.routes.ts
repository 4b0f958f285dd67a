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
      summary: "Set or clear the live-chat widget's script address",
      description:
        "A full https:// address of the vendor's script (Tawk.to, Crisp, ...); its origin is let into the pages' " +
        'Content-Security-Policy (script, connections, frames, styles, fonts) and `/runtime-config.json` serves it ' +
        'at once. An empty address or null removes the widget: the public pages show the WhatsApp button again.',
      failures: [400, 401, 403],
    }),
    config: { permission: { module: 'Settings', operation: 'update' } },
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
