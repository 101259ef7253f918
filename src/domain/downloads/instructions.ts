// Issue 27 Downloads: the download pages' platform list and install commands, from one source (the
// platform codes of spec part 2 §3 in src/api/contract/catalog.ts). Pure functions: the screens render
// them and the tests compare them with what the server serves.
import { AGENT_BUILD_PLATFORMS, AGENT_FILE_NAME, DOWNLOAD_PLATFORMS } from '../../api/contract/downloads';
import { BROWSERS, type PlatformCode } from '../../api/contract/catalog';

export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/** How the agent is installed: run from a shell, or kept running as a service. */
export const INSTALL_TYPES = ['command', 'service'] as const;
export type InstallType = (typeof INSTALL_TYPES)[number];

/** What stands in the command where the enrolment secret goes when the reader may not see one. */
export const SECRET_PLACEHOLDER = '<ENROLMENT_SECRET>';
export const OWNER_PLACEHOLDER = '<YOUR_EMAIL>';

/** Non Admin codes carry the _NA suffix (spec part 2 §3). */
export const isNonAdmin = (code: PlatformCode) => code.endsWith('_NA');

/** The platforms a download page lists: the admin installers, or the Non Admin ones. */
export function downloadPlatforms(nonAdmin: boolean): readonly DownloadPlatform[] {
  return DOWNLOAD_PLATFORMS.filter((p) => isNonAdmin(p.code) === nonAdmin);
}

export function findPlatform(code: string | undefined): DownloadPlatform | undefined {
  return DOWNLOAD_PLATFORMS.find((p) => p.code === code);
}

export const hasAgentBuild = (code: PlatformCode) => AGENT_BUILD_PLATFORMS.includes(code);

export const agentDownloadPath = (code: PlatformCode) => `/api/downloads/agent/${code}`;

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The shell lines that install the agent on a platform with a build, for a server origin; the secret is
 * embedded when given, else the placeholder stands in its place. Undefined for a platform without a build.
 */
export function installCommands(code: PlatformCode, installType: InstallType, origin: string, secret: string | null): string[] | undefined {
  if (!hasAgentBuild(code)) return undefined;
  const secretArg = secret === null ? SECRET_PLACEHOLDER : quote(secret);
  const dir = '/opt/palisade';
  const download = `curl -fsSL ${quote(origin + agentDownloadPath(code))} -o ${AGENT_FILE_NAME}`;
  const run = (file: string) => `node ${file} --server ${quote(origin)} --secret ${secretArg} --owner ${OWNER_PLACEHOLDER}`;
  if (installType === 'command') return [download, run(AGENT_FILE_NAME)];
  return [
    `sudo mkdir -p ${dir} && cd ${dir}`,
    `sudo ${download}`,
    `sudo tee /etc/systemd/system/palisade-agent.service >/dev/null <<'UNIT'`,
    '[Unit]',
    'Description=Palisade endpoint agent',
    'After=network-online.target',
    '[Service]',
    `ExecStart=/usr/bin/env ${run(`${dir}/${AGENT_FILE_NAME}`)}`,
    'Restart=on-failure',
    'KillSignal=SIGINT',
    '[Install]',
    'WantedBy=multi-user.target',
    'UNIT',
    'sudo systemctl daemon-reload && sudo systemctl enable --now palisade-agent',
  ];
}

/** The browsers the extension supports: the real browsers of spec part 2 §3's list (not Native, Electron, MSIE or Unknown). */
export const EXTENSION_BROWSERS = BROWSERS.filter((b) => !['MSIE', 'Electron', 'Native', 'Unknown', 'Mozilla'].includes(b));
