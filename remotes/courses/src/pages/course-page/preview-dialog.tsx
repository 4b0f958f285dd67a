import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { Typography } from 'antd';
import { useT } from '../../i18n/index.ts';
import { PreviewPlayer } from './preview-player.tsx';
import type { PreviewLecture } from './use-preview-url.ts';

/**
 * The free preview of a lecture in a dialog (a bottom sheet on phones). Closing it removes the player, so the
 * video stops and its stream is let go.
 */
export function PreviewDialog({ lecture, onClose }: { lecture: PreviewLecture | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <ModalDialog
      open={lecture !== null}
      title={lecture ? t('preview.title', { title: lecture.title }) : ''}
      onClose={onClose}
      width={880}
      destroyOnHidden
    >
      {lecture && <PreviewPlayer key={lecture.subSectionId} lecture={lecture} />}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('preview.enrolNote')}
      </Typography.Paragraph>
    </ModalDialog>
  );
}
