import { useId, useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconChevronDown, IconFilter, IconFilterOff } from '@tabler/icons-react';
import type { FilterDefinition, FilterValues } from './filter-definition';
import { FilterField } from './filter-field';
import { splitDaily } from './filter-query';
import { CollapseOnDemand } from '../collapse-on-demand';

type FilterFormProps = {
  definitions: FilterDefinition[];
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
  /** The filters behind 'Altri filtri' are in view; kept by the panel, so applying does not fold them. */
  moreOpened: boolean;
  onToggleMore: () => void;
  /** Extra controls at the end of the button row (the export). */
  actions?: ReactNode;
};

/** The values being typed; they reach the list only on 'Applica filtri'. */
export function FilterForm({ definitions, applied, onApply, moreOpened, onToggleMore, actions }: FilterFormProps) {
  const [draft, setDraft] = useState<FilterValues>(applied);
  const { daily, more } = splitDaily(definitions);
  const moreId = useId();
  // Applied filters the folded part hides: the button says how many, so none is forgotten.
  const hiddenActive = more.filter(({ key }) => applied[key]).length;

  const fields = (list: FilterDefinition[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      {list.map((definition) => (
        <FilterField
          key={definition.key}
          definition={definition}
          value={draft[definition.key] ?? ''}
          onChange={(value) => setDraft((current) => ({ ...current, [definition.key]: value }))}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <form
      aria-label="Filtri"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      {fields(daily)}
      {more.length > 0 && (
        <CollapseOnDemand expanded={moreOpened} id={moreId}>
          <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{fields(more)}</div>
        </CollapseOnDemand>
      )}
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
          {more.length > 0 && (
            <Button
              type="button"
              variant="subtle"
              aria-expanded={moreOpened}
              aria-controls={moreId}
              onClick={onToggleMore}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: moreOpened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
                />
              }
            >
              {hiddenActive > 0 ? `Altri filtri (${hiddenActive})` : 'Altri filtri'}
            </Button>
          )}
        </Group>
        {actions}
      </Group>
    </form>
  );
}
