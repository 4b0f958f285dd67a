import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { htmlToText } from '@skillhub/shared/html-text';
import { overviewBodySchema } from '@skillhub/shared/schemas/overview';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { RichTextEditor } from '@skillhub/shared/ui/rich-text-editor';
import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import type { LectureTarget } from './chunked-upload.ts';
import { useDeleteOverview, useOverview, useSaveOverview } from './use-course-content.ts';

export interface OverviewDialogProps {
  open: boolean;
  target: LectureTarget;
  lectureTitle: string;
  canEdit: boolean;
  onClose: () => void;
}

/** A lecture's overview in rich text: one per lecture, created, edited or deleted here. */
export function OverviewDialog({ open, target, lectureTitle, canEdit, onClose }: OverviewDialogProps) {
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const overview = useOverview(target, open);
  const save = useSaveOverview(target);
  const remove = useDeleteOverview(target);
  const [html, setHtml] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open && overview.data !== undefined) setHtml(overview.data?.overview ?? '');
    if (!open) setError(undefined);
  }, [open, overview.data]);

  const submit = async () => {
    const parsed = overviewBodySchema.safeParse({ overview: html });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ overviewId: overview.data?._id, overview: parsed.data.overview });
      notify.success(saved.message ?? t('content.overview.saved'));
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.overview : undefined;
      if (field) setError(field);
      else notify.error(errorMessage(failure));
    }
  };

  const deleteOverview = async () => {
    if (!overview.data) return;
    try {
      const result = await remove.mutateAsync(overview.data._id);
      notify.success(result?.message ?? t('content.overview.deleted'));
      onClose();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  return (
    <ModalDialog
      open={open}
      title={t('content.overview.title', { title: lectureTitle })}
      onClose={onClose}
      width={720}
      destroyOnHidden
      footer={
        canEdit && overview.data !== undefined ? (
          <Flex justify="space-between" gap="small" wrap>
            <div>
              {overview.data && (
                <Button danger onClick={deleteOverview} loading={remove.isPending}>
                  {t('content.overview.delete')}
                </Button>
              )}
            </div>
            <Flex gap="small">
              <Button onClick={onClose}>{common('actions.cancel')}</Button>
              <Button type="primary" onClick={submit} loading={save.isPending}>
                {t('content.overview.save')}
              </Button>
            </Flex>
          </Flex>
        ) : undefined
      }
    >
      {overview.isPending && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label={t('content.overview.loading')} />
        </Flex>
      )}
      {overview.isError && <Alert type="error" showIcon title={errorMessage(overview.error)} />}
      {overview.data !== undefined &&
        (canEdit ? (
          <RichTextEditor
            label={t('content.overview.label')}
            value={html}
            onChange={(next) => {
              setHtml(next);
              if (error && htmlToText(next).length > 0) setError(undefined);
            }}
            error={error}
            required
            placeholder={t('content.overview.placeholder')}
          />
        ) : overview.data ? (
          // Read-only staff see the server's sanitised HTML.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored overviews are sanitised by the server's allow-list.
          <div dangerouslySetInnerHTML={{ __html: overview.data.overview }} />
        ) : (
          <p>{t('content.overview.none')}</p>
        ))}
    </ModalDialog>
  );
}
