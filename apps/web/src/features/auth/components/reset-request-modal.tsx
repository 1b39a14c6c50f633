import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MSG } from '@empowerment/shared';
import { ResetRequestSchema, type ResetRequest } from '@empowerment/shared/auth';
import { TextField } from '../../../components/form';
import { notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ResetRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<ResetRequest>({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const handleError = useErrorHandler();

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = async (body: ResetRequest) => {
    try {
      await request.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) notify('error', MSG.resetEmailUnknown);
      else handleError(error);
      return;
    }
    notify('success', MSG.resetMailSent);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title="Recupero Password" centered closeButtonProps={{ 'aria-label': 'Chiudi' }}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Inserisci l'email del tuo account: riceverai un link per scegliere una nuova password.
          </Text>
          <TextField control={form.control} name="email" type="email" label="Email" autoComplete="email" withAsterisk data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={request.isPending}>
              Invia richiesta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
