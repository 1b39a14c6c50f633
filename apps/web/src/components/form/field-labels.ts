import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * The labels a form's fields show, by field name, in the order the fields mounted: each field
 * says its own, so a message about fields (a save refused as stale) names them as the form does.
 */
export type FieldLabels = Map<string, string>;

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

/** Tells the form around it the label of a field (a text label only: a node has no name to quote). */
export function useFieldLabel(name: string, label: ReactNode) {
  const labels = useContext(FieldLabelsContext);
  useEffect(() => {
    if (!labels || typeof label !== 'string' || label === '') return;
    labels.set(name, label);
    return () => {
      if (labels.get(name) === label) labels.delete(name);
    };
  }, [labels, name, label]);
}
