import { interviewEntity } from '@empowerment/shared/interviews';
import { ListScreen } from '../../../components/list-screen';
import { useSession } from '../../auth';
import { interviewFilters } from '../components/interview-filters';
import { InterviewList } from '../components/interview-list';

/** /colloqui: every beneficiary's interviews with their filters; an interview is added in her record (tab 13). */
export function InterviewsPage() {
  const { isAdmin } = useSession();
  return (
    <ListScreen
      title={interviewEntity.screen.title}
      filters={{ filters: interviewFilters, asAdmin: isAdmin, exportType: interviewEntity.exportType, canExport: isAdmin }}
      list={<InterviewList />}
    />
  );
}
