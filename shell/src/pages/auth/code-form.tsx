import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { FormAlert } from './form-alert.tsx';
import { ResendButton } from './resend-button.tsx';

/**
 * The step that asks for a 6-digit code mailed to the user (sign-up, reset, sign-in from a new browser): what
 * was sent where, the code field, the form's failure, the submit button, and "send a new code" with its
 * cooldown, optionally beside a way back.
 */
export interface CodeFormProps<F extends FieldValues> {
  /** The form's accessible name. */
  label: string;
  /** What was sent where, above the field. */
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  control: Control<F>;
  name: Path<F>;
  fieldLabel: string;
  errors: FieldErrors<F>;
  submitting: boolean;
  submitLabel: string;
  resend: { remaining: number; sending: boolean; onResend: () => void; label?: string };
  back?: { label: string; onClick: () => void };
}

export function CodeForm<F extends FieldValues>({
  label,
  intro,
  onSubmit,
  control,
  name,
  fieldLabel,
  errors,
  submitting,
  submitLabel,
  resend,
  back,
}: CodeFormProps<F>) {
  const { t } = useT();
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {intro}
      <TextField
        control={control}
        name={name}
        label={fieldLabel}
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder={t('auth.codePlaceholder')}
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={submitting}>
        {submitLabel}
      </Button>
      <Flex justify={back ? 'space-between' : 'flex-end'} align="center" wrap gap={8} style={{ marginTop: 16 }}>
        {back && (
          <Button type="link" onClick={back.onClick} style={{ paddingInline: 0 }}>
            {back.label}
          </Button>
        )}
        <ResendButton {...resend} />
      </Flex>
    </form>
  );
}
