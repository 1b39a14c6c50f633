import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** The beneficiary record (spec 02); its tabs come in later work. */
export function BeneficiaryDetailPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const tab = Number.parseInt(searchParams.get('tab') ?? '0', 10) || 0;
  return <PlaceholderPage title={`Beneficiario ${id ?? ''}`.trim()} detail={`Scheda in preparazione (sezione ${tab + 1}).`} />;
}
