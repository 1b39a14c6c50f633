import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  formatDate,
  formatEuro,
  isEmptyBlock,
  REPORT_BLOCKS,
  REPORT_TEXT,
  type ReportBlock as Block,
  type ReportBlockKey,
  type ReportChart,
  type ReportColumn,
  type ReportRow,
} from '@empowerment/shared';

/**
 * The charts' colours: dark shades, each above 3:1 against white and told apart from its
 * neighbours (the numbers are in the table beside the chart in any case).
 */
const COLORS = [
  'blue.8',
  'teal.8',
  'orange.9',
  'grape.8',
  'cyan.9',
  'pink.8',
  'indigo.8',
  'lime.9',
  'red.8',
  'violet.8',
  'yellow.9',
  'gray.7',
];

const count = new Intl.NumberFormat('it-IT');

/** A cell as the table writes it: whole numbers grouped, euro with two decimals, days in Italian. */
function cellText(column: ReportColumn, value: ReportRow[string]) {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatEuro(value);
  if (column.kind === 'date') return formatDate(String(value));
  if (column.kind === 'count') return count.format(Number(value));
  return String(value);
}

function BlockChart({ blockKey, block }: { blockKey: ReportBlockKey; block: Block }) {
  const declared = REPORT_BLOCKS[blockKey];
  const chart: ReportChart | undefined = declared.chart;
  if (!chart) return null;
  const columns: readonly ReportColumn[] = declared.columns;
  const money = columns.some((c) => chart.series.includes(c.key) && c.kind === 'money');
  const formatter = (value: number) => (money ? formatEuro(value) : count.format(value));
  // the chart repeats the table's numbers for the eye; assistive technology reads the table
  if (chart.kind === 'donut') {
    const key = chart.series[0];
    const data = block.rows
      .filter((row) => Number(row[key]) > 0)
      .map((row, i) => ({ name: String(row.label), value: Number(row[key]), color: COLORS[i % COLORS.length] }));
    return (
      <Box aria-hidden="true" style={{ display: 'flex', justifyContent: 'center' }}>
        <DonutChart
          data={data}
          size={180}
          thickness={28}
          withTooltip
          valueFormatter={formatter}
          tooltipDataSource="segment"
          pieChartProps={{ accessibilityLayer: false }}
          // the sectors take no keyboard focus: the chart is hidden from assistive technology
          pieProps={{ rootTabIndex: -1 }}
        />
      </Box>
    );
  }
  const series = chart.series.map((name, i) => ({
    name,
    label: columns.find((c) => c.key === name)?.header ?? name,
    color: COLORS[i % COLORS.length],
  }));
  const data = block.rows.map((row) => ({
    label: String(row.label),
    ...Object.fromEntries(chart.series.map((name) => [name, Number(row[name] ?? 0)])),
  }));
  // horizontal bars: their labels (long ones, or the eleven age bands) read in a column beside them
  return (
    <Box aria-hidden="true">
      <BarChart
        h={Math.max(140, data.length * (series.length * 14 + 18) + 40)}
        data={data}
        dataKey="label"
        series={series}
        orientation="vertical"
        withLegend={series.length > 1}
        valueFormatter={formatter}
        // the page's text colour, light or dark, for the axes' labels
        textColor="var(--mantine-color-text)"
        gridAxis="x"
        // counts are whole numbers
        xAxisProps={{ allowDecimals: money }}
        yAxisProps={{ width: 170 }}
        tickLine="none"
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
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
