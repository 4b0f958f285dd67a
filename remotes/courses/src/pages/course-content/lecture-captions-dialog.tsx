import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { formatDate } from '@skillhub/shared/format';
import {
  CAPTION_LANGUAGES,
  CAPTION_MAX_BYTES,
  type CaptionLanguage,
  type LectureCaption,
} from '@skillhub/shared/schemas/lecture-captions';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Button, Flex, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import type { LectureTarget } from './chunked-upload.ts';
import { formatBytes } from './upload-format.ts';
import { useCaptionChanges, useLectureCaptions } from './use-lecture-captions.ts';

export interface LectureCaptionsDialogProps {
  target: LectureTarget;
  title: string;
  canEdit: boolean;
  notify: { success: (m: string) => void; error: (m: string) => void };
  onClose: () => void;
}

/** The name a WebVTT file has; the server checks the content, this only narrows the picker and says why early. */
const VTT_ACCEPT = '.vtt,text/vtt';

/** One lecture video's caption files, a row per language: upload, replace and remove (after a confirmation). */
export function LectureCaptionsDialog({ target, title, canEdit, notify, onClose }: LectureCaptionsDialogProps) {
  const { t } = useT();
  const captions = useLectureCaptions(target);
  const { upload, remove } = useCaptionChanges(target);
  const [removing, setRemoving] = useState<CaptionLanguage | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState<CaptionLanguage>('en');
  const languageName = (language: CaptionLanguage) => t(`captions.languages.${language}`);
  const byLanguage = new Map((captions.data ?? []).map((c: LectureCaption) => [c.language, c]));

  const choose = (language: CaptionLanguage) => {
    setPicking(language);
    picker.current?.click();
  };

  const send = (file: File) => {
    const language = languageName(picking);
    if (!file.name.toLowerCase().endsWith('.vtt')) return notify.error(t('captions.notVtt'));
    if (file.size > CAPTION_MAX_BYTES) return notify.error(t('captions.tooLarge', { size: CAPTION_MAX_BYTES / 1024 }));
    upload.mutate(
      { language: picking, file },
      {
        onSuccess: () => notify.success(t('captions.saved', { language })),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const language = languageName(removing);
    remove.mutate(removing, {
      onSuccess: () => {
        notify.success(t('captions.removed', { language }));
        setRemoving(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <ModalDialog open title={t('captions.dialogTitle', { title })} onClose={onClose} width={560}>
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('captions.intro')}
        </Typography.Paragraph>
        {!canEdit && <Alert type="info" showIcon title={t('captions.readOnly')} />}
        {captions.isPending && (
          <Flex justify="center" style={{ padding: 16 }}>
            <Spin aria-label={t('captions.loading')} />
          </Flex>
        )}
        {captions.isError && (
          <Alert type="error" showIcon title={errorMessage(captions.error, t('captions.loadFailed'))} />
        )}
        {captions.isSuccess && (
          <Flex vertical gap="small" role="list">
            {CAPTION_LANGUAGES.map((language) => {
              const caption = byLanguage.get(language);
              const name = languageName(language);
              const busy = upload.isPending && upload.variables?.language === language;
              return (
                <Flex
                  key={language}
                  role="listitem"
                  justify="space-between"
                  align="center"
                  gap="small"
                  wrap
                  style={{ width: '100%', padding: '8px 0' }}
                >
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Typography.Text strong lang={language}>
                      {name}
                    </Typography.Text>
                    {caption ? (
                      <Typography.Text type="secondary">
                        {t('captions.uploadedAt', {
                          size: formatBytes(caption.sizeBytes),
                          date: formatDate(caption.updatedAt),
                        })}
                      </Typography.Text>
                    ) : (
                      <Tag style={{ width: 'fit-content' }}>{t('captions.missing')}</Tag>
                    )}
                  </Flex>
                  {canEdit && (
                    <Flex gap="small" wrap>
                      <Button
                        icon={<UploadOutlined aria-hidden />}
                        loading={busy}
                        disabled={upload.isPending && !busy}
                        aria-label={t(caption ? 'captions.replaceNamed' : 'captions.uploadNamed', { language: name })}
                        onClick={() => choose(language)}
                      >
                        {caption ? t('captions.replace') : t('captions.upload')}
                      </Button>
                      {caption && (
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('captions.removeNamed', { language: name })}
                          onClick={() => setRemoving(language)}
                        >
                          {t('captions.remove')}
                        </Button>
                      )}
                    </Flex>
                  )}
                </Flex>
              );
            })}
          </Flex>
        )}
        <input
          ref={picker}
          type="file"
          accept={VTT_ACCEPT}
          hidden
          aria-label={t('captions.fileLabel', { language: languageName(picking) })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) send(file);
          }}
        />
      </Flex>
      <ConfirmDialog
        open={removing !== null}
        title={t('captions.removeConfirm', { language: removing ? languageName(removing) : '' })}
        description={t('captions.removeConfirmText')}
        confirmLabel={t('captions.remove')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </ModalDialog>
  );
}
