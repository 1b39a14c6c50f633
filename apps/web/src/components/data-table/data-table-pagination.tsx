import { Button, Group, Text } from '@mantine/core';
import { pageItems } from './page-items';

type DataTablePaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
};

export function DataTablePagination({ page, pageCount, onChange }: DataTablePaginationProps) {
  return (
    <Group component="nav" aria-label="Paginazione" gap={4} wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Precedente
      </Button>
      {pageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="xs"
            variant={item === page ? 'filled' : 'default'}
            aria-label={`Pagina ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} component="span" size="sm" c="dimmed" px={4}>
            …
          </Text>
        ),
      )}
      <Button variant="default" size="xs" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Successiva
      </Button>
    </Group>
  );
}
