import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { REPLY_MAX } from '@skillhub/shared/constants';
import { type Qna, type ReplyBody, replyBodySchema } from '@skillhub/shared/schemas/qna';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Divider, Flex } from 'antd';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { QnaThread } from './qna-thread.tsx';
import { useReplyToQuestion } from './use-qna.ts';

export const REPLY_POSTED_MESSAGE = 'Reply posted successfully';

export interface QnaReplyDialogProps {
  open: boolean;
  qna: Qna | null;
  /** staff without Courses update read the thread but cannot reply */
  canReply: boolean;
  onClose: () => void;
}

/** A question's whole thread, and (for staff who may) a reply to it. */
export function QnaReplyDialog({ open, qna, canReply, onClose }: QnaReplyDialogProps) {
  const formId = useId();
  const notify = useNotify();
  const reply = useReplyToQuestion();
  const { control, handleSubmit, reset, setError } = useForm<ReplyBody>({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { reply: '' },
  });

  useEffect(() => {
    if (open) reset({ reply: '' });
  }, [open, reset]);

  const submit = handleSubmit(async (body) => {
    if (!qna) return;
    try {
      const answer = await reply.mutateAsync({ qnaId: qna._id, body });
      notify.success(answer?.message ?? REPLY_POSTED_MESSAGE);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title={canReply ? 'Reply to question' : 'Question thread'}
      onClose={onClose}
      width={640}
      closeOnBackdrop={!reply.isPending}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose} disabled={reply.isPending}>
            {canReply ? 'Cancel' : 'Close'}
          </Button>
          {canReply && (
            <Button type="primary" htmlType="submit" form={formId} loading={reply.isPending}>
              Post reply
            </Button>
          )}
        </Flex>
      }
    >
      {qna && <QnaThread qna={qna} />}
      {canReply && (
        <>
          <Divider style={{ margin: '16px 0' }} />
          <form id={formId} onSubmit={submit} noValidate aria-label="Reply">
            <TextField
              control={control}
              name="reply"
              label="Your reply"
              type="textarea"
              rows={4}
              maxLength={REPLY_MAX}
              required
            />
          </form>
        </>
      )}
    </ModalDialog>
  );
}
