import type { ContactBody } from '@skillhub/shared/schemas/whatsapp';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

let counter = 0;
/** A number no other contact of the test file has: 91 and ten digits from 7000000000 up. */
export const freshNumber = () => `917${String(counter++).padStart(9, '0')}`;

export async function call(app: FastifyInstance, method: string, url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

export const contactBody = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  name: 'Asha Rao',
  number: freshNumber(),
  age: 24,
  gender: 'Female',
  address: 'Kothrud, Pune 411038',
  occupation: 'Student',
  // An edit must say it; a new contact would default to it.
  optedIn: true,
  ...overrides,
});

export async function addContact(app: FastifyInstance, token: string, overrides: Partial<ContactBody> = {}) {
  const { status, body } = await call(app, 'POST', '/whatsapp/contacts', token, contactBody(overrides));
  if (status !== 201) throw new Error(`contact: ${JSON.stringify(body)}`);
  return body.data as { _id: string; name: string; number: string; optedIn: boolean };
}

/** Staff with only these operations on WhatsApp › Contacts. */
export const contactsRole = (operations: Partial<Record<'create' | 'read' | 'update' | 'delete', boolean>>) => [
  { name: 'Whatsapp', operations: {}, subModules: [{ name: 'Contacts', operations }] },
];
