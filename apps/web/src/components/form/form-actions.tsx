import { Button, Group, Loader, Stack, Text } from '@mantine/core';

type FormActionsProps = {
  /** What useEntityForm returned. */
  state: { saving: boolean; valid: boolean; missing: string[] };
  /** Shows 'Annulla' when given. */
  onCancel?: () => void;
  submitLabel?: string;
  /** 'Annulla' unless a screen's spec names it otherwise (the Add Career Day form says 'Cancella'). */
  cancelLabel?: string;
  /** Keeps the buttons in sight at the bottom of a scrolling modal, however long the form. */
  sticky?: boolean;
};

/**
 * Annulla and Salva ('Salvataggio...' while saving, disabled while saving or invalid). While the
 * save is disabled by the values, a line says which fields stop it: field errors themselves wait
 * for a touch or a tried save (spec 02 §4), but a disabled button must not be a riddle.
 */
export function FormActions({ state, onCancel, submitLabel = 'Salva', cancelLabel = 'Annulla', sticky = false }: FormActionsProps) {
  const { saving, valid, missing } = state;
  return (
    <Stack
      gap={4}
      pt="sm"
      pb={sticky ? 'xs' : undefined}
      style={sticky ? { position: 'sticky', bottom: 0, zIndex: 1, background: 'var(--mantine-color-body)' } : undefined}
    >
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" disabled={saving || !valid} leftSection={saving ? <Loader size="xs" /> : undefined}>
          {saving ? 'Salvataggio...' : submitLabel}
        </Button>
      </Group>
      {!valid && !saving && missing.length > 0 && (
        <Text size="sm" c="dimmed" ta="right" role="status">
          Per salvare completa: {missing.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
