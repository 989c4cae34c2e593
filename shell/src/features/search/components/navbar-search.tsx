import { assetUrl, skipToken } from '@shop/api-client';
import { useTypedBeforeHydration } from '@shop/ui';
import { useFormat, useT } from '@shop/i18n';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { MAX_SUGGESTIONS, useSearchPartsQuery } from '../api/search-api';
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
export const SEE_ALL_TEXT = 'search.seeAll';
export const SUGGESTIONS_TEXT = 'search.suggestions';

/** The results page of a term: the shop listing's search (`/shops?q=`), in the page's language. */
export const resultsPath = (term: string) =>
  `/shops?${new URLSearchParams({ q: term }).toString()}`;

type Status = 'loading' | 'error' | 'empty' | 'results';

/**
 * The navbar's search box (spec §4: matches show when the term is non-empty; §9: names cut to 22
 * characters). A WAI-ARIA 1.2 combobox: the focus stays in the input, the arrow keys move the
 * active option, Enter opens it — or, with no option chosen, the results page of the term (what a
 * person typing "watch" and pressing Enter wants: every watch, not the first strap that matched).
 * The last option is "See all results", the same page. Escape closes the list.
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
  // Closed with Escape while the box kept the focus: a focus event now is not a new focus (React
  // replays one the box got before the page hydrated, late, once the whole page has), so it must
  // not open the list again. Typing, an arrow key or leaving the box ends it.
  const closedByEscape = useRef(false);

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
    status === 'results' && currentData ? currentData.slice(0, MAX_SUGGESTIONS) : [];
  const expanded = open && trimmed !== '';
  // The options: the matches, then "See all results" (index `matches.length`).
  const seeAllIndex = matches.length;
  const optionCount = matches.length + 1;
  const activeIndex = expanded && active < optionCount ? active : -1;
  // What the live region says once the list has settled (nothing while typing: no chatter).
  const announcement = !expanded
    ? ''
    : status === 'results'
      ? t(SUGGESTIONS_TEXT, { count: matches.length })
      : status === 'empty'
        ? t(NO_MATCH_TEXT, { term: trimmed })
        : status === 'error'
          ? t(SEARCH_FAILED_TEXT)
          : '';

  // Typed before the page was hydrated: searched as if typed now.
  useTypedBeforeHydration(inputRef, term, (typed) => {
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

  const leaveFor = (path: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    // The language router's basename keeps the page's language (`/bn/shops?q=…`).
    void navigate(path);
  };
  const openMatch = (match: PartMatch) => {
    setTerm('');
    leaveFor(`/product/${encodeURIComponent(match._id)}`);
  };
  // The term stays in the box: the results page is about it.
  const openResults = () => leaveFor(resultsPath(trimmed));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (trimmed === '') return;
        event.preventDefault();
        closedByEscape.current = false;
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = expanded ? activeIndex : -1;
        const next =
          from < 0 && step < 0 ? optionCount - 1 : (from + step + optionCount) % optionCount;
        setActive(next);
        return;
      }
      case 'Enter': {
        if (trimmed === '') return;
        event.preventDefault();
        if (activeIndex >= 0 && activeIndex < matches.length) openMatch(matches[activeIndex]);
        else openResults();
        return;
      }
      case 'Escape': {
        // First Escape closes the list, a second one clears the box.
        if (expanded) {
          event.preventDefault();
          closedByEscape.current = true;
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
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        closedByEscape.current = false;
        setOpen(false);
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
          closedByEscape.current = false;
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          if (!closedByEscape.current) setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className="search__panel"
        hidden={!expanded}
        // Keep the focus in the input: clicking an option opens its product.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && status !== 'results' && (
          // Shown; the live region below is what a screen reader hears.
          <p
            className={`search__status${status === 'error' ? ' search__status--error' : ''}`}
            aria-hidden="true"
          >
            {status === 'loading' && t(SEARCHING_TEXT)}
            {status === 'empty' && t(NO_MATCH_TEXT, { term: trimmed })}
            {status === 'error' && t(SEARCH_FAILED_TEXT)}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={t('search.results')} className="search__list">
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
                {index === activeIndex
                  ? match.name
                  : truncate(match.name, TRUNCATE_AT.searchResult)}
              </span>
              <span className="search__price">{f.price(match.price)}</span>
            </li>
          ))}
          {expanded && (
            <li
              id={optionId(seeAllIndex)}
              role="option"
              aria-selected={seeAllIndex === activeIndex}
              className={`search__option search__option--all${
                seeAllIndex === activeIndex ? ' search__option--active' : ''
              }`}
              onMouseMove={() => setActive(seeAllIndex)}
              onClick={openResults}
            >
              {t(SEE_ALL_TEXT, { term: trimmed })}
            </li>
          )}
        </ul>
      </div>
      {/* In the page from the start, so that what it says later is announced. */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
