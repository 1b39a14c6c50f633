import { Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { cardTemplatesPage, type CardTemplate } from '@empowerment/shared/card-templates';
import { SCHEDA_TEMPLATES } from '@empowerment/shared/files';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/error-handler';
import { useSession } from '../../auth';
import { useCardTemplates } from '../api/card-templates';
import { CardTemplatePanel } from '../components/card-template-panel';
import { PlaceholderDocs, TemplateGuide } from '../components/placeholder-docs';

/** The sheet's state and actions: a skeleton while loading, the error with a retry. */
function TemplateState({ template, query, isAdmin }: { template: string; query: ReturnType<typeof useCardTemplates>; isAdmin: boolean }) {
  if (query.isPending) {
    return (
      <Paper withBorder p="md" radius="md" role="status" aria-busy="true" aria-label="Caricamento...">
        <Stack gap="sm">
          <Skeleton height={24} width="30%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Paper>
    );
  }
  if (query.isError) {
    return <LoadError title="Impossibile caricare i modelli" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const current = query.data.find((row: CardTemplate) => row.template === template);
  if (!current) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Nessun modello disponibile per la Scheda {template}
      </Text>
    );
  }
  return <CardTemplatePanel current={current} isAdmin={isAdmin} />;
}

/** /modelli: the templates of Scheda A and D, their placeholders; administrators replace and restore them. */
export function CardTemplatesPage() {
  const { isAdmin } = useSession();
  const query = useCardTemplates();
  return (
    <>
      <PageHeader
        title={cardTemplatesPage.screen.title}
        description="I modelli .docx da cui si generano la Scheda A e la Scheda D dalla scheda Documenti della beneficiaria."
      />
      <Stack gap="lg">
        <TemplateGuide />
        <Tabs defaultValue={SCHEDA_TEMPLATES[0]} keepMounted={false}>
          <Tabs.List aria-label="Schede">
            {SCHEDA_TEMPLATES.map((template) => (
              <Tabs.Tab key={template} value={template}>
                Scheda {template}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SCHEDA_TEMPLATES.map((template) => (
            <Tabs.Panel key={template} value={template} pt="md">
              <Stack gap="lg">
                <TemplateState template={template} query={query} isAdmin={isAdmin} />
                <PlaceholderDocs template={template} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
