import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../i18n.ts';
import { FieldNote } from './field-note.tsx';

export type TextFieldType = 'text' | 'email' | 'password' | 'date' | 'number' | 'textarea' | 'tel';

export interface TextFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  /** 'date' holds a 'YYYY-MM-DD' string; 'number' holds a number (undefined while empty). */
  type?: TextFieldType;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  maxLength?: number;
  /** Rows of a textarea. */
  rows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  help?: ReactNode;
}

/** A light or dark container colour, so the browser's own date picker matches the palette. */
function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{6})/i.exec(color)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

interface PasswordToggleProps {
  visible: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

function PasswordToggle({ visible, disabled, onToggle }: PasswordToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      size="small"
      disabled={disabled}
      icon={visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      aria-label={visible ? t('password.hide') : t('password.show')}
      // Keep the caret in the field while the pointer toggles visibility.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onToggle}
    />
  );
}

/**
 * A react-hook-form field with its label, required mark and error message. The message
 * comes from the form's resolver (in the page's language) or from `applyServerErrors` (as the server sent it),
 * and is tied to the input for screen readers.
 */
export function TextField<F extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  required,
  placeholder,
  autoComplete,
  disabled,
  maxLength,
  rows = 4,
  inputMode,
  help,
}: TextFieldProps<F>) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { token } = theme.useToken();
  // Re-renders a shown message when the language changes.
  useTranslation();

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error);
        const describedBy = [message ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: field.name,
          placeholder,
          autoComplete,
          disabled,
          maxLength,
          onBlur: field.onBlur,
          'aria-invalid': Boolean(message),
          'aria-required': required || undefined,
          'aria-describedby': describedBy,
        };
        const text = (field.value ?? '') as string | number;

        const counted = type === 'textarea' && maxLength !== undefined;
        let input: ReactNode;
        if (type === 'textarea') {
          input = (
            <Input.TextArea
              {...common}
              ref={field.ref}
              rows={rows}
              showCount={counted}
              value={text}
              onChange={(event) => field.onChange(event.target.value)}
            />
          );
        } else if (type === 'password') {
          input = (
            <Input
              {...common}
              ref={field.ref}
              type={passwordVisible ? 'text' : 'password'}
              value={text}
              onChange={(event) => field.onChange(event.target.value)}
              suffix={
                <PasswordToggle
                  visible={passwordVisible}
                  disabled={disabled}
                  onToggle={() => setPasswordVisible((v) => !v)}
                />
              }
            />
          );
        } else if (type === 'number') {
          input = (
            <Input
              {...common}
              ref={field.ref}
              type="number"
              inputMode={inputMode ?? 'decimal'}
              value={text}
              onChange={(event) => {
                const raw = event.target.value;
                field.onChange(raw === '' ? undefined : Number(raw));
              }}
            />
          );
        } else {
          // A native date input gives phones their own picker and already speaks 'YYYY-MM-DD'.
          input = (
            <Input
              {...common}
              ref={field.ref}
              type={type}
              inputMode={inputMode}
              value={text}
              onChange={(event) => field.onChange(event.target.value)}
              style={type === 'date' ? { colorScheme: isDark(token.colorBgContainer) ? 'dark' : 'light' } : undefined}
            />
          );
        }

        return (
          <Form.Item
            layout="vertical"
            label={label}
            htmlFor={id}
            required={required}
            validateStatus={message ? 'error' : undefined}
            help={
              message ? (
                <FieldNote id={errorId} besideCount={counted}>
                  {message}
                </FieldNote>
              ) : undefined
            }
            extra={
              help ? (
                <FieldNote id={helpId} besideCount={counted}>
                  {help}
                </FieldNote>
              ) : undefined
            }
          >
            {input}
          </Form.Item>
        );
      }}
    />
  );
}
