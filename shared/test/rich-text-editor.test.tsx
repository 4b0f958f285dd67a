import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { htmlToText } from '../src/html-text.ts';
import { RichTextEditor } from '../src/ui/rich-text-editor.tsx';
import { renderInRoot } from './render.tsx';

function Overview({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  const error = htmlToText(value) ? undefined : 'Overview cannot be empty';
  return (
    <>
      <RichTextEditor
        label="Overview"
        value={value}
        placeholder="Describe the lecture"
        error={error}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced</p>')}>
        Replace
      </button>
    </>
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Overview' });

describe('RichTextEditor', () => {
  it('shows the value in a labelled text box with its error tied to it', async () => {
    renderInRoot(<Overview initial="<p>Hello <strong>world</strong></p>" />);
    await waitFor(() => expect(textbox().innerHTML).toContain('<strong>world</strong>'));
    expect(textbox().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Describe the lecture')).toBeNull();
  });

  it('shows the placeholder and the error when empty', async () => {
    renderInRoot(<Overview />);
    await waitFor(() => expect(textbox().getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText('Overview cannot be empty');
    expect(textbox().getAttribute('aria-describedby')).toBe(error.id);
    expect(textbox().getAttribute('aria-placeholder')).toBe('Describe the lecture');
    expect(screen.getByText('Describe the lecture')).toBeTruthy();
  });

  it('follows a value changed from outside', async () => {
    renderInRoot(<Overview initial="<p>Old</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(textbox().textContent).toBe('Replaced'));
  });

  it('has a toolbar of toggle buttons with one tab stop and arrow keys between them', async () => {
    renderInRoot(<Overview initial="<p>Text</p>" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Overview formatting' });
    const buttons = ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(buttons.map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1', '-1']);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    act(() => buttons[0]!.focus());
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[5]);
  });

  it('formats the text from the toolbar and reports the HTML', async () => {
    const onChange = vi.fn();
    renderInRoot(<Overview initial="<p>Text</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul><li><p>Text<\/p><\/li><\/ul>/));
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('never offers links', () => {
    renderInRoot(<Overview initial='<p><a href="https://example.com">site</a></p>' />);
    expect(textbox().querySelector('a')).toBeNull();
    expect(textbox().textContent).toBe('site');
  });

  it('offers no images unless the page can store them', () => {
    renderInRoot(<Overview initial="<p>Text</p>" />);
    expect(screen.queryByRole('button', { name: 'Insert image' })).toBeNull();
  });

  it('uploads a picked image and puts it in the text, named after its file; a failed upload adds nothing', async () => {
    const user = userEvent.setup();
    const stored: string[] = [];
    const onChange = vi.fn();
    const answers = ['/uploads/public/cover.png', null];
    renderInRoot(
      <RichTextEditor
        label="Body"
        value="<p>Intro</p>"
        onChange={onChange}
        onUploadImage={async (file) => {
          stored.push(file.name);
          return answers.shift() ?? null;
        }}
      />,
    );
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.upload(picker, new File(['png'], 'team-photo_2.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(stored).toEqual(['team-photo_2.png']);
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="/uploads/public/cover.png" alt="team photo 2">');

    onChange.mockClear();
    await user.upload(picker, new File(['png'], 'broken.png', { type: 'image/png' }));
    await waitFor(() => expect(stored).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Insert image' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps every keystroke while the page hands each change back a render later', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInRoot(<Overview onChange={onChange} />);
    // Into the empty paragraph, as a person's click lands: happy-dom may put a click on the box itself after it.
    await user.click(textbox().querySelector('p') ?? textbox());
    await user.keyboard('Typed fast, every key and space kept.');
    expect(textbox().textContent).toBe('Typed fast, every key and space kept.');
    expect(onChange.mock.lastCall?.[0]).toBe('<p>Typed fast, every key and space kept.</p>');
  });

  it('fits an image to the width of the text', async () => {
    renderInRoot(
      <RichTextEditor
        label="Body"
        value='<p><img src="/wide.png" alt="wide"></p>'
        onChange={() => {}}
        onUploadImage={async () => null}
      />,
    );
    const image = await waitFor(() => {
      const found = screen.getByRole('textbox', { name: 'Body' }).querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    const style = getComputedStyle(image);
    expect(style.maxWidth).toBe('100%');
    expect(style.height).toBe('auto');
  });
});
