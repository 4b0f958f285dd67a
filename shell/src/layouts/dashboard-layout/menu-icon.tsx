import {
  AppstoreOutlined,
  BankOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RocketOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { MenuIcon as MenuIconName } from '@skillhub/shared/routes';
import type { ComponentType } from 'react';

const ICONS: Record<MenuIconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardOutlined,
  courses: ReadOutlined,
  category: AppstoreOutlined,
  enquiry: MessageOutlined,
  qna: QuestionCircleOutlined,
  users: TeamOutlined,
  training: SolutionOutlined,
  institutions: BankOutlined,
  programs: ScheduleOutlined,
  applicants: IdcardOutlined,
  blogs: FileTextOutlined,
  topics: TagsOutlined,
  whatsapp: WhatsAppOutlined,
  contacts: ContactsOutlined,
  releases: RocketOutlined,
  settings: SettingOutlined,
};

/** An icon this shell does not know yet (a newer remote's) shows as a plain tile. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
