import { errorMessage } from '@skillhub/shared/api-client';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Alert, Flex, Spin } from 'antd';
import { useT } from '../../i18n/index.ts';
import type { LectureTarget } from './chunked-upload.ts';
import { usePresignedUrl } from './use-course-content.ts';

export interface VideoPreviewDialogProps {
  /** the lecture to play; null when closed */
  target: LectureTarget | null;
  title: string;
  onClose: () => void;
}

/** Plays a lecture's video from a short-lived URL (it streams with range requests, so seeking works). */
export function VideoPreviewDialog({ target, title, onClose }: VideoPreviewDialogProps) {
  const url = usePresignedUrl(target);
  const { t } = useT();
  return (
    <ModalDialog open={target !== null} title={title} onClose={onClose} width={800} destroyOnHidden>
      {url.isPending && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label={t('content.preview.loading')} />
        </Flex>
      )}
      {url.isError && <Alert type="error" showIcon title={errorMessage(url.error, t('content.preview.failed'))} />}
      {url.data && (
        // biome-ignore lint/a11y/useMediaCaption: lecture videos are uploaded without caption tracks.
        <video
          src={url.data.url}
          controls
          autoPlay
          preload="metadata"
          aria-label={t('content.preview.video', { title })}
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
        />
      )}
    </ModalDialog>
  );
}
