import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface SortableRowProps {
  id: string;
  /** what the drag handle is called for screen readers, e.g. 'Drag section 1' */
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}

/** One draggable item of a list: the handle starts a drag; the rest of the row stays editable. */
export function SortableRow({ id, handleLabel, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      type="text"
      size="small"
      icon={<HolderOutlined aria-hidden />}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      style={{ cursor: 'grab', touchAction: 'none' }}
    />
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
