import { Stack, Text } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import {
  BUG_DESCRIPTION_MAX,
  BUG_REPORT_MSG,
  BugReportFormSchema,
  bugReportPage,
  SCREENSHOT_MAX_BYTES,
} from '@empowerment/shared/bug-reports';
import { EntityForm, FileField, FormActions, TextareaField, TextField, useEntityForm } from '../../../components/form';
import { useSendBugReport } from '../api/bug-reports';

const LABELS = {
  subject: bugReportPage.fields.subject,
  description: bugReportPage.fields.description,
  file: `${bugReportPage.fields.screenshot}: PNG o JPEG, max 5 MB`,
} as const;

/** Any operator tells the administrators of a problem; the page she came from goes with it. */
export function BugReportForm({ fromPage }: { fromPage: string }) {
  const send = useSendBugReport();
  const initial = { subject: '', description: '', page: fromPage, file: null as File | null };
  const entity = useEntityForm({
    schema: BugReportFormSchema,
    initial,
    fields: ['subject', 'description', 'file'],
    labels: LABELS,
    save: ({ file, ...values }) => send.mutateAsync({ ...values, file: file as File | null }),
    texts: { saved: BUG_REPORT_MSG.sent, unchanged: MSG.noChangesDetected, invalid: MSG.fillRequired },
    onSaved: () => {
      entity.form.reset(initial);
    },
  });
  return (
    <EntityForm state={entity}>
      <Stack gap="sm">
        <TextField name="subject" label={LABELS.subject} placeholder="In breve, che cosa non funziona" withAsterisk />
        <TextareaField
          name="description"
          label={LABELS.description}
          placeholder="Che cosa stavi facendo, che cosa ti aspettavi e che cosa è successo invece"
          autosize
          minRows={4}
          maxRows={10}
          counterMax={BUG_DESCRIPTION_MAX}
          withAsterisk
        />
        <FileField
          name="file"
          label={LABELS.file}
          accept={['image/png', 'image/jpeg']}
          maxBytes={SCREENSHOT_MAX_BYTES}
          typeMessage={BUG_REPORT_MSG.screenshotBadType}
          sizeMessage={BUG_REPORT_MSG.screenshotTooBig}
          placeholder="Seleziona un'immagine"
        />
        <Text size="sm" c="dimmed">
          Insieme alla segnalazione inviamo la pagina da cui arrivi ({fromPage || 'non indicata'}), il browser che usi e il tuo nome. Non
          scrivere dati personali delle beneficiarie se non servono a capire il problema.
        </Text>
        <FormActions state={entity} submitLabel="Invia segnalazione" />
      </Stack>
    </EntityForm>
  );
}
