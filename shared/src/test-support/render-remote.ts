import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import { RemoteRoot } from '../ui/remote-root.tsx';

/**
 * A remote's root at `path`, inside the providers the shell's parcel gives it. Motion is off: happy-dom runs no
 * CSS animations, so a closing dialog would wait forever for its animation to end.
 */
export function renderRemoteApp(app: ReactElement, path: string) {
  window.history.pushState(null, '', path);
  const motionless = createElement(ConfigProvider, { theme: { token: { motion: false } } }, app);
  // biome-ignore lint/correctness/noChildrenProp: createElement's types want the required children among the props
  return render(createElement(RemoteRoot, { themeMode: 'light', children: motionless }));
}
