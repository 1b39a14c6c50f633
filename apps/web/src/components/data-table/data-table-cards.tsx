import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { TABLE_SKELETON_ROWS } from '@empowerment/shared';
import classes from './data-table.module.css';
import { DataTableEmpty, DataTableError } from './data-table-notices';
import { rowOpeners, type DataTableViewProps } from './data-table-view';

/** A cell with nothing to show: no value, an empty text, or the dash lists write for none. */
const isEmptyCell = (value: ReactNode) =>
  value == null || value === false || (typeof value === 'string' && ['', '—', '-'].includes(value.trim()));

// A phone shows a few skeleton cards: twenty would fill several screens.
const SKELETON_CARDS = Math.min(TABLE_SKELETON_ROWS, 4);

/**
 * The list on a phone: one card per row, each value under its column's name, so nothing
 * hides off to the side of a narrow screen.
 */
export function DataTableCards<T>({ content, columns, rowKey, onRowClick, caption, loading }: DataTableViewProps<T>) {
  if (content.kind === 'error') return <DataTableError message={content.message} retry={content.retry} />;
  if (content.kind === 'empty') {
    return (
      <Paper withBorder radius="md">
        <DataTableEmpty />
      </Paper>
    );
  }
  const rows = content.kind === 'rows' ? content.rows : [];
  return (
    <ul className={classes.cards} aria-label={caption} aria-busy={loading}>
      {content.kind === 'loading'
        ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={classes.card}>
              <Stack gap={8}>
                {columns.map((column) => (
                  <Skeleton key={column.key} height={12} radius="sm" />
                ))}
              </Stack>
            </li>
          ))
        : rows.map((row, index) => (
            // plain elements styled by the module, not Paper, Stack, Group and Text: a page of cards
            // is some two hundred components, and Mantine's style props worked out for each were a
            // good part of the list's first render on a phone's slow processor (bench M6)
            <li key={rowKey(row, index)} className={classes.card} {...rowOpeners(row, onRowClick)}>
              <dl className={classes.cardFields}>
                {columns
                  .map((column) => ({ column, value: column.cell(row) }))
                  // a card lists what she has: an empty value would only add a label to read past
                  .filter(({ value }) => !isEmptyCell(value))
                  .map(({ column, value }) => (
                    <div key={column.key} className={classes.cardField}>
                      <dt>{column.header}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
    </ul>
  );
}
