import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_VENDORS, liveChatAllowedOn, liveChatVendor, WIDGET_DIRECTIVES } from '../src/live-chat.ts';

describe('the chat vendors allow-list', () => {
  it("lets each vendor's script hosts into its script-src, and names a source for every directive", () => {
    for (const vendor of LIVE_CHAT_VENDORS) {
      expect(Object.keys(vendor.sources).sort(), vendor.name).toEqual([...WIDGET_DIRECTIVES].sort());
      for (const host of vendor.scriptHosts) expect(vendor.sources['script-src']).toContain(`https://${host}`);
    }
  });

  it('holds only https and wss sources on named domains: no bare wildcard, keyword, CDN of anyone or separator', () => {
    for (const vendor of LIVE_CHAT_VENDORS) {
      for (const [directive, sources] of Object.entries(vendor.sources)) {
        for (const source of sources) {
          expect(source, `${vendor.name} ${directive}`).toMatch(/^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        }
        if (directive === 'script-src') expect(sources.join(' ')).not.toMatch(/jsdelivr|unpkg|cdnjs|googleapis/);
      }
    }
  });

  it('knows a vendor by its script host only', () => {
    expect(liveChatVendor('https://embed.tawk.to/64f0c0ffee/default')?.name).toBe('Tawk.to');
    expect(liveChatVendor('https://client.crisp.chat/l.js')?.name).toBe('Crisp');
    expect(liveChatVendor('https://widget.intercom.io/widget/abc')?.name).toBe('Intercom');
    expect(liveChatVendor('https://wchat.in.freshchat.com/js/widget.js')?.name).toBe('Freshchat');
    expect(liveChatVendor('https://salesiq.zoho.eu/widget')?.name).toBe('Zoho SalesIQ');
    expect(liveChatVendor('https://va.tawk.to/x.js')).toBeNull();
    expect(liveChatVendor('https://embed.tawk.to:444/x.js')).toBeNull();
    expect(liveChatVendor(null)).toBeNull();
  });
});

describe('the pages a widget may run on', () => {
  it('are the public pages', () => {
    for (const path of ['/', '/courses', '/course/react', '/blog/post?x=1', '/contact-us', '/blog/%E0%A4%A']) {
      expect(liveChatAllowedOn(path), path).toBe(true);
    }
  });

  it('never the dashboard, the sign-in pages, the token pages or the learner pages, however the address is written', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/settings?tab=1',
      '/auth',
      '/auth#x',
      '/reset-password/abc',
      '/confirm-email/abc',
      '/approve-email-change/abc',
      '/cancel-email-change/abc',
      '/my-courses',
      '/course-payment/1',
      '/course/react/learn/1',
      '/course/react/learn',
      '/Dashboard',
      '/%64ashboard',
      '/%2Fdashboard',
      '//dashboard',
      '/./dashboard',
      '/blog/../dashboard',
      '/dashboard/%E0%A4%A',
    ]) {
      expect(liveChatAllowedOn(path), path).toBe(false);
    }
  });
});
