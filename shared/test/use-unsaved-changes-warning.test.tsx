import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUnsavedChangesWarning } from '../src/ui/use-unsaved-changes-warning.tsx';
import { renderInRoot } from './render.tsx';

function Editor() {
  const [text, setText] = useState('');
  const { leaveTo, dialog } = useUnsavedChangesWarning(text !== '');
  return (
    <>
      <input aria-label="Title" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => leaveTo('/list')}>
        Back
      </button>
      {dialog}
    </>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** A sidebar link outside the page, as the shell's are, and the page with the editor. */
function renderEditor() {
  window.history.replaceState(null, '', '/edit');
  renderInRoot(
    <BrowserRouter>
      <nav>
        <Link to="/list">All posts</Link>
      </nav>
      <Routes>
        <Route path="/edit" element={<Editor />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </BrowserRouter>,
  );
}

const path = () => screen.getByRole('status').textContent;

describe('useUnsavedChangesWarning', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('lets a link and Back go at once while nothing is edited', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('link', { name: 'All posts' }));
    expect(path()).toBe('/list');
  });

  it('holds a link clicked with unsaved edits until Leave is chosen, and Cancel keeps the edits', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'All posts' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(dialog).getByText('This page has changes that are not saved. Leave without saving?')).toBeTruthy();
    expect(path()).toBe('/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(path()).toBe('/edit');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Draft');

    await user.click(screen.getByRole('link', { name: 'All posts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(path()).toBe('/list');
  });

  it("asks before the page's own Back leaves unsaved edits", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(path()).toBe('/edit');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(path()).toBe('/list');
  });

  it('asks the browser to confirm a reload with unsaved edits, and not without', async () => {
    const user = userEvent.setup();
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    expect(unload()).toBe(true);
  });
});
