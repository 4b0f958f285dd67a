import type { Program } from '@skillhub/shared/schemas/training';
import type { Notify } from '@skillhub/shared/ui/notify';
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';

/**
 * Puts a program's public application link on the clipboard and shows it in the toast, so it can be read
 * (and copied by hand when the browser refuses the clipboard, as it does outside a secure page).
 */
export async function copyApplyLink(program: Program, notify: Notify, t: TFunction<'training'>): Promise<void> {
  const link = (
    <Typography.Text code style={{ wordBreak: 'break-all' }}>
      {program.applyUrl}
    </Typography.Text>
  );
  try {
    await navigator.clipboard.writeText(program.applyUrl);
    notify.success(
      <Flex vertical>
        {t('programs.linkCopied')}
        {link}
      </Flex>,
    );
  } catch {
    notify.error(
      <Flex vertical>
        {t('programs.copyFailed')}
        {link}
      </Flex>,
    );
  }
}
