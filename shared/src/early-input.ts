/**
 * What a visitor did on a server-rendered page before the app hydrated it, done again once React owns the elements
 * concerned. Hydration keeps the server's elements, so text typed into a field, its focus and caret stay where they
 * are; what React does not learn by itself is handed to it here:
 *
 * - a field's text typed before hydration (React keeps it on screen, but the form's state behind the field, an
 *   antd Form's, holds the server's empty value and would clear it at its next render): told to React as the
 *   visitor's input;
 * - a tap on a button, tab or select, and a form sent, before the app's script ran (shell/public/wake.js notes the
 *   element on `window.shEarlyInput` and stops a form the app sends from going to the browser): pressed or sent
 *   again on the same element.
 *
 * Taps after hydration began are React's own: it replays them on the parts it hydrates.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

interface EarlyInput {
  click?: Element | null;
  submit?: HTMLFormElement | null;
  /** A link the browser follows was tapped while the app was starting: the page is being left. */
  leaving?: boolean;
}

declare global {
  interface Window {
    shEarlyInput?: EarlyInput;
  }
}

/** Sent on window by wake.js when a visitor engages again with a page that was being left. */
const STAYING_EVENT = 'sh-staying';

/**
 * Resolves at once, or, while the page is being left (wake.js), once the visitor stays on it after all: work for
 * this page (its code, its hydration) waits, so the next page is not held behind it.
 */
export function whenStaying(): Promise<void> {
  if (typeof window === 'undefined' || !window.shEarlyInput?.leaving) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(STAYING_EVENT, () => resolve(), { once: true }));
}

/** Whether React has taken `element` over (hydrated it): React keeps its own record on the element. */
export function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Fields whose text was told to React already: this runs once per hydrated part of the page. */
const told = new WeakSet<Element>();

/**
 * Tells React the text the visitor typed into `field`: React's record of the field's value is set back to the
 * server's (through the element's own setter, which React watches), then the text is written past it and an input
 * event sent, so React sees a change and the field's onChange runs; the caret stays where it was.
 */
function tellTyped(field: Field): void {
  const typed = field.value;
  const start = field.selectionStart;
  const end = field.selectionEnd;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field && start !== null) {
    try {
      field.setSelectionRange(start, end);
    } catch {
      // A field without a caret (e-mail, number) keeps the browser's.
    }
  }
}

/** A tap noted by wake.js, done again: a select opens on a mousedown inside it (antd's), anything else on a click. */
function pressAgain(control: Element): void {
  const select = control.closest('.ant-select');
  if (select) {
    const box = select.querySelector<HTMLElement>('[role="combobox"]') ?? (select as HTMLElement);
    box.focus();
    box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    return;
  }
  (control as HTMLElement).click();
}

/** Runs after a part of the page was hydrated (LazyPage, the shell's root, app.tsx): see above. */
export function replayEarlyInput(): void {
  if (typeof document === 'undefined') return;
  for (const field of document.querySelectorAll<Field>('#root input, #root textarea')) {
    if (told.has(field) || !ownedByReact(field)) continue;
    told.add(field);
    const text = field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file';
    if (text && field.value !== field.defaultValue) tellTyped(field);
  }
  const early = window.shEarlyInput;
  if (!early) return;
  const { click, submit } = early;
  if (click?.isConnected && ownedByReact(click)) {
    early.click = null;
    // A submit button of a form that was sent: the sending below presses it.
    if (!(submit && click.closest('form') === submit)) pressAgain(click);
  }
  if (submit?.isConnected && ownedByReact(submit)) {
    early.submit = null;
    submit.requestSubmit();
  }
}
