import type { Database } from '../../db/database.ts';
import { changeLeadStatus, type LeadStatus } from '../enquiries/lead-status.ts';
import { stopOnInbound } from './sequence-runs.ts';

/**
 * A message from a number, inside the webhook's transaction that stores it (the lead's conversation shows it
 * from there): the number's sequences stop, and each replying lead moves to the status its sequence chose for
 * replies, through the one status change every path uses (with a history entry by the system). A STOP reply
 * stops them as an opt-out and moves no lead.
 */
export async function applySequenceReply(
  tx: Database,
  inbound: { number: string; optedOut: boolean; at: Date },
  now: Date,
): Promise<void> {
  const runs = await stopOnInbound(tx, inbound);
  const moved = new Set<string>();
  for (const run of runs) {
    if (moved.has(run.leadId)) continue;
    moved.add(run.leadId);
    await changeLeadStatus(tx, {
      leadId: run.leadId,
      status: run.replyStatus as LeadStatus,
      note: `Replied on WhatsApp to the follow-up sequence "${run.sequenceName}"`,
      changedBy: null,
      now,
    });
  }
}
