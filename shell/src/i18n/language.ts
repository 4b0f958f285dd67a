import { DEFAULT_LOCALE, isLocale, type Locale, setLocale } from '@skillhub/shared/i18n';
import { LANGUAGE_STORAGE_KEY } from '@skillhub/shared/session';

/**
 * The page's language, which the shell owns: chosen with the header's switch, remembered in this browser's local
 * storage (a logout keeps it), written on `<html lang>` for screen readers and the browser, and handed to every
 * remote in its mount props (RemoteArea).
 */

function storedLanguage(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

function apply(locale: Locale): void {
  document.documentElement.lang = locale;
  void setLocale(locale);
}

/** Start-up: the language this browser chose before, else English. */
export function restoreLanguage(): void {
  apply(storedLanguage() ?? DEFAULT_LOCALE);
}

/** The visitor picks a language: the shell and every mounted remote switch at once, without a reload. */
export function chooseLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be full or blocked: the choice still holds until the page is left.
  }
  apply(locale);
}
