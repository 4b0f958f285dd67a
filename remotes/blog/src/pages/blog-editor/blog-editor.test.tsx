import { request } from '@skillhub/shared/api-client';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { BlogCategory, BlogTopic } from '@skillhub/shared/schemas/blog';
import { setSession } from '@skillhub/shared/session';
import { seedBlogCategory, seedBlogTopic, seedPost } from '@skillhub/shared/test-support/blog-seed';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { tinyPng } from '@skillhub/shared/test-support/tiny-png';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderBlogApp } from '../../../test/render-remote.tsx';

/** The blog editor against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
let category: BlogCategory;
let topic: BlogTopic;
beforeAll(async () => {
  category = await seedBlogCategory(unique('Editor Category'));
  topic = await seedBlogTopic(unique('Editor Topic'));
});
beforeEach(() => setSession(skillhub.admin));

let passOn: typeof fetch | undefined;
afterEach(() => {
  if (passOn) globalThis.fetch = passOn;
  passOn = undefined;
});

/**
 * Holds the page's next `method` call to a path matching `path` until released, as a slow network would; the
 * real server still answers it. `reached` settles once the page has sent it.
 */
function holdNext(method: string, path: RegExp) {
  const original = globalThis.fetch;
  passOn = original;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      globalThis.fetch = original;
      passOn = undefined;
      arrive();
      await released;
    }
    return original(input, init);
  };
  return { reached, release };
}

/** The post saves the page sent that would make it public: a publish or a schedule. */
const publishes = () =>
  skillhub.network.requests.filter(
    (r) =>
      (r.method === 'POST' || r.method === 'PUT') &&
      /^\/blog(\/[0-9a-f-]{36})?$/.test(r.path) &&
      (r.body as { isDraft?: boolean } | undefined)?.isDraft === false,
  );

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await pickOption(user, option);
  await user.keyboard('{Escape}');
}

describe('the blog editor', () => {
  it('writes a new post and saves it as a draft: the slug follows the title and every field is sent', async () => {
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/content/new');
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    const title = unique('Portfolio projects that get interviews');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), title);
    const slug = within(form).getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
    expect(slug.value).toMatch(/^portfolio-projects-that-get-interviews-\d+-[a-z0-9]+$/);
    await within(form).findByText('This slug is available.');
    await user.type(
      within(form).getByRole('textbox', { name: 'Meta description' }),
      'Three projects recruiters ask about.',
    );
    await pick(user, 'Categories', category.name);
    await pick(user, 'Topics', topic.name);
    await user.type(within(form).getByRole('textbox', { name: 'Author' }), 'Asha Rao');
    await user.type(
      within(form).getByRole('textbox', { name: 'Thumbnail' }),
      'https://cdn.skillhub.test/blog/cover.png',
    );
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboard\/blog\/content\/[0-9a-f-]{36}$/));
    const id = window.location.pathname.split('/').at(-1);
    const details = await request(blogEndpoints.details, { query: { id, view: 'staff' } });
    expect(details.data).toMatchObject({
      title,
      slug: slug.value,
      status: 'Draft',
      author: 'Asha Rao',
      categories: [expect.objectContaining({ _id: category._id })],
      topics: [expect.objectContaining({ _id: topic._id })],
    });
  });

  it('opens a draft with its fields and publishes it', async () => {
    const draft = await seedPost({ category, topic, body: { isDraft: true } });
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/content/${draft._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(draft.title),
    );
    expect(within(form).getByRole('textbox', { name: 'Content' }).textContent).toContain('Why it matters');
    await user.click(within(form).getByRole('button', { name: 'Publish now' }));
    await waitFor(async () =>
      expect((await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data.status).toBe(
        'Published',
      ),
    );
  });

  it('shows every missing field at once, and a taken slug on the slug field', async () => {
    const taken = await seedPost({ category, topic });
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/content/new');
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    await user.click(within(form).getByRole('button', { name: 'Publish now' }));
    await within(form).findByText('At least one category is required');
    within(form).getByText('At least one topic is required');

    const slug = within(form).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, taken.slug);
    await within(form).findByText('This slug is already taken');
  });

  it('saves a draft by itself a moment after a change, and puts an uploaded image into the body', async () => {
    const draft = await seedPost({ category, topic, body: { isDraft: true } });
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/content/${draft._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe(draft.title));

    const png = new File([tinyPng()], 'pair-work.png', { type: 'image/png' });
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    const picker = form.querySelector<HTMLInputElement>('.skillhub-rte input[type="file"]');
    if (!picker) throw new Error('no image picker in the body');
    await user.upload(picker, png);
    // The image goes in at the cursor, which takes the focus to the body: type the title after that.
    const body = within(form).getByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(body.querySelector('img[alt="pair work"]')).not.toBeNull());
    await user.clear(title);
    await user.type(title, `${draft.title} (revised)`);

    await within(form).findByText(/^Draft saved /);
    const stored = (await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data;
    expect(stored).toMatchObject({ title: `${draft.title} (revised)`, status: 'Draft' });
    expect(stored.content).toMatch(/<img src="[^"]+\.png" alt="pair work"/);
  });

  it('never saves a published post by itself', async () => {
    const live = await seedPost({ category, topic });
    renderBlogApp(`/dashboard/blog/content/${live._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    await within(form).findByText('Only drafts save themselves: this post changes when you press the button.');
  });

  it('keeps every keystroke and the focus in the body through the first save of a new post', async () => {
    const user = userEvent.setup();
    renderBlogApp('/dashboard/blog/content/new');
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    const first = holdNext('POST', /^\/api\/blog$/);
    // The fields are pasted: what is under test is the body, typed key by key.
    const paste = async (name: string, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await paste('Title', unique('Notes kept while saving'));
    await paste('Meta description', 'What autosave must keep.');
    await pick(user, 'Categories', category.name);
    await pick(user, 'Topics', topic.name);
    await paste('Author', 'Asha Rao');
    await paste('Thumbnail', 'https://cdn.skillhub.test/blog/cover.png');
    const body = within(form).getByRole('textbox', { name: 'Content' });
    await user.click(body);

    // The first save makes the post and gives it its address while the writer types on, and the next one
    // stores all of it.
    await first.reached;
    const typed = ['Typed while it ran. ', 'Typed as it answered. ', 'Typed at the new address.'];
    await user.keyboard(typed[0] as string);
    first.release();
    await user.keyboard(typed[1] as string);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboard\/blog\/content\/[0-9a-f-]{36}$/));
    const id = window.location.pathname.split('/').at(-1) as string;
    await user.keyboard(typed[2] as string);
    expect(body.textContent).toBe(typed.join(''));
    await waitFor(() => expect(skillhub.network.to('PUT', `/blog/${id}`)).toHaveLength(1));
    await skillhub.network.idle();

    const stored = (await request(blogEndpoints.details, { query: { id, view: 'staff' } })).data;
    expect([...textOf(stored.content)]).toEqual([...typed.join('')]);
    expect(skillhub.network.to('POST', '/blog')).toHaveLength(1);
    expect(body.isConnected).toBe(true);
    expect(document.activeElement).toBe(body);
  });

  it('keeps what is typed while a slow save runs, and saves it next', async () => {
    const draft = await seedPost({ category, topic, body: { isDraft: true, content: '' } });
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/content/${draft._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(draft.title),
    );
    const body = within(form).getByRole('textbox', { name: 'Content' });
    await user.click(body);
    const typed = ['Typed before the save. ', 'Typed while it was slow.'];
    await user.keyboard(typed[0] as string);
    const slow = holdNext('PUT', new RegExp(`^/api/blog/${draft._id}$`));
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    await slow.reached;
    await user.click(body);
    await user.keyboard(typed[1] as string);
    slow.release();
    await screen.findByText('Draft saved');
    expect(body.textContent).toBe(typed.join(''));
    await waitFor(() => expect(skillhub.network.to('PUT', `/blog/${draft._id}`)).toHaveLength(2));
    await skillhub.network.idle();

    const stored = (await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data;
    expect([...textOf(stored.content)]).toEqual([...typed.join('')]);
    expect(document.activeElement).toBe(body);
  });

  it('never publishes on Enter in a field', async () => {
    const draft = await seedPost({ category, topic, body: { isDraft: true } });
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/content/${draft._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    const title = within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe(draft.title));
    for (const name of ['Title', 'Slug', 'Meta description', 'Author', 'Thumbnail']) {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.keyboard('{Enter}');
    }
    await user.click(within(form).getByRole('checkbox', { name: 'Schedule for later' }));
    const date = within(form).getByLabelText('Publish date') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2099-01-01' } });
    await user.type(within(form).getByRole('textbox', { name: 'Publish time' }), '09:30{Enter}');
    await user.click(date);
    await user.keyboard('{Enter}');
    await skillhub.network.idle();

    expect(publishes()).toEqual([]);
    const stored = (await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data;
    expect(stored.status).toBe('Draft');
  });

  it('asks before publishing a post whose schedule has passed, and Cancel publishes nothing', async () => {
    const draft = await seedPost({ category, topic, body: { isDraft: true } });
    const user = userEvent.setup();
    renderBlogApp(`/dashboard/blog/content/${draft._id}`);
    const form = await screen.findByRole('form', { name: 'Blog editor' });
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(draft.title),
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Schedule for later' }));
    fireEvent.change(within(form).getByLabelText('Publish date'), { target: { value: '2020-01-01' } });
    await user.type(within(form).getByRole('textbox', { name: 'Publish time' }), '09:30');

    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish now?' })).toBeNull());
    await skillhub.network.idle();
    expect(publishes()).toEqual([]);
    expect((await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data.status).toBe(
      'Draft',
    );

    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish now?' })).getByRole('button', { name: 'Publish now' }),
    );
    await waitFor(async () =>
      expect((await request(blogEndpoints.details, { query: { id: draft._id, view: 'staff' } })).data.status).toBe(
        'Published',
      ),
    );
  });
});
