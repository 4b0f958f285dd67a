import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { describe, expect, it } from 'vitest';
import { renderServerPage, WAKE_SCRIPT } from '../../src/modules/seo/server-page.ts';

/**
 * The page around the server's content: the public layout's header and chat button in plain HTML, and the app
 * loaded on the visitor's first move (wake.js) instead of at once.
 */

const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title>' +
  '<script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const ENTRY = '/remotes/courses/1.0.0-0a1b2c3d4e/remoteEntry.js';
const CONFIG = { remotes: { courses: ENTRY } } as const;

const wakeTag = (html: string) => new RegExp(`<script defer src="${WAKE_SCRIPT}"[^>]*></script>`).exec(html)?.[0];
const attribute = (tag: string | undefined, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag ?? '')?.[1];

describe('a server-rendered page', () => {
  const html = renderServerPage(INDEX, {
    head: null,
    body: '<h1>Courses</h1>',
    preload: [ENTRY],
    runtimeConfig: CONFIG,
  });

  it('loads only wake.js, which names the app scripts in order and the remote entry to preload', () => {
    expect(html).not.toContain('<script defer src="/static/js/index.js">');
    expect(html).not.toContain('<link rel="preload"');
    const wake = wakeTag(html);
    expect(attribute(wake, 'data-app')).toBe('/static/js/lib-react.js /static/js/index.js');
    expect(attribute(wake, 'data-preload')).toBe(ENTRY);
  });

  it('draws the public header with working links, the page in main, and the WhatsApp chat link', () => {
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain('<nav aria-label="Main"');
    for (const [href, label] of [
      ['/', 'Home'],
      ['/courses', 'Courses'],
      ['/blog', 'Blogs'],
      ['/contact-us', 'Contact Us'],
    ])
      expect(header).toContain(`href="${href}">${label}</a>`);
    expect(header).toContain('<span class="sh-visually-hidden">Skillhub home</span>');
    expect(header).toMatch(/<button[^>]*>Login<\/button>/);
    // The app's own icons (the same SVG), hidden from screen readers: the button is named by its label.
    expect(header).toMatch(/aria-label="Switch to dark theme"><span class="sh-ssr-icon"><svg [^>]*aria-hidden="true"/);
    expect(html).toContain(`<main class="sh-ssr-main"><div id="${SERVER_RENDERED_ID}"><h1>Courses</h1></div></main>`);
    expect(html).toMatch(/<a class="sh-ssr-chat" href="https:\/\/wa\.me\/\d+\?text=[^"]+" target="_blank"/);
  });

  it('leaves the chat to the app when a vendor widget is configured', () => {
    const withWidget = renderServerPage(INDEX, {
      head: null,
      body: '<h1>Courses</h1>',
      runtimeConfig: { ...CONFIG, liveChatUrl: 'https://chat.example/widget.js' },
    });
    expect(withWidget).not.toContain('class="sh-ssr-chat"');
  });
});

describe('a page the app draws (no server content)', () => {
  it('keeps the app scripts and preloads the remote entry at once', () => {
    const html = renderServerPage(INDEX, { head: null, preload: [ENTRY], runtimeConfig: CONFIG });
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html).toContain(`<link rel="preload" as="script" href="${ENTRY}">`);
    expect(html).not.toContain(WAKE_SCRIPT);
    expect(html).not.toContain('<header');
  });
});
