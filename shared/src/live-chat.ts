import { COMPANY } from './constants.ts';
import { PATHS, type RouteName } from './routes.ts';

/**
 * Live chat on the public pages: by default a WhatsApp click-to-chat link to the business number (no third
 * party, nothing loaded); a known vendor's widget (LIVE_CHAT_VENDORS) when a super admin sets its script
 * address in Settings. The widget's script runs in the site's own origin, so only the vendors listed here are
 * accepted, their hosts reach the Content-Security-Policy of the public pages only (liveChatAllowedOn), and a
 * document that ran the widget never turns into a dashboard, sign-in or learner page without a full load.
 */

/** A WhatsApp number as wa.me takes it: country code and number, digits only, no plus (the spec's 10-15 digits). */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9]\d{9,14}$/;

/** The company phone the site shows (header, footer), as wa.me digits: the default business number. */
export const COMPANY_WHATSAPP_NUMBER = COMPANY.phoneHref.replace(/\D/g, '');

/** The click-to-chat address: opens WhatsApp (app or web) with a chat to `number` and `text` typed in. */
export function whatsAppChatUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const LIVE_CHAT_URL_MAX = 2000;

/** The page policy's directives a vendor widget adds sources to. */
export const WIDGET_DIRECTIVES = [
  'script-src',
  'connect-src',
  'frame-src',
  'img-src',
  'style-src',
  'font-src',
] as const;
export type WidgetDirective = (typeof WIDGET_DIRECTIVES)[number];

export interface LiveChatVendor {
  name: string;
  /** The hosts the vendor's embed code loads its script from: a widget address must name one of them. */
  scriptHosts: readonly string[];
  /** What the widget loads, connects to and frames, per directive, after the vendor's own CSP documentation. */
  sources: Readonly<Record<WidgetDirective, readonly string[]>>;
}

const https = (hosts: readonly string[]) => hosts.map((host) => `https://${host}`);
const ZOHO_REGIONS = ['com', 'in', 'eu', 'com.au'] as const;
const ZOHO_SCRIPT_HOSTS = ZOHO_REGIONS.flatMap((tld) => [`salesiq.zoho.${tld}`, `salesiq.zohopublic.${tld}`]);
const ZOHO_PUBLIC = ZOHO_REGIONS.map((tld) => `https://*.zohopublic.${tld}`);
const ZOHO_STATIC = ['https://*.zohostatic.com', 'https://*.zohocdn.com'];
const FRESHCHAT_SCRIPT_HOSTS = [
  'wchat.freshchat.com',
  'wchat.in.freshchat.com',
  'wchat.eu.freshchat.com',
  'wchat.au.freshchat.com',
];

/**
 * The chat vendors whose widget may run on the public pages: the one table the Settings validation, the pages'
 * Content-Security-Policy and the shell read. Hosts are the vendors' own domains only: general-purpose CDNs that
 * serve anyone's files (cdn.jsdelivr.net, which Tawk.to's documentation also lists for scripts) never reach
 * script-src, where they would let any published package run; Tawk.to gets it for its fonts and styles only.
 * img-src already allows any https image; the vendors' image hosts are listed all the same, so the table says
 * everything a widget needs.
 */
export const LIVE_CHAT_VENDORS: readonly LiveChatVendor[] = [
  {
    name: 'Tawk.to',
    scriptHosts: ['embed.tawk.to'],
    sources: {
      'script-src': ['https://embed.tawk.to', 'https://*.tawk.to'],
      'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
      'frame-src': ['https://*.tawk.to'],
      'img-src': ['https://*.tawk.to', 'https://tawk.link', 'https://cdn.jsdelivr.net'],
      'style-src': ['https://*.tawk.to', 'https://fonts.googleapis.com', 'https://cdn.jsdelivr.net'],
      'font-src': ['https://*.tawk.to', 'https://fonts.gstatic.com', 'https://cdn.jsdelivr.net'],
    },
  },
  {
    name: 'Crisp',
    scriptHosts: ['client.crisp.chat'],
    sources: {
      'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
      'frame-src': ['https://game.crisp.chat'],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
    },
  },
  {
    name: 'Intercom',
    scriptHosts: ['widget.intercom.io'],
    sources: {
      'script-src': ['https://widget.intercom.io', 'https://app.intercom.io', 'https://js.intercomcdn.com'],
      'connect-src': [
        'https://*.intercom.io',
        'wss://*.intercom.io',
        'https://uploads.intercomcdn.com',
        'https://uploads.intercomusercontent.com',
      ],
      'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
      'img-src': [
        'https://js.intercomcdn.com',
        'https://static.intercomassets.com',
        'https://downloads.intercomcdn.com',
        'https://uploads.intercomusercontent.com',
        'https://gifs.intercomcdn.com',
        'https://video-messages.intercomcdn.com',
        'https://messenger-apps.intercom.io',
      ],
      // The messenger styles itself inline ('unsafe-inline' is already in the pages' style-src).
      'style-src': [],
      'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    },
  },
  {
    name: 'Freshchat',
    scriptHosts: FRESHCHAT_SCRIPT_HOSTS,
    sources: {
      'script-src': [...https(FRESHCHAT_SCRIPT_HOSTS), 'https://*.freshchat.com'],
      'connect-src': ['https://*.freshchat.com', 'wss://*.freshchat.com'],
      'frame-src': ['https://*.freshchat.com'],
      'img-src': ['https://*.freshchat.com'],
      'style-src': ['https://*.freshchat.com'],
      'font-src': ['https://*.freshchat.com'],
    },
  },
  {
    name: 'Zoho SalesIQ',
    scriptHosts: ZOHO_SCRIPT_HOSTS,
    sources: {
      'script-src': [...https(ZOHO_SCRIPT_HOSTS), ...ZOHO_STATIC],
      'connect-src': [
        ...https(ZOHO_SCRIPT_HOSTS),
        ...ZOHO_PUBLIC,
        ...ZOHO_REGIONS.map((tld) => `wss://*.zohopublic.${tld}`),
      ],
      'frame-src': [...https(ZOHO_SCRIPT_HOSTS), ...ZOHO_PUBLIC],
      'img-src': [...ZOHO_STATIC, ...ZOHO_PUBLIC],
      'style-src': ZOHO_STATIC,
      'font-src': ZOHO_STATIC,
    },
  },
];

const VENDOR_NAMES = LIVE_CHAT_VENDORS.map((vendor) => vendor.name);
const vendorList = `${VENDOR_NAMES.slice(0, -1).join(', ')} or ${VENDOR_NAMES.at(-1)}`;

export const WIDGET_URL_MESSAGE = 'Enter the full address of the widget script, starting with https://';
export const WIDGET_VENDOR_MESSAGE = `Only a known chat provider's script can be used: the address in the embed code of ${vendorList}`;

const IPV4_HOST = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * What is wrong with a widget script address, or null when it can be used: a full https:// URL on one of a
 * known vendor's script hosts. Its host goes into a Content-Security-Policy, so whatever could widen or break a
 * source there (a wildcard, a separator, a quote, an IP address, a port, credentials) is refused on its own,
 * allow-list or not.
 */
export function widgetUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /["'`]/.test(value) ? 'The address must not contain quotes' : WIDGET_URL_MESSAGE;
  }
  if (url.protocol !== 'https:') return 'The widget script must be served over https://';
  if (!/^https:\/\//i.test(value)) return WIDGET_URL_MESSAGE;
  if (/["'`]/.test(value)) return 'The address must not contain quotes';
  if (/[\s,;]/.test(value)) return 'The address must not contain spaces, commas or semicolons';
  if (value.includes('*')) return 'The address must not contain wildcards (*)';
  const authority = value.slice('https://'.length).split(/[/?#\\]/, 1)[0] ?? '';
  if (url.username || url.password || authority.includes('@'))
    return 'The address must not contain a user name or password';
  if (IPV4_HOST.test(url.hostname) || url.hostname.startsWith('[')) {
    return "The address must name the provider's host, not an IP address";
  }
  if (url.port) return 'The address must not name a port (https uses 443)';
  if (!liveChatVendorOfHost(url.hostname)) return WIDGET_VENDOR_MESSAGE;
  return null;
}

function liveChatVendorOfHost(hostname: string): LiveChatVendor | null {
  return LIVE_CHAT_VENDORS.find((vendor) => vendor.scriptHosts.includes(hostname)) ?? null;
}

/** The vendor whose widget a script address loads, or null when the address is not usable. */
export function liveChatVendor(value: string | null | undefined): LiveChatVendor | null {
  if (!value || widgetUrlProblem(value)) return null;
  return liveChatVendorOfHost(new URL(value).hostname);
}

/** The origin a widget script address names (`https://embed.tawk.to`), or null when it is not usable. */
export function widgetOrigin(value: string | null | undefined): string | null {
  if (!value || widgetUrlProblem(value)) return null;
  return new URL(value).origin;
}

/**
 * The pages a widget never runs on, nor gets into the policy of: the dashboard, the sign-in pages, the pages
 * whose address holds a secret token (a third-party script could read it from the address), and the learner's
 * own pages, each with everything under it. The public pages are all the others.
 */
const WIDGET_FREE_PAGES: readonly RouteName[] = [
  'dashboard',
  'auth',
  'resetPassword',
  'confirmEmail',
  'approveEmailChange',
  'cancelEmailChange',
  'myCourses',
  'coursePayment',
  'coursePlayer',
];

/** '/course/:slug/learn/:courseId' as a prefix: '/course/<anything but a slash>/learn', then anything. */
const WIDGET_FREE_PREFIXES = WIDGET_FREE_PAGES.map((name) => {
  const pattern = PATHS[name].replace(/(\/:[A-Za-z]+)+$/, '');
  const source = pattern
    .split(/:[A-Za-z]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}`);
});

/**
 * The path a page address is routed by, read the way the router reads it or looser: query and fragment off,
 * escapes decoded, any case, repeated slashes (and backslashes) as one, dot segments resolved. Looser only ever
 * means fewer pages with the widget.
 */
function routedPath(address: string): string {
  let path = address.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as it came, still checked below.
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().split(/[/\\]+/)) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether the page at `address` (a path, with or without a query) is a public page, where a widget may run. */
export function liveChatAllowedOn(address: string): boolean {
  const path = routedPath(address);
  return !WIDGET_FREE_PREFIXES.some((prefix) => prefix.test(path));
}
