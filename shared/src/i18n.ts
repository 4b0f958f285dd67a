import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDisplayLocale } from './format.ts';
import { commonEn } from './i18n/common-en.ts';

/**
 * The translation layer: one i18next instance per app. This module is bundled by each app (the shell and every
 * remote; it is not shared at run time), so each app has its own instance carrying the shared `common`
 * namespace and the app's own namespace, added by the app's `src/i18n` module with `addMessages`. The page has
 * one chosen language all the same: the shell owns it and hands it to each remote in its mount props
 * (`RemoteProps.locale`); the remote's lifecycles switch its instance before rendering.
 *
 * English is the default and the fallback: a text with no Hindi yet shows in English. The spec's exact
 * messages and the server's stay English in the contract; fieldMessage and serverMessage show them in Hindi. The Hindi texts are a chunk of their own per app,
 * loaded by the first switch to Hindi (`setLocale`), so an English visitor never downloads them.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The language the server draws every page in; the app switches a reader of another to theirs once it hydrated. */
export const SERVER_LOCALE: Locale = DEFAULT_LOCALE;
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A text given in every language (a menu entry's label) in `language`; English for a language it lacks. */
export const textIn = (text: Record<Locale, string>, language: string): string =>
  text[isLocale(language) ? language : DEFAULT_LOCALE] ?? text.en;

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
  resources: { en: { common: commonEn } },
  // The English texts are bundled, so the instance is ready as soon as this module has run.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // A namespace's Hindi added while Hindi shows re-renders what uses it (see addMessages).
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** The language asked for last: the one shown once its texts are there. */
let requestedLocale: Locale = DEFAULT_LOCALE;

/** Each namespace's Hindi: how to load it (a dynamic import of the app's hi.ts) and, once asked, its loading. */
const hindiTexts = new Map<string, { load: () => Promise<object>; loading?: Promise<void> }>();
/** The schemas' messages in Hindi (fieldMessage), loaded with the common namespace's Hindi. */
let validationMessageHi: (message: string) => string | undefined = () => undefined;
/** The server's coded messages in Hindi (serverMessage), loaded with the common namespace's Hindi. */
let serverMessagesHi: Record<string, string> = {};

hindiTexts.set('common', {
  load: async () => {
    const [common, validation, server] = await Promise.all([
      import('./i18n/common-hi.ts'),
      import('./i18n/validation-hi.ts'),
      import('./i18n/server-messages-hi.ts'),
    ]);
    validationMessageHi = validation.validationMessageHi;
    serverMessagesHi = server.serverMessagesHi;
    return common.commonHi;
  },
});

/**
 * Adds an app's namespace: its English texts, and how to load its Hindi ones (`() => import('./hi.ts')…`; a
 * missing Hindi text falls back to English).
 */
export function addMessages<T extends object>(
  namespace: string,
  en: T,
  loadHi: () => Promise<PartialMessages<T>>,
): void {
  i18n.addResourceBundle('en', namespace, en, true, true);
  hindiTexts.set(namespace, { load: loadHi });
  // Added while the page shows Hindi: its Hindi follows at once (bindI18nStore re-renders when it is added).
  if (requestedLocale === 'hi') void loadHindi();
}

/** Every namespace's Hindi, each loaded once; one that fails to arrive is tried again on the next switch. */
function loadHindi(): Promise<unknown> {
  return Promise.all(
    [...hindiTexts].map(([namespace, texts]) => {
      texts.loading ??= texts.load().then(
        (messages) => {
          i18n.addResourceBundle('hi', namespace, messages, true, true);
        },
        () => {
          // Offline, or a release replaced meanwhile: this namespace shows English until a later switch.
          texts.loading = undefined;
        },
      );
      return texts.loading;
    }),
  );
}

/** The language this app shows now. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * A form field's message in the app's language. The schemas' own messages (checked in the browser) are looked up
 * by their English text; the server's field errors (`type: 'server'`, see server-errors.tsx) were put in the
 * page's language by serverMessage when they arrived.
 */
export function fieldMessage(error: { message?: string; type?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (!message || error.type === 'server' || currentLocale() === DEFAULT_LOCALE) return message;
  return validationMessageHi(message) ?? message;
}

/**
 * A message of the server (an error body's `message` or one of its `errors`) in the app's language. The server
 * writes English for API clients and adds a `code` (and `params`) to the messages it makes itself (see
 * errorBodySchema): those are looked up by code, with `{{name}}` filled from params. A message without a code is
 * one of the shared schemas' messages (the server checks bodies with the same schemas) and is looked up by its
 * English text, as the browser's own check is. Anything else, or any message in English, shows as sent.
 */
export function serverMessage(
  message: string,
  code?: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (currentLocale() === DEFAULT_LOCALE) return message;
  const coded = code ? serverMessagesHi[code] : undefined;
  if (coded) return coded.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => String(params?.[name] ?? slot));
  return validationMessageHi(message) ?? message;
}

/**
 * Switches this app's texts, dates and numbers, once the language's texts are loaded; the shell also passes the
 * language on to its remotes.
 */
export async function setLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  if (locale === 'hi') await loadHindi();
  // A later switch made while the texts loaded wins.
  if (requestedLocale === locale) await i18n.changeLanguage(locale);
}
