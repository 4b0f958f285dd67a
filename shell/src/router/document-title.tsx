import { COMPANY } from '@skillhub/shared/constants';
import { DEFAULT_LOCALE, isLocale } from '@skillhub/shared/i18n';
import { isStaticPublicPage, PUBLIC_PAGE_HEADS } from '@skillhub/shared/public-page-heads';
import { useEffect } from 'react';
import { useT } from '../i18n/index.ts';

/**
 * The browser tab's title for a shell page, in the page's language: a fixed public page's from the table the
 * server heads its HTML with (@skillhub/shared/public-page-heads), any other shell page the company's name, so
 * the title of the page before never stays on after a move within the app. Remote pages set their own.
 */
export function DocumentTitle({ page }: { page: string }) {
  const { i18n } = useT();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  useEffect(() => {
    document.title = isStaticPublicPage(page) ? PUBLIC_PAGE_HEADS[page].text[locale].title : COMPANY.name;
  }, [page, locale]);
  return null;
}
