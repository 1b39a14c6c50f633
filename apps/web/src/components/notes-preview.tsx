import { Anchor, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

type NotesPreviewProps = {
  text: string | null | undefined;
  /** Characters shown in the table (spec 02 §2: notes 10, document notes 5). */
  max?: number;
  /** Title of the detail modal. */
  title?: string;
};

/** Text cut in a table cell; the cut text opens the whole in a modal. */
export function NotesPreview({ text, max = 10, title = 'Note' }: NotesPreviewProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const value = text?.trim() ?? '';
  if (value.length <= max) return <>{value}</>;
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open} aria-label={`${title}: leggi tutto`}>
        {`${value.slice(0, max)}...`}
      </Anchor>
      <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Modal>
    </>
  );
}
