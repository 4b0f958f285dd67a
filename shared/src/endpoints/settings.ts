import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { invoicingSettingsSchema, updateInvoicingSettingsBodySchema } from '../schemas/gst-invoicing.ts';
import { liveChatSettingsSchema, updateLiveChatBodySchema } from '../schemas/live-chat.ts';

/** Site settings of the Settings page (module Settings). */
export const settingsEndpoints = {
  liveChat: endpoint({
    method: 'GET',
    path: apiPaths.settings.liveChat,
    response: successBodySchema(liveChatSettingsSchema),
  }),
  updateLiveChat: endpoint({
    method: 'PUT',
    path: apiPaths.settings.liveChat,
    body: updateLiveChatBodySchema,
    response: successBodySchema(liveChatSettingsSchema),
  }),
  invoicing: endpoint({
    method: 'GET',
    path: apiPaths.settings.invoicing,
    response: successBodySchema(invoicingSettingsSchema),
  }),
  updateInvoicing: endpoint({
    method: 'PUT',
    path: apiPaths.settings.invoicing,
    body: updateInvoicingSettingsBodySchema,
    response: successBodySchema(invoicingSettingsSchema),
  }),
};
