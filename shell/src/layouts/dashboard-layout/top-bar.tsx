import { GlobalOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { Button, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useT } from '../../i18n/index.ts';
import { useLogout } from '../../session/use-logout.ts';
import { roleLabel } from './role-label.ts';
import { DASHBOARD_PATH } from './sidebar-menu.ts';

export interface TopBarProps {
  /** phones: the sidebar is a drawer and this bar offers the button that opens it */
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuClick: () => void;
  drawerId: string;
}

export function TopBar({ showMenuButton, menuOpen, onMenuClick, drawerId }: TopBarProps) {
  const { user } = useAtomValue(authAtom, { store: sessionStore });
  const { logout, loggingOut } = useLogout();
  const { t } = useT();

  return (
    <header className="sh-dl-top-bar">
      <div className="sh-dl-top-bar-start">
        {showMenuButton && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openNavigation')}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onClick={onMenuClick}
          />
        )}
        {/* Named by the hidden text ("Skillhub dashboard"), which holds the visible wordmark, as the public
            header's logo is: an aria-label would name it apart from what a voice-control user sees on it. */}
        <Link to={DASHBOARD_PATH} className="sh-dl-brand">
          <span className="sh-dl-brand-mark" aria-hidden>
            S
          </span>
          <span className="sh-dl-brand-name" aria-hidden>
            {COMPANY.name}
          </span>
          <span className="sh-visually-hidden">{t('dashboardLayout.brand', { company: COMPANY.name })}</span>
        </Link>
      </div>
      <div className="sh-dl-top-bar-end">
        <Tooltip title={t('dashboardLayout.openSite')}>
          <Link to="/" className="sh-dl-site-link" aria-label={t('dashboardLayout.viewSite')}>
            <GlobalOutlined aria-hidden />
            <span className="sh-dl-hide-phone">{t('dashboardLayout.viewSite')}</span>
          </Link>
        </Tooltip>
        <LanguageSwitch />
        <ThemeToggle />
        {user && (
          <div className="sh-dl-user" data-testid="top-bar-user">
            <UserAvatar name={user.name} picture={user.profilePic} size={32} />
            <div className="sh-dl-user-text sh-dl-hide-phone">
              <span className="sh-dl-user-name">{user.name}</span>
              <span className="sh-dl-user-role">{roleLabel(user.role.name)}</span>
            </div>
          </div>
        )}
        <Button
          icon={<LogoutOutlined />}
          onClick={logout}
          loading={loggingOut}
          aria-label={t('nav.logout')}
          className="sh-dl-logout"
        >
          <span className="sh-dl-hide-phone">{t('nav.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
