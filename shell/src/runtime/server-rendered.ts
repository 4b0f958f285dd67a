import { SERVER_RENDERED_ID, SERVER_STYLES_ATTR } from '@skillhub/shared/inline-data';
import { flushSync } from 'react-dom';

/**
 * The take-over of a server-rendered page. The server may put a public page's content into #root (a frame whose
 * content is `<div id="sh-ssr">`, server/src/modules/seo/server-page.ts). The shell then renders into an element
 * of its own after that frame, laid over it and invisible, so the server's content is never moved or repainted
 * while the shell and the owning remote load. When the app has drawn the page's heading (an h1 outside the
 * server's content), in the same task: the remote's area is shown (RemoteArea waits for it through
 * whenServerRenderedReplaced), the server's frame removed and the app made visible. The page never shows its
 * content twice, and nothing that was painted moves. Once per page load, only at the address it was rendered for.
 */

/** However the app fares (a page without a heading, a remote that hangs), the server's content leaves by then. */
const LONGEST_WAIT_MS = 8000;
/** The app's element while the server's content is shown: laid over it, taking no room, not painted. */
const HIDDEN_APP_STYLE = 'position:absolute;top:0;left:0;right:0;visibility:hidden';

interface Pending {
  frame: Element;
  content: HTMLElement;
  app: HTMLElement;
  path: string;
  /** The app is drawn, and waits for the visitor to leave a password or the menu (takeOver). */
  waitingForVisitor?: boolean;
}

let pending: Pending | null = null;
let observer: MutationObserver | null = null;
/** The areas waiting to be shown when the app's content is there (RemoteArea's parcelDidMount). */
const waiting = new Set<() => void>();
let arrivedWithContent = false;

const currentPath = () => window.location.pathname;

function appHeading({ app }: Pending): HTMLElement | null {
  return app.querySelector('h1');
}

/** Where shell/public/wake.js names a button or select tapped on the server's page before the app was there. */
const PENDING_CLICK = 'shPendingClick';
/** Where wake.js names a form of the server's page the visitor sent before the app was there (it stops the GET). */
const PENDING_SUBMIT = 'shPendingSubmit';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A control's name as a person sees it: its aria-label, the text aria-labelledby points to, else its <label>s'
 * text. Ids are looked up inside `scope` only: the server's frame and the app are in the page together and may
 * use the same ids.
 */
function nameOf(control: Element, scope: Element): string {
  const labelledBy = (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  const labels = control.id ? [...scope.querySelectorAll(`label[for="${CSS.escape(control.id)}"]`)] : [];
  return (
    squeeze(control.getAttribute('aria-label')) ||
    squeeze(labelledBy.map((id) => scope.querySelector(`#${CSS.escape(id)}`)?.textContent).join(' ')) ||
    squeeze([control.closest('label'), ...labels].map((label) => label?.textContent).join(' '))
  );
}

/** The fields under `scope` by name (else name attribute, else id), those of one name in page order. */
function fieldsByName(scope: Element): Map<string, Field[]> {
  const byName = new Map<string, Field[]>();
  for (const field of scope.querySelectorAll<Field>('input, textarea, select')) {
    const name = nameOf(field, scope) || field.getAttribute('name') || field.id;
    if (name) byName.set(name, [...(byName.get(name) ?? []), field]);
  }
  return byName;
}

/** Whether the visitor changed the field from what the server sent. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field.type === 'checkbox' || field.type === 'radio') {
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** A file input takes no value from a script; a password is carried only with its form's sending (carryOver). */
const uncarried = (field: Field, sending: Element | null) =>
  field.type === 'file' || (field.type === 'password' && !sending?.contains(field));

/**
 * Whether the visitor is at a password on the server's page: one has focus or holds what they typed. The app does
 * not take such a page over: it would draw its own empty password field in its place, under the visitor's fingers.
 */
function typingPassword(frame: Element): boolean {
  return [...frame.querySelectorAll<HTMLInputElement>('input[type="password"]')].some(
    (field) => field.value !== '' || field === document.activeElement,
  );
}

/** Whether a popover of the server's page is open (the phone's menu): the visitor is choosing from it. */
function menuOpen(frame: Element): boolean {
  try {
    return frame.querySelector(':popover-open') !== null;
  } catch {
    // A browser without popovers knows no such selector, and has no such menu open.
    return false;
  }
}

/**
 * Gives the app's field the visitor's value as if the visitor had set it there, so React's onChange (and the
 * form state behind it) sees it: React keeps its own copy of `value`, so the prototype's setter writes past it
 * and the input event reports the change; a checkbox changes through a click, as React listens for that.
 */
function carryValue(from: Field, to: Field): void {
  if (to instanceof HTMLInputElement && (to.type === 'checkbox' || to.type === 'radio')) {
    if (to.checked !== (from as HTMLInputElement).checked) to.click();
    return;
  }
  const proto = Object.getPrototypeOf(to);
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
  to.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The caret or selection of `from`, in `to`; fields without one (e-mail, number) answer null or throw. */
function carrySelection(from: Field, to: Field): void {
  if (from instanceof HTMLSelectElement || to instanceof HTMLSelectElement || from.selectionStart === null) return;
  try {
    to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  } catch {
    // The app's field keeps the caret the browser gave it.
  }
}

/** The button (else tab) under `scope` named `name`, as wake.js names a tapped one. */
function controlNamed(scope: Element, name: string): HTMLElement | undefined {
  const named = (selector: string) =>
    [...scope.querySelectorAll<HTMLElement>(selector)].find(
      (own) => (nameOf(own, scope) || squeeze(own.textContent)) === name,
    );
  // A button before a tab of the same name (the sign-in screen's Login tab and its form's Login button).
  return named('button, [role="button"]') ?? named('[role="tab"]');
}

/**
 * Presses the app's control named `pressed` (as wake.js names it): a button or tab is clicked; a select is opened
 * the way antd's Select opens on a tap, by a mousedown inside it, which also focuses it.
 */
function press(app: Element, pressed: string): void {
  const button = controlNamed(app, pressed);
  if (button) {
    button.click();
    return;
  }
  const selects = app.querySelectorAll<HTMLElement>('[role="combobox"]');
  const select = [...selects].find((own) => nameOf(own, app) === pressed);
  select?.focus();
  select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
}

/** The form of `scope` named `name` (its aria-label, as wake.js names it). */
const formNamed = (scope: Element, name: string | undefined) =>
  name === undefined
    ? null
    : ([...scope.querySelectorAll('form')].find((form) => nameOf(form, scope) === name) ?? null);

/**
 * What the visitor began on the server's page while the app loaded, done again on the app's own controls of the
 * same name (fields of one name paired in page order): a field's value, the focus and caret, a button pressed or
 * a select opened, a form sent. A password is carried only with its form's sending, which the visitor asked for
 * (the app then sends what they typed, as they typed it); at any other take-over it stays where it was typed, and
 * the take-over waits for it (typingPassword).
 */
function carryOver(frame: Element, app: HTMLElement): void {
  const focused = document.activeElement;
  const pending = document.documentElement.dataset;
  const sent = pending[PENDING_SUBMIT];
  delete pending[PENDING_SUBMIT];
  const sending = formNamed(frame, sent);
  const own = fieldsByName(app);
  for (const [name, fields] of fieldsByName(frame)) {
    fields.forEach((field, i) => {
      const to = own.get(name)?.[i];
      if (!to || uncarried(field, sending) || uncarried(to, formNamed(app, sent))) return;
      if (changed(field) && !to.disabled && !(to as HTMLInputElement).readOnly) carryValue(field, to);
      if (field === focused) {
        to.focus();
        carrySelection(field, to);
      }
    });
  }
  const pressed = pending[PENDING_CLICK];
  delete pending[PENDING_CLICK];
  const ownForm = formNamed(app, sent);
  // A form sent: by its own button of the name tapped, else as Enter sends it.
  if (sending && ownForm) {
    if (pressed) press(ownForm, pressed);
    else ownForm.requestSubmit();
  } else if (pressed) press(app, pressed);
}

/**
 * A control of the server's header tapped before the app was there (the menu button on a phone) is pressed as soon
 * as the app has drawn its own header, without waiting for the page under it (a remote's, often the last to come):
 * the header is the shell's, and what it opens (the menu's drawer, put on the page's body) shows over the server's
 * page at once. The rest of the take-over waits for the page as before.
 */
function pressHeaderControl(state: Pending): void {
  const pressed = document.documentElement.dataset[PENDING_CLICK];
  const serverHeader = state.frame.querySelector('header');
  const ownHeader = state.app.querySelector('header');
  if (!pressed || !serverHeader || !ownHeader || !controlNamed(serverHeader, pressed)) return;
  const own = controlNamed(ownHeader, pressed);
  if (!own) return;
  delete document.documentElement.dataset[PENDING_CLICK];
  own.click();
}

/**
 * The app is ready to take over: at once, unless the visitor is at a password on the server's page (then when
 * they leave it empty, or send its form: wake.js stops that sending and names the form; the app sends it) or has
 * the server's menu open (then when it closes; a link chosen in it is followed by the browser).
 */
function takeOver(state: Pending, heading: HTMLElement): void {
  const ready = () =>
    !menuOpen(state.frame) &&
    (document.documentElement.dataset[PENDING_SUBMIT] !== undefined || !typingPassword(state.frame));
  if (ready()) {
    finish(heading);
    return;
  }
  if (state.waitingForVisitor) return;
  state.waitingForVisitor = true;
  observer?.disconnect();
  observer = null;
  const settle = () => {
    if (pending === state && ready()) finish(heading);
  };
  state.frame.addEventListener('input', settle);
  // A popover's toggle does not bubble: heard on its way down.
  state.frame.addEventListener('toggle', settle, true);
  // The focus has moved on only once focusout is over.
  state.frame.addEventListener('focusout', () => window.setTimeout(settle));
  // After wake.js, which listens first and names the form.
  window.addEventListener('submit', settle);
}

/**
 * The style sheets a component renders as `<style href precedence>` (React hoists them, one per href) came in the
 * server's content too; the app's components found them there and took them as their own rather than adding
 * another. They go to the head, where React keeps its own, before the frame leaves.
 */
function keepHoistedStyles(frame: Element): void {
  for (const style of frame.querySelectorAll('style[data-precedence]')) document.head.appendChild(style);
}

/**
 * The sheets the server linked for its content go with it. They hold the light theme's antd variables and the
 * body's light colours after the app's own styles in the head, so they would win over a dark theme the visitor
 * chooses; the app has drawn every style it shows itself (the server's sheets do not name theirs to antd,
 * shared/src/ssr/prerender.tsx), so nothing moves when they leave.
 */
function dropServerStyles(): void {
  for (const sheet of document.head.querySelectorAll(`link[${SERVER_STYLES_ATTR}]`)) sheet.remove();
}

/** Shows the app where the server's content was, in one go (see above). */
function finish(heading: HTMLElement | null = null): void {
  const done = pending;
  pending = null;
  observer?.disconnect();
  observer = null;
  const show = [...waiting];
  waiting.clear();
  if (show.length) {
    flushSync(() => {
      for (const fn of show) fn();
    });
  }
  // A heading drawn before its area heard that the remote mounted: the area's wrapper, hidden until then, is
  // shown here at once (the area's own render, moments later, shows it too).
  for (let el = heading?.parentElement; done && el && el !== done.app; el = el.parentElement) {
    if (el.style.display === 'none') el.style.removeProperty('display');
  }
  if (!done) return;
  done.app.removeAttribute('style');
  carryOver(done.frame, done.app);
  keepHoistedStyles(done.frame);
  done.frame.remove();
  dropServerStyles();
}

/**
 * Called once by the bootstrap with #root: the element the shell renders into. Without server-rendered content
 * that is #root itself; with it, a new element after the server's frame, hidden until the app has taken over.
 */
export function claimServerRendered(root: HTMLElement): HTMLElement {
  const content = document.getElementById(SERVER_RENDERED_ID);
  let frame: Element | null = content;
  while (frame && frame.parentElement !== root) frame = frame.parentElement;
  if (!content || !frame) return root;
  arrivedWithContent = true;
  const app = document.createElement('div');
  app.setAttribute('style', HIDDEN_APP_STYLE);
  root.appendChild(app);
  const state: Pending = { frame, content, app, path: currentPath() };
  pending = state;
  observer = new MutationObserver(() => {
    if (pending !== state) return;
    if (currentPath() !== state.path) finish();
    else {
      pressHeaderControl(state);
      const heading = appHeading(state);
      if (heading) takeOver(state, heading);
    }
  });
  observer.observe(app, { childList: true, subtree: true });
  window.setTimeout(() => {
    // A password being typed or the menu open keeps the server's page: it works, and the app takes over when the
    // visitor is done with it.
    if (pending === state && !state.waitingForVisitor && !typingPassword(state.frame) && !menuOpen(state.frame)) {
      finish();
    }
  }, LONGEST_WAIT_MS);
  return app;
}

/** Whether the server's content is still the page shown: the app is loading behind it, not yet taken over. */
export function showingServerRendered(): boolean {
  return pending !== null && pending.path === currentPath();
}

/** Whether this page load came with the server's content (the splash screen then stays away: it would cover it). */
export function arrivedServerRendered(): boolean {
  return arrivedWithContent;
}

/**
 * Runs `show` (which reveals a remote's area) once the app's own content has replaced the server's, at once when
 * there is nothing to replace.
 */
export function whenServerRenderedReplaced(show: () => void): void {
  if (!pending || pending.path !== currentPath()) {
    show();
    return;
  }
  waiting.add(show);
}
