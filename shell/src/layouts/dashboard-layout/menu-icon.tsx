import { AppstoreOutlined } from '@ant-design/icons';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import type { MenuIcon as MenuIconDefinition } from '@skillhub/shared/routes';

/** A sidebar entry's icon as its page published it; an entry without one (an older remote's) shows a plain tile. */
export function MenuIcon({ icon }: { icon?: MenuIconDefinition }) {
  return icon ? <AntdIcon icon={icon} aria-hidden /> : <AppstoreOutlined aria-hidden />;
}
