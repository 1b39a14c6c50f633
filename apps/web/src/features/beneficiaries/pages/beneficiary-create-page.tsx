import { PlaceholderPage } from '../../../components/placeholder-page';

/** The create screen (spec 02); its form comes in later work. */
export function BeneficiaryCreatePage() {
  return <PlaceholderPage title="Nuovo beneficiario" />;
}
