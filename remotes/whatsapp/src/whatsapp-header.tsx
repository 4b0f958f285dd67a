import { routeTo } from '@skillhub/shared/routes';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useT } from './i18n/index.ts';

type Section = 'contacts' | 'messages' | 'templates' | 'sequences';

type Route = 'whatsappContacts' | 'whatsappMessages' | 'whatsappTemplates' | 'whatsappSequences';

const SECTIONS: { section: Section; route: Route }[] = [
  { section: 'contacts', route: 'whatsappContacts' },
  { section: 'messages', route: 'whatsappMessages' },
  { section: 'templates', route: 'whatsappTemplates' },
  { section: 'sequences', route: 'whatsappSequences' },
];

/**
 * The top of every WhatsApp page: the page's title and actions, and links to the four pages (only those the
 * user may read), the current one marked for screen readers by `aria-current="page"`. Only Contacts is in the
 * sidebar, so these links are how staff reach Messages and Templates.
 */
export function WhatsappHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const { t } = useT();
  const { token } = theme.useToken();
  const contacts = useModuleAbilities('Whatsapp', 'Contacts');
  const messages = useModuleAbilities('Whatsapp', 'Messages');
  const templates = useModuleAbilities('Whatsapp', 'Templates');
  const readable: Record<Section, boolean> = {
    contacts: contacts.canRead,
    messages: messages.canRead,
    templates: templates.canRead,
    sequences: messages.canRead,
  };
  const shown = SECTIONS.filter((s) => readable[s.section]);

  return (
    <Flex vertical gap="small">
      <PageHeader title={title} actions={actions} />
      {shown.length > 1 && (
        <nav aria-label={t('nav.label')}>
          <Flex gap={4} wrap style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            {shown.map(({ section, route }) => (
              <NavLink
                key={section}
                to={routeTo(route)}
                end
                style={({ isActive }) => ({
                  padding: '8px 12px',
                  marginBottom: -1,
                  color: isActive ? token.colorPrimary : token.colorText,
                  fontWeight: isActive ? 600 : undefined,
                  borderBottom: `2px solid ${isActive ? token.colorPrimary : 'transparent'}`,
                  textDecoration: 'none',
                })}
              >
                {t(`nav.${section}`)}
              </NavLink>
            ))}
          </Flex>
        </nav>
      )}
    </Flex>
  );
}
