import { assetUrl, skipToken } from '@shop/api-client';
import { useTypedBeforeHydration } from '@shop/ui';
import { useFormat, useT } from '@shop/i18n';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { MAX_SEARCH_RESULTS, useSearchPartsQuery } from '../api/search-api';
import type { PartMatch } from '../api/search-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import './navbar-search.css';

/** Typing pauses this long before the search request is made. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Keys (`shell` namespace) of the search's texts. */
export const SEARCH_LABEL = 'search.label';
export const SEARCHING_TEXT = 'search.searching';
export const SEARCH_FAILED_TEXT = 'search.failed';
export const NO_MATCH_TEXT = 'search.noMatch';

type Status = 'loading' | 'error' | 'empty' | 'results';

/**
 * The navbar's search box (spec §4: matches show when the term is non-empty; §9: at most 40, names
 * cut to 22 characters). An ARIA combobox: the focus stays in the input, the arrow keys move the
 * active option, Enter opens it (or the first match), Escape closes the list.
 */
export function NavbarSearch() {
  const navigate = useNavigate();
  const { t } = useT(NAMESPACE);
  const f = useFormat();
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const settled = debounced === trimmed;
  // No request for an empty term; `currentData` is only ever the answer for the current term.
  const { currentData, isFetching, isError } = useSearchPartsQuery(debounced || skipToken);

  const status: Status =
    !settled || isFetching
      ? 'loading'
      : isError
        ? 'error'
        : !currentData
          ? 'loading'
          : currentData.length === 0
            ? 'empty'
            : 'results';
  const matches: PartMatch[] =
    status === 'results' && currentData ? currentData.slice(0, MAX_SEARCH_RESULTS) : [];
  const expanded = open && trimmed !== '';
  const activeIndex = expanded && active < matches.length ? active : -1;

  // Typed before the page was hydrated: searched as if typed now.
  useTypedBeforeHydration(inputRef, '', (typed) => {
    setTerm(typed);
    setOpen(document.activeElement === inputRef.current);
  });

  // Clicking anywhere outside the search closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [expanded]);

  // Keep the active option in sight when the list scrolls.
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  const openMatch = (match: PartMatch) => {
    setTerm('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(`/product/${encodeURIComponent(match._id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (trimmed === '') return;
        event.preventDefault();
        setOpen(true);
        if (matches.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = expanded ? activeIndex : -1;
        const next =
          from < 0 && step < 0
            ? matches.length - 1
            : (from + step + matches.length) % matches.length;
        setActive(next);
        return;
      }
      case 'Enter': {
        if (!expanded || matches.length === 0) return;
        event.preventDefault();
        openMatch(matches[activeIndex >= 0 ? activeIndex : 0]);
        return;
      }
      case 'Escape': {
        // First Escape closes the list, a second one clears the box.
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (term !== '') {
          event.preventDefault();
          setTerm('');
        }
        return;
      }
      default:
        return;
    }
  };

  return (
    <div
      ref={rootRef}
      className="search"
      role="search"
      onBlur={(event) => {
        // Tabbing away closes the list; moving focus inside the search does not.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t(SEARCH_LABEL)}
      </label>
      <svg className="search__icon" viewBox="0 0 24 24" aria-hidden focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="search__input"
        type="search"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div
        className="search__panel"
        hidden={!expanded}
        // Keep the focus in the input: clicking an option opens its product.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && status !== 'results' && (
          <p
            className={`search__status${status === 'error' ? ' search__status--error' : ''}`}
            role="status"
          >
            {status === 'loading' && t(SEARCHING_TEXT)}
            {status === 'empty' && t(NO_MATCH_TEXT, { term: trimmed })}
            {status === 'error' && t(SEARCH_FAILED_TEXT)}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="search__list"
          hidden={matches.length === 0}
        >
          {matches.map((match, index) => (
            <li
              key={match._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`search__option${index === activeIndex ? ' search__option--active' : ''}`}
              title={match.name}
              // Read whole ("Samsung Galaxy Watch6 Classic, ৳38,500"), however the name is cut.
              aria-label={`${match.name}, ${f.price(match.price)}`}
              onMouseMove={() => setActive(index)}
              onClick={() => openMatch(match)}
            >
              <img
                className="search__image"
                src={assetUrl(match.img)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
              {/* The spec's cut (22 characters), whole on the option under the pointer or the
                  arrow keys: "Samsung Galaxy Watch6 .." could be more than one product. */}
              <span
                className={`search__name${index === activeIndex ? ' search__name--whole' : ''}`}
                translate="no"
                aria-hidden="true"
              >
                {index === activeIndex ? match.name : truncate(match.name, TRUNCATE_AT.searchResult)}
              </span>
              <span className="search__price">{f.price(match.price)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
