import { createAutocomplete, type AutocompleteApi, type AutocompleteState } from '@algolia/autocomplete-core';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { SEARCH_HITS_PER_PAGE, SEARCH_INPUT_MAX_LENGTH, SEARCH_STALL_THRESHOLD_MS } from '@/lib/constants';
import { hitDisplay, keepShownOrder } from '@/lib/search/display';
import { rewriteResultUrl, searchLangOfPath } from '@/lib/search/query';
import type { EngineName, SearchHit } from '@/lib/search/types';
import { getSearchService } from './engine';
import { Highlight } from './Highlight';
import { measureFirstResults } from './marks';
import { SearchFieldIcon, SpinnerIcon } from '@/components/ui/search-icons';
import { clientDocsStrings } from '@/lib/i18n/client';

type Hit = SearchHit & Record<string, unknown>;
type Autocomplete = AutocompleteApi<Hit, SyntheticEvent, MouseEvent, KeyboardEvent>;

const PROVIDERS: Record<EngineName, { name: string; url: string }> = {
  algolia: { name: 'Algolia', url: 'https://www.algolia.com/' },
  local: { name: 'MiniSearch', url: 'https://github.com/lucaong/minisearch' },
};

/** Opening in a new tab or window keeps the dialog open, as a plain choice closes it. */
function opensElsewhere(event: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }): boolean {
  return Boolean(event.ctrlKey || event.metaKey || event.shiftKey);
}

function useSearchAutocomplete(onClose: () => void) {
  const id = useId();
  // The dialog closes on every route change, so the path it opened on holds for its whole life.
  const pathname = window.location.pathname;
  const service = getSearchService();
  const [state, setState] = useState<AutocompleteState<Hit>>();
  const [engine, setEngine] = useState<EngineName>(service.engine);
  /** The hits on screen when they came from the index's head alone, and their query (see keepShownOrder). */
  const partial = useRef<{ query: string; hits: Hit[] } | null>(null);
  /** The query typed last: an older one still waiting for the index is not ranked when it arrives. */
  const latest = useRef('');
  /** The result the reader has selected (arrow keys or pointer), kept when the fuller answer replaces the first. */
  const active = useRef<number | null>(null);

  const [autocomplete] = useState<Autocomplete>(() =>
    createAutocomplete<Hit, SyntheticEvent, MouseEvent, KeyboardEvent>({
      id: `search${id.replace(/:/g, '')}`,
      placeholder: 'Find something...',
      defaultActiveItemId: 0,
      openOnFocus: false,
      ignoreCompositionEvents: true,
      stallThreshold: SEARCH_STALL_THRESHOLD_MS,
      shouldPanelOpen: ({ state }) => state.query.trim() !== '',
      onStateChange: ({ state }) => {
        active.current = state.activeItemId;
        setState(state);
      },
      navigator: {
        navigate: ({ itemUrl }) => window.location.assign(itemUrl),
      },
      getSources: ({ query, refresh, setActiveItemId }) => {
        latest.current = query;
        if (!query.trim()) return [];
        const lang = searchLangOfPath(pathname);
        return [
          {
            sourceId: 'documentation',
            getItems: async () => {
              try {
                const answer = await service.search(query, lang, () => latest.current === query);
                setEngine(answer.engine);
                let hits = answer.hits.slice(0, SEARCH_HITS_PER_PAGE) as Hit[];
                const shown = partial.current;
                if (shown?.query === query) hits = keepShownOrder(shown.hits, hits, SEARCH_HITS_PER_PAGE);
                partial.current = answer.complete ? null : { query, hits };
                // Ranked over the headings alone: load the text after this answer is on screen, then answer
                // again, keeping what is shown.
                if (!answer.complete)
                  requestAnimationFrame(() =>
                    setTimeout(
                      () =>
                        void service.complete(lang).then(() => {
                          if (partial.current?.query !== query) return;
                          // refresh() puts the selection back on the first result; the reader's stays where it
                          // was (what is shown keeps its places, so the same place is the same result).
                          const selected = active.current;
                          void refresh();
                          setActiveItemId(selected);
                        }),
                    ),
                  );
                return hits;
              } catch (error) {
                console.warn('Search is unavailable right now.', error);
                return [];
              }
            },
            getItemUrl: ({ item }) => rewriteResultUrl(item.url, pathname),
            onSelect: ({ event }) => {
              if (!opensElsewhere(event as { ctrlKey?: boolean })) onClose();
            },
          },
        ];
      },
    }),
  );

  return { autocomplete, state, engine };
}

function Spinner() {
  return (
    <div
      role="status"
      aria-label="Searching"
      className="pointer-events-none absolute top-0 left-3 flex h-full items-center"
    >
      <SpinnerIcon className="h-5 w-5 animate-spin stroke-zinc-200 text-orange-500 dark:stroke-zinc-700" />
    </div>
  );
}

function Result({
  hit,
  autocomplete,
  collection,
  pathname,
}: {
  hit: Hit;
  autocomplete: Autocomplete;
  collection: NonNullable<AutocompleteState<Hit>['collections'][number]>;
  pathname: string;
}) {
  const { title, breadcrumb, snippet } = hitDisplay(hit);
  const href = rewriteResultUrl(hit.url, pathname);
  const itemProps = autocomplete.getItemProps({ item: hit, source: collection.source });
  return (
    <li role="none">
      <a
        {...itemProps}
        href={href}
        tabIndex={-1}
        className="block border-l-2 border-transparent px-4 py-3 aria-selected:border-orange-500 aria-selected:bg-orange-50 dark:aria-selected:border-orange-400 dark:aria-selected:bg-white/10"
      >
        <div className="text-sm font-medium text-zinc-900 dark:text-white">
          <Highlight value={title} />
        </div>
        {breadcrumb.length > 0 && (
          <div className="mt-1 truncate text-xs text-zinc-600 dark:text-zinc-400">
            {breadcrumb.map((level, index) => (
              <span key={index}>
                {index > 0 && <span className="text-zinc-400 dark:text-zinc-500">{' / '}</span>}
                <Highlight value={level} />
              </span>
            ))}
          </div>
        )}
        {snippet && (
          <div
            className="mt-1 line-clamp-2 text-xs text-zinc-700 dark:text-zinc-300"
            data-testid="search-snippet"
          >
            <Highlight value={snippet} />
          </div>
        )}
      </a>
    </li>
  );
}

/** A key as the footer and the empty state show it. */
function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded-sm bg-zinc-200/70 px-1 font-sans text-[0.6875rem] text-zinc-700 dark:bg-white/10 dark:text-zinc-300">
      {children}
    </kbd>
  );
}

export function SearchModal({ onClose }: { onClose: () => void }) {
  const { autocomplete, state, engine } = useSearchAutocomplete(onClose);
  const pathname = window.location.pathname;
  // Texts the spec quotes stay as written in every language; the rest follow the page's language.
  const strings = clientDocsStrings(searchLangOfPath(pathname));
  // Elements in state, not refs: autocomplete's prop getters need them while rendering.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const collection = state?.collections[0];
  const hits = collection?.items ?? [];
  const query = state?.query ?? '';

  // Take over what was typed after the search button or Cmd/Ctrl+K while this code loaded
  // (src/scripts/search-shortcut.ts keeps it on the pressed button).
  useEffect(() => {
    const trigger = document.querySelector<HTMLElement>('[data-search-trigger][data-typed]');
    const typed = trigger?.dataset.typed ?? '';
    if (trigger) delete trigger.dataset.typed;
    if (!typed) return;
    autocomplete.setQuery(typed);
    autocomplete.setIsOpen(true);
    void autocomplete.refresh();
  }, [autocomplete]);

  // Headless UI does not move focus into a dialog on touch devices; the search input wants it everywhere.
  useEffect(() => {
    input?.focus();
  }, [input]);

  // A press outside the search form and results closes the results panel.
  useEffect(() => {
    if (!input || !form || !panel) return;
    const { onMouseDown, onTouchStart } = autocomplete.getEnvironmentProps({
      inputElement: input,
      formElement: form,
      panelElement: panel,
    });
    // The handlers only read the event's target, which native and React events share.
    const onPress = onMouseDown as unknown as (event: Event) => void;
    const onTouch = onTouchStart as unknown as (event: Event) => void;
    window.addEventListener('mousedown', onPress);
    window.addEventListener('touchstart', onTouch);
    return () => {
      window.removeEventListener('mousedown', onPress);
      window.removeEventListener('touchstart', onTouch);
    };
  }, [autocomplete, input, form, panel]);

  useEffect(() => {
    if (hits.length > 0) measureFirstResults();
  }, [hits.length]);

  const inputProps = autocomplete.getInputProps({ inputElement: input, maxLength: SEARCH_INPUT_MAX_LENGTH });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.nativeEvent.isComposing) {
      // Escape closes the dialog only once the results panel is closed and the query is empty.
      if (event.key === 'Escape' && !state?.isOpen && query === '') {
        event.preventDefault();
        onClose();
        return;
      }
      // Alt+Enter does nothing (no navigation, no form submission).
      if (event.key === 'Enter' && event.altKey) {
        event.preventDefault();
        return;
      }
    }
    inputProps.onKeyDown(event);
  };

  const provider = PROVIDERS[engine];
  const isOpen = Boolean(state?.isOpen);

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50" data-search-dialog="">
      <DialogBackdrop className="fixed inset-0 bg-zinc-400/25 backdrop-blur-xs dark:bg-black/40" />
      <div className="fixed inset-0 overflow-y-auto px-4 py-4 sm:px-6 sm:py-20 md:py-32 lg:px-8 lg:py-[15vh]">
        <DialogPanel className="mx-auto transform-gpu overflow-hidden rounded-lg bg-zinc-50 shadow-xl ring-1 ring-zinc-900/7.5 sm:max-w-xl dark:bg-zinc-900 dark:ring-zinc-800">
          <DialogTitle className="sr-only">{strings.searchTitle}</DialogTitle>
          <form ref={setForm} {...autocomplete.getFormProps({ inputElement: input })}>
            <div className="group relative flex h-12">
              {state?.status === 'stalled' ? (
                <Spinner />
              ) : (
                <SearchFieldIcon className="pointer-events-none absolute top-0 left-3 h-full w-5 stroke-zinc-500" />
              )}
              <label className="sr-only" {...autocomplete.getLabelProps({})}>
                {strings.searchTitle}
              </label>
              <input
                ref={setInput}
                {...inputProps}
                data-autofocus
                onKeyDown={onKeyDown}
                role="combobox"
                aria-expanded={isOpen}
                aria-controls={inputProps['aria-controls']}
                aria-haspopup="listbox"
                className={clsx(
                  'min-w-0 flex-auto appearance-none bg-transparent pl-10 text-sm text-zinc-900 outline-none placeholder:text-zinc-500 dark:text-white [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden',
                  isOpen ? 'rounded-t-lg' : 'rounded-lg',
                )}
              />
              {/* Inside the panel at every width, never squeezed by the field: Esc where there is a keyboard,
                  a word on phones. */}
              <button
                type="button"
                onClick={onClose}
                data-testid="search-close"
                className="mr-3 flex-none self-center rounded-md px-2 py-1 text-xs font-medium text-zinc-700 ring-1 ring-zinc-900/15 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:ring-white/20 dark:hover:bg-zinc-800"
              >
                <span className="sr-only">{strings.searchClose}</span>
                <kbd aria-hidden="true" className="hidden font-sans sm:inline">
                  Esc
                </kbd>
                <span aria-hidden="true" className="sm:hidden">
                  {strings.searchCancel}
                </span>
              </button>
            </div>
            <div
              ref={setPanel}
              {...autocomplete.getPanelProps({})}
              className="border-t border-zinc-200 empty:hidden dark:border-zinc-100/5"
            >
              {isOpen &&
                (hits.length > 0 && collection ? (
                  <ul {...autocomplete.getListProps({ source: collection.source })}>
                    {hits.map((hit) => (
                      <Result
                        key={hit.objectID}
                        hit={hit}
                        autocomplete={autocomplete}
                        collection={collection}
                        pathname={pathname}
                      />
                    ))}
                  </ul>
                ) : state?.status === 'idle' ? (
                  <p className="px-4 py-6 text-center text-sm text-zinc-700 dark:text-zinc-400">
                    {'Nothing found for ‘'}
                    <span className="break-words text-zinc-900 dark:text-white">{query}</span>
                    {'’. Please try again.'}
                  </p>
                ) : null)}
            </div>
          </form>
          {query.trim() === '' && (
            <ul
              data-testid="search-empty-hints"
              className="list-disc space-y-1 border-t border-zinc-200 py-4 pr-4 pl-9 text-sm text-zinc-700 dark:border-zinc-100/5 dark:text-zinc-300"
            >
              <li>{strings.searchHintText}</li>
              <li>{strings.searchHintNames}</li>
            </ul>
          )}
          <div className="flex items-center justify-between gap-4 border-t border-zinc-200 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-100/5 dark:text-zinc-400">
            {/* Keyboard hints, where there is a keyboard. */}
            <p className="hidden items-center gap-3 sm:flex" data-testid="search-key-hints">
              <span>
                <Key>↑</Key> <Key>↓</Key> {strings.searchKeysMove}
              </span>
              <span>
                <Key>↵</Key> {strings.searchKeysOpen}
              </span>
              <span>
                <Key>Esc</Key> {strings.searchKeysClose}
              </span>
            </p>
            <p className="ml-auto">
              Search by{' '}
              <a
                href={provider.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-zinc-900 hover:underline dark:text-white"
              >
                {provider.name}
              </a>
            </p>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
