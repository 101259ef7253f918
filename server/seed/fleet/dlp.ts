import { lineAt, syntheticDocument, syntheticSourceFile, typeOfRule } from '../../../src/lib/dlp/documents';
import type { Rand } from '../../../src/lib/dlp/samples';
import { scanText } from '../../../src/lib/dlp/scan';
import type { CompanyDay } from './clock';
import { deviceRandom, DeviceEvents, workInstant } from './context';
import { CODE_PATHS, CODE_RULES, DATA_TYPES, GENERIC_FILES, PASTE_DESTINATIONS, PASTE_SOURCES, REPOSITORIES, SENSITIVE_FILES } from './data';

// Data loss prevention findings (issue 3): sensitive files found by the endpoint scanner, sensitive
// data pasted from business apps into others (Gen AI apps above all), secrets in source code.
// Issue 21: what the agents report comes from the real detectors (src/lib/dlp): each simulated file or
// paste gets a synthetic content of valid values (plus look-alike decoys the validators reject), and
// the event carries the data type and match count scanText finds in it. The content is drawn from its
// own seeded stream so the device's other events stay as they were.

/** Secrets come a few to a file, not by the hundred. */
const SECRET_TYPES = new Set(['AWS Access Key', 'API Key', 'GitHub Token', 'Slack Token', 'Private Key', 'High-Entropy Secret']);

/** Scans a synthetic text holding `count` values of `type`: the type the detectors found most of, and how many. */
function scanned(rand: Rand, type: string, count: number): { dataType: string; matches: number } {
  const [top] = scanText(syntheticDocument(rand, type, count)).sort((a, b) => b.count - a.count);
  return top ? { dataType: top.type, matches: top.count } : { dataType: type, matches: 0 };
}

/** The number of values to write: the drawn figure, or a handful for secrets. */
const valuesFor = (type: string, drawn: number) => (SECRET_TYPES.has(type) ? 1 + (drawn % 3) : drawn);

function homeOf(out: DeviceEvents): string {
  const user = out.device.owner.email.split('@')[0].replace(/\./g, '');
  if (out.device.family === 'Windows') return `C:\\Users\\${user}\\`;
  if (out.device.family === 'MacOS') return `/Users/${user}/`;
  return `/home/${user}/`;
}

export function generateDlp(out: DeviceEvents, days: readonly CompanyDay[]): void {
  const { ctx, device, random } = out;
  if (!ctx.profile.dlp || days.length === 0) return;
  const content = deviceRandom(device, 'dlp-content');
  const rand: Rand = () => content.float();
  const risk = device.owner.riskLevel === 'High' ? 4 : 1;
  const department = device.owner.department ?? '';

  // Sensitive files: found at a scan, seen again by later scans, sometimes cleaned up.
  if (!device.infra && random.chance(Math.min(0.9, 0.2 * risk))) {
    const candidates = [...(SENSITIVE_FILES[department] ?? []), ...GENERIC_FILES];
    const files = random.shuffle(candidates).slice(0, random.int(1, Math.min(5, candidates.length)));
    for (const file of files) {
      const path = homeOf(out) + (device.family === 'Windows' ? file.replace(/\//g, '\\') : file);
      const written = file.includes('.aws') || file.includes('.env') ? 'AWS Access Key' : file.includes('id_rsa') ? 'Private Key' : random.weighted(DATA_TYPES);
      const first = random.int(0, days.length - 1);
      const found = scanned(rand, written, valuesFor(written, random.int(1, written === 'Email Address' ? 4000 : 250)));
      const dataType = found.dataType;
      let matches = found.matches;
      out.add(workInstant(random, days[first]), { kind: 'dlp_file', path, data_type: dataType, match_count: matches });
      for (let d = first + random.int(5, 20); d < days.length; d += random.int(5, 20)) {
        if (random.chance(0.12)) {
          out.add(workInstant(random, days[d]), { kind: 'dlp_file', path, data_type: dataType, match_count: 0, removed: true });
          break;
        }
        // A later scan finds what was added to the file since.
        const added = random.int(0, 20);
        if (!SECRET_TYPES.has(written) && added > 0) matches += scanned(rand, written, added).matches;
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
      const at = workInstant(random, day);
      const source = random.pick(PASTE_SOURCES);
      const written = random.weighted(DATA_TYPES);
      const pasted = scanned(rand, written, valuesFor(written, random.int(1, 40)));
      out.add(at, {
        kind: 'copy_paste',
        source,
        destination,
        data_type: pasted.dataType,
        match_count: pasted.matches,
        action: unsanctioned ? 'Block' : genAi ? 'Alert' : 'Report',
      });
    }
  }

  // Secrets in the code engineers keep on their machines, some of it pasted somewhere it should not go.
  if (department === 'Engineering' || device.infra) {
    for (let n = random.poisson(0.8 * risk * (days.length / 60)); n > 0; n--) {
      const [rule, severity] = random.pick(CODE_RULES);
      const destination = random.chance(0.3) ? random.pick(['ChatGPT', 'Claude', 'GitHub Gist', 'Pastebin', 'Cursor']) : undefined;
      const at = workInstant(random, random.pick(days));
      const repository = `${ctx.profile.key}/${random.pick(REPOSITORIES)}`;
      const path = random.pick(CODE_PATHS);
      let line = random.int(3, 420);
      // Rules a built-in detector covers: the line is where the detector finds the secret in the file.
      const secret = typeOfRule(rule);
      if (secret) {
        const source = syntheticSourceFile(rand, secret, line - 1);
        const finding = scanText(source, { types: [secret] })[0];
        if (finding) line = lineAt(source, finding.spans[0][0]);
      }
      out.add(at, {
        kind: 'source_code',
        repository,
        path,
        line,
        rule,
        severity,
        ...(destination ? { destination } : {}),
      });
    }
  }
}
