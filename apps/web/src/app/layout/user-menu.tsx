import {
  Avatar,
  Badge,
  Box,
  Group,
  Loader,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconMoon, IconSun, IconUserEdit } from '@tabler/icons-react';
import { FormModal } from '../../components/form-modal';
import { useLogout, useSession } from '../../features/auth';
import { OperatorForm, summarizeOperator } from '../../features/operators';
import { useReferenceData } from '../../lib/reference-data';

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" truncate>
        {value}
      </Text>
    </Group>
  );
}

export function UserMenu() {
  const { operator, claims, isAdmin } = useSession();
  const { tableLists } = useReferenceData();
  const { logout, pending } = useLogout();
  const [profileOpened, profile] = useDisclosure(false);
  const { toggleColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const summary = summarizeOperator(operator, tableLists);
  const initials = `${operator?.name?.[0] ?? ''}${operator?.surname?.[0] ?? ''}`.toUpperCase();
  const ownId = operator?.ID ?? claims?.op_id;

  return (
    <>
      <Menu width={290} position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label="Menu utente">
            <Avatar color="violet" radius="xl">
              {initials || null}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Group gap={6}>
              <Badge variant="light">Operatore</Badge>
              {isAdmin && (
                <Badge variant="light" color="grape">
                  Amministratore
                </Badge>
              )}
            </Group>
            <Text size="sm" fw={500} mt={6} truncate>
              {summary.email}
            </Text>
          </Box>
          <Menu.Divider />
          <Stack gap={4} px="sm" py="xs">
            <InfoRow label="Nome" value={summary.fullName} />
            <InfoRow label="Telefono" value={summary.phone} />
            <InfoRow label="Municipio" value={summary.municipio} />
            <InfoRow label="C.O.L." value={summary.col} />
          </Stack>
          <Menu.Divider />
          <Menu.Item
            leftSection={dark ? <IconSun size={16} /> : <IconMoon size={16} />}
            onClick={toggleColorScheme}
            closeMenuOnClick={false}
          >
            {dark ? 'Tema chiaro' : 'Tema scuro'}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserEdit size={16} />} onClick={profile.open} disabled={ownId == null}>
            Modifica profilo
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={pending ? <Loader size={14} color="red" /> : <IconLogout size={16} />}
            onClick={() => void logout()}
            disabled={pending}
            closeMenuOnClick={false}
          >
            {pending ? 'Uscita in corso...' : 'Logout'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <FormModal opened={profileOpened} onClose={profile.close} title="Modifica profilo">
        {ownId != null && <OperatorForm operatorId={ownId} asAdmin={isAdmin} isOwnRecord onClose={profile.close} />}
      </FormModal>
    </>
  );
}
