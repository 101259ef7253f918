import type { CompanyDay } from './clock';
import { DeviceEvents, workInstant } from './context';
import { CODE_PATHS, CODE_RULES, DATA_TYPES, GENERIC_FILES, PASTE_DESTINATIONS, PASTE_SOURCES, REPOSITORIES, SENSITIVE_FILES } from './data';

// Data loss prevention findings (issue 3): sensitive files found by the endpoint scanner, sensitive
// data pasted from business apps into others (Gen AI apps above all), secrets in source code.

function homeOf(out: DeviceEvents): string {
  const user = out.device.owner.email.split('@')[0].replace(/\./g, '');
  if (out.device.family === 'Windows') return `C:\\Users\\${user}\\`;
  if (out.device.family === 'MacOS') return `/Users/${user}/`;
  return `/home/${user}/`;
}

export function generateDlp(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { ctx, device, random } = out;
  if (!ctx.profile.dlp || days.length === 0) return;
  const risk = device.owner.riskLevel === 'High' ? 4 : 1;
  const department = device.owner.department ?? '';

  // Sensitive files: found at a scan, seen again by later scans, sometimes cleaned up.
  if (!device.infra && random.chance(Math.min(0.9, 0.2 * risk))) {
    const candidates = [...(SENSITIVE_FILES[department] ?? []), ...GENERIC_FILES];
    const files = random.shuffle(candidates).slice(0, random.int(1, Math.min(5, candidates.length)));
    for (const file of files) {
      const path = homeOf(out) + (device.family === 'Windows' ? file.replace(/\//g, '\\') : file);
      const dataType = file.includes('.aws') || file.includes('.env') ? 'AWS Access Key' : file.includes('id_rsa') ? 'Private Key' : random.weighted(DATA_TYPES);
      const first = random.int(0, days.length - 1);
      let matches = random.int(1, dataType === 'Email Address' ? 4000 : 250);
      out.add(workInstant(random, days[first]), { kind: 'dlp_file', path, data_type: dataType, match_count: matches });
      for (let d = first + random.int(5, 20); d < days.length; d += random.int(5, 20)) {
        if (random.chance(0.12)) {
          out.add(workInstant(random, days[d]), { kind: 'dlp_file', path, data_type: dataType, match_count: 0, removed: true });
          break;
        }
        matches += random.int(0, 20);
        out.add(workInstant(random, days[d]), { kind: 'dlp_file', path, data_type: dataType, match_count: matches });
      }
    }
  }

  // Copy and paste of sensitive data between apps.
  if (!device.infra) {
    for (const day of days) {
      if (!random.chance(0.012 * risk)) continue;
      const [destination, genAi] = random.pick(PASTE_DESTINATIONS);
      const unsanctioned = ctx.settings.get(destination)?.accessType === 'Unsanctioned';
      out.add(workInstant(random, day), {
        kind: 'copy_paste',
        source: random.pick(PASTE_SOURCES),
        destination,
        data_type: random.weighted(DATA_TYPES),
        match_count: random.int(1, 40),
        action: unsanctioned ? 'Block' : genAi ? 'Alert' : 'Report',
      });
    }
  }

  // Secrets in the code engineers keep on their machines, some of it pasted somewhere it should not go.
  if (department === 'Engineering' || device.infra) {
    for (let n = random.poisson(0.8 * risk * (days.length / 60)); n > 0; n--) {
      const [rule, severity] = random.pick(CODE_RULES);
      const destination = random.chance(0.3) ? random.pick(['ChatGPT', 'Claude', 'GitHub Gist', 'Pastebin', 'Cursor']) : undefined;
      out.add(workInstant(random, random.pick(days)), {
        kind: 'source_code',
        repository: `${ctx.profile.key}/${random.pick(REPOSITORIES)}`,
        path: random.pick(CODE_PATHS),
        line: random.int(3, 420),
        rule,
        severity,
        ...(destination ? { destination } : {}),
      });
    }
  }
}
