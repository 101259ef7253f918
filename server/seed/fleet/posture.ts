import { DAY, DeviceEvents } from './context';
import { CONTROLS, EXTENSIONS, NATIVE_APPS } from './data';

// What an endpoint reports about itself (issue 3): installed software, browser extensions and the
// compliance controls it passes or fails, once after enrolment and again at its last check-in.

/** Operating systems past their vendor's support (Windows 10 Enterprise counts as covered by extended updates). */
function unsupported(osName: string, osVersion: string): boolean {
  return osName === 'Windows 10 Pro' || (osName === 'macOS' && osVersion.startsWith('12.')) || osVersion === '24.10';
}

export function generatePosture(out: DeviceEvents): void {
  const { ctx, device, random } = out;
  const windowStart = ctx.days[0]?.start ?? ctx.now - ctx.profile.days * DAY;
  const last = Math.min(device.lastSeen.getTime(), ctx.now) - 5 * 60_000;
  const enrolled = device.enrolledAt.getTime() + 10 * 60_000;
  const first = Math.min(last - 3_600_000, Math.max(enrolled, windowStart + 3_600_000));
  const idle = ctx.now - device.lastSeen.getTime() > 7 * DAY;

  // Installed software.
  const catalog = device.family === 'Unknown' ? [] : NATIVE_APPS[device.family];
  let remoteAccess = false;
  for (const [name, publisher, current, old] of catalog) {
    const always = name.toLowerCase().includes('palisade') || name === 'Google Chrome' || name === 'Safari' || name === 'Microsoft Edge';
    if (!always && !random.chance(device.infra ? 0.35 : 0.55)) continue;
    if (name === 'AnyDesk') remoteAccess = true;
    const agent = name.toLowerCase().includes('palisade');
    const vulnerable = !agent && old !== null && random.chance(idle ? 0.4 : 0.12);
    const version = agent ? device.agentVersion : vulnerable ? old! : current;
    out.add(first, { kind: 'installed_app', name, version, publisher, vulnerable });
    if (vulnerable && !idle && random.chance(0.35)) {
      out.add(first + random.int(3, 40) * DAY, { kind: 'installed_app', name, version: current, publisher, vulnerable: false });
    }
  }

  // Browser extensions.
  if (!device.infra && device.family !== 'Unknown') {
    for (const [id, name, version, permissions, risky] of EXTENSIONS) {
      if (!random.chance(risky ? 0.07 : 0.3)) continue;
      out.add(first + random.int(0, 600) * 1000, {
        kind: 'extension', browser: device.browser, extension_id: id, name, version, permissions: [...permissions], enabled: random.chance(0.92), risky,
      });
    }
  }

  // Compliance controls, checked after enrolment and at the last check-in; some issues were fixed in between.
  const failing = new Set<string>();
  if (!device.diskEncrypted) failing.add('Disk encryption enabled');
  if (random.chance(0.07)) failing.add('Firewall enabled');
  if (random.chance(0.06)) failing.add('Screen lock within 5 minutes');
  if (random.chance(idle ? 0.3 : 0.05)) failing.add('Automatic updates enabled');
  if (unsupported(device.osName, device.osVersion)) failing.add('Operating system supported and patched');
  if (random.chance(0.03)) failing.add('Endpoint protection running');
  if (random.chance(device.family === 'MacOS' && !device.mdmManaged ? 0.1 : 0.03)) failing.add('Password policy enforced');
  if (remoteAccess) failing.add('No unapproved remote-access software');
  const fixedLater = new Set(CONTROLS.filter(() => random.chance(0.04)).map(([, control]) => control));
  for (const [framework, control] of CONTROLS) {
    const passedFirst = !failing.has(control) && !fixedLater.has(control);
    out.add(first + 60_000, { kind: 'compliance', framework, control, passed: passedFirst, ...(passedFirst ? {} : { details: `${control}: not met` }) });
    if (last - first > DAY) {
      const passed = !failing.has(control);
      out.add(last, { kind: 'compliance', framework, control, passed, ...(passed ? {} : { details: `${control}: not met` }) });
    }
  }
}
