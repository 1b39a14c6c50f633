import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type ReadItem = {
  label: string;
  value: ReactNode;
  /** Long texts take the whole row. */
  wide?: boolean;
};

const NONE = 'Non specificato';
const isEmpty = (value: ReactNode) => value == null || value === '' || value === false;

/** A section's read view: label and value pairs, 'Non specificato' for what is empty. */
export function ReadFields({ items }: { items: ReadItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={isEmpty(item.value) ? 'dimmed' : undefined}
          >
            {isEmpty(item.value) ? NONE : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
