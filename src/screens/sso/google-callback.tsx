// /google/callback (spec part 1 §7): where Google sends the browser back after sign-in.
import { SsoCallback } from './callback';

export default function GoogleCallback() {
  return <SsoCallback fallbackKind="google" />;
}
