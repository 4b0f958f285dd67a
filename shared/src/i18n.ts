import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDisplayLocale } from './format.ts';
import { commonEn } from './i18n/common-en.ts';
import { commonHi } from './i18n/common-hi.ts';
import { validationHi } from './i18n/validation-hi.ts';

/**
 * The translation layer: one i18next instance per app. This module is bundled by each app (the shell and every
 * remote; it is not shared at run time), so each app has its own instance carrying the shared `common`
 * namespace and the app's own namespace, added by the app's `src/i18n` module with `addMessages`. The page has
 * one chosen language all the same: the shell owns it and hands it to each remote in its mount props
 * (`RemoteProps.locale`); the remote's lifecycles switch its instance before rendering.
 *
 * English is the default and the fallback: a text with no Hindi yet shows in English. The spec's exact
 * messages and the server's field errors stay in English.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Intl's name of each language as written in India: Indian digit grouping, day-month-year dates. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A language's texts: the same keys as the English ones, every text a string. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
/** A language's texts where some are still missing (they show in English). */
export type PartialMessages<T> = { [K in keyof T]?: T[K] extends string ? string : PartialMessages<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: typeof commonEn;
  }
}

export const i18n: I18n = i18next.createInstance();

// Dates, numbers and rupees (format.ts) follow the language.
i18n.on('languageChanged', (language) =>
  setDisplayLocale(INTL_LOCALES[isLocale(language) ? language : DEFAULT_LOCALE]),
);

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, hi: { common: commonHi } },
  // Texts are bundled, so the instance is ready as soon as this module has run.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Adds an app's namespace: its English texts and its Hindi ones (missing Hindi texts fall back to English). */
export function addMessages<T extends object>(namespace: string, en: T, hi: PartialMessages<T>): void {
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('hi', namespace, hi, true, true);
}

/** The language this app shows now. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * A form field's message in the app's language. The schemas' own messages (checked in the browser) are looked up
 * by their English text; the server's field errors (`type: 'server'`, see server-errors.tsx) stay as sent.
 */
export function fieldMessage(error: { message?: string; type?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (!message || error.type === 'server' || currentLocale() === DEFAULT_LOCALE) return message;
  return validationHi[message] ?? message;
}

/** Switches this app's texts, dates and numbers; the shell also passes the language on to its remotes. */
export function setLocale(locale: Locale): Promise<unknown> {
  return i18n.changeLanguage(locale);
}
