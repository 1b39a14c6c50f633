import type { ComponentType } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type IconActionProps = {
  /** What the button does, in a word or two: shown on hover and focus. */
  tip: string;
  /** What a screen reader says: the action and what it acts on ("Modifica Rossi Maria"). */
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** An action that removes something: red. */
  danger?: boolean;
  /** Shows a spinner in place of the icon while what it started runs. */
  loading?: boolean;
  onClick: () => void;
};

/** A row's or an item's action as an icon: a subtle button with a tooltip and its own accessible name. */
export function IconAction({ tip, label, icon: Icon, danger, loading, onClick }: IconActionProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={label} loading={loading} onClick={onClick}>
        <Icon size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

type PresetProps = { label: string; onClick: () => void; tip?: string };

/** Opens what `label` names for editing; its tip is "Modifica" unless told. */
export const EditAction = ({ tip = 'Modifica', ...rest }: PresetProps) => <IconAction tip={tip} icon={IconPencil} {...rest} />;

/** Asks to delete (or remove) what `label` names; its tip is "Elimina" unless told. */
export const DeleteAction = ({ tip = 'Elimina', ...rest }: PresetProps) => <IconAction tip={tip} icon={IconTrash} danger {...rest} />;
