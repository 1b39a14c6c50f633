import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypeDocx } from '@tabler/icons-react';
import { SCHEDA_TEMPLATES, type SchedaTemplate } from '@empowerment/shared/files';
import { useErrorHandler } from '../../../lib/error-handler';
import { downloadScheda } from '../api/generate-scheda';

/** 'Genera Scheda A' and 'Genera Scheda D': each downloads her sheet as the server fills it from its template. */
export function SchedaButtons({ beneficiaryId }: { beneficiaryId: number }) {
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState<SchedaTemplate | null>(null);
  const generate = async (template: SchedaTemplate) => {
    setBusy(template);
    try {
      await downloadScheda(beneficiaryId, template);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {SCHEDA_TEMPLATES.map((template) => (
        <Button
          key={template}
          variant="light"
          leftSection={<IconFileTypeDocx size={16} />}
          loading={busy === template}
          disabled={busy !== null && busy !== template}
          onClick={() => void generate(template)}
        >
          Genera Scheda {template}
        </Button>
      ))}
    </Group>
  );
}
