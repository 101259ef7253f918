// Alerts › website of /palisade-account-details/{id}/{name?}.
import { CompanyAlerts } from './company-alerts';

export default function CompanyAlertsWebsite() {
  return <CompanyAlerts kind="website" />;
}
