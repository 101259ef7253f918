// /email-report (spec part 2 §2.6): its four tabs (compliance, summary, inactivity, dlp) are child routes.
import { Outlet } from 'react-router-dom';

export default function EmailReport() {
  return <Outlet />;
}
