import type { SendOutcome, sendMessageBodySchema } from '@skillhub/shared/schemas/whatsapp';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { whatsappBroadcasts, whatsappContacts } from '../../db/schema/whatsapp.ts';
import { conflict, fieldError } from '../../http/http-error.ts';
import { connectedClient, type WhatsAppContext } from './account.service.ts';
import { contactFilterWhere } from './contacts.repository.ts';
import { windowCutoff } from './customer-service-window.ts';
import { planContent, type SendPlan } from './send-content.ts';

export type SendMessageValues = z.output<typeof sendMessageBodySchema>;

export const NOT_CONNECTED = 'Connect the WhatsApp account first';

const c = whatsappContacts;

/** The recipients' WHERE: the chosen contacts, or every contact matching the filter. */
function recipientsWhere(to: SendMessageValues['to']): SQL {
  if (to.kind === 'contacts') return inArray(c.id, to.contactIds);
  return contactFilterWhere(to.filter) ?? sql`true`;
}

/** Who is messaged, and why the others are not; each contact counts once, in this order. */
function verdicts(plan: SendPlan, now: Date) {
  const optedOut = sql`NOT ${c.optedIn}`;
  const invalid = sql`${c.optedIn} AND ${c.undeliverableAt} IS NOT NULL`;
  const cutoff = windowCutoff(now).toISOString();
  const outsideWindow = plan.needsWindow
    ? sql`${c.optedIn} AND ${c.undeliverableAt} IS NULL AND (${c.lastInboundAt} IS NULL OR ${c.lastInboundAt} <= ${cutoff}::timestamptz)`
    : sql`false`;
  const eligible = sql`${c.optedIn} AND ${c.undeliverableAt} IS NULL AND NOT (${outsideWindow})`;
  return { optedOut, invalid, outsideWindow, eligible };
}

interface Counted {
  matched: number;
  opted_out: number;
  invalid: number;
  outside_window: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One send: checks the content, then in one transaction writes the broadcast (label, filter, totals) and one
 * queued message per eligible recipient with its own text and request body, both rendered in SQL from the
 * contact's row (INSERT ... SELECT), so a broadcast to tens of thousands is one statement. The sender
 * (whatsapp-sender) sends the queue; kick it after this returns.
 */
export async function queueSend(
  ctx: WhatsAppContext,
  body: SendMessageValues,
  userId: string | null,
): Promise<SendOutcome> {
  if (!(await connectedClient(ctx))) throw conflict(NOT_CONNECTED);
  const plan = await planContent(ctx.db, body.message);
  const now = ctx.clock.now();
  const where = recipientsWhere(body.to);
  const verdict = verdicts(plan, now);

  return ctx.db.transaction(async (tx: Database) => {
    const [counted] = rowsOf<Counted>(
      await tx.execute(sql`
        SELECT count(*)::int AS matched,
          count(*) FILTER (WHERE ${verdict.optedOut})::int AS opted_out,
          count(*) FILTER (WHERE ${verdict.invalid})::int AS invalid,
          count(*) FILTER (WHERE ${verdict.outsideWindow})::int AS outside_window
        FROM ${c} WHERE ${where}`),
    );
    if (!counted || counted.matched === 0) {
      throw body.to.kind === 'contacts'
        ? fieldError('to.contactIds', 'None of the chosen contacts exists')
        : fieldError('to.filter', 'No contact matches the filter');
    }
    const [broadcast] = await tx
      .insert(whatsappBroadcasts)
      .values({
        templateId: plan.templateId,
        label: plan.label,
        filter: body.to.kind === 'filter' ? filterOf(body.to.filter) : null,
        skippedOptedOut: counted.opted_out,
        skippedInvalid: counted.invalid,
        skippedOutsideWindow: counted.outside_window,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: whatsappBroadcasts.id });
    if (!broadcast) throw new Error('Broadcast insert returned no row');

    const [inserted] = rowsOf<{ queued: number }>(
      await tx.execute(sql`
        WITH queued AS (
          INSERT INTO whatsapp_messages
            (contact_id, number, broadcast_id, direction, type, text, template_name, payload, status, created_at, updated_at)
          SELECT ${c.id}, ${c.number}, ${broadcast.id}::uuid, 'outbound', ${plan.type}::text, ${plan.text},
            ${plan.templateName}::text, ${plan.payload}, 'queued', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          FROM ${c} WHERE (${where}) AND ${verdict.eligible}
          RETURNING 1
        )
        SELECT count(*)::int AS queued FROM queued`),
    );
    const queued = inserted?.queued ?? 0;
    await tx.update(whatsappBroadcasts).set({ total: queued }).where(eq(whatsappBroadcasts.id, broadcast.id));
    return {
      broadcastId: broadcast.id,
      queued,
      skippedOptedOut: counted.opted_out,
      skippedInvalid: counted.invalid,
      skippedOutsideWindow: counted.outside_window,
    };
  });
}

/** The filter as the broadcast keeps it: only the parts given. */
function filterOf(filter: Extract<SendMessageValues['to'], { kind: 'filter' }>['filter']): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]));
}
