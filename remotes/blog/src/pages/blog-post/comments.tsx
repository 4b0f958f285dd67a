import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { COMMENT_MAX } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import { type BlogCommentBody, commentFormSchema } from '@skillhub/shared/schemas/blog';
import { HoneypotField } from '@skillhub/shared/ui/honeypot-field';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { FormProofNote, useFormProof } from '@skillhub/shared/ui/use-form-proof';
import { Alert, Button, Flex, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { COMMENTS_PAGE_SIZE, useComments, usePostComment } from '../../posts/post-queries.ts';

/** A post's approved comments, and the form to add one (it may wait for moderation; the poster is told). */
export function Comments({ blogId }: { blogId: string }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const comments = useComments(blogId, page);
  const total = comments.data?.pagination.total ?? 0;

  return (
    <section aria-labelledby="comments-title">
      <Typography.Title level={2} id="comments-title" style={{ fontSize: 22 }}>
        {t('comments.title')}
        {total > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 14, marginInlineStart: 8 }}>
            {t('comments.count', { count: total })}
          </Typography.Text>
        )}
      </Typography.Title>
      {comments.isError && !comments.data ? (
        <Alert type="error" showIcon title={t('comments.failed')} description={errorMessage(comments.error)} />
      ) : (
        <List
          loading={comments.isPending}
          dataSource={comments.data?.data ?? []}
          // antd's own empty text is the disabled grey (1.9:1); the secondary text reads at 5.7:1.
          locale={{ emptyText: <Typography.Text type="secondary">{t('comments.none')}</Typography.Text> }}
          renderItem={(comment) => (
            <List.Item key={comment._id}>
              {/* Not List.Item.Meta: its title is an h4, which would skip a level under the section's h2. */}
              <div>
                <Flex gap={8} wrap style={{ fontWeight: 600 }}>
                  <span>{comment.name}</span>
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
                    {formatDateTime(comment.createdAt)}
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>
                  {comment.comment}
                </Typography.Paragraph>
              </div>
            </List.Item>
          )}
        />
      )}
      {total > COMMENTS_PAGE_SIZE && (
        <Flex justify="center" style={{ marginBlock: 16 }}>
          <Pagination
            current={page}
            pageSize={COMMENTS_PAGE_SIZE}
            total={total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </Flex>
      )}
      <CommentForm blogId={blogId} />
    </section>
  );
}

function CommentForm({ blogId }: { blogId: string }) {
  const { t } = useT();
  const { user } = useShownAuth();
  const signedIn = user !== null;
  const proof = useFormProof();
  const send = usePostComment(blogId, proof.onFormProof);
  const [answer, setAnswer] = useState<{ type: 'success' | 'info' | 'error'; text: string } | null>(null);
  const { control, register, handleSubmit, reset, setError } = useForm<BlogCommentBody>({
    resolver: zodResolver(commentFormSchema(signedIn)) as never,
    defaultValues: { blogId, comment: '', name: '', email: '', website: '' },
  });

  const submit = handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const body = signedIn ? { blogId, comment: values.comment, website: values.website } : values;
      const result = await send.mutateAsync(body);
      // The server's message says the same in English (BLOG_COMMENT_*_MESSAGE); the page says it in its language.
      const approved = result.data.status === 'approved';
      setAnswer({ type: approved ? 'success' : 'info', text: approved ? t('comments.posted') : t('comments.pending') });
      reset({ blogId, comment: '', name: values.name, email: values.email, website: '' });
    } catch (error) {
      if (!applyServerErrors(error, setError)) setAnswer({ type: 'error', text: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('comments.form')} style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {t('comments.form')}
      </Typography.Title>
      {signedIn && (
        <Typography.Paragraph type="secondary">{t('comments.signedInAs', { name: user.name })}</Typography.Paragraph>
      )}
      <TextField
        control={control}
        name="comment"
        label={t('comments.comment')}
        type="textarea"
        rows={4}
        maxLength={COMMENT_MAX}
        required
      />
      {!signedIn && (
        <Flex gap="middle" wrap>
          <div style={{ flex: '1 1 220px' }}>
            <TextField control={control} name="name" label={t('comments.name')} autoComplete="name" required />
          </div>
          <div style={{ flex: '1 1 220px' }}>
            <TextField
              control={control}
              name="email"
              label={t('comments.email')}
              type="email"
              autoComplete="email"
              required
              help={t('comments.emailHint')}
            />
          </div>
        </Flex>
      )}
      <HoneypotField label={t('comments.website')} field={register('website')} />
      {answer && <Alert type={answer.type} showIcon title={answer.text} role="status" style={{ marginBottom: 12 }} />}
      <FormProofNote checking={proof.checking} />
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('comments.submit')}
      </Button>
    </form>
  );
}
