import { PlaceholderPage } from '../../../components/placeholder-page';

export function SelfEmploymentPage() {
  return (
    <PlaceholderPage
      title="Autoimprenditorialità"
      message="Questa sezione è attualmente in fase di sviluppo."
      detail="Torna presto per scoprire le nuove funzionalità!"
    />
  );
}
