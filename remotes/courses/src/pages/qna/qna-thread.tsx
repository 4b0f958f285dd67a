import { formatDateTime } from '@skillhub/shared/format';
import type { Qna } from '@skillhub/shared/schemas/qna';
import { Flex, Tag, Typography, theme } from 'antd';
import { useT } from '../../i18n/index.ts';

/** The question and every reply, oldest first; staff replies carry an 'Instructor' tag as learners see them. */
export function QnaThread({ qna }: { qna: Qna }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Text type="secondary">
          {qna.course.title}
          {qna.lectureTitle ? ` · ${qna.lectureTitle}` : ''}
        </Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }} strong>
          {qna.question}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('qna.askedByName', { name: qna.askedBy?.name ?? t('qna.formerLearner') })} ·{' '}
          <time dateTime={qna.createdAt}>{formatDateTime(qna.createdAt)}</time>
        </Typography.Text>
      </div>
      {qna.replies.length === 0 ? (
        <Typography.Text type="secondary">{t('qna.noReplies')}</Typography.Text>
      ) : (
        <ol
          aria-label={t('qna.replies')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {qna.replies.map((reply) => (
            <li
              key={reply._id}
              style={{ borderInlineStart: `3px solid ${token.colorBorderSecondary}`, paddingInlineStart: 12 }}
            >
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{reply.author?.name ?? t('qna.formerMember')}</Typography.Text>
                {reply.isStaff && <Tag color="blue">{t('qna.instructor')}</Tag>}
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                </Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                {reply.reply}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
    </Flex>
  );
}
