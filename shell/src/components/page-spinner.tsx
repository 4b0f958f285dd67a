import { Flex, Spin } from 'antd';
import { useT } from '../i18n/index.ts';

/** What a page area shows while its code or its runtime config is on the way. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, width: '100%' }} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sh-visually-hidden">{label ?? t('frame.loading')}</span>
    </Flex>
  );
}
