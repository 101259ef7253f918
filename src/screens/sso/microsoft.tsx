// /microsoft (issue 25): the company's Microsoft connection for sign-in.
import { ProviderSettings } from './provider-settings';

export default function MicrosoftSettings() {
  return <ProviderSettings kind="microsoft" />;
}
