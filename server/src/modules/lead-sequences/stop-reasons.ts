import type { SequenceStopReason } from '@skillhub/shared/schemas/lead-sequence';

/** What a message cancelled by a stop says (its run was stopped before the sender took it). */
export const stoppedMessageError = (reason: SequenceStopReason) => ({
  code: 0,
  message: `Not sent: the follow-up sequence stopped (${STOP_REASON_TEXT[reason]}) before this step went out`,
});

export const STOP_REASON_TEXT: Record<SequenceStopReason, string> = {
  replied: 'the lead replied',
  paid: 'the lead paid',
  closed: 'the lead was marked Closed',
  not_engaged: 'the lead was marked Not Engage',
  opted_out: 'the number opted out',
};

/** The start of every stopped message's error: the lead's page tells such a step from a failed one by it. */
export const STOPPED_MESSAGE_PREFIX = 'Not sent: the follow-up sequence stopped';
