import { Alert } from 'antd';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-level failure message (not tied to one field), announced to screen readers. */
export function FormAlert<F extends FieldValues>({ errors }: { errors: FieldErrors<F> }) {
  const message = errors.root?.server?.message;
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
