import { CloseOutlined, LogoutOutlined, MailOutlined, MenuOutlined, PhoneOutlined } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { useHydrated, useShownAuth } from '@skillhub/shared/ui/hydration';
import { Button, Divider, Flex, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAccentText } from '../../components/use-accent-text.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';
import { useLogout } from '../../session/use-logout.ts';
import { roleLabel } from '../dashboard-layout/role-label.ts';
import { accountLinks } from './account-links.ts';
import { LazyChangeEmailDialog as ChangeEmailDialog } from './lazy-change-email-dialog.tsx';
import { NAV_LINKS } from './nav-links.ts';

const SIGN_UP_PATH = `${AUTH_PATH}?view=signup`;
/** The menu panel; the server's page and the app each draw one, the app's after the server's frame is gone. */
export const MOBILE_NAV_ID = 'sh-mobile-nav';
/**
 * The server's page has its menu's content from the start, for the browser to show before any script, and the app
 * hydrates it so; afterwards it draws it while open only, as a closed menu is nothing to anyone.
 */
const drawnOnServer = typeof window === 'undefined';

/** Whether the browser shows the popover (the visitor opened it before the app hydrated the header). */
function popoverOpen(panel: HTMLElement | null): boolean {
  try {
    return panel?.matches(':popover-open') ?? false;
  } catch {
    // A browser without popovers knows no such selector, and has no such menu open.
    return false;
  }
}

/**
 * At 700px and below the header's navigation moves into a panel from the right. `className` says where the
 * menu button shows (the header's style-sheet choice of layout). The panel is the browser's own popover, opened
 * by the button's `popovertarget`: on the server's page it opens at the first tap, before any script, and the
 * browser closes it on Escape or a tap outside it.
 */
export function MobileNav({ className }: { className?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const shown = open || drawnOnServer || !hydrated;
  // Opened before the app was there: it stays drawn while open.
  useEffect(() => {
    if (popoverOpen(panel.current)) setOpen(true);
  }, []);
  const [changingEmail, setChangingEmail] = useState(false);
  const { user, permissions } = useShownAuth();
  const { logout, loggingOut } = useLogout();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  const close = () => {
    // hidePopover throws on a closed popover; a browser without popovers has none.
    if (open) panel.current?.hidePopover?.();
  };
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
        aria-controls={MOBILE_NAV_ID}
        aria-expanded={open}
        popoverTarget={MOBILE_NAV_ID}
      />
      <div
        id={MOBILE_NAV_ID}
        ref={panel}
        popover="auto"
        // A closed popover is hidden by the browser; without content it is no dialog at all.
        {...(shown ? { role: 'dialog', 'aria-label': t('nav.menu') } : {})}
        className="sh-mobile-nav"
        style={{ background: token.colorBgElevated, color: token.colorText, boxShadow: token.boxShadowSecondary }}
        // Before the browser shows it: its content is there in the same frame.
        onBeforeToggle={(event) => setOpen(event.newState === 'open')}
      >
        {shown && (
          <>
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
                {t('nav.menu')}
              </Typography.Text>
              <Button
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('dashboardLayout.closeNavigation')}
                popoverTarget={MOBILE_NAV_ID}
                popoverTargetAction="hide"
              />
            </Flex>
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
          </>
        )}
      </div>
      {user && (
        <ChangeEmailDialog open={changingEmail} currentEmail={user.email} onClose={() => setChangingEmail(false)} />
      )}
    </>
  );
}
