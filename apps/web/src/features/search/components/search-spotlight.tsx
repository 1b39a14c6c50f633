import '@mantine/spotlight/styles.css';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Highlight, Loader, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconBuilding, IconSchool, IconSearch, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { matchedParts, SEARCH_MAX_LENGTH, SEARCH_TEXT, type SearchAnswer, type SearchKind } from '@empowerment/shared/search';
import { paths } from '../../../config/paths';
import { searchable, useSearch } from '../api/search';
import classes from './search-spotlight.module.css';

const [searchStore, searchBox] = createSpotlight();

/** Marks the list's first result as the one Enter opens (the box's own selection, as its arrows move it). */
function selectFirst(listId: string) {
  const list = document.getElementById(listId);
  list?.querySelectorAll('[data-selected]').forEach((element) => element.removeAttribute('data-selected'));
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  searchStore.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

/** Opens the search (the top bar's button, Ctrl+K / Cmd+K: components/search.tsx). */
export const openSearch = searchBox.open;

/** Where a result opens: her record; a company or a course as its list filtered to it (they have no page of their own). */
export const searchHref = {
  beneficiaries: (row: SearchAnswer['beneficiaries']['rows'][number]) => paths.beneficiary.getHref(row.ID),
  companies: (row: SearchAnswer['companies']['rows'][number]) =>
    `${paths.companies.getHref()}?${new URLSearchParams({ name: row.company_name, state_contact: '' })}`,
  courses: (row: SearchAnswer['courses']['rows'][number]) =>
    `${paths.courses.getHref()}?${new URLSearchParams({ type_id: String(row.type_id), company_name: row.provider_course, only_signed: '' })}`,
} satisfies { [K in SearchKind]: (row: SearchAnswer[K]['rows'][number]) => string };

type Item = { key: string; label: string; details: string[]; href: string };

/** One result per row, in the answer's groups: what each shows and where it leads. */
function itemsOf(answer: SearchAnswer): { kind: SearchKind; icon: ReactNode; items: Item[]; more: boolean }[] {
  return [
    {
      kind: 'beneficiaries' as const,
      icon: <IconUser size={18} aria-hidden />,
      more: answer.beneficiaries.more,
      items: answer.beneficiaries.rows.map((r) => ({
        key: `b${r.ID}`,
        label: `${r.name} ${r.surname}`,
        details: [r.id_public, r.fiscal_code, r.email, r.phone].filter((v): v is string => !!v),
        href: searchHref.beneficiaries(r),
      })),
    },
    {
      kind: 'companies' as const,
      icon: <IconBuilding size={18} aria-hidden />,
      more: answer.companies.more,
      items: answer.companies.rows.map((r) => ({
        key: `a${r.ID}`,
        label: r.company_name,
        details: [r.company_type],
        href: searchHref.companies(r),
      })),
    },
    {
      kind: 'courses' as const,
      icon: <IconSchool size={18} aria-hidden />,
      more: answer.courses.more,
      items: answer.courses.rows.map((r) => ({
        key: `c${r.ID}`,
        label: r.type,
        details: [r.provider_course],
        href: searchHref.courses(r),
      })),
    },
  ].filter((group) => group.items.length > 0);
}

/** A text with the pieces the search matched marked. */
const Marked = ({ text, query, size }: { text: string; query: string; size: 'sm' | 'xs' }) => (
  <Highlight component="span" size={size} highlight={matchedParts(text, query)} color="yellow">
    {text}
  </Highlight>
);

/** A group of results under its Italian name. */
function ResultGroup({ title, more, children }: { title: string; more: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={classes.group}>
      <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={4}>
        {title}
      </Text>
      {children}
      {more && (
        <Text size="xs" c="dimmed" px="sm" pb={4}>
          {SEARCH_TEXT.more}
        </Text>
      )}
    </div>
  );
}

/** The status line under the box, read out to screen readers too. */
function statusOf(typed: string, waiting: boolean, failed: boolean, found: number | undefined) {
  if (!searchable(typed)) return SEARCH_TEXT.hint;
  if (failed) return SEARCH_TEXT.failed;
  if (waiting && found === undefined) return SEARCH_TEXT.loading;
  if (found === 0 && !waiting) return SEARCH_TEXT.empty;
  return undefined;
}

/**
 * The search from anywhere (decision 0049): a box in a dialog, opened from the top bar or with
 * Ctrl+K / Cmd+K (components/search.tsx), answering as she types (beneficiaries, companies, courses, grouped); arrows move
 * through the results, Enter opens the one chosen, Esc closes.
 */
export function SearchSpotlight() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { answer, text, waiting, failed } = useSearch(typed);
  const groups = answer ? itemsOf(answer) : [];
  const found = answer ? groups.reduce((n, g) => n + g.items.length, 0) : undefined;
  const status = statusOf(typed, waiting, failed, found);
  const listId = `search-results-${useId().replace(/:/g, '')}`;

  // a new answer: its first result is the one Enter opens
  useEffect(() => selectFirst(listId), [answer, listId]);

  return (
    <Spotlight.Root
      store={searchStore}
      query={typed}
      onQueryChange={setTyped}
      // Ctrl+K / Cmd+K is the top bar's (components/search.tsx), which loads this dialog first
      shortcut={null}
      tagsToIgnore={[]}
      scrollable
      maxHeight={480}
      title={SEARCH_TEXT.button}
      classNames={{ header: classes.hiddenHeader }}
    >
      <Spotlight.Search
        aria-label={SEARCH_TEXT.label}
        placeholder={SEARCH_TEXT.placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={20} stroke={1.5} aria-hidden />}
        rightSection={waiting ? <Loader size="xs" aria-hidden /> : null}
      />
      <Spotlight.ActionsList id={listId}>
        {searchable(typed) &&
          groups.map((group) => (
            <ResultGroup key={group.kind} title={SEARCH_TEXT.groups[group.kind]} more={group.more}>
              {group.items.map((item) => (
                <Spotlight.Action key={item.key} onClick={() => navigate(item.href)} leftSection={group.icon}>
                  <Box>
                    <Marked text={item.label} query={text} size="sm" />
                    {item.details.length > 0 && (
                      // the text colour, not dimmed: a chosen result's grey background leaves dimmed text too faint
                      <Text component="span" size="xs" display="block">
                        {item.details.map((detail, i) => (
                          <span key={i}>
                            {i > 0 && ' · '}
                            <Marked text={detail} query={text} size="xs" />
                          </span>
                        ))}
                      </Text>
                    )}
                  </Box>
                </Spotlight.Action>
              ))}
            </ResultGroup>
          ))}
        {/* read out as it changes: the hint, 'Nessun risultato', or how many were found */}
        <Box role="status">
          {status ? (
            <Text size="sm" c="dimmed" ta="center" p="md">
              {status}
            </Text>
          ) : (
            found !== undefined && <VisuallyHidden>{SEARCH_TEXT.found(found)}</VisuallyHidden>
          )}
        </Box>
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
