import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export type StatusTone = 'default' | 'processing' | 'success' | 'error';

/**
 * A short status beside a course or a refund ("Refunded in full", "Expired on …"), boxed as antd's Tag is: same
 * size, the tone in its tint and border, the words in the text colour (readable on every tint, both themes). Drawn
 * here because antd's Tag comes in the part of antd that tables and selects are in (antd-shared.ts), which My
 * courses would otherwise download and run before showing anything, for a status few learners ever have.
 */
export function StatusTag({
  tone = 'default',
  style,
  children,
}: {
  tone?: StatusTone;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const tint: Record<StatusTone, [background: string, border: string]> = {
    default: [token.colorFillQuaternary, token.colorBorder],
    processing: [token.colorInfoBg, token.colorInfoBorder],
    success: [token.colorSuccessBg, token.colorSuccessBorder],
    error: [token.colorErrorBg, token.colorErrorBorder],
  };
  const [background, border] = tint[tone];
  return (
    <span
      style={{
        display: 'inline-block',
        marginInlineEnd: token.marginXS,
        paddingInline: 7,
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        background,
        border: `${token.lineWidth}px solid ${border}`,
        borderRadius: token.borderRadiusSM,
        color: token.colorText,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
