// /okta (issue 25): the company's Okta connection for sign-in.
import { ProviderSettings } from './provider-settings';

export default function OktaSettings() {
  return <ProviderSettings kind="okta" />;
}
