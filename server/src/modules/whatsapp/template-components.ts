import { type TemplateValues, variableCount } from '@skillhub/shared/schemas/whatsapp';
import type { ApiTemplate, ApiTemplateComponent } from './cloud-api/cloud-api.ts';

/**
 * A template in the API's shape: HEADER (text with its sample, or a media format with the handle of its
 * uploaded sample), BODY with one sample per variable, FOOTER and BUTTONS; the category in capitals.
 * `headerHandle` is the sample's handle for an IMAGE or DOCUMENT header.
 */
export function apiTemplateOf(values: TemplateValues, headerHandle: string | null): ApiTemplate {
  const components: ApiTemplateComponent[] = [];
  const { header } = values;
  if (header.format === 'TEXT') {
    const example = variableCount(header.text) > 0 && header.example ? { header_text: [header.example] } : undefined;
    components.push({ type: 'HEADER', format: 'TEXT', text: header.text, ...(example && { example }) });
  } else if (header.format === 'IMAGE' || header.format === 'DOCUMENT') {
    if (!headerHandle) throw new Error('A media header needs the handle of its sample');
    components.push({ type: 'HEADER', format: header.format, example: { header_handle: [headerHandle] } });
  }
  components.push({
    type: 'BODY',
    text: values.body,
    ...(values.bodyExamples.length > 0 && { example: { body_text: [values.bodyExamples] } }),
  });
  if (values.footer) components.push({ type: 'FOOTER', text: values.footer });
  if (values.buttons.length > 0) {
    components.push({
      type: 'BUTTONS',
      buttons: values.buttons.map((button) => {
        if (button.type === 'URL') return { type: 'URL', text: button.text, url: button.url };
        if (button.type === 'PHONE_NUMBER') {
          return { type: 'PHONE_NUMBER', text: button.text, phone_number: button.phoneNumber };
        }
        return { type: 'QUICK_REPLY', text: button.text };
      }),
    });
  }
  return {
    name: values.name,
    language: values.language,
    category: values.category.toUpperCase(),
    components,
  };
}
