/**
 * Loads the app on a page whose content the server rendered (server/src/modules/seo/server-page.ts), when the
 * visitor first engages with it: a pointer that moves, a touch, a scroll or wheel, a key, a focused field. Until
 * then the page is the server's HTML, whose links and search form work without a script; a visitor who only
 * reads pays for no app. A visitor whom the server's English, signed-out page does not fit (signed in, or Hindi
 * chosen) gets the app at once.
 *
 * A button, tab or select tapped before the app is there is named on <html data-sh-pending-click>, and the shell
 * presses (opens) its own control of that name when it takes over (shell/src/runtime/server-rendered.ts); what
 * was typed into a field, and its focus, are carried over to the app's field of the same name. A form the app
 * sends (the sign-in form, an enquiry) is not sent by the browser, which would put what was typed, a password
 * too, into this page's address: it is named on <html data-sh-pending-submit>, and the app sends its own form of
 * that name with what was typed. Plain script, no imports: it is the only script such a page loads at first.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const list = (value) => (value || '').split(' ').filter(Boolean);
  const sources = list(me.dataset.app);
  const preloads = list(me.dataset.preload);
  const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'keydown', 'focusin'];
  let woken = false;

  function wake() {
    if (woken) return;
    woken = true;
    for (const type of INTENT) window.removeEventListener(type, wake, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      // In the order given, as the deferred scripts of index.html would run.
      script.async = false;
      document.head.append(script);
    }
  }

  // A tapped control's name as the app's own control of the same place has it: its label, else a button's text.
  // A tap on a select (antd's, drawn by the server) lands on its box as often as on its combobox input.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const select = target?.closest('.sh-ssr-frame .ant-select');
      const control = select
        ? select.querySelector('[role="combobox"]')
        : target?.closest('.sh-ssr-frame button, .sh-ssr-frame [role="tab"]');
      if (!control) return;
      // A button that opens a popover (the phone's menu) works on the server's page by itself: nothing to do
      // again in the app, which leaves the page to the visitor while the menu is open (server-rendered.ts).
      if (control.hasAttribute('popovertarget')) {
        wake();
        return;
      }
      const name = control.getAttribute('aria-label') || (control.labels?.[0] || control).textContent || '';
      document.documentElement.dataset.shPendingClick = name.replace(/\s+/g, ' ').trim();
      wake();
    },
    true,
  );

  // A form of the app's (React's forms name no address to send to; a search form that does is left alone).
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form?.closest('.sh-ssr-frame') || form.hasAttribute('action')) return;
      event.preventDefault();
      document.documentElement.dataset.shPendingSubmit = form.getAttribute('aria-label') || '';
      wake();
    },
    true,
  );

  function stored(key) {
    try {
      return window.localStorage.getItem(key) || window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }
  // The shell's own keys: AUTH_STORAGE_KEY and LANGUAGE_STORAGE_KEY (shared/src/session.ts).
  const language = stored('skillhub-language');
  if (stored('skillhub-auth') || (language && language !== 'en')) wake();
  else for (const type of INTENT) window.addEventListener(type, wake, { capture: true, passive: true });
})();
