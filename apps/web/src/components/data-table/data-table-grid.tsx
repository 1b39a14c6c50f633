import type { ReactNode } from 'react';
import { Skeleton, Table } from '@mantine/core';
import { TABLE_SKELETON_ROWS } from '@empowerment/shared';
import { DataTableEmpty, DataTableError } from './data-table-notices';
import { rowOpeners, type DataTableViewProps } from './data-table-view';
import { TableScroll } from './table-scroll';

const NARROWEST = 640;

/** The list as a table, on screens wide enough for its columns. */
export function DataTableGrid<T>({ content, columns, rowKey, onRowClick, caption, loading, minWidth = NARROWEST }: DataTableViewProps<T>) {
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
              <Table.Td key={column.key}>
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
              <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ));
    }
  };

  return (
    // A notice spans the whole row: in a table wider than the screen it would sit off to the side.
    <TableScroll label={caption} minWidth={content.kind === 'empty' || content.kind === 'error' ? NARROWEST : minWidth}>
      <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
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
