import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

type SectionCardProps = { title?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A titled block of a page, with its actions on the right. */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      {(title || actions) && (
        <Group justify="space-between" mb="md" wrap="wrap">
          {title && (
            <Title order={3} size="h4">
              {title}
            </Title>
          )}
          {actions}
        </Group>
      )}
      {children}
    </Paper>
  );
}
