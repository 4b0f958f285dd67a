import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks the confirm button as destructive (deactivate, delete). */
  danger?: boolean;
  /** The confirmed action is running: the confirm button spins and ignores further clicks. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onCancel}>{cancelLabel ?? t('actions.cancel')}</Button>
          <Button type="primary" danger={danger} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </Flex>
      }
    >
      {description}
    </ModalDialog>
  );
}
