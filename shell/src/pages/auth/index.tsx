import { ArrowLeftOutlined, CheckCircleFilled } from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { Card, Flex, Tabs, Typography, theme } from 'antd';
import { type ReactNode, startTransition } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useT } from '../../i18n/index.ts';
import { rememberedDestination } from '../../session/sign-in.ts';
import { type AuthView, viewOf, viewParams } from './auth-views.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignupForm } from './signup-form.tsx';

const BENEFITS = ['courses', 'language', 'payments'] as const;
/** A link inside a sentence is underlined: told apart by its colour alone, many readers miss it. */
const IN_TEXT_LINK = { textDecoration: 'underline' } as const;

/**
 * The sign-in screen of /auth and /reset-password/:token: Login | Sign up tabs and a Forgot password view
 * (?view=signup or ?view=forgot opens those directly). Leaving it after a sign-in is the guest guard's job.
 */
export function AuthPage() {
  const { token } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { token: design } = theme.useToken();
  const { t } = useT();
  const view = viewOf(params);
  // Where to go after signing in: a guard's router state, else the address's `from` (a link's: Buy now on a
  // course page, followed before the app was there).
  const from = rememberedDestination(location.state) ?? rememberedDestination({ from: params.get('from') });
  // Keep the router state (where the visitor was going) while switching views.
  const show = (next: AuthView) => setParams(viewParams(next, params), { replace: true, state: location.state });
  let content: ReactNode;
  if (token) {
    content = <ResetPasswordForm token={token} />;
  } else if (view === 'forgot') {
    content = <ForgotPasswordForm onBack={() => show('login')} />;
  } else {
    content = (
      <Tabs
        activeKey={view}
        // The other form is drawn as a transition: the tap is answered (painted) at once, and a phone's processor
        // drawing the form then leaves room for the next tap or keystroke.
        onChange={(key) => startTransition(() => show(key as AuthView))}
        centered
        destroyOnHidden
        size="large"
        items={[
          {
            key: 'login',
            label: t('auth.login'),
            children: <LoginForm from={from} />,
          },
          { key: 'signup', label: t('auth.signup'), children: <SignupForm from={from} /> },
        ]}
      />
    );
  }

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: design.colorBgLayout }}>
      {/* A banner landmark, as the other pages' headers are: everything on the page is then in a landmark. */}
      <Flex component="header" className="sh-container" justify="space-between" align="center" style={{ height: 64 }}>
        <BrandLogo />
        <Flex gap={8} align="center">
          <Link to="/" className="sh-auth-back" style={{ color: design.colorTextSecondary }}>
            <ArrowLeftOutlined aria-hidden /> <span className="sh-auth-back-label">{t('auth.backHome')}</span>
          </Link>
          <LanguageSwitch />
          <ThemeToggle />
        </Flex>
      </Flex>
      <main id="main-content" className="sh-auth-main">
        <Card
          variant="borderless"
          style={{ width: '100%', maxWidth: 920, boxShadow: design.boxShadowSecondary, overflow: 'hidden' }}
          styles={{ body: { padding: 0 } }}
        >
          <Flex wrap>
            <aside
              className="sh-auth-aside"
              style={{
                flex: '1 1 320px',
                padding: 40,
                color: '#fff',
                background: `linear-gradient(150deg, ${design.colorPrimary}, #0ea5e9)`,
              }}
            >
              <h1 style={{ color: '#fff', fontSize: 28, lineHeight: 1.25, marginTop: 0 }}>
                {token ? t('auth.almostThere') : t('auth.welcome', { company: COMPANY.name })}
              </h1>
              <p style={{ opacity: 0.9, fontSize: 16, lineHeight: 1.6 }}>
                {token ? t('auth.almostThereText') : t('auth.welcomeText')}
              </p>
              <ul style={{ listStyle: 'none', padding: 0, margin: '24px 0 0', display: 'grid', gap: 12 }}>
                {BENEFITS.map((benefit) => (
                  <li key={benefit} style={{ display: 'flex', gap: 10 }}>
                    <CheckCircleFilled style={{ marginTop: 4 }} />
                    <span>{t(`auth.benefits.${benefit}`)}</span>
                  </li>
                ))}
              </ul>
            </aside>
            <section style={{ flex: '1 1 360px', padding: '32px 32px 40px', minWidth: 0 }}>
              {content}
              <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0, fontSize: 13 }}>
                <Trans
                  t={t}
                  i18nKey="auth.agreement"
                  components={{
                    terms: <Link to={routeTo('terms')} style={IN_TEXT_LINK} />,
                    privacy: <Link to={routeTo('privacy')} style={IN_TEXT_LINK} />,
                  }}
                />
              </Typography.Paragraph>
            </section>
          </Flex>
        </Card>
      </main>
    </div>
  );
}
