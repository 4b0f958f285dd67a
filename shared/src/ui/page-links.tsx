import type { PaginationProps } from 'antd';
import { type AnchorHTMLAttributes, cloneElement, isValidElement, type MouseEvent } from 'react';

/**
 * antd Pagination's items as real links to `hrefOf(page)`: the numbers, the jumps (•••) and previous/next. On
 * the server's page they lead to that page before the app is there (the server renders it), and any of them
 * opens in a new tab. In the app a plain click stays Pagination's own (its item's handler calls onChange), so
 * the link only keeps the browser from following it too; a click meant for another tab or window is left to the
 * browser and kept from the item. antd's item keeps the one tab stop, as without links.
 */
export function pageLinks(hrefOf: (page: number) => string, current: number, last: number) {
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) event.stopPropagation();
    else event.preventDefault();
  };
  const itemRender: PaginationProps['itemRender'] = (page, type, original) => {
    // A disabled previous or next, and the page shown, lead nowhere else.
    if (page < 1 || page > last || (type !== 'page' && page === current)) return original;
    if (!isValidElement<AnchorHTMLAttributes<HTMLElement>>(original)) return original;
    // Crawlers follow them too (antd marks its numbers nofollow): the later pages list more of the list.
    const link = { href: hrefOf(page), onClick, tabIndex: -1, rel: undefined };
    // antd draws previous and next as buttons: the same look and icon, as a link.
    if (original.type === 'button') {
      return (
        <a className={original.props.className} {...link}>
          {original.props.children}
        </a>
      );
    }
    return cloneElement(original, link);
  };
  return itemRender;
}
