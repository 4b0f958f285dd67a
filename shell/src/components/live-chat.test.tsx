import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPANY_WHATSAPP_NUMBER } from '@skillhub/shared/live-chat';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, setRuntimeConfig } from '../runtime/runtime-config.ts';
import {
  renderApp,
  renderWithProviders,
  resetPage,
  signInAs,
  startTestApi,
  superAdmin,
  type TestApi,
} from '../test/shell-test-kit.tsx';
import { LIVE_CHAT_SCRIPT_ID, LiveChat, liveChatUrl } from './live-chat.tsx';

/**
 * The vendor: a real script on a local server, which the page loads and runs. Like Tawk.to or Crisp it puts its
 * container into <body> and loads more of itself through <head>, and it exposes a shutdown. (Its scripts are
 * async, as vendors' are: happy-dom fetches a blocking one synchronously, which this process could not answer.)
 */
const VENDOR_SCRIPT = `(function () {
  var box = document.createElement('div');
  box.id = 'vendor-chat';
  box.innerHTML = '<button type="button">Chat</button>';
  document.body.appendChild(box);
  var more = document.createElement('script');
  more.src = new URL('/widget-chunk.js', document.currentScript.src).href;
  more.async = true;
  document.head.appendChild(more);
  window.vendorShutdowns = 0;
  window.skillhubLiveChat = { shutdown: function () { window.vendorShutdowns += 1; } };
})();`;

let vendor: Server;
let vendorOrigin: string;
let api: TestApi;
let pageUrl: string;

interface HappyDom {
  setURL(url: string): void;
  settings: { enableJavaScriptEvaluation: boolean };
}
const happyDom = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;
const script = () => document.getElementById(LIVE_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
const vendorBox = () => document.getElementById('vendor-chat');
const vendorChunk = () => document.head.querySelector(`script[src="${vendorOrigin}/widget-chunk.js"]`);
/** Waits until the vendor's second script has run `times` times (leaving earlier would cut its download off). */
const vendorReady = (times = 1) =>
  waitFor(() => expect((window as unknown as { vendorChunkRuns?: number }).vendorChunkRuns).toBe(times));
const chatButton = () => screen.queryByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

beforeAll(async () => {
  vendor = createServer((req, res) => {
    const found = req.url === '/widget.js' || req.url === '/widget-chunk.js';
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/javascript' });
    res.end(req.url === '/widget.js' ? VENDOR_SCRIPT : 'window.vendorChunkRuns = (window.vendorChunkRuns || 0) + 1;');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  api = await startTestApi();
  pageUrl = window.location.href;
  // The page runs the scripts it loads, as a browser does (happy-dom leaves them unrun unless told).
  happyDom().settings.enableJavaScriptEvaluation = true;
});
afterAll(async () => {
  happyDom().settings.enableJavaScriptEvaluation = false;
  await api.close();
  await new Promise((resolve) => vendor.close(resolve));
});
beforeEach(() => {
  resetPage();
  api.reset();
});
afterEach(() => {
  resetPage();
  script()?.remove();
  vendorBox()?.remove();
  vendorChunk()?.remove();
  delete window.__SKILLHUB_LIVE_CHAT_URL__;
  delete window.skillhubLiveChat;
  delete (window as unknown as { vendorChunkRuns?: number }).vendorChunkRuns;
  happyDom().setURL(pageUrl);
});

/** The widget served from this page's own origin (plain http on a local server), which the loader accepts. */
function servePageFromVendor(): string {
  happyDom().setURL(`${vendorOrigin}/`);
  return `${vendorOrigin}/widget.js`;
}

describe('the WhatsApp button (no widget configured)', () => {
  it('links to a chat with the configured business number and a greeting, in a new tab', () => {
    setRuntimeConfig({ remotes: {}, liveChatWhatsApp: '447700900123' });
    renderWithProviders(<LiveChat widgetAllowed />);
    const link = chatButton() as HTMLAnchorElement;
    const href = new URL(link.href);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/447700900123');
    expect(href.searchParams.get('text')).toBe('Hello Skillhub, I would like to know more about your courses.');
    expect(link.getAttribute('href')).toContain('?text=Hello%20Skillhub%2C%20I%20would');
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ')).toContain('noopener');
    expect(script()).toBeNull();
  });

  it('uses the company phone when the runtime config names no number (it could not be read)', () => {
    setRuntimeConfig({ remotes: {} });
    renderWithProviders(<LiveChat widgetAllowed />);
    expect((chatButton() as HTMLAnchorElement).href).toMatch(
      new RegExp(`^https://wa.me/${COMPANY_WHATSAPP_NUMBER}\\?`),
    );
  });

  it('is reached with the keyboard', async () => {
    setRuntimeConfig({ remotes: {} });
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <LiveChat widgetAllowed />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(chatButton());
  });

  it('shows nothing until the runtime config is read, so a configured widget never follows a flash of it', () => {
    renderWithProviders(<LiveChat widgetAllowed />);
    expect(chatButton()).toBeNull();
    act(() => setRuntimeConfig({ remotes: {} }));
    expect(chatButton()).not.toBeNull();
  });
});

describe('the public pages, the dashboard and the sign-in pages', () => {
  // The pages' calls end before the next test moves the page to another address (which would cut them off).
  afterEach(() => api.quiet());

  it('shows the button on public pages only: gone on the sign-in page and in the dashboard, back on return', async () => {
    setRuntimeConfig({ remotes: {} });
    const { router } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 });
    expect(chatButton()).not.toBeNull();

    await act(() => router.navigate('/auth'));
    await screen.findByRole('button', { name: 'Login' });
    expect(chatButton()).toBeNull();

    await act(() => router.navigate('/privacy-policy'));
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(chatButton()).not.toBeNull();
  });

  it('has no button in the dashboard', async () => {
    signInAs(superAdmin());
    setRuntimeConfig({ remotes: {} });
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(chatButton()).toBeNull();
  });

  it('loads a configured widget instead of the button, once across public pages, and leaves them by a full load', async () => {
    const url = servePageFromVendor();
    setRuntimeConfig({ remotes: {}, liveChatUrl: url });
    const { router } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 });
    expect(script()?.src).toBe(url);
    await vendorReady();
    expect(vendorBox()).not.toBeNull();
    expect(vendorChunk()).not.toBeNull();
    expect(chatButton()).toBeNull();

    // Another public page keeps the widget as it is: loaded once.
    await act(() => router.navigate('/privacy-policy'));
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(vendorBox()).not.toBeNull();
    expect(document.querySelectorAll(`#${LIVE_CHAT_SCRIPT_ID}`)).toHaveLength(1);

    // The sign-in page is a new document (live-chat-navigation.test.tsx has the rest).
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      await act(() => router.navigate('/auth'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
      expect(router.state.location.pathname).toBe('/privacy-policy');
      expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeTruthy();
    } finally {
      assign.mockRestore();
    }
  });
});

/** A page part React renders into <body> after the widget started, and keeps after it stops. */
function Page() {
  const [chat, setChat] = useState(true);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDialog(true)}>
        Open dialog
      </button>
      <button type="button" onClick={() => setChat(false)}>
        Leave
      </button>
      {chat && <LiveChat widgetAllowed />}
      {dialog && createPortal(<div role="dialog" aria-label="Page dialog" />, document.body)}
    </>
  );
}

describe('taking a widget off the page', () => {
  it("removes the vendor's elements, never the page's own added meanwhile", async () => {
    const url = servePageFromVendor();
    setRuntimeConfig({ remotes: {}, liveChatUrl: url });
    render(<Page />);
    await vendorReady();
    expect(vendorBox()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    // Styles the page itself adds to <head> meanwhile (antd's, for the dialog).
    const ownStyle = document.createElement('style');
    ownStyle.dataset.rcOrder = 'prependQueue';
    document.head.appendChild(ownStyle);

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(script()).toBeNull();
    expect(vendorBox()).toBeNull();
    expect(vendorChunk()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Page dialog' })).toBeTruthy();
    expect(ownStyle.isConnected).toBe(true);
    ownStyle.remove();
  });
});

describe('the widget address', () => {
  it("is a known chat vendor's script, or of the page itself; a hosting page may set it", () => {
    expect(liveChatUrl('https://embed.tawk.to/abc/default')).toBe('https://embed.tawk.to/abc/default');
    expect(liveChatUrl('https://client.crisp.chat/l.js')).toBe('https://client.crisp.chat/l.js');
    expect(liveChatUrl('http://chat.example.com/widget.js')).toBeUndefined();
    expect(liveChatUrl('https://chat.example.com/widget.js')).toBeUndefined();
    expect(liveChatUrl('https://*/x.js')).toBeUndefined();
    expect(liveChatUrl('javascript:alert(1)')).toBeUndefined();
    expect(liveChatUrl('/chat/widget.js')).toBe(new URL('/chat/widget.js', window.location.href).href);
    window.__SKILLHUB_LIVE_CHAT_URL__ = 'https://widget.intercom.io/widget/abc';
    expect(liveChatUrl(undefined)).toBe('https://widget.intercom.io/widget/abc');
  });

  it('comes with the WhatsApp number from /runtime-config.json; a malformed number is left out', () => {
    expect(
      parseRuntimeConfig({ remotes: {}, liveChatUrl: ' https://embed.tawk.to/a ', liveChatWhatsApp: '919876543210' }),
    ).toEqual({ remotes: {}, liveChatUrl: 'https://embed.tawk.to/a', liveChatWhatsApp: '919876543210' });
    expect(parseRuntimeConfig({ remotes: {}, liveChatWhatsApp: '+91 98765' })).toEqual({ remotes: {} });
    expect(parseRuntimeConfig({ remotes: {}, liveChatWhatsApp: 919876543210 })).toEqual({ remotes: {} });
  });
});
