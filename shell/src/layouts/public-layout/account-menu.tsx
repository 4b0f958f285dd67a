import { AppstoreOutlined, LogoutOutlined, MailOutlined, ReadOutlined } from '@ant-design/icons';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { Button, Divider, Flex, Popover, Typography, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useT } from '../../i18n/index.ts';
import { useLogout } from '../../session/use-logout.ts';
import { roleLabel } from '../dashboard-layout/role-label.ts';
import { accountLinks } from './account-links.ts';
import { LazyChangeEmailDialog as ChangeEmailDialog } from './lazy-change-email-dialog.tsx';

const LINK_ICONS = { dashboard: <AppstoreOutlined aria-hidden />, 'my-courses': <ReadOutlined aria-hidden /> } as const;

/** The signed-in visitor's avatar menu: name and role, their account links, Change e-mail and Logout. */
export function AccountMenu({ className }: { className?: string }) {
  const { user, permissions } = useShownAuth();
  const [open, setOpen] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const navigate = useNavigate();
  const { logout, loggingOut } = useLogout();
  const { token } = theme.useToken();
  const { t } = useT();
  if (!user) return null;

  const content = (
    <div style={{ minWidth: 220 }}>
      <Flex gap={12} align="center" style={{ padding: '4px 4px 0' }}>
        <UserAvatar name={user.name} picture={user.profilePic} size={40} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 180 }}>
            {user.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {roleLabel(user.role.name)}
          </Typography.Text>
        </div>
      </Flex>
      <Divider style={{ margin: '12px 0 8px' }} />
      <nav aria-label={t('nav.account')}>
        <Flex vertical gap={2}>
          {accountLinks(user.role.name, permissions).map((link) => (
            <Button
              key={link.key}
              type="text"
              block
              icon={LINK_ICONS[link.key]}
              style={{ justifyContent: 'flex-start' }}
              onClick={() => {
                setOpen(false);
                navigate(link.path);
              }}
            >
              {t(link.label)}
            </Button>
          ))}
        </Flex>
      </nav>
      <Divider style={{ margin: '8px 0' }} />
      <Button
        type="text"
        block
        icon={<MailOutlined aria-hidden />}
        style={{ justifyContent: 'flex-start' }}
        onClick={() => {
          setOpen(false);
          setChangingEmail(true);
        }}
      >
        {t('changeEmail.title')}
      </Button>
      <Divider style={{ margin: '8px 0 12px' }} />
      <Button
        block
        danger
        icon={<LogoutOutlined aria-hidden />}
        loading={loggingOut}
        onClick={() => {
          setOpen(false);
          void logout();
        }}
      >
        {t('nav.logout')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
      >
        {/* Named by hidden text, the initials being the avatar's picture: an aria-label would name the button
            apart from the letters a voice-control user sees on it. */}
        <Button
          type="text"
          shape="circle"
          className={className}
          aria-haspopup="dialog"
          aria-expanded={open}
          style={{ width: 44, height: 44, padding: 0 }}
        >
          <UserAvatar name={user.name} picture={user.profilePic} />
          <span className="sh-visually-hidden">{t('nav.accountMenuFor', { name: user.name })}</span>
        </Button>
      </Popover>
      <ChangeEmailDialog open={changingEmail} currentEmail={user.email} onClose={() => setChangingEmail(false)} />
    </>
  );
}
