import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import type { FilterDefinition, FilterValues } from './filter-definition';
import { useFilterOptions } from './filter-options';

type FilterChipsProps = {
  definitions: FilterDefinition[];
  applied: FilterValues;
  onRemove: (key: string) => void;
};

/** The applied filters, each with its own ×: what narrows the list is read at a glance, folded or not. */
export function FilterChips({ definitions, applied, onRemove }: FilterChipsProps) {
  const active = definitions.filter(({ key }) => applied[key]);
  if (active.length === 0) return null;
  return (
    <Group component="ul" aria-label="Filtri attivi" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {active.map((definition) => (
        <FilterChip
          key={definition.key}
          definition={definition}
          value={applied[definition.key]}
          onRemove={() => onRemove(definition.key)}
        />
      ))}
    </Group>
  );
}

function FilterChip({ definition, value, onRemove }: { definition: FilterDefinition; value: string; onRemove: () => void }) {
  const shown = useChipValue(definition, value);
  return (
    <Paper component="li" withBorder radius="xl" pl="sm" pr={2} py={2} bg="var(--mantine-primary-color-light)">
      <Group gap={4} wrap="nowrap">
        <Text size="sm" maw={320} truncate="end" title={`${definition.label}: ${shown}`}>
          <Text span size="sm" fw={600}>
            {definition.label}:
          </Text>{' '}
          {shown}
        </Text>
        {/* 24 px: the smallest target WCAG 2.2 allows for a pointer */}
        <CloseButton size={24} radius="xl" aria-label={`Rimuovi filtro ${definition.label}`} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

/** A value as the user chose it: the option's label, the date in Italian, the text as typed. */
function useChipValue(definition: FilterDefinition, value: string): string {
  const options = useFilterOptions(definition);
  if (definition.type === 'select') return options.find((option) => option.value === value)?.label ?? value;
  // a filter date is YYYY-MM-DD: read as a local day, not as midnight in UTC
  if (definition.type === 'date') return formatDate(`${value}T00:00:00`, value);
  return value;
}
