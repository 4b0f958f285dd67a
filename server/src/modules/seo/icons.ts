import ArrowRightOutlined from '@ant-design/icons-svg/lib/asn/ArrowRightOutlined.js';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled.js';
import ClockCircleOutlined from '@ant-design/icons-svg/lib/asn/ClockCircleOutlined.js';
import GlobalOutlined from '@ant-design/icons-svg/lib/asn/GlobalOutlined.js';
import LaptopOutlined from '@ant-design/icons-svg/lib/asn/LaptopOutlined.js';
import MenuOutlined from '@ant-design/icons-svg/lib/asn/MenuOutlined.js';
import MoonOutlined from '@ant-design/icons-svg/lib/asn/MoonOutlined.js';
import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined.js';
import SafetyCertificateOutlined from '@ant-design/icons-svg/lib/asn/SafetyCertificateOutlined.js';
import SolutionOutlined from '@ant-design/icons-svg/lib/asn/SolutionOutlined.js';
import TranslationOutlined from '@ant-design/icons-svg/lib/asn/TranslationOutlined.js';
import WalletOutlined from '@ant-design/icons-svg/lib/asn/WalletOutlined.js';
import WhatsAppOutlined from '@ant-design/icons-svg/lib/asn/WhatsAppOutlined.js';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/lib/helpers.js';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types.js';

/**
 * The icons the server-rendered pages draw, from the same icon set as the app's @ant-design/icons and drawn as
 * it draws them (1em square, the text's colour, hidden from screen readers), so nothing changes when the app
 * takes over. Rendered once at start-up; each icon's own CommonJS file (the package's index would load all of
 * them), whose default export Node hands over as `{ default }`.
 */
const svg = (module: IconDefinition | { default: IconDefinition }) =>
  `<span class="sh-ssr-icon">${renderIconDefinitionToSVGElement('default' in module ? module.default : module, {
    extraSVGAttrs: { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' },
  })}</span>`;

export const ICONS = {
  arrowRight: svg(ArrowRightOutlined),
  checkCircle: svg(CheckCircleFilled),
  clock: svg(ClockCircleOutlined),
  globe: svg(GlobalOutlined),
  laptop: svg(LaptopOutlined),
  menu: svg(MenuOutlined),
  moon: svg(MoonOutlined),
  phone: svg(PhoneOutlined),
  certificate: svg(SafetyCertificateOutlined),
  solution: svg(SolutionOutlined),
  translation: svg(TranslationOutlined),
  wallet: svg(WalletOutlined),
  whatsApp: svg(WhatsAppOutlined),
};
