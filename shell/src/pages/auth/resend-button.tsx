import { Button } from 'antd';

/** "Resend code", disabled with a visible countdown while the cooldown runs. */
export function ResendButton({
  remaining,
  sending,
  onResend,
  label = 'Resend code',
}: {
  remaining: number;
  sending: boolean;
  onResend: () => void;
  label?: string;
}) {
  return (
    <Button
      type="link"
      onClick={onResend}
      disabled={remaining > 0 || sending}
      loading={sending}
      style={{ paddingInline: 0 }}
    >
      {remaining > 0 ? `${label} in ${remaining}s` : label}
    </Button>
  );
}
