import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * A failed call on a sign-in form: the server's per-field messages go on their fields; otherwise its message
 * (or the generic one) is shown above the submit button, where it stays until the next attempt.
 */
export function useFormFailure<F extends FieldValues>(setError: UseFormSetError<F>) {
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) console.error(error);
      if (!applyServerErrors(error, setError)) {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    },
    [setError],
  );
}
