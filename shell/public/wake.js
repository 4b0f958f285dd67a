/**
 * Loads the app on a page whose content the server rendered (server/src/modules/seo/server-page.ts), when the
 * visitor first engages with it: a pointer that moves, a touch, a scroll or wheel, a key, a focused field. Until
 * then the page is the server's HTML, whose links and search form work without a script; a visitor who only
 * reads pays for no app. A visitor whom the server's English, signed-out page does not fit (signed in, or Hindi
 * chosen) gets the app at once. The app hydrates the server's elements: they stay, and become the app's.
 *
 * Until React owns an element (the shell's frame, the remote's page in it, each hydrated in turn), what the
 * visitor does to it is noted on `window.shEarlyInput` for the app to do again once it does
 * (shared/src/ui/early-input.ts): the last button, tab or select tapped, and a form the app sends (one that names
 * no address: the sign-in form, an enquiry), which the browser is stopped from sending itself, as it would put
 * what was typed, a password too, into this page's address. Text typed into a field stays in it. Plain script,
 * no imports: it is the only script such a page loads at first.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const list = (value) => (value || '').split(' ').filter(Boolean);
  const sources = list(me.dataset.app);
  const preloads = list(me.dataset.preload);
  const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'keydown', 'focusin'];
  const early = {};
  window.shEarlyInput = early;
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

  // React keeps its own record on each element it has hydrated (as early-input.ts tells).
  const ownedByReact = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest('#root button, #root [role="tab"], #root .ant-select');
      // A button that opens a popover (the phone's menu) works on the server's page by itself.
      if (control && !ownedByReact(control) && !control.hasAttribute('popovertarget')) early.click = control;
      wake();
    },
    true,
  );

  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      // A search form names its address and works without the app; a form React owns is React's.
      if (!form?.closest('#root') || form.hasAttribute('action') || ownedByReact(form)) return;
      event.preventDefault();
      early.submit = form;
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
