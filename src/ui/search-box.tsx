// spec part 1 §5 and §9: search fires at 3 or more characters or when cleared, 500 ms after typing stops.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, TextField } from '@radix-ui/themes';
import { Cross2Icon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, shouldSearch } from '../lib/validation';

export interface SearchBoxProps {
  /** the search in force (from the URL, say); the box starts with it */
  value: string;
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  size?: '1' | '2' | '3';
}

export function SearchBox({ value, onSearch, label, placeholder, autoFocus, onKeyDown, size = '2' }: SearchBoxProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value.trim());
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    // the search changed elsewhere (back button, a link): show it
    setOutside(value);
    setText(value);
    setCommitted(value.trim());
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const term = text.trim();
    if (!shouldSearch(term) || term === committed) return;
    const timer = setTimeout(() => {
      setCommitted(term);
      onSearchRef.current(term);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  return (
    <TextField.Root
      type="search"
      size={size}
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={placeholder ?? t('search.placeholder')}
      aria-label={label ?? t('search.label')}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon aria-hidden />
      </TextField.Slot>
      {text ? (
        <TextField.Slot>
          <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t('search.clear')} onClick={() => setText('')}>
            <Cross2Icon />
          </IconButton>
        </TextField.Slot>
      ) : null}
    </TextField.Root>
  );
}
