import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import { routeTo } from '@skillhub/shared/routes';
import { setSession } from '@skillhub/shared/session';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { connectSandbox, seedApprovedTemplate, uniqueTemplateName } from '@skillhub/shared/test-support/whatsapp-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../test/queries.ts';
import { renderWhatsappDashboard, setViewportWidth } from '../../../test/render-remote.tsx';

/** Dashboard › WhatsApp › Sequences: the sequence editor against the real server, as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
let templateName: string;
beforeAll(async () => {
  setSession(skillhub.admin);
  await connectSandbox();
  templateName = (await seedApprovedTemplate({ name: uniqueTemplateName('brochure') })).name;
});
beforeEach(() => setSession(skillhub.admin));
// Awaited outside act(): an act() left unawaited around a promise breaks every later act() of the suite's window.
afterEach(async () => {
  await setLocale('en');
  setViewportWidth(1280);
});

const PATH = routeTo('whatsappSequences');

/** Opens the select labelled `label` (within `scope`) and picks `option` from that select's own list. */
async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  const item = await waitFor(() => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    const found = [
      ...(list?.closest('.ant-select-dropdown')?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
    ].find((el) => el.getAttribute('title') === option);
    if (!found) throw new Error(`No option "${option}" in ${label}`);
    return found;
  });
  await user.click(item);
}

let saved = '';

describe('the sequence editor', () => {
  it('refuses until-before-from hours and a missing template, then saves a two-step sequence the page lists', async () => {
    const user = userEvent.setup();
    renderWhatsappDashboard(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Follow-up sequences' });
    await user.click(screen.getByRole('button', { name: 'Add Sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add follow-up sequence' });
    const name = `Brochure follow-up ${Date.now()}`;
    saved = name;
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    await choose(user, dialog, 'Send from', '22:00');
    await choose(user, dialog, 'Send until', '09:00');
    const saves = network.to('POST', apiPaths.whatsapp.sequenceCreate).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Until hour must be after the from hour');
    expect(within(dialog).getByText('Invalid id')).toBeTruthy();
    expect(network.to('POST', apiPaths.whatsapp.sequenceCreate).length).toBe(saves);

    await choose(user, dialog, 'Send from', '10:00');
    await choose(user, dialog, 'Send until', '19:00');
    const first = within(dialog).getByRole('group', { name: 'Step 1' });
    await choose(user, first, 'Approved template', templateName);
    // The template has two variables: the lead's name and course, by default.
    expect(within(first).getByRole('combobox', { name: 'Variable 1' })).toBeTruthy();
    expect(within(first).getByRole('combobox', { name: 'Variable 2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    const second = within(dialog).getByRole('group', { name: 'Step 2' });
    await choose(user, second, 'Approved template', templateName);
    await choose(user, second, 'Variable 2', 'Typed text');
    await user.type(within(second).getByRole('textbox', { name: 'Text of variable 2' }), 'Monday 10 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText(`Sequence "${name}" created`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add follow-up sequence' })).toBeNull());
    const sent = network.to('POST', apiPaths.whatsapp.sequenceCreate).at(-1);
    expect(sent?.body).toMatchObject({
      name,
      sendFromHour: 10,
      sendUntilHour: 19,
      steps: [
        {
          delayDays: 0,
          bodyVariables: [
            { source: 'lead', field: 'name' },
            { source: 'lead', field: 'course' },
          ],
        },
        {
          delayDays: 2,
          bodyVariables: [
            { source: 'lead', field: 'name' },
            { source: 'text', value: 'Monday 10 AM' },
          ],
        },
      ],
    });
    const card = (await screen.findByText(name)).closest('[role="listitem"]') as HTMLElement;
    expect(within(card).getByText(/^At once:/)).toBeTruthy();
    expect(within(card).getByText(/^After 2 day\(s\) 0 hour\(s\):/)).toBeTruthy();
  });

  it('saves a free-text step with its fallback template, refusing it without a text; at 390 px', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWhatsappDashboard(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Follow-up sequences' });
    await user.click(screen.getByRole('button', { name: 'Add Sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add follow-up sequence' });
    const name = `Window follow-up ${Date.now()}`;
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    const step = within(dialog).getByRole('group', { name: 'Step 1' });
    // antd draws the radio over its input: the label takes the click, as a pointer's would.
    await user.click(within(step).getByText('Free text'));
    expect(within(step).getByRole('radio', { name: 'Free text' })).toHaveProperty('checked', true);
    // A free-text step needs its text; its fallback template is optional.
    expect(within(step).queryByRole('combobox', { name: 'Approved template' })).toBeNull();
    const saves = network.to('POST', apiPaths.whatsapp.sequenceCreate).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(step).findByText('Text is required');
    const text = within(step).getByRole('textbox', { name: 'Message' });
    // user-event types a literal brace as {{.
    await user.type(text, 'Hi {{nmae}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(step).findByText('Use only {name}, {course}, {counsellor} or {coupon} in braces');
    expect(network.to('POST', apiPaths.whatsapp.sequenceCreate).length).toBe(saves);

    await user.clear(text);
    await user.type(text, 'Hi {{name}, {{counsellor} here. Reply for the {{course} brochure.');
    await choose(user, step, 'Fallback template (outside the 24-hour window)', templateName);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Sequence "${name}" created`);
    const sent = network.to('POST', apiPaths.whatsapp.sequenceCreate).at(-1);
    expect(sent?.body).toMatchObject({
      name,
      steps: [
        {
          kind: 'text',
          text: 'Hi {name}, {counsellor} here. Reply for the {course} brochure.',
          bodyVariables: [
            { source: 'lead', field: 'name' },
            { source: 'lead', field: 'course' },
          ],
        },
      ],
    });
    const card = (await screen.findByText(name)).closest('[role="listitem"]') as HTMLElement;
    expect(within(card).getByText('Free text')).toBeTruthy();
    expect(within(card).getByText(`else ${templateName}`)).toBeTruthy();

    // Opened again, the step is still free text with its text and fallback.
    await user.click(within(card).getByRole('button', { name: `Edit ${name}` }));
    const editor = await screen.findByRole('dialog', { name: `Edit "${name}"` });
    const kept = within(editor).getByRole('group', { name: 'Step 1' });
    expect(within(kept).getByRole('radio', { name: 'Free text' })).toHaveProperty('checked', true);
    expect(within(kept).getByRole('textbox', { name: 'Message' })).toHaveProperty(
      'value',
      'Hi {name}, {counsellor} here. Reply for the {course} brochure.',
    );
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit "${name}"` })).toBeNull());
  });

  it('asks before pausing, and pauses; in Hindi at 390 px', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWhatsappDashboard(PATH);
    const card = (await screen.findByText(saved)).closest('[role="listitem"]') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: `Pause ${saved}` }));
    const confirm = await screen.findByRole('dialog', { name: `Pause "${saved}"?` });
    await user.click(within(confirm).getByRole('button', { name: 'Pause' }));
    await within(card).findByText('Paused');
    await setLocale('hi');
    await screen.findByRole('heading', { level: 1, name: 'फ़ॉलो-अप सीक्वेंस' });
    expect(within(card).getByText('रुका हुआ')).toBeTruthy();
  });
});
