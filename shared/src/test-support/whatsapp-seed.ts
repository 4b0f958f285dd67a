import { vi } from 'vitest';
import { request } from '../api-client.ts';
import { whatsappEndpoints } from '../endpoints/whatsapp.ts';
import type {
  AccountStatus,
  Contact,
  ContactValues,
  Template,
  TemplateStatus,
  TemplateValues,
} from '../schemas/whatsapp.ts';
import { unique } from './skillhub-seed.ts';

/**
 * WhatsApp records on the real server for page tests, made through the API as the admin (skillhub-server.ts),
 * which runs the WhatsApp sandbox. Names and numbers are unique to the file, as every seed here is.
 */

/** Tells this file's numbers and template names from other files' on a server the whole run shares. */
const fileTag = Math.random().toString(36).slice(2, 6);
const fileDigits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
let made = 0;

/**
 * A mobile number no other seed gives: 91, then a 10-digit number starting 9. It never ends in 000, which the
 * sandbox treats as not on WhatsApp; `undeliverableNumber` gives one that does.
 */
export function uniqueNumber(): string {
  do made += 1;
  while (made % 1000 === 0);
  return `919${fileDigits}${String(made).padStart(5, '0')}`;
}

/** A number the sandbox refuses as not on WhatsApp (it ends in 000). */
export function undeliverableNumber(): string {
  made += 1;
  return `918${fileDigits}${String(made % 100).padStart(2, '0')}000`;
}

/** A template name as the API takes it: lowercase, digits and underscores, unique to this file. */
export const uniqueTemplateName = (prefix = 'skillhub') => `${prefix}_${++made}_${fileTag}`;

export async function seedContact(body: Partial<ContactValues> = {}): Promise<Contact> {
  return (
    await request(whatsappEndpoints.createContact, {
      body: { name: unique('Asha Rao'), number: uniqueNumber(), optedIn: true, ...body },
    })
  ).data;
}

/** Connects the server's WhatsApp account to the sandbox with the credentials it offers (a no-op if connected). */
export async function connectSandbox(): Promise<AccountStatus> {
  const status = (await request(whatsappEndpoints.status)).data;
  if (status.connected) return status;
  if (!status.sandboxCredentials) throw new Error('The server does not run the WhatsApp sandbox');
  return (await request(whatsappEndpoints.login, { body: status.sandboxCredentials })).data;
}

export async function disconnectAccount(): Promise<void> {
  await request(whatsappEndpoints.logout);
}

/** A template submitted for review (the account must be connected); it starts Pending. */
export async function seedTemplate(body: Partial<TemplateValues> = {}): Promise<Template> {
  return (
    await request(whatsappEndpoints.createTemplate, {
      body: {
        name: uniqueTemplateName(),
        language: 'en',
        category: 'Utility',
        body: 'Hello {{1}}, your class starts on {{2}}.',
        bodyExamples: ['Asha', 'Monday'],
        ...body,
      },
    })
  ).data;
}

/** Waits until the sandbox's review of a template is in (it takes a few seconds); answers the template. */
export async function reviewed(template: Template, status: TemplateStatus = 'Approved'): Promise<Template> {
  return vi.waitFor(
    async () => {
      const current = (await request(whatsappEndpoints.template, { params: { id: template._id } })).data;
      if (current.status !== status) throw new Error(`Template ${template.name} is ${current.status}, not ${status}`);
      return current;
    },
    { timeout: 40_000, interval: 500 },
  );
}

/** An approved template, ready to send: submitted, then waited for through the sandbox's review. */
export async function seedApprovedTemplate(body: Partial<TemplateValues> = {}): Promise<Template> {
  return reviewed(await seedTemplate(body));
}
