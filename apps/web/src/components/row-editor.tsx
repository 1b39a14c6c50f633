import { Fragment, useCallback, useState, type ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import { ConfirmModal } from './confirm-modal';
import { FormModal } from './form-modal';
import { useConfirmedDelete } from './use-confirmed-delete';

/**
 * The state of a list whose rows are added and edited in a modal form and deleted after a
 * confirmation: `add()` opens the empty form, `edit(row)` the row's form, `ask(row)` the
 * confirmation of its delete. Render its modals with `RowEditorModals`.
 */
export function useRowEditor<Row>({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  // undefined: closed; null: adding; a row: editing it
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const deleting = useConfirmedDelete({ remove });
  // stable, so that memoised table columns can hold them
  const add = useCallback(() => setEditing(null), []);
  const edit = useCallback((row: Row) => setEditing(row), []);
  const close = useCallback(() => setEditing(undefined), []);
  return { editing, add, edit, close, ask: deleting.ask, deleting };
}

export type RowEditor<Row> = ReturnType<typeof useRowEditor<Row>>;

type RowEditorModalsProps<Row> = {
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
        {/* a fresh form for each row */}
        {opened && <Fragment key={row?.ID ?? 'new'}>{form(row, close)}</Fragment>}
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
