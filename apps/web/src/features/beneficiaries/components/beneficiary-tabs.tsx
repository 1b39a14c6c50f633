import type { ReactNode } from 'react';
import { Badge, Group, ScrollArea, Select, Tabs, Text } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { BENEFICIARY_TABS, tabCount } from './beneficiary-tab-list';

type BeneficiaryTabsProps = {
  active: number;
  isAdmin: boolean;
  onChange: (tab: number) => void;
  /** The content of the active tab (the others are not rendered). */
  children: ReactNode;
};

/**
 * The record's tabs by index; on a phone a select, where twenty tabs would not fit. Both are in the
 * page and CSS shows one (as the width changes, a tablet turned, the open tab and a form being
 * filled in it stay as they are: the content keeps its place in the tree).
 */
export function BeneficiaryTabs({ active, isAdmin, onChange, children }: BeneficiaryTabsProps) {
  const tabs = BENEFICIARY_TABS.slice(0, tabCount(isAdmin));
  const choose = (value: string | null) => value != null && onChange(Number(value));
  return (
    <Tabs value={String(active)} onChange={choose} keepMounted={false}>
      <Select
        hiddenFrom="xs"
        mb="md"
        label="Sezione della scheda"
        data={tabs.map((label, index) => ({ value: String(index), label: `${index + 1}. ${label}` }))}
        value={String(active)}
        onChange={choose}
        allowDeselect={false}
        maxDropdownHeight={360}
      />
      <Tabs.List visibleFrom="xs">
        {tabs.map((label, index) => (
          <Tabs.Tab key={label} value={String(index)}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((label, index) => (
        <Tabs.Panel key={label} value={String(index)} pt="md">
          {index === active && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * The deactivated mode of the tabs (spec 02 §2): numbered steps without click navigation. The create
 * screen shows it, with the personal data as the current step: the other parts of the record exist
 * once she is saved, and the operator sees what will follow.
 */
export function BeneficiarySteps({ active }: { active: number }) {
  const steps = BENEFICIARY_TABS.slice(0, tabCount(false));
  const isMobile = useIsMobile();
  // on a phone nineteen steps would push the form below the fold: where she is, in one line
  if (isMobile) {
    return (
      <Text size="sm" c="dimmed" aria-current="step">
        Passo {active + 1} di {steps.length}: <strong>{steps[active]}</strong>
      </Text>
    );
  }
  return (
    <ScrollArea type="auto" offsetScrollbars aria-label="Sezioni della scheda">
      <Group component="ol" gap={6} wrap="wrap" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((label, index) => (
          <li key={label} aria-current={index === active ? 'step' : undefined}>
            <Badge
              variant={index === active ? 'filled' : 'light'}
              color={index === active ? undefined : 'gray'}
              tt="none"
              radius="sm"
              size="lg"
              fw={index === active ? 700 : 500}
            >
              <Text span inherit>
                {index + 1}. {label}
              </Text>
            </Badge>
          </li>
        ))}
      </Group>
    </ScrollArea>
  );
}
