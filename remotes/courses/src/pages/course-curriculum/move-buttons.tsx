import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../i18n/index.ts';

export interface MoveButtonsProps {
  /** e.g. 'section 2' or 'lecture 1 of section 2' */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Reordering without a pointer: one step up or down, named for screen readers. */
export function MoveButtons({ name, index, count, onMove }: MoveButtonsProps) {
  const { t } = useT();
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('curriculum.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('curriculum.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </>
  );
}
