import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DataTableColumn } from '../../components/data-table';
import type { FilterDefinition, FilterValues } from '../../components/filter-panel';
import type { createQueryKeys } from '../../lib/query-keys';

/** What every event row has: its id, when it was created and last saved, and how many signed up. */
export type EventRow = { ID: number; CreatedAt: string; UpdatedAt: string; participants: number };
/** What every item of a beneficiary's list has: the event's id. */
export type EventItem = { ID: number };

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * One kind of event (career days, group activities) as the screens need it: its calls, texts,
 * columns, filters, form and how its items read. The screens, the participants modal and the
 * beneficiary's panel are written once against this.
 */
export type EventApi = {
  /** carrers-days, group-activity: the path after /auth/ and after /auth/beneficiaries/{id}/. */
  segment: string;
  keys: ReturnType<typeof createQueryKeys<string>>;
  /** The key of the registration's body: carrers_days_ids, group_activity_ids. */
  joinKey: string;
};

export type EventKind<Row extends EventRow = EventRow, Item extends EventItem = EventItem> = EventApi & {
  /** The beneficiary's tab its participants open at (16, 17). */
  beneficiaryTab: number;
  texts: {
    title: string;
    caption: string;
    add: string;
    addTitle: string;
    editTitle: string;
    created: string;
    updated: string;
    unchanged: string;
    deleteTitle: string;
    /** 'il career day "Fiera"': what the delete confirmation names. */
    named: (row: Row) => string;
    /** The beneficiary's panel. */
    panelTitle: string;
    panelEmpty: string;
    selectLabel: string;
    selectEmpty: string;
  };
  filters: FilterDefinition[];
  parseFilters: (values: FilterValues) => Record<string, string | number | undefined>;
  /** The kind's own columns; created, participants and actions are added by the list. */
  columns: DataTableColumn<Row>[];
  form: {
    createSchema: FormSchema;
    updateSchema: FormSchema;
    empty: FieldValues;
    fromRow: (row: Row) => FieldValues;
    labels: Record<string, string>;
    Fields: ComponentType<{ mode: 'add' | 'edit' }>;
    cancelLabel?: string;
  };
  /** How an item of the beneficiary's list and an option of the selector read. */
  itemLabel: (item: Item) => string;
  optionLabel: (row: Row) => string;
};
