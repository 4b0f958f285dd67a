import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../runtime/runtime-config.ts';
import { resetPage } from '../test/shell-test-kit.tsx';
import { LIVE_CHAT_SCRIPT_ID, LiveChat, liveChatUrl } from './live-chat.tsx';

const script = () => document.getElementById(LIVE_CHAT_SCRIPT_ID) as HTMLScriptElement | null;

beforeEach(resetPage);
afterEach(() => {
  resetPage();
  script()?.remove();
  delete window.__SKILLHUB_LIVE_CHAT_URL__;
  delete window.skillhubLiveChat;
});

describe('LiveChat', () => {
  it('loads nothing when no widget is configured (the default)', () => {
    setRuntimeConfig({ remotes: {} });
    render(<LiveChat />);
    expect(script()).toBeNull();
  });

  it('injects the configured widget once, boots it again on return and shuts it down on leaving', () => {
    setRuntimeConfig({ remotes: {}, liveChatUrl: 'https://chat.example.com/widget.js' });
    const widget = { boot: vi.fn(), shutdown: vi.fn() };
    const first = render(<LiveChat />);
    expect(script()?.src).toBe('https://chat.example.com/widget.js');
    window.skillhubLiveChat = widget;

    first.unmount();
    expect(widget.shutdown).toHaveBeenCalledOnce();

    render(<LiveChat />);
    expect(document.querySelectorAll(`#${LIVE_CHAT_SCRIPT_ID}`)).toHaveLength(1);
    expect(widget.boot).toHaveBeenCalledOnce();
  });

  it('waits for the runtime config, and accepts an address set by the hosting page', () => {
    window.__SKILLHUB_LIVE_CHAT_URL__ = 'https://chat.example.com/page.js';
    render(<LiveChat />);
    expect(script()).toBeNull();
    act(() => setRuntimeConfig({ remotes: {} }));
    expect(script()?.src).toBe('https://chat.example.com/page.js');
  });

  it('refuses a plain-http address from another origin', () => {
    expect(liveChatUrl('http://chat.example.com/widget.js')).toBeUndefined();
    expect(liveChatUrl('javascript:alert(1)')).toBeUndefined();
    expect(liveChatUrl('/chat/widget.js')).toBe(new URL('/chat/widget.js', window.location.href).href);
  });
});
