import { AccountSecurity } from '../../features/auth';
import { OperatorForm } from '../../features/operators';
import { DigestSwitch } from '../../features/today';

/**
 * What 'Modifica profilo' opens: the weekly digest's switch, her own record, her sign-in security.
 * Its own chunk, loaded when she opens it: the shell every screen waits for goes without it.
 */
export function ProfileForm({
  operatorId,
  isAdmin,
  onClose,
}: {
  operatorId: number | null | undefined;
  isAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <DigestSwitch />
      {operatorId != null && <OperatorForm operatorId={operatorId} asAdmin={isAdmin} isOwnRecord onClose={onClose} />}
      <AccountSecurity />
    </>
  );
}
