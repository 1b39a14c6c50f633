import { MembershipPanel } from '../../events';
import { groupActivityKind } from '../group-activity-kind';

/** The beneficiary's Group Activity tab (17). */
export function GroupActivityPanel({ beneficiaryId }: { beneficiaryId: number }) {
  return <MembershipPanel kind={groupActivityKind} beneficiaryId={beneficiaryId} />;
}
