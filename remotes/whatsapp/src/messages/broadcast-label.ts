import { type Broadcast, FREE_TEXT_LABEL } from '@skillhub/shared/schemas/whatsapp';
import { useT } from '../i18n/index.ts';

/** A broadcast's label as the page shows it: its template's name, or "Free text" in the page's language. */
export function useBroadcastLabel(): (broadcast: Pick<Broadcast, 'label'>) => string {
  const { t } = useT();
  return (broadcast) => (broadcast.label === FREE_TEXT_LABEL ? t('send.freeText') : broadcast.label);
}
