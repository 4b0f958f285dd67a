import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import { queryClient } from '@skillhub/shared/query-client';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueCardFixture, categoryFixture } from '../../test/fixtures.ts';
import * as lifecycles from '../app.tsx';

const server = withScriptedServer();
let remote: MountedRemote;

afterEach(async () => {
  await remote.unmount();
  server.reset();
  queryClient.clear();
  await setLocale('en');
});

describe('the catalogue mounted by a shell showing Hindi', () => {
  it('renders its texts, course facts and rupees in Hindi, and switches with the shell without a reload', async () => {
    server.on(`GET ${apiPaths.categories.list}`, () => ok([categoryFixture('Data Science')]));
    server.on(`GET ${apiPaths.courses.published}`, () =>
      list(
        [
          catalogueCardFixture('Full Stack Web Development', {
            courseMode: 'Hybrid',
            courseLevel: 'Beginner',
            language: 'English & Hindi',
            price: { actualPrice: 150000, discountPercentage: 20, finalPrice: 120000 },
            lecturesCount: 24,
            ratingsCount: 0,
          }),
        ],
        1,
        12,
      ),
    );
    remote = await mountRemote(lifecycles, { name: 'courses', area: 'public', path: '/courses', locale: 'hi' });

    const page = within(remote.element);
    expect(await page.findByRole('heading', { level: 1, name: 'कोर्स' })).toBeTruthy();
    const card = await page.findByRole('article', { name: 'Full Stack Web Development' });
    expect(within(card).getByText('हाइब्रिड')).toBeTruthy();
    expect(within(card).getByText('शुरुआती')).toBeTruthy();
    expect(within(card).getByText('अंग्रेज़ी और हिन्दी')).toBeTruthy();
    expect(within(card).getByText('24 लेक्चर')).toBeTruthy();
    expect(within(card).getByText('अभी कोई रेटिंग नहीं')).toBeTruthy();
    expect(within(card).getByText('₹1,20,000')).toBeTruthy();
    expect(within(card).getByText('20% छूट')).toBeTruthy();
    expect(page.getByRole('searchbox', { name: 'कोर्स खोजें' })).toBeTruthy();
    expect(page.getByText('1 कोर्स')).toBeTruthy();

    await remote.update({ locale: 'en' });
    expect(await page.findByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    expect(within(card).getByText('Hybrid')).toBeTruthy();
    expect(within(card).getByText('20% off')).toBeTruthy();
    expect(page.getByText('1 course')).toBeTruthy();
  });
});
