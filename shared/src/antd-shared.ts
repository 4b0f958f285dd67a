/**
 * The antd that is shared at run time, in three parts: `start`, the components the shell renders while it starts
 * and on the dashboard's first page; `more`, the other components public pages use too (Table, Form, Select, …),
 * loaded with the first page that renders one of them; and `staff`, components only staff pages use, so no public,
 * sign-in or payment page downloads them. Each part is one module bundled whole (antd's code
 * minifies and compresses far better in one piece than component by component), and it is still one antd on the
 * page: both parts come from the page's (the shell's) build, where they share antd's one config-provider, theme
 * and style cache.
 *
 * The apps keep writing `import { Button, Table } from 'antd'`: their builds turn that into one import per
 * component from its own request, `import { Table } from 'antd/es/table'` (rsbuild-antd.ts), and every
 * such request is shared, a strict singleton on antd's version, provided by the part that holds the component
 * (mf-shared.ts).
 *
 * A component not listed here would be bundled into the app that imports it, with a second antd context of its
 * own: add it to a part here and to that part's module (`antd/start.ts`, `antd/more.ts`, `antd/staff.ts`; the test
 * `shared-modules.test.ts` fails until both hold what the apps import), and ship the shell with it.
 */
export const SHARED_ANTD = {
  start: [
    'Alert',
    'App',
    'Avatar',
    'Button',
    'Card',
    'Col',
    'ConfigProvider',
    'Divider',
    'Drawer',
    'Empty',
    'Flex',
    'FloatButton',
    'Input',
    'Layout',
    'Modal',
    'Popover',
    'Progress',
    'Result',
    'Row',
    'Segmented',
    'Skeleton',
    'Spin',
    'Tooltip',
    'Typography',
    'theme',
  ],
  more: [
    'Anchor',
    'AutoComplete',
    'Badge',
    'Checkbox',
    'Collapse',
    'Descriptions',
    'Dropdown',
    'Form',
    'Image',
    'List',
    'Pagination',
    'Radio',
    'Rate',
    'Select',
    'Switch',
    'Table',
    'Tabs',
    'Tag',
    'Timeline',
  ],
  staff: ['InputNumber', 'Statistic'],
} as const;

export type SharedAntdPart = keyof typeof SHARED_ANTD;

/** `FloatButton` → `antd/es/float-button`: the request an app's build makes for the component. */
export function antdComponentRequest(component: string): string {
  return `antd/es/${component.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
}
