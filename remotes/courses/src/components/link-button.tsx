import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  /** Where a plain click leads once the app runs. */
  to: To;
  /**
   * Where the link itself leads, when that is not `to`: followed on the server's page before the app is there
   * and when opened in a new tab.
   */
  href?: string;
}

/**
 * An antd Button that leads somewhere: a real link (`<a href>`), so it works on the server's page before the app
 * is there and opens in a new tab like any link; once the app runs, a plain click moves within the app.
 */
export function LinkButton({ to, href, ...props }: LinkButtonProps) {
  const own = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href ?? own} onClick={(event: MouseEvent<HTMLElement>) => follow(event)} />;
}
