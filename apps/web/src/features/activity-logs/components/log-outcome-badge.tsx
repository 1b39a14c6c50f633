import { Badge, Group, Text } from '@mantine/core';
import { logOutcome } from '@empowerment/shared';

/** The outcome of a logged call in words, its status code as a quiet detail. */
export function LogOutcomeBadge({ statusCode }: { statusCode: number | null }) {
  const { label, color } = logOutcome(statusCode);
  return (
    <Group gap={6} wrap="nowrap" pr="xs">
      {/* the word is the information: never cut, never shouted in capitals */}
      <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
        {label}
      </Badge>
      {statusCode != null && (
        <Text size="xs" c="dimmed" title="Codice di risposta">
          {statusCode}
        </Text>
      )}
    </Group>
  );
}
