import { Anchor, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

type NotesPreviewProps = {
  notes: string | null | undefined;
  /** Characters shown in the table (spec 02: notes 10, document notes 5). */
  max: number;
  /** Title of the detail modal, e.g. 'Note'. */
  title?: string;
};

/** Notes cut to `max` characters in a table cell; a longer text opens whole in a modal. */
export function NotesPreview({ notes, max, title = 'Note' }: NotesPreviewProps) {
  const [opened, modal] = useDisclosure(false);
  const text = notes?.trim() ?? '';
  if (text === '') return null;
  if (text.length <= max) return <>{text}</>;
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={modal.open}
        aria-label={`${text.slice(0, max)}… (${title}: mostra tutto)`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {`${text.slice(0, max)}…`}
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title={title} centered closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Modal>
    </>
  );
}
