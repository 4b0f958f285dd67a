import { Button, Flex, Form } from 'antd';
import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api-client.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { useNotify } from './notify.tsx';
import { applyServerErrors } from './server-errors.tsx';

export interface FormDialogProps<V extends FieldValues, O> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** the page's react-hook-form form, with the contract's schema as its resolver */
  form: UseFormReturn<V, unknown, O>;
  /**
   * Saves the checked values. What it returns is the success toast (the server's message, or the page's own
   * words); the dialog then closes. A failure it throws lands on the fields the server named, or in a toast.
   */
  onSubmit: (values: O) => Promise<ReactNode | undefined>;
  submitLabel?: string;
  cancelLabel?: string;
  /** Where a failure no field claims goes: a toast (default), or the form's `root.server` error, shown inline. */
  unclaimedError?: 'toast' | 'inline';
  width?: number;
  /** a button at the start of the footer (Delete …) */
  footerStart?: ReactNode;
  /** Shows the content only, with a Close button: for people who may read but not change it. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * The dialog every add and edit form lives in: the fields, a Cancel and a Save button, Save spinning and the
 * dialog held open while the call runs, and the server's per-field messages put back under their fields.
 */
export function FormDialog<V extends FieldValues, O>({
  open,
  title,
  onClose,
  form,
  onSubmit,
  submitLabel,
  cancelLabel,
  unclaimedError = 'toast',
  width,
  footerStart,
  readOnly = false,
  children,
}: FormDialogProps<V, O>) {
  const formId = useId();
  const { t } = useTranslation();
  const notify = useNotify();
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await onSubmit(values);
      if (message) notify.success(message);
      onClose();
    } catch (error) {
      if (applyServerErrors(error, form.setError)) return;
      if (unclaimedError === 'inline') form.setError('root.server', { type: 'server', message: errorMessage(error) });
      else notify.error(errorMessage(error));
    }
  });

  const close = () => {
    if (!pending) onClose();
  };

  if (readOnly) {
    return (
      <ModalDialog
        open={open}
        title={title}
        onClose={onClose}
        width={width}
        footer={
          <Flex justify="flex-end">
            <Button onClick={onClose}>{cancelLabel ?? t('actions.close')}</Button>
          </Flex>
        }
      >
        {children}
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={close}
      width={width}
      closeOnBackdrop={false}
      footer={
        <Flex justify={footerStart ? 'space-between' : 'flex-end'} gap="small" wrap>
          {footerStart}
          <Flex gap="small" justify="flex-end" wrap>
            <Button onClick={close} disabled={pending}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" form={formId} loading={pending}>
              {submitLabel ?? t('actions.save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form component={false} layout="vertical">
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          {children}
        </form>
      </Form>
    </ModalDialog>
  );
}
