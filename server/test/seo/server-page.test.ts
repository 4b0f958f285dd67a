import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { describe, expect, it } from 'vitest';
import { renderServerPage, WAKE_SCRIPT } from '../../src/modules/seo/server-page.ts';

/**
 * The HTML around the server's content: the shell's render in #root with its styles in the head, and the app
 * (which hydrates it) loaded on the visitor's first move (wake.js) instead of at once. What the shell draws there is
 * shell-pages.test.ts's.
 */

const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title>' +
  '<script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script>' +
  '<link rel="preload" as="script" href="/static/js/async/2.js" fetchpriority="low">' +
  '<link rel="preload" as="script" href="/static/js/async/7.js" fetchpriority="low">' +
  '</head><body><div id="root"></div></body></html>';
const ENTRY = '/remotes/courses/1.0.0-0a1b2c3d4e/remoteEntry.js';
const CONFIG = { remotes: { courses: ENTRY } } as const;

const wakeTag = (html: string) => new RegExp(`<script defer src="${WAKE_SCRIPT}"[^>]*></script>`).exec(html)?.[0];
const attribute = (tag: string | undefined, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag ?? '')?.[1];

const ROOT = `<div class="ant-app"><header><a href="/auth">Login</a></header><main><div id="${SERVER_RENDERED_ID}"><h1>Courses</h1></div></main></div>`;

describe('a server-rendered page', () => {
  const html = renderServerPage(INDEX, {
    head: null,
    root: ROOT,
    stylesheets: ['/page-styles/0123456789abcdef0123456789abcdef.css'],
    preload: [ENTRY],
    runtimeConfig: CONFIG,
  });

  it("loads only wake.js, which names the app scripts in order and preloads the app's start and the remote entry", () => {
    expect(html).not.toContain('<script defer src="/static/js/index.js">');
    expect(html).not.toContain('<link rel="preload"');
    const wake = wakeTag(html);
    expect(attribute(wake, 'data-app')).toBe('/static/js/lib-react.js /static/js/index.js');
    expect(attribute(wake, 'data-preload')).toBe(`/static/js/async/2.js /static/js/async/7.js ${ENTRY}`);
  });

  it("puts the shell's render into #root, for the app to hydrate, and links its styles in the head", () => {
    expect(html).toContain(`<div id="root">${ROOT}</div>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/page-styles/0123456789abcdef0123456789abcdef.css">');
  });
});

describe('a page the app draws (no server content)', () => {
  it("keeps the app scripts and preloads the app's start, then the remote entry, at once", () => {
    const html = renderServerPage(INDEX, { head: null, preload: [ENTRY], runtimeConfig: CONFIG });
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((link) => link[1]);
    expect(preloads).toEqual(['/static/js/async/2.js', '/static/js/async/7.js', ENTRY]);
    expect(html).not.toContain(WAKE_SCRIPT);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("links the sheets it is given (antd styles of what the app will draw) in the head for the app, not blocking the splash's paint", () => {
    const sheet = '/page-styles/fedcba9876543210fedcba9876543210.css';
    const html = renderServerPage(INDEX, { head: null, stylesheets: [sheet], runtimeConfig: CONFIG });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="stylesheet" href="${sheet}" media="print" data-app-sheet>`);
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html).toMatch(/<\/head><body>.*<div id="root"><\/div><\/body>/s);
    expect(html).not.toContain(WAKE_SCRIPT);
  });
});
