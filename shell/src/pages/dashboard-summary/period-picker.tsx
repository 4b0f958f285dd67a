import type { ChosenPeriod } from '@skillhub/shared/dashboard-period';
import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  daysInPeriod,
} from '@skillhub/shared/schemas/dashboard';
import { Button, Flex, Input, Segmented, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';

interface PeriodPickerProps {
  value: ChosenPeriod;
  /** the days the current figures cover: where a new custom range starts from */
  shown?: { from: string; to: string };
  onChange: (period: ChosenPeriod) => void;
}

/** What is wrong with a custom range, as the server would say it; undefined when it can be asked for. */
function rangeProblem(from: string, to: string): 'required' | 'fromAfterTo' | 'tooLong' | undefined {
  if (!from || !to) return 'required';
  if (from > to) return 'fromAfterTo';
  if (daysInPeriod(from, to) > DASHBOARD_MAX_DAYS) return 'tooLong';
  return undefined;
}

/**
 * 7 days, 30 days, this month, or a custom range. Choosing Custom opens two date fields (the phone's own
 * date picker) and asks for nothing until Show: a half-filled range never reaches the server.
 */
export function PeriodPicker({ value, shown, onChange }: PeriodPickerProps) {
  const { t } = useT();
  const [editingCustom, setEditingCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? shown?.from ?? '');
  const [to, setTo] = useState(value.to ?? shown?.to ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>();
  const selected = editingCustom ? 'custom' : value.period;
  const fieldId = useId();

  const choose = (period: DashboardPeriod) => {
    setProblem(undefined);
    if (period === 'custom') {
      setEditingCustom(true);
      setFrom((current) => current || shown?.from || '');
      setTo((current) => current || shown?.to || '');
      return;
    }
    setEditingCustom(false);
    onChange({ period });
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ period: 'custom', from, to });
  };

  return (
    <Flex vertical gap="small">
      <Segmented<DashboardPeriod>
        aria-label={t('summary.period.label')}
        options={DASHBOARD_PERIODS.map((period) => ({ label: t(`summary.period.${period}`), value: period }))}
        value={selected}
        onChange={choose}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {editingCustom && (
        <form onSubmit={show} aria-label={t('summary.period.custom')} noValidate>
          <Flex gap="small" align="flex-end" wrap>
            <Flex vertical gap={4}>
              <label htmlFor={`${fieldId}-from`}>
                <Typography.Text type="secondary">{t('summary.period.from')}</Typography.Text>
              </label>
              <Input
                id={`${fieldId}-from`}
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={problem === 'required' && !from}
                style={{ width: 168 }}
              />
            </Flex>
            <Flex vertical gap={4}>
              <label htmlFor={`${fieldId}-to`}>
                <Typography.Text type="secondary">{t('summary.period.to')}</Typography.Text>
              </label>
              <Input
                id={`${fieldId}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
                aria-invalid={problem !== undefined && (problem !== 'required' || !to)}
                style={{ width: 168 }}
              />
            </Flex>
            <Button type="primary" htmlType="submit">
              {t('summary.period.show')}
            </Button>
          </Flex>
          {problem && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {t(`summary.period.${problem}`, { days: DASHBOARD_MAX_DAYS })}
            </Typography.Text>
          )}
        </form>
      )}
    </Flex>
  );
}
