/**
 * The antd that is shared at run time: the components the shell, the remotes and the shared UI pieces use,
 * re-exported from antd's ES build so that the shared chunk holds only these (about two thirds of antd; the
 * whole of antd is about 350 kB compressed). It is still one antd on the page: every app's `import … from 'antd'`
 * resolves to this module of the page (mf-shared.ts shares it as `antd`, a strict singleton), and the components
 * here share antd's one config-provider, theme and style cache.
 *
 * An app that imports from 'antd' something not listed here gets `undefined`: add it here (the test
 * `antd-shared.test.ts` lists what the apps import and fails until it is here), and ship the shell with it.
 */
export {
  Alert,
  Anchor,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Image,
  Input,
  Layout,
  List,
  Modal,
  Pagination,
  Popover,
  Progress,
  Radio,
  Rate,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  theme,
} from 'antd/es/index.js';
