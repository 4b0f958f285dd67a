import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { Button, Tooltip } from 'antd';
import { useAtom } from 'jotai';

/** Light/dark switch for the public header and the dashboard top bar. The mode starts light (spec point 2). */
export function ThemeToggle() {
  const [mode, setMode] = useAtom(themeModeAtom, { store: sessionStore });
  const next = mode === 'light' ? 'dark' : 'light';
  const label = `Switch to ${next} theme`;
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
