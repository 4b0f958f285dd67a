import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface DetailLine {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

const row: CSSProperties = { display: 'contents' };

/**
 * Lines of label and value (a price, a total, the buyer's details, a checkout's order) as a description list,
 * label beside value, a long value (an e-mail, an order id) wrapped within its column. Drawn with plain elements
 * rather than antd's Descriptions: that comes in the part of antd that tables and selects are in
 * (antd-shared.ts), which the payment page and a payment link's page would otherwise download and run before they
 * show anything or answer Pay. `label` names the list to a screen reader where nothing around it does.
 */
export function DetailLines({ label, lines }: { label?: string; lines: DetailLine[] }) {
  const { token } = theme.useToken();
  return (
    <dl
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        columnGap: token.marginSM,
        rowGap: token.marginXS,
        margin: 0,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {lines.map((line) => (
        <div key={line.key} style={row}>
          <dt style={{ color: token.colorTextSecondary }}>{line.label}</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: token.colorText }}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
