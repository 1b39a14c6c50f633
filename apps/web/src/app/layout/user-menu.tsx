import { Suspense } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  Title,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconLogout, IconMoon, IconSun, IconUserEdit } from '@tabler/icons-react';
import { FormModal } from '../../components/form-modal';
import { FullPageLoader } from '../../components/full-page-loader';
import { useLogout, useSession } from '../../features/auth';
import { summarizeOperator } from '../../features/operators';
import { lazyComponent } from '../../lib/lazy-route';
import { useReferenceData } from '../../lib/reference-data';

const ProfileForm = lazyComponent(() => import('./profile-form'), 'ProfileForm');

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" ta="right" truncate m={0}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The signed-in operator's card: who she is, the theme, her profile, logout. It holds
 * text as well as actions, so it is a small dialog (not an ARIA menu, which may hold
 * menu items only).
 */
export function UserMenu() {
  const { operator, claims, isAdmin } = useSession();
  const { tableLists } = useReferenceData();
  const { logout, pending } = useLogout();
  const [opened, card] = useDisclosure(false);
  const [profileOpened, profile] = useDisclosure(false);
  const { toggleColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const headingId = useId();
  const summary = summarizeOperator(operator, tableLists);
  const initials = `${operator?.name?.[0] ?? ''}${operator?.surname?.[0] ?? ''}`.toUpperCase();
  const ownId = operator?.ID ?? claims?.op_id;

  const openProfile = () => {
    card.close();
    profile.open();
  };

  return (
    <>
      <Popover opened={opened} onChange={card.toggle} width={290} position="bottom-end" shadow="md" trapFocus withinPortal>
        <Popover.Target>
          {/* The name starts with what is seen (the initials), so voice control finds it. */}
          <UnstyledButton
            onClick={card.toggle}
            aria-label={initials ? `${initials} · Menu utente` : 'Menu utente'}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <Avatar color="violet" radius="xl">
              {initials || null}
            </Avatar>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={headingId} p={0}>
          <Stack gap={0}>
            <Stack gap={6} px="sm" py="xs">
              <Title id={headingId} order={2} size="sm" fw={600} lineClamp={1}>
                {summary.email}
              </Title>
              <Group gap={6}>
                <Badge variant="light">Operatore</Badge>
                {isAdmin && (
                  <Badge variant="light" color="grape">
                    Amministratore
                  </Badge>
                )}
              </Group>
            </Stack>
            <Divider />
            <Stack component="dl" gap={4} px="sm" py="xs" my={0}>
              <InfoRow label="Nome" value={summary.fullName} />
              <InfoRow label="Telefono" value={summary.phone} />
              <InfoRow label="Municipio" value={summary.municipio} />
              <InfoRow label="C.O.L." value={summary.col} />
            </Stack>
            <Divider />
            <Stack gap={2} p={4}>
              <Button
                variant="subtle"
                color="gray"
                justify="flex-start"
                leftSection={dark ? <IconSun size={16} /> : <IconMoon size={16} />}
                onClick={toggleColorScheme}
              >
                {dark ? 'Tema chiaro' : 'Tema scuro'}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                justify="flex-start"
                leftSection={<IconUserEdit size={16} />}
                onClick={openProfile}
                disabled={ownId == null}
              >
                Modifica profilo
              </Button>
              <Button
                variant="subtle"
                color="red"
                justify="flex-start"
                leftSection={pending ? <Loader size={14} color="red" /> : <IconLogout size={16} />}
                onClick={() => void logout()}
                disabled={pending}
              >
                {pending ? 'Uscita in corso...' : 'Logout'}
              </Button>
            </Stack>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <FormModal opened={profileOpened} onClose={profile.close} title="Modifica profilo">
        <Suspense fallback={<FullPageLoader mih={200} />}>
          <ProfileForm operatorId={ownId} isAdmin={isAdmin} onClose={profile.close} />
        </Suspense>
      </FormModal>
    </>
  );
}
