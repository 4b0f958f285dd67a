import { Button } from 'antd';
import { useT } from '../../i18n/index.ts';

/** "Resend code", disabled with a visible countdown while the cooldown runs. */
export function ResendButton({
  remaining,
  sending,
  onResend,
  label,
}: {
  remaining: number;
  sending: boolean;
  onResend: () => void;
  label?: string;
}) {
  const { t } = useT();
  const text = label ?? t('auth.resendCode');
  return (
    <Button
      type="link"
      onClick={onResend}
      disabled={remaining > 0 || sending}
      loading={sending}
      style={{ paddingInline: 0 }}
    >
      {remaining > 0 ? t('auth.resendIn', { label: text, seconds: remaining }) : text}
    </Button>
  );
}
