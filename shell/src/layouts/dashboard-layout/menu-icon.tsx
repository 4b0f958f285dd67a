import { AppstoreOutlined } from '@ant-design/icons';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import type { MenuIcon as MenuIconDefinition } from '@skillhub/shared/routes';

/**
 * A sidebar entry's icon as its page published it; an entry without one (an older remote's) shows a plain tile,
 * and one whose icon is still on the way keeps its room blank, so nothing moves or flickers when it comes.
 */
export function MenuIcon({ icon, pending = false }: { icon?: MenuIconDefinition; pending?: boolean }) {
  if (icon) return <AntdIcon icon={icon} aria-hidden />;
  return pending ? <span className="anticon sh-dl-icon-room" aria-hidden /> : <AppstoreOutlined aria-hidden />;
}
