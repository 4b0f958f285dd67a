import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { useShownTheme } from '@skillhub/shared/ui/hydration';
import { Button, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { useT } from '../i18n/index.ts';

/** Light/dark switch for the public header and the dashboard top bar. The mode starts light. */
export function ThemeToggle() {
  const [chosen, setMode] = useAtom(themeModeAtom, { store: sessionStore });
  const mode = useShownTheme(chosen);
  const { t } = useT();
  const next = mode === 'light' ? 'dark' : 'light';
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={mode === 'light' ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
        onClick={() => setMode(next)}
      />
    </Tooltip>
  );
}
