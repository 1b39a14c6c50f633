import { ActionIcon, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { MSG } from '@empowerment/shared';
import { notify } from '../../components/toast';
import { Search } from '../../features/search';
import { UserMenu } from './user-menu';

type TopBarProps = { navOpened: boolean; onToggleNav: () => void };

export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="xs"
          size="sm"
          aria-label={navOpened ? 'Chiudi il menu' : 'Apri il menu'}
        />
        <Title order={2} size="h4" visibleFrom="xs">
          Empowerment delle donne - SITO TESTING
        </Title>
        <Title order={2} size="h5" hiddenFrom="xs">
          Empowerment - TESTING
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Search />
        <Tooltip label="Sito di testing">
          <ActionIcon
            variant="light"
            color="orange"
            size="lg"
            aria-label="Avviso sito di testing"
            onClick={() => notify('info', MSG.testingNotice)}
          >
            <IconBug size={18} />
          </ActionIcon>
        </Tooltip>
        <UserMenu />
      </Group>
    </Group>
  );
}
