/**
 * Drizzle wraps driver errors; the PostgreSQL SQLSTATE sits on the error or one of its causes. Used to
 * turn a lost race on a unique index into the same 409 the service answers when it sees the clash first.
 */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A value the database cannot take: class 22 (data exception: NUL or a bad byte sequence in text, a number
 * or date out of range, text that is not a number) and 54000 (a value too large for an index). The values
 * of a query come from the request, so this is the client's mistake: a 400, never a 500.
 */
export function isInvalidValue(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state === '54000');
}

/** The driver's own words and SQLSTATE, without the query text and parameters Drizzle wraps around them. */
export function databaseReason(error: unknown): { sqlState?: string; reason?: string } {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { sqlState: code, reason: String((current as { message?: unknown }).message ?? '') };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** 23503 for NO ACTION foreign keys, 23001 (restrict_violation) for ON DELETE RESTRICT ones. */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23503' || state === '23001';
}

/** Connection failures and server shutdowns: the database is down, not the request wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state?.startsWith('08') || state === '57P01' || state === '57P03') return true;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ENOTFOUND') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
