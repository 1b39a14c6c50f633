import { Stack, Text } from '@mantine/core';

/** A person in a list's cell: her name and surname, and her fiscal code below when there is one. */
export function PersonCell({ person }: { person: { name: string; surname: string; fiscal_code?: string | null } }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {person.name} {person.surname}
      </Text>
      {person.fiscal_code && (
        <Text size="xs" c="dimmed">
          {person.fiscal_code}
        </Text>
      )}
    </Stack>
  );
}
