import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { multipartBodySchema } from '../schemas/upload.ts';
import {
  accountStatusSchema,
  attachmentSchema,
  broadcastSchema,
  contactBodySchema,
  contactIdParamsSchema,
  contactSchema,
  contactsBulkQuerySchema,
  contactsBulkResultSchema,
  conversationSchema,
  listBroadcastsQuerySchema,
  listContactsQuerySchema,
  listMessagesQuerySchema,
  listTemplatesQuerySchema,
  loginBodySchema,
  messageSchema,
  numberParamsSchema,
  sandboxPhoneSchema,
  sandboxReplyBodySchema,
  sendMessageBodySchema,
  sendOutcomeSchema,
  templateBodySchema,
  templateSchema,
  updateContactBodySchema,
  whatsappIdParamsSchema,
} from '../schemas/whatsapp.ts';

/**
 * The WhatsApp calls that answer JSON. The bulk import's template file and the Cloud API's webhook (a raw,
 * signed body) keep their own handling.
 */
export const whatsappEndpoints = {
  attachments: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.attachments,
    body: multipartBodySchema,
    response: successBodySchema(attachmentSchema),
    status: 201,
  }),

  contacts: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.contactsAll,
    query: listContactsQuerySchema,
    response: listBodySchema(contactSchema),
  }),
  createContact: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.contactCreate,
    body: contactBodySchema,
    response: successBodySchema(contactSchema),
    status: 201,
  }),
  contact: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.contactById,
    params: whatsappIdParamsSchema,
    response: successBodySchema(contactSchema),
  }),
  updateContact: endpoint({
    method: 'PUT',
    path: apiPaths.whatsapp.contactById,
    params: whatsappIdParamsSchema,
    body: updateContactBodySchema,
    response: successBodySchema(contactSchema),
  }),
  deleteContact: endpoint({
    method: 'DELETE',
    path: apiPaths.whatsapp.contactById,
    params: whatsappIdParamsSchema,
    response: messageBodySchema,
  }),
  contactsBulk: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.contactsBulk,
    query: contactsBulkQuerySchema,
    body: multipartBodySchema,
    response: successBodySchema(contactsBulkResultSchema),
  }),

  status: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.status,
    response: successBodySchema(accountStatusSchema),
  }),
  login: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.login,
    body: loginBodySchema,
    response: successBodySchema(accountStatusSchema),
  }),
  logout: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.logout,
    response: successBodySchema(accountStatusSchema),
  }),

  sendMessage: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.sendMessage,
    body: sendMessageBodySchema,
    response: successBodySchema(sendOutcomeSchema),
    status: 202,
  }),
  messages: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.messagesAll,
    query: listMessagesQuerySchema,
    response: listBodySchema(messageSchema),
  }),
  broadcasts: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.broadcastsAll,
    query: listBroadcastsQuerySchema,
    response: listBodySchema(broadcastSchema),
  }),
  broadcast: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.broadcastById,
    params: whatsappIdParamsSchema,
    response: successBodySchema(broadcastSchema),
  }),
  conversation: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.conversation,
    params: contactIdParamsSchema,
    response: successBodySchema(conversationSchema),
  }),

  templates: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.templatesAll,
    query: listTemplatesQuerySchema,
    response: listBodySchema(templateSchema),
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.templateCreate,
    body: templateBodySchema,
    response: successBodySchema(templateSchema),
    status: 201,
  }),
  template: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.templateById,
    params: whatsappIdParamsSchema,
    response: successBodySchema(templateSchema),
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: apiPaths.whatsapp.templateById,
    params: whatsappIdParamsSchema,
    body: templateBodySchema,
    response: successBodySchema(templateSchema),
  }),

  sandboxPhone: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.sandboxPhone,
    params: numberParamsSchema,
    response: successBodySchema(sandboxPhoneSchema),
  }),
  sandboxReply: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.sandboxReply,
    params: numberParamsSchema,
    body: sandboxReplyBodySchema,
    response: messageBodySchema,
    status: 202,
  }),
};
