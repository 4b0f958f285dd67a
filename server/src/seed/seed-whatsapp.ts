import type { MessageStatus } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { whatsappBroadcasts, whatsappContacts, whatsappMessages, whatsappTemplates } from '../db/schema/whatsapp.ts';
import type { KnownTemplate } from '../modules/whatsapp/sandbox/sandbox-options.ts';
import { apiTemplateOf } from '../modules/whatsapp/template-components.ts';
import { renderTemplateText } from '../modules/whatsapp/template-text.ts';
import { columnsOf } from '../modules/whatsapp/templates.repository.ts';
import { DEMO_BROADCAST, DEMO_REPLIES, DEMO_TEMPLATES, demoContacts } from './demo-whatsapp.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const UNDELIVERABLE = { code: 131026, message: 'Message undeliverable' };

/**
 * The demo WhatsApp data (demo-whatsapp.ts): contacts opted in by an import a month ago (some opted out since,
 * some who wrote in lately with their message), three approved templates, and one broadcast of the enrolment
 * template to every Student, sent two days ago: mostly read, some delivered or only sent, and failed for the
 * numbers that are not on WhatsApp (which are marked so). Written directly, as the sender and the webhook
 * would have left them. Seeded once: when the first demo template exists, nothing is added. The templates'
 * API ids are the ones the sandbox starts with (demoSandboxTemplates).
 */
export async function seedDemoWhatsApp(db: Database, staffId: string | null, now = new Date()): Promise<void> {
  const [first] = DEMO_TEMPLATES;
  if (!first) return;
  const [existing] = await db
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.name, first.name), eq(whatsappTemplates.language, first.language)));
  if (existing) {
    // Rows seeded when each start submitted them again hold the ids of that start's sandbox: back to the demo's.
    for (const demo of DEMO_TEMPLATES) {
      await db
        .update(whatsappTemplates)
        .set({ providerId: demo.providerId })
        .where(
          and(
            eq(whatsappTemplates.name, demo.name),
            eq(whatsappTemplates.language, demo.language),
            or(isNull(whatsappTemplates.providerId), ne(whatsappTemplates.providerId, demo.providerId)),
          ),
        );
    }
    return;
  }

  const templates = await db
    .insert(whatsappTemplates)
    .values(
      DEMO_TEMPLATES.map(({ providerId, ...values }) => ({
        ...columnsOf(values),
        status: 'Approved' as const,
        providerId,
        createdBy: staffId,
        createdAt: new Date(now.getTime() - 40 * DAY_MS),
      })),
    )
    .returning();

  const imported = new Date(now.getTime() - 30 * DAY_MS);
  const contacts = demoContacts();
  const rows = await db
    .insert(whatsappContacts)
    .values(
      contacts.map((contact, i) => ({
        name: contact.name,
        number: contact.number,
        age: contact.age,
        gender: contact.gender,
        address: contact.address,
        occupation: contact.occupation,
        optedIn: contact.optedIn,
        optInAt: imported,
        optInSource: 'Import' as const,
        optOutAt: contact.optOutSource ? new Date(now.getTime() - (5 + (i % 5)) * DAY_MS) : null,
        optOutSource: contact.optOutSource,
        lastInboundAt:
          contact.lastInboundHoursAgo === null ? null : new Date(now.getTime() - contact.lastInboundHoursAgo * HOUR_MS),
        createdAt: imported,
        updatedAt: imported,
      })),
    )
    .onConflictDoNothing({ target: whatsappContacts.number })
    .returning();

  const inbound = rows.filter((row) => row.lastInboundAt !== null);
  if (inbound.length > 0) {
    await db.insert(whatsappMessages).values(
      inbound.map((row, i) => ({
        contactId: row.id,
        number: row.number,
        direction: 'inbound' as const,
        type: 'text' as const,
        text: DEMO_REPLIES[i % DEMO_REPLIES.length] ?? 'Hi',
        status: 'received' as const,
        wamid: `wamid.demo-in-${row.number}`,
        createdAt: row.lastInboundAt ?? now,
        updatedAt: row.lastInboundAt ?? now,
      })),
    );
  }

  const template = templates.find((t) => t.name === DEMO_BROADCAST.template);
  if (!template) return;
  const students = rows.filter((row) => row.occupation === DEMO_BROADCAST.filter.occupation);
  const recipients = students.filter((row) => row.optedIn);
  const sentAt = new Date(now.getTime() - DEMO_BROADCAST.sentHoursAgo * HOUR_MS);
  const [broadcast] = await db
    .insert(whatsappBroadcasts)
    .values({
      templateId: template.id,
      label: template.name,
      filter: DEMO_BROADCAST.filter,
      total: recipients.length,
      skippedOptedOut: students.length - recipients.length,
      createdBy: staffId,
      createdAt: sentAt,
    })
    .returning({ id: whatsappBroadcasts.id });
  if (!broadcast) return;

  const undeliverable = new Set(contacts.filter((c) => c.number.endsWith('000')).map((c) => c.number));
  await db.insert(whatsappMessages).values(
    recipients.map((row, j) => {
      const bodyValues = DEMO_BROADCAST.bodyValues(row.name);
      const at = (ms: number) => new Date(sentAt.getTime() + ms);
      const failed = undeliverable.has(row.number);
      const outcome: MessageStatus = failed ? 'failed' : j % 5 < 3 ? 'read' : j % 5 === 3 ? 'delivered' : 'sent';
      return {
        contactId: row.id,
        number: row.number,
        broadcastId: broadcast.id,
        direction: 'outbound' as const,
        type: 'template' as const,
        text: renderTemplateText(template, bodyValues, DEMO_BROADCAST.headerValue),
        templateName: template.name,
        payload: {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [
              { type: 'header', parameters: [{ type: 'text', text: DEMO_BROADCAST.headerValue }] },
              { type: 'body', parameters: bodyValues.map((text) => ({ type: 'text', text })) },
            ],
          },
        },
        status: outcome,
        attempts: 1,
        wamid: `wamid.demo-out-${row.number}`,
        sentAt: failed ? null : at(j * 50),
        deliveredAt: outcome === 'read' || outcome === 'delivered' ? at(j * 50 + 3000) : null,
        readAt: outcome === 'read' ? at(((j % 7) + 1) * HOUR_MS) : null,
        failedAt: failed ? at(j * 50 + 2000) : null,
        errorCode: failed ? UNDELIVERABLE.code : null,
        errorMessage: failed ? UNDELIVERABLE.message : null,
        createdAt: sentAt,
        updatedAt: sentAt,
      };
    }),
  );
  const failedIds = recipients.filter((row) => undeliverable.has(row.number)).map((row) => row.id);
  if (failedIds.length > 0) {
    await db
      .update(whatsappContacts)
      .set({ undeliverableAt: new Date(sentAt.getTime() + 2000) })
      .where(inArray(whatsappContacts.id, failedIds));
  }
}

/**
 * The demo templates as the sandbox's business account has them from the start (approved, with the API ids the
 * seeded rows hold), so that a start of the app submits nothing: the real API keeps an account's templates too.
 */
export function demoSandboxTemplates(): KnownTemplate[] {
  return DEMO_TEMPLATES.map(({ providerId, ...values }) => ({ id: providerId, ...apiTemplateOf(values, null) }));
}
