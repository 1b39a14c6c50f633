import { useState } from 'react';
import { Collapse, type CollapseProps } from '@mantine/core';

/**
 * A Collapse whose content is first rendered when it first opens, then kept while it folds and
 * opens again (with what was typed in it). Mantine's Collapse renders its content folded too, at a
 * lower priority: a list's whole filter form, folded on a phone, was work of the screen's first
 * seconds on a slow processor for fields nobody had asked to see (bench M6).
 */
export function CollapseOnDemand({ expanded, children, ...props }: CollapseProps) {
  const [opened, setOpened] = useState(expanded);
  // set while rendering, so the content is there in the render that starts the opening
  if (expanded && !opened) setOpened(true);
  return (
    <Collapse expanded={expanded} {...props}>
      {opened ? children : null}
    </Collapse>
  );
}
