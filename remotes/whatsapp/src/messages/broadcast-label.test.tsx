import { setLocale } from '@skillhub/shared/i18n';
import { FREE_TEXT_LABEL } from '@skillhub/shared/schemas/whatsapp';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBroadcastLabel } from './broadcast-label.ts';

afterEach(() => act(() => setLocale('en')));

describe('a broadcast label', () => {
  it('names a free-text broadcast in the page language, and a template by its own name', async () => {
    const { result } = renderHook(() => useBroadcastLabel());
    expect(result.current({ label: FREE_TEXT_LABEL })).toBe('Free text');
    await act(() => setLocale('hi'));
    expect(result.current({ label: FREE_TEXT_LABEL })).toBe('सामान्य संदेश');
    expect(result.current({ label: 'course_reminder' })).toBe('course_reminder');
  });
});
