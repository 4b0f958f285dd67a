import { eventNameSchema } from '@skillhub/shared/schemas/event-registration';

/**
 * The event's name from /eventForm?event=...: tidied as the server tidies it (trimmed, one space between
 * words), or undefined when it is missing or one the server would refuse (too long, control characters), so
 * the page falls back to its generic heading rather than showing or sending it.
 */
export function eventNameFromUrl(value: string | null): string | undefined {
  if (value === null) return undefined;
  const parsed = eventNameSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
