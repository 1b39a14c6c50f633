import '@mantine/tiptap/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink, RICH_TEXT_LINK_SCHEMES, USEFUL_INFO_MSG, type UsefulInfo } from '@empowerment/shared';
import { notify } from '../../../components/toast';
import { useErrorHandler } from '../../../lib/error-handler';
import { useSaveUsefulInfo } from '../api/useful-info';

/** The toolbar's names, in Italian (screen readers read them). */
const LABELS = {
  boldControlLabel: 'Grassetto',
  italicControlLabel: 'Corsivo',
  underlineControlLabel: 'Sottolineato',
  strikeControlLabel: 'Barrato',
  clearFormattingControlLabel: 'Rimuovi formattazione',
  linkControlLabel: 'Inserisci link',
  unlinkControlLabel: 'Rimuovi link',
  bulletListControlLabel: 'Elenco puntato',
  orderedListControlLabel: 'Elenco numerato',
  h2ControlLabel: 'Titolo',
  h3ControlLabel: 'Sottotitolo',
  blockquoteControlLabel: 'Citazione',
  hrControlLabel: 'Linea di separazione',
  undoControlLabel: 'Annulla',
  redoControlLabel: 'Ripeti',
  linkEditorInputLabel: 'Indirizzo del link',
  linkEditorInputPlaceholder: 'https://, mailto: o tel:',
  linkEditorExternalLink: 'Apri in una nuova scheda',
  linkEditorInternalLink: 'Apri nella stessa scheda',
  linkEditorSave: 'Salva',
};

/** The administrators' editor of /info: the tags the server keeps, nothing more (no code, no images). */
export function UsefulInfoEditor({ page, onClose }: { page: UsefulInfo; onClose: () => void }) {
  const save = useSaveUsefulInfo();
  const onError = useErrorHandler();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, link: false, heading: { levels: [2, 3] } }),
      Link.configure({
        openOnClick: false,
        protocols: [...RICH_TEXT_LINK_SCHEMES],
        isAllowedUri: (url) => isAllowedLink(url),
      }),
    ],
    content: page.content,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Testo della pagina Informazioni utili' } },
  });

  const submit = async () => {
    if (!editor) return;
    const content = editor.getHTML();
    if (content === page.content) {
      notify('info', USEFUL_INFO_MSG.unchanged);
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ loaded: page, content });
      notify('success', USEFUL_INFO_MSG.saved);
      onClose();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Si possono usare titoli, elenchi, grassetto, corsivo, sottolineato e link a siti (https://), indirizzi email (mailto:) e numeri di
        telefono (tel:). Il resto viene tolto al salvataggio.
      </Text>
      <RichTextEditor editor={editor} labels={LABELS}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Annulla
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Salva
        </Button>
      </Group>
    </Stack>
  );
}
