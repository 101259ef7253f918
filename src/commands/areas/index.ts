// The palette's areas, in the order their commands rank on ties. A later area (SaaS apps, websites,
// endpoints, gateways, ...) adds one file beside these and one line here.
import type { CommandArea } from '../types';
import { actionsArea } from './actions';
import { appsArea } from './apps';
import { catalogAdminArea } from './catalog-admin';
import { commandsArea } from './commands';
import { complianceArea } from './compliance';
import { complianceReportArea } from './compliance-report';
import { companiesArea } from './companies';
import { emailReportsArea } from './email-reports';
import { endpointsArea } from './endpoints';
import { helpArea } from './help';
import { jobsAdminArea } from './jobs-admin';
import { peopleArea } from './people';
import { releasesArea } from './releases';
import { websitesArea } from './websites';
import { ztpaArea } from './ztpa';
import { dlpArea } from './dlp';
import { mdmAppsArea } from './mdm-apps';
import { mdmDevicesArea } from './mdm-devices';
import { peopleGroupsArea } from './people-groups';
import { ztpaDestinationsArea } from './ztpa-destinations';
import { dlpFindingsArea } from './dlp-findings';
import { downloadsArea } from './downloads';
import { providerCompaniesArea } from './provider-companies';

export const AREAS: readonly CommandArea[] = [actionsArea, companiesArea, peopleArea, endpointsArea, commandsArea, appsArea, websitesArea, catalogAdminArea, jobsAdminArea, releasesArea, emailReportsArea, complianceReportArea, complianceArea, ztpaArea, dlpArea, mdmAppsArea, mdmDevicesArea, peopleGroupsArea, ztpaDestinationsArea, dlpFindingsArea, downloadsArea, providerCompaniesArea, helpArea];
