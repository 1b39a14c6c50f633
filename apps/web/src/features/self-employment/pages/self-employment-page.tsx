import { PageHeader } from '../../../components/page-header';
import { SelfEmploymentNotice } from '../components/self-employment-notice';

export function SelfEmploymentPage() {
  return (
    <>
      <PageHeader title="Autoimprenditorialità" />
      <SelfEmploymentNotice />
    </>
  );
}
