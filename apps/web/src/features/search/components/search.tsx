import { Suspense, useState } from 'react';
import { Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXT } from '@empowerment/shared/search';
import { lazyComponent } from '../../../lib/lazy-route';
import classes from './search-spotlight.module.css';

const loadDialog = () => import('./search-spotlight');
const SearchSpotlight = lazyComponent(loadDialog, 'SearchSpotlight');

/**
 * The top bar's search: a box-like button with the shortcut (an icon alone on a phone), and
 * Ctrl+K / Cmd+K from anywhere, even from a field. The dialog (decision 0049) is its own chunk,
 * loaded the first time she asks for it: the shell every screen waits for goes without it.
 */
export function Search() {
  const [asked, setAsked] = useState(false);
  const open = () => {
    setAsked(true);
    void loadDialog().then(({ openSearch }) => openSearch());
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton onClick={open} className={classes.button} aria-label={`${SEARCH_TEXT.button} (${SEARCH_TEXT.shortcut})`}>
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} stroke={1.5} aria-hidden />
          <Text size="sm" visibleFrom="sm" className={classes.buttonText}>
            {SEARCH_TEXT.placeholder}
          </Text>
          <Kbd size="xs" visibleFrom="sm" aria-hidden>
            {SEARCH_TEXT.shortcut}
          </Kbd>
        </Group>
      </UnstyledButton>
      {asked && (
        <Suspense fallback={null}>
          <SearchSpotlight />
        </Suspense>
      )}
    </>
  );
}
