import { TranslationOutlined } from '@ant-design/icons';
import { currentLocale, type Locale } from '@skillhub/shared/i18n';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { chooseLanguage } from '../i18n/language.ts';

/** English ⇄ Hindi for the public header and the dashboard top bar: the button names the other language. */
export function LanguageSwitch() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const next: Locale = currentLocale() === 'en' ? 'hi' : 'en';
  return (
    <Tooltip title={<span lang={next}>{t('languageSwitch.hint')}</span>}>
      <Button type="text" lang={next} icon={<TranslationOutlined aria-hidden />} onClick={() => chooseLanguage(next)}>
        {common(`language.${next}`)}
      </Button>
    </Tooltip>
  );
}
