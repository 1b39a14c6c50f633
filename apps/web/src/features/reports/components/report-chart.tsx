import { Box, Group, RingProgress, Stack, Text } from '@mantine/core';
import { formatEuro } from '@empowerment/shared';
import {
  REPORT_BLOCKS,
  type ReportBlock as Block,
  type ReportBlockKey,
  type ReportChart,
  type ReportColumn,
} from '@empowerment/shared/reports';

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
const colorOf = (i: number) => COLORS[i % COLORS.length];

/** Whole numbers as Italians group them (1.234). */
export const COUNT_FORMAT = new Intl.NumberFormat('it-IT');

/** A colour's sample beside its name, for the legends. */
function Swatch({ color }: { color: string }) {
  return <Box w={10} h={10} bg={color} style={{ borderRadius: 2, flex: 'none' }} />;
}

/** The names of the colours: in a column beside a ring, in a row above bars. */
function Legend({ items, column = false }: { items: { name: string; color: string }[]; column?: boolean }) {
  const entries = items.map(({ name, color }) => (
    <Group key={name} gap={6} wrap="nowrap">
      <Swatch color={color} />
      <Text size="xs">{name}</Text>
    </Group>
  ));
  return column ? (
    <Stack gap={4}>{entries}</Stack>
  ) : (
    <Group gap="md" style={{ rowGap: 4 }}>
      {entries}
    </Group>
  );
}

/**
 * A block's chart, when its declaration has one (REPORT_BLOCKS): a ring of its shares, or a bar per
 * row and series, each bar as long as its value against the block's largest. It repeats the table's
 * numbers for the eye, so it is hidden from assistive technology, which reads the table. Drawn with
 * Mantine's own components: no charting library to download with the page.
 */
export function BlockChart({ blockKey, block }: { blockKey: ReportBlockKey; block: Block }) {
  const declared = REPORT_BLOCKS[blockKey];
  const chart: ReportChart | undefined = declared.chart;
  if (!chart) return null;
  const columns: readonly ReportColumn[] = declared.columns;
  const money = columns.some((c) => chart.series.includes(c.key) && c.kind === 'money');
  const formatted = (value: number) => (money ? formatEuro(value) : COUNT_FORMAT.format(value));

  if (chart.kind === 'donut') {
    const key = chart.series[0];
    const shares = block.rows
      .map((row) => ({ name: String(row.label), value: Number(row[key]) }))
      .filter((share) => share.value > 0)
      .map((share, i) => ({ ...share, color: colorOf(i) }));
    const total = shares.reduce((sum, share) => sum + share.value, 0);
    return (
      <Group aria-hidden="true" justify="center" gap="lg" data-chart="ring">
        <RingProgress
          size={180}
          thickness={28}
          sections={shares.map((share) => ({
            value: (share.value / total) * 100,
            color: share.color,
            tooltip: `${share.name}: ${formatted(share.value)}`,
          }))}
        />
        <Legend items={shares} column />
      </Group>
    );
  }

  const series = chart.series.map((name, i) => ({
    name,
    label: columns.find((c) => c.key === name)?.header ?? name,
    color: colorOf(i),
  }));
  const rows = block.rows.map((row) => ({
    label: String(row.label),
    values: series.map(({ name }) => Number(row[name] ?? 0)),
  }));
  const largest = Math.max(0, ...rows.flatMap((row) => row.values));
  // horizontal bars: their labels (long ones, or the eleven age bands) read in a column beside them
  return (
    <Stack aria-hidden="true" gap={6} data-chart="bars">
      {series.length > 1 && <Legend items={series.map(({ label, color }) => ({ name: label, color }))} />}
      {rows.map((row, r) => (
        <Box
          key={`${row.label}-${r}`}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 10.5rem) 1fr', gap: 8, alignItems: 'center' }}
        >
          <Text size="xs" ta="right" lh={1.2}>
            {row.label}
          </Text>
          <Stack gap={2}>
            {row.values.map((value, i) => (
              <Group key={series[i].name} gap={6} wrap="nowrap">
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Box
                    data-bar
                    h={12}
                    w={largest > 0 ? `${(value / largest) * 100}%` : 0}
                    miw={value > 0 ? 2 : 0}
                    bg={series[i].color}
                    style={{ borderRadius: 2 }}
                  />
                </Box>
                <Text size="xs" c="dimmed" w="6.5rem" style={{ flex: 'none' }}>
                  {formatted(value)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
