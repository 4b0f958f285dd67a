import { fieldMessage } from '@skillhub/shared/i18n';
import { FieldNote } from '@skillhub/shared/ui/field-note';
import { Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, type Ref, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface CountedFieldProps<F extends FieldValues, T = F> {
  control: Control<F, unknown, T>;
  name: Path<F>;
  label: string;
  /** the contract's limit, shown as a counter ("12 / 60") */
  max: number;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  help?: ReactNode;
  inputMode?: 'text' | 'url' | 'tel';
  /** rewrites what is typed before the form keeps it (a template name's spaces become underscores) */
  transform?: (typed: string) => string;
  /** the textarea, for inserting a variable where the caret is */
  textAreaRef?: Ref<TextAreaRef>;
}

/**
 * A text field of the template form with the Cloud API's limit as a counter, its label, required mark and
 * error message tied to it for screen readers (the form's own check, in the page's language, or the server's).
 */
export function CountedField<F extends FieldValues, T = F>({
  control,
  name,
  label,
  max,
  required,
  disabled,
  multiline,
  rows = 4,
  placeholder,
  help,
  inputMode,
  transform,
  textAreaRef,
}: CountedFieldProps<F, T>) {
  const id = useId();
  // Re-renders a shown message when the language changes.
  useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error);
        const describedBy = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ');
        const common = {
          id,
          name: field.name,
          value: (field.value ?? '') as string,
          maxLength: max,
          showCount: true,
          placeholder,
          disabled,
          onBlur: field.onBlur,
          'aria-invalid': Boolean(message),
          'aria-required': required || undefined,
          'aria-describedby': describedBy || undefined,
        };
        const change = (typed: string) => field.onChange(transform ? transform(typed) : typed);
        return (
          <Form.Item
            layout="vertical"
            label={label}
            htmlFor={id}
            required={required}
            validateStatus={message ? 'error' : undefined}
            help={
              message ? (
                <FieldNote id={`${id}-error`} besideCount={multiline}>
                  {message}
                </FieldNote>
              ) : undefined
            }
            extra={
              help ? (
                <FieldNote id={`${id}-help`} besideCount={multiline}>
                  {help}
                </FieldNote>
              ) : undefined
            }
          >
            {multiline ? (
              <Input.TextArea
                {...common}
                ref={(instance) => {
                  field.ref(instance);
                  if (typeof textAreaRef === 'function') textAreaRef(instance);
                  else if (textAreaRef) (textAreaRef as { current: TextAreaRef | null }).current = instance;
                }}
                rows={rows}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <Input
                {...common}
                ref={field.ref}
                inputMode={inputMode}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </Form.Item>
        );
      }}
    />
  );
}
