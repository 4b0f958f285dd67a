import { Flex, Typography, theme } from 'antd';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** the value as read: '₹12,500', '3 (25%)' */
  display: string;
}

interface BarListProps {
  /** names the list for screen readers */
  title: string;
  rows: BarRow[];
  color: string;
}

/**
 * Horizontal bars, each a line of text (label and value) over a bar as long as its share of the largest:
 * readable at a phone's width, where long course titles wrap instead of being cut. The bars are decoration;
 * the text carries the figures.
 */
export function BarList({ title, rows, color }: BarListProps) {
  const { token } = theme.useToken();
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {rows.map((row) => (
        <li key={row.key} data-key={row.key}>
          <Flex justify="space-between" gap="small" align="baseline">
            <Typography.Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{row.label}</Typography.Text>
            <Typography.Text strong style={{ flex: 'none' }}>
              {row.display}
            </Typography.Text>
          </Flex>
          <div
            aria-hidden
            style={{
              height: 8,
              marginTop: 4,
              borderRadius: 4,
              background: token.colorFillSecondary,
              overflow: 'hidden',
            }}
          >
            <div
              style={{
                height: '100%',
                width: max > 0 ? `${(row.value / max) * 100}%` : 0,
                background: color,
                borderRadius: 4,
              }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
