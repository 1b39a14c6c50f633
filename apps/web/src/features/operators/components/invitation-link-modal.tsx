import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export type InvitationLink = { email: string; url: string };

/**
 * Without a mail server the invitation reaches nobody by itself: the administrator sees its link
 * once, copies it and sends it to her colleague. Closing forgets it (a new one can be created).
 */
export function InvitationLinkModal({ link, onClose }: { link: InvitationLink | null; onClose: () => void }) {
  return (
    <Modal opened={link !== null} onClose={onClose} title="Link di invito" centered size="lg" closeButtonProps={{ 'aria-label': 'Chiudi' }}>
      {link && (
        <Stack gap="md">
          <Text size="sm">
            Le email non sono configurate, quindi l'invito non è stato spedito. Copia questo link e invialo a {link.email}: con il link
            sceglierà la sua password. Il link vale una sola volta e non verrà più mostrato; se serve, potrai crearne uno nuovo con «Invia
            di nuovo l'invito».
          </Text>
          <TextInput label="Link di invito" value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Group justify="flex-end">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                >
                  {copied ? 'Link copiato' : 'Copia link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Fatto
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
