import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import { COST_MSG, costConfirmedLabel, costEntity, costToggleQuestion, type Cost } from '@empowerment/shared/costs';
import { ConfirmModal } from '../../../components/confirm-modal';
import { TableScroll } from '../../../components/data-table';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { RecordTab } from '../../../components/record-tab';
import { RowEditorModals, useRowEditor } from '../../../components/row-editor';
import { useBeneficiaryCosts, useDeleteCost } from '../api/costs';
import { DocumentCell, amountCell, dateCell, entityCell, notesCell } from './cost-cells';
import { CostForm, costFormTitle } from './cost-form';
import { useConfirmationToggle } from './use-confirmation-toggle';

const LABELS = costEntity.fields;
/** Spec 02 §2 tab 12: the columns, in order. */
const COLUMNS = [
  LABELS.date,
  LABELS.type,
  LABELS.entity_type,
  LABELS.amount_committed,
  LABELS.amount_expected,
  LABELS.amount_paid,
  LABELS.file_id,
  LABELS.confirmed,
  LABELS.notes,
  'Azioni',
] as const;
const AMOUNT_COLUMNS = new Set<string>([LABELS.amount_committed, LABELS.amount_expected, LABELS.amount_paid]);

/**
 * Her ten columns fit the record's panel at 1280 px wide (about 950 px beside the menu): narrower
 * cells than the default, and the switch's state written under it rather than beside it. Below
 * this width (a tablet) the table scrolls sideways.
 */
const MIN_WIDTH = 860;
const STACKED_SWITCH = { body: { flexDirection: 'column', alignItems: 'flex-start', gap: 2 }, label: { paddingInlineStart: 0 } } as const;

const costName = (cost: Cost) => `${cost.type_name} del ${formatDate(cost.date)}`;

/** The beneficiary's Costi tab (12): her costs, 11 at a time, added, edited, verified and deleted here. */
export function BeneficiaryCostsTab({ beneficiaryId }: { beneficiaryId: number }) {
  const costs = useBeneficiaryCosts(beneficiaryId);
  const remove = useDeleteCost();
  const editor = useRowEditor({
    remove: (cost: Cost) => remove.mutateAsync(cost.ID),
    drafts: 'costs',
    rows: costs.data?.pages.flat(),
  });
  const toggle = useConfirmationToggle();
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={editor.add}>
      {COST_MSG.add}
    </Button>
  );
  const table = (body: ReactNode, busy = false) => (
    <TableScroll label="Costi della beneficiaria" minWidth={MIN_WIDTH}>
      <Table striped verticalSpacing="xs" horizontalSpacing={8} aria-label="Costi della beneficiaria" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta={AMOUNT_COLUMNS.has(column) ? 'right' : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </TableScroll>
  );

  return (
    <>
      <RecordTab
        title="Costi"
        add={{ label: COST_MSG.add, onClick: editor.add }}
        list={costs}
        loadingLabel="Caricamento costi"
        loading={table(
          Array.from({ length: 3 }, (_, row) => (
            <Table.Tr key={row}>
              {COLUMNS.map((column) => (
                <Table.Td key={column}>
                  <Skeleton height={12} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          )),
          true,
        )}
        empty={
          <Stack align="center" gap={4} py="lg">
            <Text fw={600}>{COST_MSG.empty}</Text>
            <Text c="dimmed" size="sm" mb="sm">
              {COST_MSG.emptyHint}
            </Text>
            {addButton}
          </Stack>
        }
        loadMoreLabel={COST_MSG.loadMore}
      >
        {(rows) =>
          table(
            rows.map((cost) => (
              <Table.Tr key={cost.ID}>
                <Table.Td>{dateCell(cost)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{cost.type_name}</Text>
                </Table.Td>
                <Table.Td>{entityCell(cost)}</Table.Td>
                <Table.Td>{amountCell(cost.amount_committed)}</Table.Td>
                <Table.Td>{amountCell(cost.amount_expected)}</Table.Td>
                <Table.Td>{amountCell(cost.amount_paid)}</Table.Td>
                <Table.Td>
                  <DocumentCell cost={cost} />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={toggle.shown(cost)}
                    onChange={() => toggle.ask(cost)}
                    label={costConfirmedLabel(toggle.shown(cost))}
                    aria-label={`${LABELS.confirmed}: ${costConfirmedLabel(toggle.shown(cost))} (${costName(cost)})`}
                    color="teal"
                    size="sm"
                    styles={STACKED_SWITCH}
                  />
                </Table.Td>
                <Table.Td>{notesCell(cost)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <EditAction label={`Modifica il costo ${costName(cost)}`} onClick={() => editor.edit(cost)} />
                    <DeleteAction label={`Elimina il costo ${costName(cost)}`} onClick={() => editor.ask(cost)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )),
          )
        }
      </RecordTab>
      <RowEditorModals
        editor={editor}
        title={costFormTitle}
        size="lg"
        form={(cost, onClose) => <CostForm beneficiaryId={beneficiaryId} cost={cost} onClose={onClose} />}
        confirm={{ title: COST_MSG.deleteTitle, message: COST_MSG.deleteText, confirmLabel: 'Elimina' }}
      />
      <ConfirmModal
        {...toggle.modalProps}
        title={COST_MSG.toggleTitle}
        message={toggle.pending ? costToggleQuestion(toggle.pending.confirmed) : ''}
      />
    </>
  );
}
