import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

/** One call to /api…, answered as status and parsed body. */
export async function api(app: FastifyInstance, method: string, url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

/** Staff with only these operations on the given WhatsApp sub-modules. */
export const whatsappRole = (
  subModules: Partial<
    Record<'Contacts' | 'Messages' | 'Templates', Partial<Record<'create' | 'read' | 'update' | 'delete', boolean>>>
  >,
) => [
  {
    name: 'Whatsapp',
    operations: {},
    subModules: Object.entries(subModules).map(([name, operations]) => ({ name, operations })),
  },
];

/** Staff of another module only. */
export const trainingOnlyRole = [
  { name: 'Training Programs', operations: {}, subModules: [{ name: 'Applicants', operations: { read: true } }] },
];

/** Connects the sandbox's account with the credentials its status offers; answers them. */
export async function connectSandbox(app: FastifyInstance, token: string) {
  const status = await api(app, 'POST', '/whatsapp/status', token);
  const credentials = status.body.data.sandboxCredentials;
  const login = await api(app, 'POST', '/whatsapp/login', token, credentials);
  if (login.status !== 200) throw new Error(`login: ${login.raw}`);
  return credentials as { accessToken: string; phoneNumberId: string; businessAccountId: string };
}
