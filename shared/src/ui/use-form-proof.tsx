import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A public form's side of the proof of work (form-proof.ts): pass `onFormProof` to its `request()` and show
 * `<FormProofNote checking={checking} />` by the send button, which stays busy while `checking`. A form that
 * does neither still gets through; it only says nothing while the browser works.
 */
export function useFormProof() {
  const [checking, setChecking] = useState(false);
  return { checking, onFormProof: setChecking };
}

/** Shown only while the browser works, so a form's own status line stays the only one otherwise. */
export function FormProofNote({ checking }: { checking: boolean }) {
  const { t } = useTranslation();
  if (!checking) return null;
  return (
    <Typography.Paragraph type="secondary" role="status" style={{ marginBottom: 12 }}>
      {t('checkingBrowser')}
    </Typography.Paragraph>
  );
}
