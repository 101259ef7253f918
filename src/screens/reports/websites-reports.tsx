// /websites-reports (spec part 2 §2.6): its two tabs, by website and by category, are child routes; the
// menu opens the category tab when the company groups websites by category (spec part 1 §2).
import { Outlet } from 'react-router-dom';

export default function WebsitesReports() {
  return <Outlet />;
}
