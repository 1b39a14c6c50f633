import { MembershipPanel } from '../../events';
import { careerDayKind } from '../career-day-kind';

/** The beneficiary's Career Day tab (16). */
export function CareerDayPanel({ beneficiaryId }: { beneficiaryId: number }) {
  return <MembershipPanel kind={careerDayKind} beneficiaryId={beneficiaryId} />;
}
