import { Anchor } from '@mantine/core';
import classes from './skip-link.module.css';

/** The id of the main content, where the skip link takes the keyboard. */
export const MAIN_CONTENT_ID = 'contenuto';

/** 'Vai al contenuto': past the top bar and the menu to the screen itself, with one key. */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        // focus without touching the URL (the router owns it)
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Vai al contenuto
    </Anchor>
  );
}
