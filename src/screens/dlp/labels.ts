// Colours of the DLP screens' badges: the action taken on a paste and a source-code finding's severity.
import type { ALERT_ACTIONS, SEVERITIES } from '../../api/contract/catalog';

type Color = 'red' | 'amber' | 'blue' | 'gray' | 'orange';
export const ACTION_COLORS: Readonly<Record<(typeof ALERT_ACTIONS)[number], Color>> = { Block: 'red', Alert: 'amber', Report: 'blue' };
export const SEVERITY_COLORS: Readonly<Record<(typeof SEVERITIES)[number], Color>> = { Critical: 'red', High: 'orange', Medium: 'amber', Low: 'gray' };
