import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  to: To;
  /** Replace the current history entry, as a switch between views of one page does. */
  replace?: boolean;
  /** Router state carried to the address (the sign-in screen keeps where the visitor was going). */
  state?: unknown;
}

/**
 * An antd Button that leads somewhere: a real link (`<a href>`), so it works on the server's page before the app
 * is there and opens in a new tab like any link; once the app runs, a plain click moves within the app.
 */
export function ButtonLink({ to, replace, state, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to, { replace, state });
  return <Button {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => navigate(event)} />;
}
