import type { ReactNode } from 'react';

/**
 * A field's help or error text. antd draws a textarea's counter ("40 / 1024") under its right edge, on the
 * line this text takes, so beside a counter the text keeps clear of it instead of running under it on a phone.
 */
export function FieldNote({ id, besideCount, children }: { id: string; besideCount?: boolean; children: ReactNode }) {
  return (
    <span id={id} style={besideCount ? { display: 'block', paddingInlineEnd: '7em' } : undefined}>
      {children}
    </span>
  );
}
