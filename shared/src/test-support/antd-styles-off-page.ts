import { StyleContext } from '@ant-design/cssinjs';

/**
 * Keeps antd's generated styles off the test page. happy-dom lays nothing out, so the only part of a stylesheet
 * a test can observe is whether it hides an element; yet with antd's thousands of rules in the page, every
 * getComputedStyle (Testing Library calls it for each element a `*ByRole` query weighs) matched each rule against
 * the element and its ancestors: more than half of a page test's processor time. antd still renders every class
 * and generates its styles, into an element outside the page. What antd's styles hide in a test (closed popups,
 * inactive tabs, folded panels) carries its `*-hidden` classes, so that one rule stays in the page; not for the
 * app's own `sh-visually-hidden`, which is out of sight but read (the name of a button drawn as a picture).
 */
export function keepAntdStylesOffPage(): void {
  // antd reads where to insert its styles from this context; with no provider above the tree, from its default
  // value, which React keeps on the context object.
  const context = StyleContext as unknown as { _currentValue?: Record<string, unknown> };
  if (!context._currentValue) throw new Error("React's context object changed: keep antd's styles off another way");
  context._currentValue.container = document.createElement('div');
  const hidden = document.createElement('style');
  hidden.textContent =
    '[class$="-hidden"]:not(.sh-visually-hidden), [class*="-hidden "]:not(.sh-visually-hidden) { display: none; }';
  document.head.append(hidden);
}
