import { addMessages } from '@skillhub/shared/i18n';
import { useTranslation } from 'react-i18next';
import { en } from './en.ts';

/** The shell's texts: the `shell` namespace of its i18next instance (`@skillhub/shared/i18n`). */

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: typeof en;
  }
}

addMessages('shell', en, () => import('./hi.ts').then((module) => module.hi));

/** The shell's texts in the page's language; re-renders the component when the language changes. */
export const useT = () => useTranslation('shell');
