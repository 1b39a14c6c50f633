import { useMemo, useState } from 'react';
import { Badge, Button, Paper, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ExportType } from '@empowerment/shared/export';
import { PAGE_PARAM } from '../data-table/use-page-param';
import { ExportButton } from '../export-button';
import type { FilterDefinition, FilterRole, FilterValues } from './filter-definition';
import { FilterChips } from './filter-chips';
import { FilterForm } from './filter-form';
import { filtersFor, writeFilters } from './filter-query';
import { useAppliedFilters } from './use-applied-filters';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';
import { CollapseOnDemand } from '../collapse-on-demand';

export type FilterPanelProps = {
  filters: FilterDefinition[];
  /** Export type of the list. */
  exportType?: ExportType;
  /** Only administrators may export (spec 01 §6): the page says who is signed in. */
  canExport?: boolean;
  /** What the list applies besides these filters (the Registro's views switch): the export holds it too. */
  exportFilters?: FilterValues;
  /** Page parameter of the table the filters drive; it goes back to page 1 on a change. */
  pageParam?: string;
  /** The signed-in user is an administrator: administrator-only filters and her defaults (spec 02 §6). */
  asAdmin?: boolean;
};

export function FilterPanel({
  filters,
  exportType,
  canExport = false,
  exportFilters,
  pageParam = PAGE_PARAM,
  asAdmin = false,
}: FilterPanelProps) {
  const role: FilterRole = asAdmin ? 'admin' : 'operator';
  const definitions = useMemo(() => filtersFor(filters, role), [filters, role]);
  const applied = useAppliedFilters(filters, { asAdmin });
  const [, update] = useSearchParamsUpdate();
  // On a phone the fields would push the list below the fold: they open on demand.
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(false);
  const [moreOpened, setMoreOpened] = useState(false);
  const active = Object.keys(applied).length;

  const apply = (values: FilterValues) =>
    update((current) => {
      const params = writeFilters(current, filters, values, role);
      params.delete(pageParam);
      return params;
    });

  const form = (
    // Remounted when the URL changes (back, a link) so the fields show what is applied.
    <FilterForm
      key={JSON.stringify(applied)}
      definitions={definitions}
      applied={applied}
      onApply={apply}
      moreOpened={moreOpened}
      onToggleMore={() => setMoreOpened((o) => !o)}
      actions={canExport ? <ExportButton type={exportType} filters={{ ...applied, ...exportFilters }} /> : null}
    />
  );

  // Removing a chip clears that filter alone; a role's default stays cleared (writeFilters).
  const chips = <FilterChips definitions={definitions} applied={applied} onRemove={(key) => apply({ ...applied, [key]: '' })} />;

  if (!mobile) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {form}
          {chips}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Button
          variant="subtle"
          fullWidth
          justify="flex-start"
          leftSection={<IconFilter size={16} />}
          rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : null}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          {opened ? 'Nascondi filtri' : 'Mostra filtri'}
        </Button>
        <CollapseOnDemand expanded={opened}>{form}</CollapseOnDemand>
        {chips}
      </Stack>
    </Paper>
  );
}
