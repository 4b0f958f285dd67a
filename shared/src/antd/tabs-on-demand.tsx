import type { TabsProps } from 'antd/es/tabs';
import { lazy, Suspense } from 'react';

/**
 * What antd's Card gets for its Tabs (rsbuild-antd.ts): the shared Tabs, loaded when a card with `tabList`
 * first renders. `antd/es/tabs` is a shared request, so this is the page's one antd, from the `more` part.
 */
const Tabs = lazy(() =>
  import('antd/es/tabs').then((part) => ({ default: (part as unknown as { Tabs: typeof part.default }).Tabs })),
);

export default function TabsOnDemand(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
