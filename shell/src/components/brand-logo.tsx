import { COMPANY } from '@skillhub/shared/constants';
import { BRAND_GRADIENT_END } from '@skillhub/shared/theme-colors';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/index.ts';

/**
 * The wordmark: a link home, used by the public header and the sign-in screen. Its name comes from its content
 * (no aria-label), so speech users who say the visible "Skillhub" find it.
 */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <Link to="/" style={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none' }}>
      <span
        aria-hidden
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 10,
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${BRAND_GRADIENT_END})`,
          color: '#fff',
          fontWeight: 800,
          fontSize: 18,
        }}
      >
        S
      </span>
      {/* The name is read from the hidden text ("Skillhub home"), which holds the visible wordmark. */}
      <span
        aria-hidden
        style={{
          fontSize: 20,
          fontWeight: 700,
          letterSpacing: -0.3,
          color: inverted ? '#fff' : token.colorText,
        }}
      >
        {COMPANY.name}
      </span>
      <span className="sh-visually-hidden">{t('nav.brandHome', { company: COMPANY.name })}</span>
    </Link>
  );
}
