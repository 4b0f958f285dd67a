import { zodResolver } from '@hookform/resolvers/zod';
import { REPLY_MAX } from '@skillhub/shared/constants';
import { type Qna, type ReplyBody, replyBodySchema } from '@skillhub/shared/schemas/qna';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Divider } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { QnaThread } from './qna-thread.tsx';
import { useReplyToQuestion } from './use-qna.ts';

export interface QnaReplyDialogProps {
  open: boolean;
  qna: Qna | undefined;
  /** staff without Courses update read the thread but cannot reply */
  canReply: boolean;
  onClose: () => void;
}

/** A question's whole thread, and (for staff who may) a reply to it. */
export function QnaReplyDialog({ open, qna, canReply, onClose }: QnaReplyDialogProps) {
  const reply = useReplyToQuestion();
  const { t } = useT();
  const form = useForm<ReplyBody>({ resolver: zodResolver(replyBodySchema), defaultValues: { reply: '' } });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset({ reply: '' });
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      title={canReply ? t('qna.replyTitle') : t('qna.threadTitle')}
      onClose={onClose}
      width={640}
      form={form}
      readOnly={!canReply}
      submitLabel={t('qna.post')}
      onSubmit={async (body) => {
        if (!qna) return undefined;
        const answer = await reply.mutateAsync({ qnaId: qna._id, body });
        return answer?.message ?? t('qna.posted');
      }}
    >
      {qna && <QnaThread qna={qna} />}
      {canReply && (
        <>
          <Divider style={{ margin: '16px 0' }} />
          <TextField
            control={control}
            name="reply"
            label={t('qna.yourReply')}
            type="textarea"
            rows={4}
            maxLength={REPLY_MAX}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
