import { COMPANY } from '@skillhub/shared/constants';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { COMPANY_WHATSAPP_NUMBER, whatsAppChatUrl } from '@skillhub/shared/live-chat';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { routeTo } from '@skillhub/shared/routes';
import { ICONS } from './icons.ts';
import { escapeMarkup as e } from './markup.ts';

/**
 * The public layout's frame around a server-rendered page, in the shell's own words (shell/src/i18n/en.ts) and
 * places (shell/src/layouts/public-layout): the fixed header with the brand, the main navigation, the language
 * and theme switches, the phone and Login (a menu button instead of the navigation on a phone), the page under
 * it, and the WhatsApp chat button. Links work before any script runs; a button wakes the app
 * (shell/public/wake.js), which then presses its own button of the same name.
 */

const NAV = [
  { path: routeTo('home'), label: 'Home' },
  { path: routeTo('catalogue'), label: 'Courses' },
  { path: routeTo('blog'), label: 'Blogs' },
  { path: routeTo('contactUs'), label: 'Contact Us' },
];

function brand(): string {
  return [
    '<a class="sh-ssr-brand" href="/">',
    '<span aria-hidden="true" class="sh-ssr-brand-mark">S</span>',
    `<span aria-hidden="true">${e(COMPANY.name)}</span>`,
    `<span class="sh-visually-hidden">${e(`${COMPANY.name} home`)}</span>`,
    '</a>',
  ].join('');
}

function header(): string {
  const nav = NAV.map(({ path, label }) => `<a class="sh-ssr-nav-link" href="${e(path)}">${e(label)}</a>`).join('');
  return [
    '<header class="sh-ssr-header"><div>',
    brand(),
    `<nav aria-label="Main" class="sh-ssr-wide-only">${nav}</nav>`,
    '<div class="sh-ssr-header-end">',
    `<button type="button" class="sh-ssr-text-button" lang="hi">${ICONS.translation} हिन्दी</button>`,
    `<button type="button" class="sh-ssr-text-button" aria-label="Switch to dark theme">${ICONS.moon}</button>`,
    `<a class="sh-ssr-nav-link sh-ssr-wide-only" href="${e(COMPANY.phoneHref)}">${ICONS.phone} ${e(COMPANY.phone)}</a>`,
    '<button type="button" class="sh-ssr-primary-button sh-ssr-wide-only">Login</button>',
    `<button type="button" class="sh-ssr-text-button sh-ssr-narrow-only" aria-label="Open navigation">${ICONS.menu}</button>`,
    '</div></div></header>',
  ].join('');
}

/** The default live chat (shell/src/components/live-chat.tsx); a vendor's widget comes with the app. */
function chatButton(config: RuntimeConfig | undefined): string {
  if (config?.liveChatUrl) return '';
  const url = whatsAppChatUrl(
    config?.liveChatWhatsApp ?? COMPANY_WHATSAPP_NUMBER,
    `Hello ${COMPANY.name}, I would like to know more about your courses.`,
  );
  return [
    '<aside aria-label="Chat with us on WhatsApp">',
    `<a class="sh-ssr-chat" href="${e(url)}" target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp (opens in a new tab)" title="Chat with us on WhatsApp">${ICONS.whatsApp}</a>`,
    '</aside>',
  ].join('');
}

export function pageFrame(content: string, config: RuntimeConfig | undefined): string {
  return [
    '<div class="sh-ssr-frame">',
    header(),
    `<main class="sh-ssr-main"><div id="${SERVER_RENDERED_ID}">${content}</div></main>`,
    chatButton(config),
    '</div>',
  ].join('');
}
