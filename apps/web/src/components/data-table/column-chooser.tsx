import { Button, Checkbox, Divider, Popover, ScrollArea, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ColumnChoice } from './column-visibility';

type ColumnChooserProps = {
  caption: string;
  offered: ColumnChoice[];
  changed: boolean;
  onToggle: (key: string, shown: boolean) => void;
  onReset: () => void;
};

/** The 'Colonne' button: a checkbox per column the operator may hide, and the way back to the default. */
export function ColumnChooser({ caption, offered, changed, onToggle, onReset }: ColumnChooserProps) {
  const hiddenCount = offered.filter((c) => !c.shown).length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />} data-columns-of={caption}>
          {hiddenCount ? `Colonne (${hiddenCount} nascoste)` : 'Colonne'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Colonne visibili" p="sm" miw={240}>
        <Checkbox.Group
          label="Colonne visibili"
          value={offered.filter((c) => c.shown).map((c) => c.key)}
          onChange={(keys) => {
            for (const c of offered) if (keys.includes(c.key) !== c.shown) onToggle(c.key, !c.shown);
          }}
        >
          {/* short enough for the whole menu, 'Ripristina colonne' included, to fit under the button at 800 px */}
          <ScrollArea.Autosize mah="min(260px, 40vh)" type="auto" offsetScrollbars="y" mt="xs">
            <Stack gap={8} pr="xs">
              {offered.map((c) => (
                <Checkbox key={c.key} value={c.key} label={c.label} size="sm" />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Divider my="sm" />
        <Button variant="subtle" size="xs" fullWidth onClick={onReset} disabled={!changed}>
          Ripristina colonne
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
