import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value.tsx';

export interface SearchInputProps {
  /** the search the list is filtered by now (usually the URL's `search`) */
  value: string;
  /** called with the trimmed text once typing pauses, at once on Enter, and with '' when cleared */
  onSearch: (search: string) => void;
  /** the box's accessible name, e.g. 'Search courses' */
  label: string;
  placeholder?: string;
  /** The field's name in a form that also works without script (`<form method="get">` sends it as `name=…`). */
  name?: string;
  maxLength?: number;
  delayMs?: number;
  style?: CSSProperties;
}

/**
 * The search box of every list: a searchbox that filters once the typing pauses. It holds what is typed;
 * the list holds what it is filtered by, so Back and Forward (which change the URL under the box) show in it.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder = label,
  name,
  maxLength = 200,
  delayMs = SEARCH_DEBOUNCE_MS,
  style,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const { t } = useTranslation();
  // The latest callback, so a page that re-renders while the user pauses does not restart the wait.
  const search = useRef(onSearch);
  search.current = onSearch;

  // The box keeps its own text when it already says the same, so a space typed before the next word survives.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <Input
      // The clear button is named for screen readers (antd's own icon reads as 'close-circle').
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('search.clear')} /> }}
      role="searchbox"
      enterKeyHint="search"
      aria-label={label}
      name={name}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text.trim())}
      style={{ flex: '2 1 240px', maxWidth: 360, ...style }}
    />
  );
}
