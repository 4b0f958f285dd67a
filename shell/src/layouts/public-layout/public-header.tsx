import { PhoneOutlined } from '@ant-design/icons';
import { COMPANY, MOBILE_NAV_BREAKPOINT_PX } from '@skillhub/shared/constants';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useMediaQuery } from '@skillhub/shared/ui/use-media-query';
import { Button, Flex, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { NavLink, useNavigate } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useAccentText } from '../../components/use-accent-text.ts';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';
import { AccountMenu } from './account-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { HEADER_HEIGHT_PX, NAV_LINKS } from './nav-links.ts';
import { useHeaderVisibility } from './use-header-visibility.ts';

export const MOBILE_NAV_QUERY = `(max-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`;

/** The fixed public header: hides on scrolling down past 100px, returns on scrolling up. */
export function PublicHeader() {
  const visible = useHeaderVisibility();
  const narrow = useMediaQuery(MOBILE_NAV_QUERY);
  const signedIn = Boolean(useAtomValue(authAtom, { store: sessionStore }).accessToken);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();

  return (
    <header
      className="sh-header"
      data-hidden={visible ? 'false' : 'true'}
      style={{
        height: HEADER_HEIGHT_PX,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Flex className="sh-container" align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <BrandLogo />
        {!narrow && (
          <nav aria-label={t('nav.main')}>
            <Flex gap={4}>
              {NAV_LINKS.map((link) => (
                <NavLink
                  key={link.path}
                  to={link.path}
                  end={link.path === '/'}
                  className="sh-nav-link"
                  style={({ isActive }) => ({
                    color: isActive ? accent : token.colorText,
                    background: isActive ? token.colorPrimaryBg : undefined,
                  })}
                >
                  {t(link.label)}
                </NavLink>
              ))}
            </Flex>
          </nav>
        )}
        <Flex align="center" gap={8}>
          <LanguageSwitch />
          <ThemeToggle />
          {!narrow && !signedIn && (
            <a href={COMPANY.phoneHref} className="sh-nav-link sh-header-phone" style={{ color: token.colorText }}>
              <PhoneOutlined aria-hidden /> <span className="sh-header-phone-number">{COMPANY.phone}</span>
            </a>
          )}
          {!narrow && !signedIn && (
            <Button type="primary" onClick={() => navigate(AUTH_PATH)}>
              {t('nav.login')}
            </Button>
          )}
          {!narrow && signedIn && <AccountMenu />}
          {narrow && <MobileNav />}
        </Flex>
      </Flex>
    </header>
  );
}
