import type { CourseValidity } from '@skillhub/shared/constants';

/**
 * When access bought (or granted) at `from` ends: '1 Year' and '2 Year' add calendar years (a 29 February
 * start ends on 1 March), LifeTime never ends (null).
 */
export function accessExpiry(validity: CourseValidity, from: Date): Date | null {
  const years = validity === '1 Year' ? 1 : validity === '2 Year' ? 2 : null;
  if (years === null) return null;
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

export function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
