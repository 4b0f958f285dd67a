import type { LEAD_STATUSES } from '@skillhub/shared/constants';
import type { Database } from '../../db/database.ts';
import type { EnquiryRow } from '../../db/schema/enquiries.ts';
import { stopLeadSequences } from '../lead-sequences/sequence-runs.ts';
import { enquiriesRepository as repo } from './enquiries.repository.ts';

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadStatusChange {
  leadId: string;
  status: LeadStatus;
  note: string | null;
  /** null when the system moved the lead (a payment) */
  changedBy: string | null;
  now: Date;
}

/**
 * The one way a lead's status changes, inside the caller's transaction: staff on the enquiry list and a payment
 * alike. The row and its history entry are written together; whatever must follow a status (a follow-up
 * sequence stopping at Closed or Not Engage) hangs off this function, so every path to a status triggers it.
 * Answers the updated lead, or undefined when there is no such lead.
 */
export async function changeLeadStatus(tx: Database, change: LeadStatusChange): Promise<EnquiryRow | undefined> {
  const updated = await repo.update(tx, change.leadId, { status: change.status, updatedAt: change.now });
  if (!updated) return undefined;
  await repo.addHistory(tx, {
    enquiryId: change.leadId,
    status: change.status,
    note: change.note,
    changedBy: change.changedBy,
    createdAt: change.now,
  });
  // A lead closed (paid, or by staff) or not engaging gets no more follow-ups.
  if (change.status === 'Closed') await stopLeadSequences(tx, change.leadId, 'closed', change.now);
  if (change.status === 'Not Engage') await stopLeadSequences(tx, change.leadId, 'not_engaged', change.now);
  return updated;
}
