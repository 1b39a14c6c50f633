import { Anchor, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

type NotesPreviewProps = {
  text: string | null | undefined;
  /** Characters shown in the table (spec 02 §2: 10 for notes, 5 for document notes). */
  max?: number;
  /** Title of the detail modal. */
  title?: string;
  /** Shown when there is no text. */
  empty?: string;
};

/** A long text cut in a table cell; the whole of it opens in a modal. */
export function NotesPreview({ text, max = 10, title = 'Note', empty = '—' }: NotesPreviewProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const value = text?.trim() ?? '';
  if (!value)
    return (
      <Text span c="dimmed" size="sm">
        {empty}
      </Text>
    );
  if (value.length <= max)
    return (
      <Text span size="sm">
        {value}
      </Text>
    );
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
        aria-label={`${title}: mostra tutto`}
      >
        {`${value.slice(0, max)}…`}
      </Anchor>
      <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Modal>
    </>
  );
}
