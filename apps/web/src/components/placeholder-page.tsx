import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { PageHeader } from './page-header';

type PlaceholderPageProps = { title: string; message?: ReactNode; detail?: ReactNode };

/** A screen whose content is still to come: its title and a short empty state. */
export function PlaceholderPage({
  title,
  message = 'Nessun contenuto da mostrare',
  detail = 'I contenuti di questa sezione saranno disponibili a breve.',
}: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md">
        <EmptyState icon={<IconHourglassEmpty size={32} />} title={message} description={detail} withIndicatorBackground />
      </Paper>
    </>
  );
}
