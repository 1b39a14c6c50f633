import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Table } from '@mantine/core';

type TableScrollProps = {
  /** Accessible name of the scrolling region: the table's own name. */
  label: string;
  /** Width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /**
   * The table keeps columns at its right edge (the actions): they draw the edge's shadow
   * themselves, next to the columns beneath them, instead of a gradient over their buttons.
   */
  stickyEnd?: boolean;
  children: ReactNode;
};

type Overflow = { before: boolean; after: boolean };

const NONE: Overflow = { before: false, after: false };
// Sub-pixel widths: a table 0.5 px wider than its box does not scroll in any useful way.
const SLACK = 1;

/**
 * A table wider than its box scrolls sideways, and says so: a shadow on each edge that has
 * columns beyond it, and a tab stop so a keyboard reaches them (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, stickyEnd = false, children }: TableScrollProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const next = { before: el.scrollLeft > SLACK, after: hidden - el.scrollLeft > SLACK };
    setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  // Measured before paint, then again whenever the box or the table changes size (a resize, rows arriving).
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = overflow.before || overflow.after;
  return (
    <Box pos="relative" data-overflow-after={overflow.after || undefined}>
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{
          // the scrollbar stays in sight while there is something to scroll to, not only on hover
          type: 'auto',
          viewportRef: viewport,
          onScrollPositionChange: measure,
          // only a table that scrolls is a region of its own with a tab stop
          viewportProps: scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scorrevole` } : {},
        }}
      >
        {children}
      </Table.ScrollContainer>
      <EdgeShadow side="left" shown={overflow.before} />
      {!stickyEnd && <EdgeShadow side="right" shown={overflow.after} />}
    </Box>
  );
}

/** The gradient over an edge with more columns beyond it. */
function EdgeShadow({ side, shown }: { side: 'left' | 'right'; shown: boolean }) {
  return (
    <Box
      aria-hidden
      data-edge-shadow={side}
      data-shown={shown || undefined}
      pos="absolute"
      top={0}
      bottom={0}
      w={24}
      style={{
        [side]: 0,
        pointerEvents: 'none',
        opacity: shown ? 1 : 0,
        transition: 'opacity 150ms ease',
        background: `linear-gradient(to ${side}, transparent, light-dark(rgba(0, 0, 0, 0.14), rgba(0, 0, 0, 0.5)))`,
      }}
    />
  );
}
