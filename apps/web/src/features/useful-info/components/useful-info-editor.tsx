import 'prosemirror-view/style/prosemirror.css';
import classes from './useful-info-editor.module.css';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Typography } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconClearFormatting,
  IconH2,
  IconH3,
  IconItalic,
  IconLineDashed,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import { baseKeymap, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { EditorState, type Command, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { isAllowedLink, USEFUL_INFO_MSG, type UsefulInfo } from '@empowerment/shared/information';
import { notify } from '../../../components/toast';
import { useErrorHandler } from '../../../lib/error-handler';
import { useSaveUsefulInfo } from '../api/useful-info';
import { parseRichText, richTextHtml, richTextSchema as schema } from './rich-text-schema';

const { marks, nodes } = schema;

/** Whether the selection (or the cursor's stored marks) carries the mark. */
function markActive(state: EditorState, type: MarkType) {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** Whether the cursor sits inside a node of this type (with these attributes). */
function inside(state: EditorState, type: NodeType, attrs?: Record<string, unknown>) {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type && (!attrs || Object.entries(attrs).every(([k, v]) => node.attrs[k] === v))) return true;
  }
  return false;
}

const heading =
  (level: number): Command =>
  (state, dispatch) =>
    inside(state, nodes.heading, { level })
      ? setBlockType(nodes.paragraph)(state, dispatch)
      : setBlockType(nodes.heading, { level })(state, dispatch);

const list =
  (type: NodeType): Command =>
  (state, dispatch) =>
    inside(state, type) ? liftListItem(nodes.list_item)(state, dispatch) : wrapInList(type)(state, dispatch);

const quote: Command = (state, dispatch) =>
  inside(state, nodes.blockquote) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch);

const separator: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.horizontal_rule.create()).scrollIntoView());
  return true;
};

/** The selection, or the whole link the cursor is in; with the address of the link it holds, if any. */
function linkRange(state: EditorState): { from: number; to: number; href?: string } {
  const { $from, from, to, empty } = state.selection;
  const hrefAt = (pos: number) => marks.link.isInSet(state.doc.nodeAt(pos)?.marks ?? [])?.attrs.href as string | undefined;
  if (!empty) return { from, to, href: hrefAt(from) };
  const start = $from.start();
  let run: { from: number; to: number } | undefined;
  let found: { from: number; to: number } | undefined;
  $from.parent.forEach((child, offset) => {
    const [a, b] = [start + offset, start + offset + child.nodeSize];
    if (marks.link.isInSet(child.marks)) run = run && run.to === a ? { from: run.from, to: b } : { from: a, to: b };
    else run = undefined;
    if (run && run.from <= $from.pos && $from.pos <= run.to) found = run;
  });
  return found ? { ...found, href: hrefAt(found.from) } : { from, to };
}

/** Formatting away, the links kept (they have their own control); titles back to paragraphs. */
const clearFormatting: Command = (state, dispatch) => {
  const { from, to } = state.selection;
  const tr = state.tr;
  for (const type of [marks.strong, marks.em, marks.underline, marks.strike]) tr.removeMark(from, to, type);
  tr.setStoredMarks([]);
  tr.setBlockType(from, to, nodes.paragraph);
  dispatch?.(tr);
  return true;
};

const unlink: Command = (state, dispatch) => {
  const { from, to } = linkRange(state);
  if (!state.doc.rangeHasMark(from, to, marks.link)) return false;
  dispatch?.(state.tr.removeMark(from, to, marks.link));
  return true;
};

function setLink(view: EditorView, href: string) {
  const { state } = view;
  const { from, to } = linkRange(state);
  const link = marks.link.create({ href });
  const tr =
    from === to ? state.tr.insert(from, schema.text(href, [link])) : state.tr.removeMark(from, to, marks.link).addMark(from, to, link);
  view.dispatch(tr.scrollIntoView());
}

const KEYS = keymap({
  'Mod-z': undo,
  'Mod-y': redo,
  'Shift-Mod-z': redo,
  'Mod-b': toggleMark(marks.strong),
  'Mod-i': toggleMark(marks.em),
  'Mod-u': toggleMark(marks.underline),
  'Shift-Mod-s': toggleMark(marks.strike),
  'Shift-Enter': (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
    return true;
  },
  Enter: splitListItem(nodes.list_item),
  // Tab moves an item in a list; elsewhere it leaves the editor, as everywhere on the page
  Tab: sinkListItem(nodes.list_item),
  'Shift-Tab': liftListItem(nodes.list_item),
});

type Control = { label: string; icon: ReactNode; run: Command; active?: (state: EditorState) => boolean };
const ICON = { size: 16, stroke: 1.5 } as const;

/** The toolbar's controls, in groups; their names are what screen readers say. */
const GROUPS: Control[][] = [
  [
    { label: 'Grassetto', icon: <IconBold {...ICON} />, run: toggleMark(marks.strong), active: (s) => markActive(s, marks.strong) },
    { label: 'Corsivo', icon: <IconItalic {...ICON} />, run: toggleMark(marks.em), active: (s) => markActive(s, marks.em) },
    {
      label: 'Sottolineato',
      icon: <IconUnderline {...ICON} />,
      run: toggleMark(marks.underline),
      active: (s) => markActive(s, marks.underline),
    },
    { label: 'Rimuovi formattazione', icon: <IconClearFormatting {...ICON} />, run: clearFormatting },
  ],
  [
    { label: 'Titolo', icon: <IconH2 {...ICON} />, run: heading(2), active: (s) => inside(s, nodes.heading, { level: 2 }) },
    { label: 'Sottotitolo', icon: <IconH3 {...ICON} />, run: heading(3), active: (s) => inside(s, nodes.heading, { level: 3 }) },
    { label: 'Elenco puntato', icon: <IconList {...ICON} />, run: list(nodes.bullet_list), active: (s) => inside(s, nodes.bullet_list) },
    {
      label: 'Elenco numerato',
      icon: <IconListNumbers {...ICON} />,
      run: list(nodes.ordered_list),
      active: (s) => inside(s, nodes.ordered_list),
    },
    { label: 'Citazione', icon: <IconBlockquote {...ICON} />, run: quote, active: (s) => inside(s, nodes.blockquote) },
    { label: 'Linea di separazione', icon: <IconLineDashed {...ICON} />, run: separator },
  ],
];
const HISTORY: Control[] = [
  { label: 'Annulla', icon: <IconArrowBackUp {...ICON} />, run: undo },
  { label: 'Ripeti', icon: <IconArrowForwardUp {...ICON} />, run: redo },
];

type ToolbarIconProps = Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'children'> & {
  label: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
};

/** One control of the toolbar: its name said and shown on hover; the editor keeps the focus and its selection while it is clicked. */
function ToolbarIcon({ label, icon, active, onClick, ...rest }: ToolbarIconProps) {
  return (
    <ActionIcon
      {...rest}
      variant={active ? 'light' : 'default'}
      size="lg"
      aria-label={label}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </ActionIcon>
  );
}

function ControlButton({ view, control }: { view: EditorView; control: Control }) {
  const active = control.active?.(view.state);
  return (
    <ToolbarIcon
      label={control.label}
      icon={control.icon}
      active={active}
      aria-pressed={control.active ? active : undefined}
      disabled={!control.run(view.state)}
      onClick={() => {
        control.run(view.state, view.dispatch, view);
        view.focus();
      }}
    />
  );
}

/** The link's address, asked in a small window by the link control; only the schemes the server keeps. */
function LinkControl({ view }: { view: EditorView }) {
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setHref(linkRange(view.state).href ?? '');
    setError(null);
    setOpened(true);
  };
  const save = () => {
    const address = href.trim();
    if (!isAllowedLink(address)) {
      setError(USEFUL_INFO_MSG.linkNotAllowed);
      return;
    }
    setLink(view, address);
    setOpened(false);
    view.focus();
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <ToolbarIcon
          label="Inserisci link"
          icon={<IconLink {...ICON} />}
          active={markActive(view.state, marks.link)}
          onClick={() => (opened ? setOpened(false) : open())}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w="min(320px, calc(100vw - 64px))">
          <TextInput
            label="Indirizzo del link"
            placeholder="https://, mailto: o tel:"
            value={href}
            error={error}
            data-autofocus
            onChange={(event) => {
              setHref(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              }
            }}
          />
          <Group justify="flex-end">
            <Button onClick={save}>Salva</Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The administrators' editor of /info (ProseMirror): the tags the server keeps, nothing more (no
 * code, no images). The page's HTML is read into the editor's document and written back from it.
 */
export function UsefulInfoEditor({ page, onClose }: { page: UsefulInfo; onClose: () => void }) {
  const save = useSaveUsefulInfo();
  const onError = useErrorHandler();
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  // the toolbar shows the state of the selection: drawn again after every change of it
  const [, redraw] = useState(0);
  // what the page's text reads as in the editor before any change: 'unchanged' is judged against it
  const [initial] = useState(() => parseRichText(page.content));

  useEffect(() => {
    const created = new EditorView(mount.current, {
      state: EditorState.create({ doc: initial, plugins: [history(), KEYS, keymap(baseKeymap)] }),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Testo della pagina Informazioni utili',
        class: classes.content,
      },
      dispatchTransaction(this: EditorView, tr: Transaction) {
        this.updateState(this.state.apply(tr));
        redraw((n) => n + 1);
      },
    });
    setView(created);
    return () => created.destroy();
  }, [initial]);

  const submit = async () => {
    if (!view) return;
    const content = richTextHtml(view.state.doc);
    if (view.state.doc.eq(initial)) {
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
      <div className={classes.frame}>
        {view && (
          <Group role="toolbar" aria-label="Formattazione del testo" gap="xs" className={classes.toolbar}>
            {GROUPS.map((group, i) => (
              <Group key={i} gap={4}>
                {group.map((control) => (
                  <ControlButton key={control.label} view={view} control={control} />
                ))}
              </Group>
            ))}
            <Group gap={4}>
              <LinkControl view={view} />
              <ControlButton view={view} control={{ label: 'Rimuovi link', icon: <IconUnlink {...ICON} />, run: unlink }} />
            </Group>
            <Group gap={4}>
              {HISTORY.map((control) => (
                <ControlButton key={control.label} view={view} control={control} />
              ))}
            </Group>
          </Group>
        )}
        <Typography>
          <div ref={mount} />
        </Typography>
      </div>
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
