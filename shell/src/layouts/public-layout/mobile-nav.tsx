import { LogoutOutlined, MailOutlined, MenuOutlined, PhoneOutlined } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { Button, Divider, Drawer, Flex, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { useAccentText } from '../../components/use-accent-text.ts';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';
import { useLogout } from '../../session/use-logout.ts';
import { roleLabel } from '../dashboard-layout/role-label.ts';
import { accountLinks } from './account-links.ts';
import { LazyChangeEmailDialog as ChangeEmailDialog } from './lazy-change-email-dialog.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { UserAvatar } from './user-avatar.tsx';

const SIGN_UP_PATH = `${AUTH_PATH}?view=signup`;

/**
 * At 700px and below the header's navigation moves into a drawer from the right. `className` says where the
 * menu button shows (the header's style-sheet choice of layout).
 */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const { user, permissions } = useAtomValue(authAtom, { store: sessionStore });
  const { logout, loggingOut } = useLogout();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  const close = () => setOpen(false);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      <Button
        type="text"
        className={className}
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('nav.openNavigation')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        placement="right"
        open={open}
        onClose={close}
        size={300}
        title={t('nav.menu')}
        styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
      >
        {user && (
          <Flex gap={12} align="center" style={{ marginBottom: 8 }}>
            <UserAvatar name={user.name} picture={user.profilePic} size={40} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {user.name}
              </Typography.Text>
              <Typography.Text type="secondary">{roleLabel(user.role.name)}</Typography.Text>
            </div>
          </Flex>
        )}
        <nav aria-label={t('nav.main')}>
          <Flex vertical gap={4}>
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.path}
                to={link.path}
                end={link.path === '/'}
                onClick={close}
                className="sh-nav-link"
                style={({ isActive }) => ({
                  color: isActive ? accent : token.colorText,
                  background: isActive ? token.colorPrimaryBg : undefined,
                  padding: '10px 12px',
                })}
              >
                {t(link.label)}
              </NavLink>
            ))}
          </Flex>
        </nav>
        <Divider style={{ margin: '8px 0' }} />
        <a href={COMPANY.phoneHref} style={{ padding: '6px 12px' }}>
          <PhoneOutlined aria-hidden /> {COMPANY.phone}
        </a>
        <Divider style={{ margin: '8px 0' }} />
        {user ? (
          <Flex vertical gap={8}>
            {accountLinks(user.role.name, permissions).map((link) => (
              <Button key={link.key} block onClick={() => go(link.path)}>
                {t(link.label)}
              </Button>
            ))}
            <Button
              block
              icon={<MailOutlined aria-hidden />}
              onClick={() => {
                close();
                setChangingEmail(true);
              }}
            >
              {t('changeEmail.title')}
            </Button>
            <Button
              block
              danger
              icon={<LogoutOutlined aria-hidden />}
              loading={loggingOut}
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('nav.logout')}
            </Button>
          </Flex>
        ) : (
          <Flex vertical gap={8}>
            <ButtonLink type="primary" block to={AUTH_PATH} onNavigate={close}>
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink block to={SIGN_UP_PATH} onNavigate={close}>
              {t('nav.signup')}
            </ButtonLink>
          </Flex>
        )}
      </Drawer>
      {user && (
        <ChangeEmailDialog open={changingEmail} currentEmail={user.email} onClose={() => setChangingEmail(false)} />
      )}
    </>
  );
}
