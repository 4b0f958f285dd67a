import { Segmented } from 'antd';
import { useT } from '../../i18n/index.ts';
import { CATEGORY_STATUSES, type CategoryStatus } from './use-categories.ts';

export function CategoryStatusFilter({
  value,
  onChange,
}: {
  value: CategoryStatus;
  onChange: (status: CategoryStatus) => void;
}) {
  const { t } = useT();
  return (
    <Segmented<CategoryStatus>
      aria-label={t('category.statusFilter')}
      options={CATEGORY_STATUSES.map((status) => ({ label: t(`category.filters.${status}`), value: status }))}
      value={value}
      onChange={onChange}
    />
  );
}
