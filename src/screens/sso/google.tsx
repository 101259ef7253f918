// /google (issue 25): the company's Google connection for sign-in.
import { ProviderSettings } from './provider-settings';

export default function GoogleSettings() {
  return <ProviderSettings kind="google" />;
}
