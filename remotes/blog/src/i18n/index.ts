import { addMessages } from '@skillhub/shared/i18n';
import { useTranslation } from 'react-i18next';
import { en } from './en.ts';

/** The blog remote's texts: the `blog` namespace of its i18next instance (`@skillhub/shared/i18n`). */

declare module 'i18next' {
  interface ResourceNamespaceMap {
    blog: typeof en;
  }
}

addMessages('blog', en, () => import('./hi.ts').then((module) => module.hi));

/** The remote's texts in the page's language (RemoteProps.locale); re-renders on a change of language. */
export const useT = () => useTranslation('blog');
