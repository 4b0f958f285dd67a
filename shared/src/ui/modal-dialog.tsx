import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';
import { DIALOG_DEFAULT_WIDTH } from '../constants.ts';
import { useIsSmallScreen } from './use-media-query.tsx';

export interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Width on larger screens; phones always get the full width. */
  width?: number;
  showCloseIcon?: boolean;
  /** Whether a click on the backdrop closes the dialog. Escape always closes it. */
  closeOnBackdrop?: boolean;
  footer?: ReactNode;
  children: ReactNode;
  destroyOnHidden?: boolean;
}

/**
 * The one dialog of the product: a centred antd Modal on larger screens and a full-screen
 * bottom sheet on phones, where a floating box leaves too little room for a form.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  width = DIALOG_DEFAULT_WIDTH,
  showCloseIcon = true,
  closeOnBackdrop = true,
  footer,
  children,
  destroyOnHidden,
}: ModalDialogProps) {
  const sheet = useIsSmallScreen();
  const mask = { closable: closeOnBackdrop };

  if (sheet) {
    return (
      <Drawer
        open={open}
        title={title}
        placement="bottom"
        size="100%"
        onClose={onClose}
        closable={showCloseIcon ? { placement: 'end' } : false}
        mask={mask}
        keyboard
        footer={footer}
        destroyOnHidden={destroyOnHidden}
      >
        {children}
      </Drawer>
    );
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={width}
      centered
      closable={showCloseIcon}
      mask={mask}
      keyboard
      footer={footer ?? null}
      destroyOnHidden={destroyOnHidden}
    >
      {children}
    </Modal>
  );
}
