import { useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import type { FilterDefinition, FilterValues } from './filter-definition';
import { FilterField } from './filter-field';

type FilterFormProps = {
  definitions: FilterDefinition[];
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
  /** Extra controls at the end of the button row (the export). */
  actions?: ReactNode;
};

/** The values being typed; they reach the list only on 'Applica filtri'. */
export function FilterForm({ definitions, applied, onApply, actions }: FilterFormProps) {
  const [draft, setDraft] = useState<FilterValues>(applied);

  return (
    <form
      aria-label="Filtri"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {definitions.map((definition) => (
          <FilterField
            key={definition.key}
            definition={definition}
            value={draft[definition.key] ?? ''}
            onChange={(value) => setDraft((current) => ({ ...current, [definition.key]: value }))}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Group gap="sm">
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            Applica filtri
          </Button>
          <Button
            type="button"
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            Azzera filtri
          </Button>
        </Group>
        {actions}
      </Group>
    </form>
  );
}
