import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  /** Where a plain click leads once the app runs. */
  to: To;
  /**
   * Where the link itself leads, when that is not `to`: followed on the server's page before the app is there
   * and when opened in a new tab (Buy now, signed out, leads to sign-in and back to the payment).
   */
  href?: string;
  /** Replace the current history entry, as a switch between views of one page does. */
  replace?: boolean;
  /** Router state carried to the address (the sign-in screen keeps where the visitor was going). */
  state?: unknown;
  /** Called when the app follows the link itself (a drawer closes). */
  onNavigate?: () => void;
}

/**
 * An antd Button that leads somewhere: a real link (`<a href>`), so it works on the server's page before the app
 * is there and opens in a new tab like any link; once the app runs, a plain click moves within the app.
 */
export function ButtonLink({ to, href, replace, state, onNavigate, ...props }: ButtonLinkProps) {
  const own = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to, { replace, state });
  return (
    <Button
      {...props}
      href={href ?? own}
      onClick={(event: MouseEvent<HTMLElement>) => {
        follow(event);
        if (event.defaultPrevented) onNavigate?.();
      }}
    />
  );
}
