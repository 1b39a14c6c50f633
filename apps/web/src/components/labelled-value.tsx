import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small dimmed label over its value, '—' when there is none: the details of a card (a position, an internship). */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Text>
    </div>
  );
}
