// Alerts › saas-apps of /palisade-account-details/{id}/{name?}.
import { CompanyAlerts } from './company-alerts';

export default function CompanyAlertsSaasApps() {
  return <CompanyAlerts kind="saas" />;
}
