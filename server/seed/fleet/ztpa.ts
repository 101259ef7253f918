import type { CompanyDay } from './clock';
import { DeviceEvents, workInstant } from './context';

// Zero-trust private access (issue 3 ZTPA): people reach internal hosts through the company's gateways;
// engineers the build and code servers, finance its file share and ERP, everyone now and then the wiki.

const REACH: Record<string, readonly string[]> = {
  Engineering: ['git', 'jenkins', 'grafana', 'db-prod', 'wiki'],
  IT: ['git', 'grafana', 'dns', 'files', 'wiki', 'rdp-finance', 'db-prod'],
  Finance: ['files', 'rdp-finance', 'erp', 'wiki'],
  Operations: ['erp', 'wiki', 'files'],
};

export function generateZtpa(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { ctx, device, random } = out;
  if (ctx.gateways.length === 0 || device.family === 'Unknown') return;
  const reach = REACH[device.owner.department ?? ''] ?? ['wiki'];
  const daily = device.infra ? 0.5 : reach.length > 1 ? 0.25 : 0.05;
  const destinations = ctx.gateways.flatMap((g) => g.destinations.map((d) => ({ gateway: g.name, ...d })));
  for (const day of days) {
    if (!random.chance(daily)) continue;
    for (let n = random.int(1, 3); n > 0; n--) {
      // now and then someone tries a host outside their role: the gateway denies it
      const denied = random.chance(0.04);
      const wanted = denied ? random.pick(destinations.filter((d) => !reach.some((r) => d.host.startsWith(`${r}.`)))) : undefined;
      const target = wanted ?? random.pick(destinations.filter((d) => reach.some((r) => d.host.startsWith(`${r}.`))));
      if (!target) continue;
      const duration = denied ? 0 : Math.round(Math.min(8 * 3600, random.logNormal(900, 1.1)));
      out.add(workInstant(random, day), {
        kind: 'ztpa_activity',
        gateway: target.gateway,
        destination: target.host,
        port: target.port,
        action: denied ? 'Deny' : 'Allow',
        bytes_in: denied ? 0 : Math.round(random.logNormal(2_000_000, 1.5)),
        bytes_out: denied ? 0 : Math.round(random.logNormal(300_000, 1.4)),
        duration_s: duration,
      });
    }
  }
}
