import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { REPLY_MAX } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { type Qna, type ReplyBody, replyBodySchema } from '@skillhub/shared/schemas/qna';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useForm } from 'react-hook-form';

import { useT } from '../../i18n/index.ts';
import { replyToQuestion } from './use-qna.ts';

function ReplyForm({ qnaId, onReplied }: { qnaId: string; onReplied: () => void }) {
  const notify = useNotify();
  const { t } = useT();
  const { control, handleSubmit, setError, reset, formState } = useForm<ReplyBody>({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { reply: '' },
  });
  const send = handleSubmit(async ({ reply }) => {
    try {
      const answer = await replyToQuestion(qnaId, reply);
      notify.success(answer.message ?? t('player.qnaItem.replied'));
      reset({ reply: '' });
      onReplied();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={send} noValidate aria-label={t('player.qnaItem.form')}>
      <TextField
        control={control}
        name="reply"
        label={t('player.qnaItem.yourReply')}
        type="textarea"
        rows={2}
        maxLength={REPLY_MAX}
      />
      <Button htmlType="submit" loading={formState.isSubmitting}>
        {t('player.qnaItem.reply')}
      </Button>
    </form>
  );
}

/** One question, the replies under it (staff marked 'Instructor') and a box to reply. */
export function QnaItem({ item, onChanged }: { item: Qna; onChanged: () => void }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={t('player.qnaItem.by', { name: item.askedBy?.name ?? t('player.qnaItem.aLearner') })}
    >
      <Flex vertical gap="small">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.askedBy?.name ?? t('player.qnaItem.aLearnerStart')} · {formatDate(item.createdAt)}
          {item.lectureTitle ? ` · ${item.lectureTitle}` : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{item.question}</Typography.Paragraph>
        {item.replies.length > 0 && (
          <ul
            aria-label={t('player.qnaItem.replies')}
            style={{ listStyle: 'none', margin: 0, paddingLeft: 12, borderLeft: `2px solid ${token.colorBorder}` }}
          >
            {item.replies.map((reply) => (
              <li key={reply._id} style={{ marginBottom: 8 }}>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{reply.author?.name ?? t('player.qnaItem.someone')}</Typography.Text>
                  {reply.isStaff && (
                    <Tag color="blue" variant="filled">
                      {t('player.qnaItem.instructor')}
                    </Tag>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(reply.createdAt)}
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{reply.reply}</Typography.Paragraph>
              </li>
            ))}
          </ul>
        )}
        <ReplyForm qnaId={item._id} onReplied={onChanged} />
      </Flex>
    </Card>
  );
}
