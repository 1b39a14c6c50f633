import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, formatEuro } from '@empowerment/shared';
import {
  isEmptyBlock,
  REPORT_BLOCKS,
  REPORT_TEXT,
  type ReportBlock as Block,
  type ReportBlockKey,
  type ReportColumn,
  type ReportRow,
} from '@empowerment/shared/reports';
import { BlockChart, COUNT_FORMAT } from './report-chart';

/** A cell as the table writes it: whole numbers grouped, euro with two decimals, days in Italian. */
function cellText(column: ReportColumn, value: ReportRow[string]) {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatEuro(value);
  if (column.kind === 'date') return formatDate(String(value));
  if (column.kind === 'count') return COUNT_FORMAT.format(Number(value));
  return String(value);
}

/** One block of the report: its title, what it counts, its chart and the table of its numbers. */
export function ReportBlock({ blockKey, block }: { blockKey: ReportBlockKey; block: Block }) {
  const declared = REPORT_BLOCKS[blockKey];
  const columns: readonly ReportColumn[] = declared.columns;
  const headingId = `report-${blockKey}`;
  const empty = isEmptyBlock(block);
  const numeric = (c: ReportColumn) => c.kind === 'count' || c.kind === 'money';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {declared.title}
          </Title>
          <Text size="sm" c="dimmed">
            {declared.description}
          </Text>
        </div>
        {empty ? (
          <Text c="dimmed">{REPORT_TEXT.empty}</Text>
        ) : (
          <>
            <BlockChart blockKey={blockKey} block={block} />
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder fz="sm" data-testid={`report-table-${blockKey}`}>
                <VisuallyHidden component="caption">{REPORT_TEXT.tableOf(declared.title)}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.key} scope="col" ta={numeric(c) ? 'right' : undefined}>
                        {c.header}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {block.rows.map((row, i) => (
                    <Table.Tr key={`${String(row.label)}-${i}`}>
                      {columns.map((c, j) =>
                        j === 0 ? (
                          <Table.Th key={c.key} scope="row" fw={400}>
                            {cellText(c, row[c.key])}
                          </Table.Th>
                        ) : (
                          <Table.Td key={c.key} ta={numeric(c) ? 'right' : undefined}>
                            {cellText(c, row[c.key])}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {block.total && (
                  <Table.Tfoot>
                    <Table.Tr>
                      {columns.map((c, j) =>
                        j === 0 ? (
                          <Table.Th key={c.key} scope="row">
                            {cellText(c, block.total![c.key])}
                          </Table.Th>
                        ) : (
                          <Table.Td key={c.key} fw={700} ta={numeric(c) ? 'right' : undefined}>
                            {cellText(c, block.total![c.key])}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
