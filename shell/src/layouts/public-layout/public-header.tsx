import { PhoneOutlined } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { Flex, theme } from 'antd';
import { NavLink } from 'react-router-dom';
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

/**
 * The fixed public header: hides on scrolling down past 100px, returns on scrolling up. At 700px and below the
 * navigation, phone and Login give way to the menu button (MobileNav). Which of the two shows is the style
 * sheet's choice (`sh-wide-only`, `sh-narrow-only`, styles/shell.css), not the script's: the server draws this
 * header without knowing the window's width, and the app takes its place without moving anything.
 */
export function PublicHeader() {
  const visible = useHeaderVisibility();
  const signedIn = useShownAuth().isAuthenticated;
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
        <nav aria-label={t('nav.main')} className="sh-wide-only">
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
        <Flex align="center" gap={8}>
          <LanguageSwitch />
          <ThemeToggle />
          {!signedIn && (
            <a
              href={COMPANY.phoneHref}
              className="sh-nav-link sh-header-phone sh-wide-only"
              style={{ color: token.colorText }}
            >
              <PhoneOutlined aria-hidden /> <span className="sh-header-phone-number">{COMPANY.phone}</span>
            </a>
          )}
          {!signedIn && (
            <ButtonLink type="primary" to={AUTH_PATH} className="sh-wide-only">
              {t('nav.login')}
            </ButtonLink>
          )}
          {signedIn && <AccountMenu className="sh-wide-only" />}
          <MobileNav className="sh-narrow-only" />
        </Flex>
      </Flex>
    </header>
  );
}
