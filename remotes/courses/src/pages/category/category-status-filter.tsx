import { Segmented } from 'antd';
import type { CategoryStatus } from './use-categories.ts';

const options: { label: string; value: CategoryStatus }[] = [
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
];

export function CategoryStatusFilter({
  value,
  onChange,
}: {
  value: CategoryStatus;
  onChange: (status: CategoryStatus) => void;
}) {
  return <Segmented<CategoryStatus> aria-label="Category status" options={options} value={value} onChange={onChange} />;
}
