import type { TemplateValues } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { whatsappContacts, whatsappTemplates } from '../../db/schema/whatsapp.ts';
import type { WhatsAppContext } from './account.service.ts';
import type { CloudApiClient } from './cloud-api/cloud-api.ts';
import { awaitingConfirmation } from './contact-opt-in.ts';
import { onOptOutList } from './opt-out-list.ts';
import { planContent } from './send-content.ts';
import { apiTemplateOf } from './template-components.ts';
import { columnsOf, type TemplateRow, templatesRepository } from './templates.repository.ts';
import { reviewOf, syncTemplates } from './templates.service.ts';

/**
 * The request a contact awaiting confirmation is sent (contact-opt-in.ts): a utility template asking the number
 * to reply YES, which the platform submits to the API itself the first time it needs it. The sender queues the
 * requests on each run, while an account is connected and the template is approved; until then they wait.
 */

/** Outside the customer-service window only a template may be sent; the name's variable is the contact's. */
export const OPT_IN_TEMPLATE: TemplateValues = {
  name: 'skillhub_optin_confirm',
  language: 'en',
  category: 'Utility',
  header: { format: 'NONE' },
  body:
    'Hello {{1}}, you asked us for course updates on WhatsApp. Reply YES to confirm. ' +
    'If it was not you, reply STOP and we will not message you.',
  bodyExamples: ['Asha'],
  footer: undefined,
  buttons: [
    { type: 'QUICK_REPLY', text: 'YES' },
    { type: 'QUICK_REPLY', text: 'STOP' },
  ],
};

/** A number is sent at most one request in this time, however many forms name it. */
export const OPT_IN_PROMPT_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often a run may call the API about the template (submit it, or read a review that did not arrive). */
const TEMPLATE_RETRY_MS = 60_000;
/** Requests queued per run; the next run queues more. */
const PROMPT_BATCH = 1000;

const c = whatsappContacts;

/**
 * SQL: the contact is to be sent a request now: it awaits confirmation, is not on the opt-out list, is on
 * WhatsApp as far as known, and was never sent one, or was sent its last one a day ago or more and asked
 * again since.
 */
function promptDue(now: Date): SQL {
  const dayAgo = new Date(now.getTime() - OPT_IN_PROMPT_INTERVAL_MS).toISOString();
  return and(
    awaitingConfirmation,
    isNull(c.undeliverableAt),
    not(onOptOutList(sql`${c.number}`)),
    or(
      isNull(c.optInPromptedAt),
      and(sql`${c.optInRequestedAt} > ${c.optInPromptedAt}`, lte(c.optInPromptedAt, sql`${dayAgo}::timestamptz`)),
    ),
  ) as SQL;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Queues one request per due contact (up to PROMPT_BATCH) and stamps when; answers how many. */
async function queuePrompts(db: Database, template: TemplateRow, now: Date): Promise<number> {
  const plan = await planContent(db, {
    type: 'template',
    templateId: template.id,
    bodyVariables: [{ source: 'field', field: 'name' }],
  });
  const at = now.toISOString();
  const [result] = rowsOf<{ queued: number }>(
    await db.execute(sql`
      WITH due AS (
        SELECT ${c.id} FROM ${c} WHERE ${promptDue(now)}
        ORDER BY ${c.optInRequestedAt} LIMIT ${PROMPT_BATCH}
        FOR UPDATE SKIP LOCKED
      ), stamped AS (
        UPDATE ${c} SET opt_in_prompted_at = ${at}::timestamptz WHERE id IN (SELECT id FROM due) RETURNING id
      ), queued AS (
        INSERT INTO whatsapp_messages
          (contact_id, number, direction, type, text, template_name, payload, consent_request, status, created_at, updated_at)
        SELECT ${c.id}, ${c.number}, 'outbound', 'template', ${plan.text}, ${plan.templateName}::text, ${plan.payload},
          true, 'queued', ${at}::timestamptz, ${at}::timestamptz
        FROM ${c} WHERE ${c.id} IN (SELECT id FROM stamped)
        RETURNING 1
      )
      SELECT count(*)::int AS queued FROM queued`),
  );
  return result?.queued ?? 0;
}

/**
 * The sender's part: on each run with a connected account, queues the requests that are due (the run then
 * sends them). The template is looked for in the platform, then in the account's templates (made there before,
 * or by another database), and submitted when neither has it; while it is not approved, requests wait. Calls
 * about the template are spaced TEMPLATE_RETRY_MS apart, so a refusal does not repeat on every run.
 */
export function createOptInPrompter(ctx: WhatsAppContext) {
  const { db, clock, log } = ctx;
  let lastTemplateCall = Number.NEGATIVE_INFINITY;

  const find = () => templatesRepository.findByNameAndLanguage(db, OPT_IN_TEMPLATE.name, OPT_IN_TEMPLATE.language);

  /** Records the template the account has, or submits it; the row exists first, so an early review finds it. */
  async function submit(client: CloudApiClient): Promise<void> {
    const known = (await client.templates()).find(
      (state) => state.name === OPT_IN_TEMPLATE.name && state.language === OPT_IN_TEMPLATE.language,
    );
    let row: TemplateRow;
    try {
      row = await templatesRepository.insert(db, columnsOf(OPT_IN_TEMPLATE), null);
    } catch (error) {
      // Staff made one by that name meanwhile: it is the one used.
      if (isUniqueViolation(error)) return;
      throw error;
    }
    try {
      if (known) {
        const review = reviewOf(known.status, known.rejectedReason) ?? { status: 'Pending', rejectedReason: null };
        await templatesRepository.applyReview(db, eq(whatsappTemplates.id, row.id), {
          ...review,
          providerId: known.id,
        });
      } else {
        const answer = await client.createTemplate(apiTemplateOf(OPT_IN_TEMPLATE, null));
        await templatesRepository.setSubmitted(db, row.id, answer.id, reviewOf(answer.status)?.status ?? 'Pending');
      }
    } catch (error) {
      await templatesRepository.remove(db, row.id);
      throw error;
    }
  }

  /** The approved template, or null while there is none (submitted, or refused, when it is missing). */
  async function approvedTemplate(client: CloudApiClient): Promise<TemplateRow | null> {
    let row = await find();
    if (row?.status === 'Approved' && row.providerId) return row;
    const now = clock.now().getTime();
    if (now - lastTemplateCall < TEMPLATE_RETRY_MS) return null;
    lastTemplateCall = now;
    if (!row) await submit(client);
    else if (row.status === 'Pending') await syncTemplates(ctx);
    else log.warn({ template: row.name, status: row.status }, 'WhatsApp confirmation requests wait for their template');
    row = await find();
    return row?.status === 'Approved' && row.providerId ? row : null;
  }

  return async function promptAwaiting(client: CloudApiClient): Promise<number> {
    const now = clock.now();
    const [due] = await db.select({ id: c.id }).from(c).where(promptDue(now)).limit(1);
    if (!due) return 0;
    const template = await approvedTemplate(client);
    if (!template) return 0;
    return db.transaction((tx: Database) => queuePrompts(tx, template, now));
  };
}
