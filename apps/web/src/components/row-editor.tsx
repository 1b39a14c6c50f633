import { useCallback, useState, type ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import { DraftNameContext, hasDraft } from '../lib/unsaved-changes';
import { ConfirmModal } from './confirm-modal';
import { FormModal } from './form-modal';
import { useConfirmedDelete } from './use-confirmed-delete';

/** The draft name of a row editor's form: its list's name and the row's ID, or 'new'. */
const rowDraftName = (drafts: string, row: { ID: number } | null | undefined) => `${drafts}:${row?.ID ?? 'new'}`;

/**
 * The state of a list whose rows are added and edited in a modal form and deleted after a
 * confirmation: `add()` opens the empty form, `edit(row)` the row's form, `ask(row)` the
 * confirmation of its delete. Render its modals with `RowEditorModals`.
 *
 * With `drafts` (the list's name on its page) the form keeps what she typed if her session ends
 * meanwhile: back on the page after signing in, the form she was in opens again with her text,
 * once its row is among those loaded.
 */
export function useRowEditor<Row extends { ID: number }>({
  remove,
  drafts,
  rows,
}: {
  remove: (row: Row) => Promise<unknown>;
  drafts?: string;
  /** The rows loaded so far, to find the row whose form had a draft. */
  rows?: readonly Row[];
}) {
  // undefined: closed; null: adding; a row: editing it. A draft of a new row, kept when her
  // session ended, opens its form at once
  const [editing, setEditing] = useState<Row | null | undefined>(() => (drafts && hasDraft(rowDraftName(drafts, null)) ? null : undefined));
  const deleting = useConfirmedDelete({ remove });
  // stable, so that memoised table columns can hold them
  const add = useCallback(() => setEditing(null), []);
  const edit = useCallback((row: Row) => setEditing(row), []);
  const close = useCallback(() => setEditing(undefined), []);
  // a draft of a row opens its form once the rows are in, once (state set while rendering, as
  // React allows for what follows from the props)
  const [draftsChecked, setDraftsChecked] = useState(!drafts);
  if (!draftsChecked && rows?.length) {
    setDraftsChecked(true);
    const row = editing === undefined ? rows.find((r) => hasDraft(rowDraftName(drafts!, r))) : undefined;
    if (row) setEditing(row);
  }
  return { editing, add, edit, close, ask: deleting.ask, deleting, drafts };
}

export type RowEditor<Row extends { ID: number }> = ReturnType<typeof useRowEditor<Row>>;

type RowEditorModalsProps<Row extends { ID: number }> = {
  editor: RowEditor<Row>;
  /** The form modal's title, of a new row (no row) or of the row edited. */
  title: (row?: Row) => string;
  size?: MantineSize;
  /** The form of a new row (no row) or of the row edited; it calls `onClose` once saved or cancelled. */
  form: (row: Row | undefined, onClose: () => void) => ReactNode;
  /** The delete confirmation's title, question (a text, or a text naming the row) and button. */
  confirm: { title: string; message: string | ((row: Row) => string); confirmLabel: string };
};

/** The add/edit form modal and the delete confirmation of a `useRowEditor` list. */
export function RowEditorModals<Row extends { ID: number }>({ editor, title, size, form, confirm }: RowEditorModalsProps<Row>) {
  const { editing, close, deleting } = editor;
  const opened = editing !== undefined;
  const row = editing ?? undefined;
  const { message } = confirm;
  return (
    <>
      <FormModal opened={opened} onClose={close} title={title(row)} size={size}>
        {/* a fresh form for each row, named for its draft */}
        {opened && (
          <DraftNameContext.Provider key={row?.ID ?? 'new'} value={editor.drafts && rowDraftName(editor.drafts, row)}>
            {form(row, close)}
          </DraftNameContext.Provider>
        )}
      </FormModal>
      <ConfirmModal
        {...deleting.modalProps}
        title={confirm.title}
        message={typeof message === 'string' ? message : deleting.target ? message(deleting.target) : ''}
        confirmLabel={confirm.confirmLabel}
      />
    </>
  );
}
