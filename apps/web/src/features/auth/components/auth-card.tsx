import type { ReactNode } from 'react';
import { Badge, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the screens before sign-in: product name, testing mark, the form. */
export function AuthCard({ subtitle, children }: { subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="75vh" p="md">
      <Paper withBorder shadow="md" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <Title order={1} size="h2" ta="center">
              Empowerment delle Donne
            </Title>
            <Badge color="orange" variant="light">
              Sito di testing
            </Badge>
            {subtitle && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
