// Issue 18: a detail page outside the menu (/endpoint-details, /applications-detail) selects the menu item
// of the list it belongs to, not whatever was selected before.
import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../api/contract/access';
import { placeInMenu, visibleMenu } from './menu';
import { accountFor } from './session/testing';

const FLAGS = { enable_dlp: true, enable_mdm: true, enable_vpn: true, enable_execute_command: true, disable_session_logs: false };
const ctx = (role: AccessContext['role']): AccessContext => ({ role, flags: FLAGS, billing: true, onProviderAccount: false });

describe('placeInMenu for detail pages', () => {
  const admin = visibleMenu(ctx('ADMIN'), accountFor());

  it('selects Inventory › FLEET › Endpoints on /endpoint-details, whatever was selected before', () => {
    expect(placeInMenu(admin, 'endpoint-details')).toMatchObject({ moduleId: 'inventory', routeId: 'devices' });
    expect(placeInMenu(admin, 'endpoint-details', 'saas-list')).toMatchObject({ moduleId: 'inventory', routeId: 'devices' });
  });

  it('keeps Admin › MANAGEMENT › Endpoints when the user came from that list', () => {
    expect(placeInMenu(admin, 'endpoint-details', 'endpoints-v2')).toMatchObject({ moduleId: 'admin', routeId: 'endpoints-v2' });
  });

  it('selects Applications on an application’s page, and Endpoints for a group admin without the admin list', () => {
    expect(placeInMenu(admin, 'applications-detail', 'dashboard')).toMatchObject({ moduleId: 'inventory', routeId: 'applications' });
    const groupAdmin = visibleMenu(ctx('GROUP_ADMIN'), accountFor());
    expect(placeInMenu(groupAdmin, 'endpoint-details', 'endpoints-v2')).toMatchObject({ moduleId: 'inventory', routeId: 'devices' });
  });

  it('selects Admin › MANAGEMENT › Users or Groups on the people and group forms', () => {
    expect(placeInMenu(admin, 'add-users', 'dashboard')).toMatchObject({ moduleId: 'admin', routeId: 'user-management' });
    expect(placeInMenu(admin, 'update-user', 'group-management')).toMatchObject({ moduleId: 'admin', routeId: 'user-management' });
    expect(placeInMenu(admin, 'update-user', 'users')).toMatchObject({ moduleId: 'inventory', routeId: 'users' });
    expect(placeInMenu(admin, 'add-group')).toMatchObject({ moduleId: 'admin', routeId: 'group-management' });
    expect(placeInMenu(admin, 'update-group', 'user-management')).toMatchObject({ moduleId: 'admin', routeId: 'group-management' });
  });

  it('still selects nothing for other routes outside the menu', () => {
    expect(placeInMenu(admin, 'saas-users-list', 'devices')).toBeUndefined();
  });
});
