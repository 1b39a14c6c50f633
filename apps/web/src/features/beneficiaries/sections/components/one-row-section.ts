import { ZERO_DATE } from '@empowerment/shared';
import type { SectionTexts } from '@empowerment/shared/beneficiaries';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { api, type LoadedRecord } from '../../../../lib/api-client';
import { sectionPath } from '../api/section-api';
import type { SectionPanelDeclaration } from './section-panel';

type SharedSection = { key: string; fields: z.ZodRawShape; input: z.ZodType; texts: SectionTexts };

/**
 * The declaration of a section with one row per beneficiary: the form holds the shared fields
 * (the record's values, or `defaults` while empty) and beneficiary_id; a save POSTs to the section's
 * path, or PUTs to it (or to `updatePath`, the residence permit's own) once it exists.
 */
export function oneRowSection<Rec extends LoadedRecord>(options: {
  section: SharedSection;
  title: string;
  /** The empty section's values (spec 02 §4: 'defaults apply'). */
  defaults?: () => Record<string, unknown>;
  labels?: Record<string, string>;
  updatePath?: (id: number) => string;
  /** Dates whose emptiness is sent as the zero date (spec 02 §5: the permit's expiry, the ADI date). */
  zeroDates?: readonly string[];
  /** How the form holds some values (the languages as a list for the multi-select). */
  formValues?: (values: Record<string, unknown>) => Record<string, unknown>;
  alsoInvalidates?: readonly unknown[];
  View: ComponentType<{ record: Rec }>;
  Fields: ComponentType<{ record: Rec | null }>;
}): SectionPanelDeclaration<Rec> {
  const { section, updatePath } = options;
  const keys = Object.keys(section.fields);
  return {
    key: section.key,
    title: options.title,
    texts: section.texts,
    schema: section.input as z.ZodType<FieldValues, FieldValues>,
    labels: options.labels,
    alsoInvalidates: options.alsoInvalidates,
    View: options.View,
    Fields: options.Fields,
    toForm: (record, beneficiaryId) => {
      const stored = record as Record<string, unknown> | null;
      const defaults = stored ? {} : (options.defaults?.() ?? {});
      const values: Record<string, unknown> = { beneficiary_id: beneficiaryId };
      for (const key of keys) values[key] = stored?.[key] ?? defaults[key] ?? null;
      return options.formValues ? options.formValues(values) : values;
    },
    save: (values, record, beneficiaryId) => {
      const path = sectionPath(beneficiaryId, section.key);
      const payload = { ...values };
      for (const key of options.zeroDates ?? []) payload[key] ??= ZERO_DATE;
      if (!record) return api.post(path, payload);
      return api.put(updatePath ? updatePath(record.ID) : path, payload, { loaded: record });
    },
  };
}
