import { ContactsOutlined, WhatsAppOutlined } from '@ant-design/icons-svg';
import { definePages, type MenuGroup, needsRead } from '@skillhub/shared/routes';

/** The sidebar's WhatsApp group, its own path opening its first page the user may see. */
const WHATSAPP: MenuGroup = {
  key: 'whatsapp',
  label: { en: 'WhatsApp', hi: 'WhatsApp' },
  icon: WhatsAppOutlined,
  path: '/dashboard/whatsapp',
  order: 70,
};

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. Only Contacts has a sidebar entry; Messages, Templates
 * and Sequences are reached through the tabs every WhatsApp page shows (whatsapp-header.tsx).
 */
export const pages = definePages({
  whatsappContacts: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Whatsapp', 'Contacts'),
    menu: { label: { en: 'Contacts', hi: 'संपर्क' }, icon: ContactsOutlined, group: WHATSAPP },
  },
  whatsappMessages: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Messages') },
  whatsappTemplates: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Templates') },
  whatsappSequences: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Messages') },
});
