import { setLocale } from '@skillhub/shared/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BlogPage from './index.tsx';

afterEach(() => setLocale('en'));

describe('the blog page', () => {
  it('shows its texts in the page’s language and switches with it', async () => {
    render(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByText('This section is ready for its pages.')).toBeTruthy();

    await act(() => setLocale('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeTruthy();
    expect(screen.getByText('यह हिस्सा अपने पेजों के लिए तैयार है।')).toBeTruthy();
  });
});
