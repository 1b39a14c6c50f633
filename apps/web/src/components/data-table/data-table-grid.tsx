import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton, Table } from '@mantine/core';
import { TABLE_SKELETON_ROWS } from '@empowerment/shared';
import classes from './data-table.module.css';
import { DataTableEmpty, DataTableError } from './data-table-notices';
import { isSticky, rowOpeners, type DataTableColumn, type DataTableViewProps } from './data-table-view';
import { TableScroll } from './table-scroll';

const NARROWEST = 640;

/**
 * Where each sticky column sits: its distance from the right edge, the sum of the widths of the
 * sticky columns after it, measured on the header cells whenever they change size.
 */
function useStickyOffsets<T>(columns: DataTableColumn<T>[]) {
  const stickyKeys = columns.filter(isSticky).map((c) => c.key);
  const signature = stickyKeys.join('|');
  const headers = useRef(new Map<string, HTMLTableCellElement>());
  const [offsets, setOffsets] = useState<Record<string, number>>({});

  useLayoutEffect(() => {
    const keys = signature ? signature.split('|') : [];
    if (keys.length === 0) return;
    const measure = () => {
      const next: Record<string, number> = {};
      let right = 0;
      for (const key of [...keys].reverse()) {
        // rounded down: a sticky cell overlaps its neighbour by a fraction of a pixel rather than
        // leaving a sliver through which the columns beneath show
        next[key] = Math.floor(right);
        right += headers.current.get(key)?.getBoundingClientRect().width ?? 0;
      }
      setOffsets((current) => (keys.every((k) => current[k] === next[k]) ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const key of keys) {
      const th = headers.current.get(key);
      if (th) observer.observe(th);
    }
    return () => observer.disconnect();
  }, [signature]);

  const ref = (key: string) => (el: HTMLTableCellElement | null) => {
    if (el) headers.current.set(key, el);
    else headers.current.delete(key);
  };
  const first = stickyKeys[0];
  /** Class and position of a cell of the column: sticky ones keep to the right edge. */
  const cellProps = (column: DataTableColumn<T>) =>
    isSticky(column)
      ? {
          className: column.key === first ? `${classes.sticky} ${classes.stickyEdge}` : classes.sticky,
          style: { right: offsets[column.key] ?? 0 },
        }
      : {};
  return { hasSticky: stickyKeys.length > 0, ref, cellProps };
}

/** The list as a table, on screens wide enough for its columns. */
export function DataTableGrid<T>({ content, columns, rowKey, onRowClick, caption, loading, minWidth = NARROWEST }: DataTableViewProps<T>) {
  const sticky = useStickyOffsets(columns);
  const wholeRow = (children: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length}>{children}</Table.Td>
    </Table.Tr>
  );

  const body = () => {
    switch (content.kind) {
      case 'loading':
        return Array.from({ length: TABLE_SKELETON_ROWS }, (_, i) => (
          <Table.Tr key={i}>
            {columns.map((column) => (
              <Table.Td key={column.key} {...sticky.cellProps(column)}>
                <Skeleton height={14} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ));
      case 'error':
        return wholeRow(<DataTableError message={content.message} retry={content.retry} />);
      case 'empty':
        return wholeRow(<DataTableEmpty />);
      case 'rows':
        return content.rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...rowOpeners(row, onRowClick)}>
            {columns.map((column) => (
              <Table.Td key={column.key} {...sticky.cellProps(column)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ));
    }
  };

  return (
    // A notice spans the whole row: in a table wider than the screen it would sit off to the side.
    <TableScroll
      label={caption}
      minWidth={content.kind === 'empty' || content.kind === 'error' ? NARROWEST : minWidth}
      stickyEnd={sticky.hasSticky}
    >
      <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                ref={isSticky(column) ? sticky.ref(column.key) : undefined}
                {...sticky.cellProps(column)}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </TableScroll>
  );
}
