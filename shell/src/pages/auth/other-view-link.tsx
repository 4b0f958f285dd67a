import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { type AuthView, viewAddress } from './auth-views.ts';

/**
 * "New to Skillhub? Sign up" under the Login form, "Already have an account? Login" under Sign up: a link to the
 * screen's other view that works on the server's page before the app is there, as Forgot password's does. The
 * tabs' own labels stay plain text: a link inside a tab would be a control inside a control for a screen reader.
 */
export function OtherViewLink({ view, prompt, label }: { view: AuthView; prompt: string; label: string }) {
  const location = useLocation();
  return (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
      {prompt}{' '}
      <ButtonLink
        type="link"
        to={viewAddress(view, new URLSearchParams(location.search))}
        replace
        state={location.state}
        style={{ paddingInline: 0, height: 'auto' }}
      >
        {label}
      </ButtonLink>
    </Typography.Paragraph>
  );
}
