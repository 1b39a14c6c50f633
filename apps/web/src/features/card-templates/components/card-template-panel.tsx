import { useState } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import { formatDateTime, labelsOf, MSG } from '@empowerment/shared';
import {
  CARD_TEMPLATE_MAX_BYTES,
  CARD_TEMPLATE_MSG,
  CardTemplateUploadSchema,
  cardTemplatesPage,
  type CardTemplate,
} from '@empowerment/shared/card-templates';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityForm, FileField, FormActions, useEntityForm } from '../../../components/form';
import { useErrorHandler } from '../../../lib/error-handler';
import { notify } from '../../../lib/toast-store';
import { downloadCardTemplate, useReplaceCardTemplate, useRestoreCardTemplate } from '../api/card-templates';

const LABELS = labelsOf(cardTemplatesPage);

/** What is in use: the original, or whose replacement since when. */
function TemplateState({ current }: { current: CardTemplate }) {
  if (!current.replaced) {
    return (
      <Group gap="xs">
        <Badge variant="light" color="gray">
          Originale
        </Badge>
        {current.changed_at && (
          <Text size="sm" c="dimmed">
            ripristinato da {current.changed_by} il {formatDateTime(current.changed_at)}
          </Text>
        )}
      </Group>
    );
  }
  return (
    <Group gap="xs">
      <Badge variant="light" color="blue">
        Sostituito
      </Badge>
      <Text size="sm">
        {current.file_name} · {LABELS.replaced_by.toLowerCase()} {current.changed_by} il {formatDateTime(current.changed_at)}
      </Text>
    </Group>
  );
}

/** Administrators: a .docx to put in place of the template in use. */
function ReplaceForm({ current }: { current: CardTemplate }) {
  const replace = useReplaceCardTemplate();
  const initial = { file: null as File | null };
  const entity = useEntityForm({
    schema: CardTemplateUploadSchema,
    initial,
    labels: { file: LABELS.file },
    save: ({ file }) => replace.mutateAsync({ current, file: file as File }),
    texts: {
      saved: CARD_TEMPLATE_MSG.uploaded(current.template),
      unchanged: MSG.noChangesDetected,
      invalid: CARD_TEMPLATE_MSG.fileRequired,
    },
    onSaved: (): void => entity.form.reset(initial),
  });
  return (
    <EntityForm state={entity} aria-label={`Sostituisci il modello della Scheda ${current.template}`}>
      <Stack gap="xs">
        <FileField
          name="file"
          label={LABELS.file}
          description="Un file .docx fino a 5 MB con i soli segnaposto elencati qui sotto"
          accept={['.docx']}
          maxBytes={CARD_TEMPLATE_MAX_BYTES}
          typeMessage={CARD_TEMPLATE_MSG.notDocx}
          sizeMessage={CARD_TEMPLATE_MSG.tooBig}
          leftSection={<IconUpload size={16} />}
          withAsterisk
        />
        <FormActions state={entity} submitLabel="Carica modello" />
      </Stack>
    </EntityForm>
  );
}

/** One sheet: what it is, what is in use, its download; for administrators its replacement and restore. */
export function CardTemplatePanel({ current, isAdmin }: { current: CardTemplate; isAdmin: boolean }) {
  const handleError = useErrorHandler();
  const restore = useRestoreCardTemplate();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCardTemplate(current.template);
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(false);
    }
  };
  const confirmRestore = async () => {
    try {
      await restore.mutateAsync(current);
      notify('success', CARD_TEMPLATE_MSG.restored(current.template));
    } catch (error) {
      handleError(error);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={2} size="h3">
              {current.title}
            </Title>
            <Text size="sm">{current.description}</Text>
          </Stack>
          <Group gap="xs">
            <Button leftSection={<IconDownload size={16} />} variant="light" loading={downloading} onClick={() => void download()}>
              Scarica modello
            </Button>
            {isAdmin && current.replaced && (
              <Button leftSection={<IconRestore size={16} />} variant="default" onClick={() => setConfirming(true)}>
                Ripristina originale
              </Button>
            )}
          </Group>
        </Group>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {LABELS.state}
          </Text>
          <TemplateState current={current} />
        </div>
        {isAdmin && (
          <>
            <Divider />
            <Title order={3} size="h5">
              Sostituisci il modello
            </Title>
            <ReplaceForm current={current} />
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmRestore()}
        title="Ripristina originale"
        message={CARD_TEMPLATE_MSG.restoreConfirm(current.template)}
        confirmLabel="Ripristina"
        danger
        loading={restore.isPending}
      />
    </Paper>
  );
}
