import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrorMessage } from '../api-client.ts';

/**
 * Puts the per-field messages of a failed call (the `errors` of a 400 body) on the form's fields, in the page's
 * language (fieldErrorMessage), the first one focused. Returns false when none applied, so the caller shows the
 * general message as a toast instead. A message without a field ('_') goes to `root.server`, which does not
 * count as applied.
 */
export function applyServerErrors<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = 0;
  for (const path of Object.keys(error.fieldErrors)) {
    const message = fieldErrorMessage(error, path);
    if (path === '_' || path === '') {
      setError('root.server', { type: 'server', message });
      continue;
    }
    setError(path as Path<F>, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}
