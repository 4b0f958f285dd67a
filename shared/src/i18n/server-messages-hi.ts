import type { ServerMessageCode } from '../server-message-codes.ts';

/** The server's coded messages in Hindi, `{{name}}` filled from the error body's params (serverMessage). */
export const serverMessagesHi: Record<ServerMessageCode, string> = {
  INVALID_CREDENTIALS: 'ई-मेल या पासवर्ड सही नहीं है',
  CONTACT_EXISTS: 'इस नंबर का संपर्क पहले से मौजूद है',
};
