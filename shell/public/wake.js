/**
 * Loads the app on a page whose content the server rendered (server/src/modules/seo/server-page.ts), when the
 * visitor first engages with it: a pointer that moves, a touch, a scroll or wheel, a key, a focused field; on a page
 * marked `data-wake="idle"` (one whose next step needs the app), also once it has loaded and the browser is idle.
 * Until then the page is the server's HTML, whose links and search form work without a script; a visitor who only
 * reads pays for no app. A visitor whom the server's English page does not fit (drawn signed out for one signed in,
 * drawn for another learner than the one signed in here, or Hindi chosen) gets the app at once. The app hydrates the
 * server's elements: they stay, and become the app's.
 *
 * What the server's page does by itself wakes nothing: the phone menu's open and close buttons (the browser's own
 * popover) and a link to another page the browser follows (the page is left: hydrating it would only hold the
 * main thread the next page needs). A tap on such a link while the app is starting marks the page as being left
 * (`window.shEarlyInput.leaving`): the shell then starts no hydration and fetches no page code for it, until the
 * visitor engages with the page again (the link led nowhere, or the page came back from the back/forward cache),
 * which `sh-staying` on window tells.
 *
 * Until React owns an element (the shell's frame, the remote's page in it, each hydrated in turn), what the
 * visitor does to it is noted on `window.shEarlyInput` for the app to do again once it does
 * (shared/src/early-input.ts): the last button, tab or select tapped, and a form the app sends (one that names
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

  // React keeps its own record on each element it has hydrated (as early-input.ts tells).
  const ownedByReact = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const elementOf = (event) => (event.target instanceof Element ? event.target : null);

  /** A button of the server's page that opens or closes a popover (the phone's menu): the browser's own. */
  function popoverButton(target) {
    const button = target?.closest('button[popovertarget]');
    return button && !ownedByReact(button) ? button : null;
  }

  /**
   * A link to another page of this site that the browser follows, leaving this one: not one React owns (the app's
   * router takes those), nor one held with a modifier key, opened elsewhere, downloaded, or within this page.
   */
  function leavingLink(target, event) {
    const link = target?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || ownedByReact(link)) return null;
    if (event.button > 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    if (link.origin !== window.location.origin) return null;
    if (link.pathname === window.location.pathname && link.search === window.location.search) return null;
    return link;
  }

  /** Whether `event` is on something the server's page does by itself: it wakes nothing. */
  function pageOwn(event) {
    const target = elementOf(event);
    if (event.type === 'keydown') {
      if (event.key === 'Enter') return Boolean(popoverButton(target) || leavingLink(target, event));
      return event.key === ' ' && Boolean(popoverButton(target));
    }
    return Boolean(popoverButton(target) || leavingLink(target, event));
  }

  function wake() {
    if (woken) return;
    woken = true;
    for (const type of INTENT) window.removeEventListener(type, engage, true);
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      // In the order given, as the deferred scripts of index.html would run.
      script.async = false;
      document.head.append(script);
    }
    // After the app's scripts: asked for first, the entry is not queued behind what it will ask for.
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
  }

  function engage(event) {
    if (!pageOwn(event)) wake();
  }

  // While the page is being left, the visitor's next press on it, or its return from the back/forward cache,
  // says it stays: the app goes on starting.
  function stay(event) {
    if (!early.leaving || (event.type !== 'pageshow' && pageOwn(event))) return;
    early.leaving = false;
    window.dispatchEvent(new Event('sh-staying'));
  }
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, stay, true);
  window.addEventListener('pageshow', stay);

  let link = null;
  window.addEventListener(
    'click',
    (event) => {
      const target = elementOf(event);
      link = leavingLink(target, event);
      if (link || popoverButton(target)) return;
      const control = target?.closest('#root button, #root [role="tab"], #root .ant-select');
      if (control && !ownedByReact(control)) early.click = control;
      wake();
    },
    true,
  );
  // After the page's own handlers (the app's are on #root, inside the document): a link the app took (React
  // hydrates a part at a tap in it, and its router prevents the browser's navigation) leaves nothing.
  document.addEventListener('click', (event) => {
    if (link && woken && !event.defaultPrevented) early.leaving = true;
    link = null;
  });

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
  /** The user id in a JSON text (`{ user: { _id } }`), or null. */
  function userIdIn(text) {
    try {
      const id = JSON.parse(text || 'null')?.user?._id;
      return typeof id === 'string' ? id : null;
    } catch {
      return null;
    }
  }
  // The shell's own keys: AUTH_STORAGE_KEY and LANGUAGE_STORAGE_KEY (shared/src/session.ts). The page fits this
  // visitor when it was drawn signed out and no one is signed in here, or drawn for the learner signed in here
  // (INLINE_VISITOR_ID, shared/src/inline-data.ts: a learner's own page).
  const language = stored('skillhub-language');
  const session = stored('skillhub-auth');
  const drawnFor = userIdIn(document.getElementById('sh-visitor')?.textContent);
  const fits = drawnFor ? drawnFor === userIdIn(session) : !session;
  if (!fits || (language && language !== 'en')) wake();
  else {
    for (const type of INTENT) window.addEventListener(type, engage, { capture: true, passive: true });
    // A page whose next step needs the app (a payment link's Pay) has it come once the page has loaded and the
    // browser is idle, rather than at the tap that needs it: the tap then waits for the answer, not the app.
    if (me.dataset.wake === 'idle') {
      const whenIdle = () =>
        'requestIdleCallback' in window ? window.requestIdleCallback(wake, { timeout: 2000 }) : setTimeout(wake, 200);
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    }
  }
})();
