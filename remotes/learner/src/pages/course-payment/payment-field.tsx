import { theme } from 'antd';
import { type ReactNode, useId } from 'react';

/** What the field's control wears: its error state, said to screen readers as well as shown. */
export interface DescribedControl {
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled field of the payment page, drawn as antd's vertical form item is (label above, note or error below)
 * with plain elements: antd's Form comes in the part of antd that tables and selects are in (antd-shared.ts), which
 * the payment page would otherwise download and run before showing anything. `children` gets what the control
 * wears so its error is tied to it.
 */
export function PaymentField({
  label,
  inputId,
  error,
  note,
  children,
}: {
  label: ReactNode;
  inputId: string;
  /** the problem to show under the field, if any; it replaces the note */
  error?: string | null;
  /** a line of help under the field */
  note?: ReactNode;
  children: (control: DescribedControl) => ReactNode;
}) {
  const { token } = theme.useToken();
  const noteId = useId();
  const under = error ?? note;
  const control: DescribedControl = {
    ...(error ? { status: 'error' as const, 'aria-invalid': true as const } : {}),
    ...(under ? { 'aria-describedby': noteId } : {}),
  };
  return (
    <div>
      <label
        htmlFor={inputId}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          color: token.colorText,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </label>
      {children(control)}
      {under && (
        <div
          id={noteId}
          role={error ? 'alert' : undefined}
          style={{
            color: error ? token.colorError : token.colorTextDescription,
            lineHeight: token.lineHeight,
            marginTop: 2,
          }}
        >
          {under}
        </div>
      )}
    </div>
  );
}
