import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { type AuthView, viewAddress } from './auth-views.ts';

/**
 * A link to one of the screen's views, keeping the rest of the address (where to go after signing in) and the
 * router state. A link, not a button: it works on the server's page before the app is there.
 */
export function ViewLink({ view, style, children }: { view: AuthView; style?: CSSProperties; children: ReactNode }) {
  const location = useLocation();
  return (
    <ButtonLink
      type="link"
      to={viewAddress(view, new URLSearchParams(location.search))}
      replace
      state={location.state}
      style={{ paddingInline: 0, ...style }}
    >
      {children}
    </ButtonLink>
  );
}

/**
 * "New to Skillhub? Sign up" under the Login form, "Already have an account? Login" under Sign up. The tabs' own
 * labels stay plain text: a link inside a tab would be a control inside a control for a screen reader.
 */
export function OtherViewLink({ view, prompt, label }: { view: AuthView; prompt: string; label: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
      {prompt}{' '}
      <ViewLink view={view} style={{ height: 'auto' }}>
        {label}
      </ViewLink>
    </Typography.Paragraph>
  );
}
