import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';
import { showingServerRendered } from '../runtime/server-rendered.ts';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  to: To;
  /** Replace the current history entry, as a switch between views of one page does. */
  replace?: boolean;
  /** Router state carried to the address (the sign-in screen keeps where the visitor was going). */
  state?: unknown;
  /** Called when the app follows the link itself (a drawer closes). */
  onNavigate?: () => void;
}

/**
 * An antd Button that leads somewhere: a real link (`<a href>`), so it works on the server's page before the app
 * is there and opens in a new tab like any link; once the app runs, a plain click moves within the app. While the
 * server's page is still the one shown (the app loading behind it, its menu already open over it), the browser
 * follows the link: the server's next page is there sooner than the app's.
 */
export function ButtonLink({ to, replace, state, onNavigate, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to, { replace, state });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (showingServerRendered()) return;
        navigate(event);
        if (event.defaultPrevented) onNavigate?.();
      }}
    />
  );
}
