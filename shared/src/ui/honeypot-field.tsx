import type { UseFormRegisterReturn } from 'react-hook-form';
import { visuallyHiddenStyle } from './visually-hidden.tsx';

/**
 * The hidden field of a public form (HONEYPOT_FIELD): people never see it, reach it by keyboard or hear it;
 * a bot that fills it is answered as if it had posted, and nothing is stored.
 */
export function HoneypotField({ label, field }: { label: string; field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden style={visuallyHiddenStyle}>
      <label>
        {label}
        <input {...field} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
