import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { visuallyHiddenStyle } from '@skillhub/shared/ui/visually-hidden';
import { Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface ColumnPoint {
  /** the day, YYYY-MM-DD */
  key: string;
  /** the day as read: '4 Mar' */
  label: string;
  value: number;
}

interface ColumnChartProps {
  title: string;
  points: ColumnPoint[];
  format: (value: number) => string;
  color: string;
}

/**
 * One column per day, drawn with the theme's tokens so it follows light and dark mode. Pointing at a column
 * (or tapping it on a phone) reads out its day and value above the plot. The plot itself is hidden from
 * screen readers, which get the same figures as a table.
 */
export function ColumnChart({ title, points, format, color }: ColumnChartProps) {
  const { token } = theme.useToken();
  const { t } = useT();
  const small = useIsSmallScreen();
  const [active, setActive] = useState<number>();
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const highest = points.find((p) => p.value === max);
  const shown = active === undefined ? undefined : points[active];
  const gap = points.length > 45 ? 0 : points.length > 14 ? 1 : 4;
  const middle = points[Math.floor((points.length - 1) / 2)];

  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text type="secondary" style={{ display: 'block', minHeight: 22 }} aria-hidden>
        {shown
          ? t('summary.charts.dayValue', { day: shown.label, value: format(shown.value) })
          : t('summary.charts.pick')}
      </Typography.Text>
      <div aria-hidden style={{ position: 'relative', marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {format(max)}
        </Typography.Text>
        <Flex
          align="flex-end"
          gap={gap}
          onPointerLeave={() => setActive(undefined)}
          style={{
            height: small ? 120 : 160,
            borderTop: `1px dashed ${token.colorBorderSecondary}`,
            borderBottom: `1px solid ${token.colorBorder}`,
            touchAction: 'pan-y',
          }}
        >
          {points.map((point, index) => (
            <div
              key={point.key}
              data-day={point.key}
              onPointerEnter={() => setActive(index)}
              onPointerDown={() => setActive(index)}
              style={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'flex-end' }}
            >
              <div
                style={{
                  width: '100%',
                  height: max > 0 ? `${(point.value / max) * 100}%` : 0,
                  minHeight: point.value > 0 ? 2 : 0,
                  background: color,
                  opacity: active === undefined || active === index ? 1 : 0.55,
                  borderRadius: points.length > 45 ? 0 : '3px 3px 0 0',
                  transition: 'opacity 0.15s',
                }}
              />
            </div>
          ))}
        </Flex>
        <Flex justify="space-between" style={{ marginTop: 4, fontSize: 12, color: token.colorTextSecondary }}>
          <span>{points[0]?.label}</span>
          {points.length > 2 && middle && <span>{middle.label}</span>}
          {points.length > 1 && <span>{points[points.length - 1]?.label}</span>}
        </Flex>
      </div>
      <figcaption style={visuallyHiddenStyle}>
        {highest && t('summary.charts.summary', { title, total: format(total), day: highest.label, max: format(max) })}
      </figcaption>
      <table style={visuallyHiddenStyle}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.charts.day')}</th>
            <th scope="col">{t('summary.charts.value')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
