import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingTimeMinutes, sanitisePostHtml } from '../../src/modules/blog/blog-content.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

describe('the blog body allow-list', () => {
  it('keeps headings, lists, quotes, code, links, images and tables', async () => {
    const html =
      '<h2>Setup</h2><h3>Tools</h3><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<pre><code class="language-ts">const a = 1;</code></pre>' +
      '<p><a href="/courses">Courses</a> <a href="mailto:hi@skillhub.in">Mail</a></p>' +
      '<img src="/api/media/public/x.png" alt="Diagram" />' +
      '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="1">A</td><td>B</td></tr></tbody></table>';
    expect(await sanitisePostHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, frames and javascript: or data: URLs', async () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="d">' +
      '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">bad2</a>' +
      '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>' +
      '<form action="/x"><input name="a"></form><object data="x"></object>';
    const clean = await sanitisePostHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript|data:|iframe|svg|<form|<input|<object/i);
    expect(clean).toBe('<p>Hi</p><img src="x" /><img alt="d" /><a>bad</a><a>bad2</a>');
  });

  it('opens links to other sites in a new tab without a handle on this one', async () => {
    expect(await sanitisePostHtml('<a href="https://react.dev" target="_self" rel="opener">React</a>')).toBe(
      '<a href="https://react.dev" target="_blank" rel="noopener noreferrer">React</a>',
    );
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingTimeMinutes('<p>short</p>')).toBe(1);
    expect(readingTimeMinutes(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
  });
});

describe('sanitising on save', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAsAdmin(t.app);
  });
  afterAll(() => t.close());

  it('stores the sanitised body, and what the editor saved is what the page shows', async () => {
    const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
    const post = await createPost(
      t.app,
      admin,
      postBody(
        { categoryId: category._id, topicId: topic._id },
        { content: '<h2 onmouseover="x()">Title</h2><p>Text<script>document.cookie</script></p>' },
      ),
    );
    expect(post.content).toBe('<h2>Title</h2><p>Text</p>');
    const page = await getJson(t.app, `/api/blog/details?slug=${post.slug}`);
    expect(page.body.data.content).toBe(post.content);
    const editor = await getJson(t.app, `/api/blog/details?id=${post._id}&view=staff`, admin);
    expect(editor.body.data.content).toBe(post.content);
  });
});
