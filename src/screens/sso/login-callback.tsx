// /login/callback (spec part 1 §2, §9): where Okta (and Microsoft) send the browser back after sign-in.
import { SsoCallback } from './callback';

export default function LoginCallback() {
  return <SsoCallback fallbackKind="okta" />;
}
