// Static facts the fleet generator draws from: native software, browser extensions, compliance controls,
// sensitive data types and the lookalike domains phishing kits register.

/** Native applications by platform family: [name, publisher, current version, an older vulnerable version]. */
export const NATIVE_APPS: Record<'Windows' | 'MacOS' | 'Linux', readonly (readonly [string, string, string, string | null])[]> = {
  Windows: [
    ['Google Chrome', 'Google LLC', '131.0.6778.86', '118.0.5993.70'],
    ['Microsoft Edge', 'Microsoft Corporation', '131.0.2903.63', null],
    ['Mozilla Firefox', 'Mozilla', '133.0', '115.3.0'],
    ['Microsoft 365 Apps for enterprise', 'Microsoft Corporation', '16.0.18129.20116', null],
    ['Microsoft Teams', 'Microsoft Corporation', '24295.605.3225.8804', null],
    ['Slack', 'Slack Technologies', '4.41.105', '4.29.149'],
    ['Zoom Workplace', 'Zoom Video Communications', '6.2.11', '5.13.5'],
    ['Visual Studio Code', 'Microsoft Corporation', '1.95.3', null],
    ['7-Zip', 'Igor Pavlov', '24.08', '22.01'],
    ['Adobe Acrobat Reader', 'Adobe Inc.', '24.004.20243', '23.001.20093'],
    ['Notepad++', 'Notepad++ Team', '8.7.1', '8.4.6'],
    ['Git', 'The Git Development Community', '2.47.0', '2.39.1'],
    ['Python 3.12', 'Python Software Foundation', '3.12.7', null],
    ['Node.js', 'OpenJS Foundation', '22.11.0', '16.20.2'],
    ['1Password', 'AgileBits Inc.', '8.10.54', null],
    ['Dropbox', 'Dropbox, Inc.', '212.4.5767', null],
    ['WinRAR', 'win.rar GmbH', '7.01', '6.22'],
    ['PuTTY', 'Simon Tatham', '0.82', '0.80'],
    ['AnyDesk', 'AnyDesk Software GmbH', '9.0.4', null],
    ['Spotify', 'Spotify AB', '1.2.50.335', null],
    ['Palisade Copilot', 'Palisade', '1.1.7', null],
  ],
  MacOS: [
    ['Google Chrome', 'Google LLC', '131.0.6778.86', '118.0.5993.70'],
    ['Safari', 'Apple Inc.', '18.1.1', null],
    ['Firefox', 'Mozilla', '133.0', '115.3.0'],
    ['Slack', 'Slack Technologies', '4.41.105', '4.29.149'],
    ['zoom.us', 'Zoom Video Communications', '6.2.11', '5.13.5'],
    ['Microsoft Teams', 'Microsoft Corporation', '24295.606.3238.6194', null],
    ['Microsoft Outlook', 'Microsoft Corporation', '16.91', null],
    ['Microsoft Word', 'Microsoft Corporation', '16.91', null],
    ['Visual Studio Code', 'Microsoft Corporation', '1.95.3', null],
    ['iTerm2', 'George Nachman', '3.5.10', '3.4.19'],
    ['Docker Desktop', 'Docker Inc.', '4.36.0', '4.16.2'],
    ['1Password', 'AgileBits Inc.', '8.10.54', null],
    ['Figma', 'Figma, Inc.', '124.6.5', null],
    ['Notion', 'Notion Labs, Inc.', '3.17.0', null],
    ['Cursor', 'Anysphere', '0.43.6', null],
    ['ChatGPT', 'OpenAI', '1.2024.330', null],
    ['Rectangle', 'Ryan Hanson', '0.84', null],
    ['VLC', 'VideoLAN', '3.0.21', '3.0.17'],
    ['Spotify', 'Spotify AB', '1.2.50.335', null],
    ['Palisade Copilot', 'Palisade', '1.1.7', null],
  ],
  Linux: [
    ['openssh-server', 'Ubuntu', '1:9.6p1-3ubuntu13.5', '1:8.9p1-3ubuntu0.1'],
    ['openssl', 'Ubuntu', '3.0.13-0ubuntu3.4', '3.0.2-0ubuntu1.7'],
    ['curl', 'Ubuntu', '8.5.0-2ubuntu10.5', '7.81.0-1ubuntu1.6'],
    ['git', 'Ubuntu', '1:2.43.0-1ubuntu7.1', null],
    ['docker-ce', 'Docker Inc.', '5:27.3.1-1', '5:20.10.21-3'],
    ['python3', 'Ubuntu', '3.12.3-0ubuntu2', null],
    ['nodejs', 'NodeSource', '22.11.0-1nodesource1', '16.20.2-1nodesource1'],
    ['google-chrome-stable', 'Google LLC', '131.0.6778.85-1', null],
    ['firefox', 'Mozilla', '133.0', null],
    ['code', 'Microsoft Corporation', '1.95.3-1731513102', null],
    ['sudo', 'Ubuntu', '1.9.15p5-3ubuntu5', '1.9.9-1ubuntu2.1'],
    ['xz-utils', 'Ubuntu', '5.6.1+really5.4.5-1', '5.6.0-0.2'],
    ['palisade-copilot', 'Palisade', '1.1.7', null],
  ],
};

/** Chrome Web Store extensions: [id, name, version, permissions, risky]. */
export const EXTENSIONS: readonly (readonly [string, string, string, readonly string[], boolean])[] = [
  ['cjpalhdlnbpafiamejdnhcphjbkeiagm', 'uBlock Origin', '1.61.2', ['storage', 'webRequest', 'tabs'], false],
  ['aeblfdkhhhdcdjpifhhbdiojplfjncoa', '1Password – Password Manager', '8.10.54.31', ['storage', 'tabs', 'webNavigation'], false],
  ['kbfnbcaeplbcioakkpcpgfkobkghlhen', 'Grammarly: AI Writing and Grammar Checker', '14.1201.0', ['storage', 'tabs', '<all_urls>'], false],
  ['hdokiejnpimakedhajhdlcegeplioahd', 'LastPass: Free Password Manager', '4.137.0', ['storage', 'tabs', '<all_urls>'], false],
  ['fmkadmapgofadopljbjfkapdkoienihi', 'React Developer Tools', '6.0.1', ['storage', 'scripting'], false],
  ['aapbdbdomjkkjkaonfhkkikfgjllcleb', 'Google Translate', '2.0.16', ['activeTab', 'contextMenus'], false],
  ['liecbddmkiiihnedobmlmillhodjkdmb', 'Loom – Screen Recorder & Screen Capture', '5.5.87', ['tabCapture', 'storage', 'tabs'], false],
  ['nngceckbapebfimnlniiiahkandclblb', 'Bitwarden Password Manager', '2024.11.1', ['storage', 'tabs', '<all_urls>'], false],
  ['eimadpbcbfnmbkopoojfekhnkhdbieeh', 'Dark Reader', '4.9.96', ['storage', 'tabs', '<all_urls>'], false],
  ['gppongmhjkpfnbhagpmjfkannfbllamg', 'Wappalyzer – Technology profiler', '6.10.74', ['tabs', 'webRequest', '<all_urls>'], false],
  ['bmnlcjabgnpnenekpadlanbbkooimhnj', 'Honey: Automatic Coupons & Rewards', '16.2.2', ['cookies', 'tabs', 'webRequest', '<all_urls>'], true],
  ['gkojfkhlekighikafcpjkiklfbnlmeio', 'Hola VPN – The Website Unblocker', '1.234.320', ['proxy', 'webRequest', 'cookies', '<all_urls>'], true],
  ['jjplpolfahlhoodebebfjdbpcbopcmlm', 'ChatGPT Sidebar & File Uploader', '3.2.1', ['clipboardRead', 'tabs', '<all_urls>'], true],
  ['mgijmajocgfcbeboacabfgobmjgjcoja', 'Google Dictionary (by Google)', '4.2.3', ['activeTab'], false],
  ['ghbmnnjooekpmoecnnnilnnbdlolhkhi', 'Google Docs Offline', '1.84.0', ['storage', 'unlimitedStorage'], false],
];

/** Compliance controls an agent checks (framework, control, what fails it). */
export const CONTROLS: readonly (readonly [string, string])[] = [
  ['CIS Benchmarks', 'Disk encryption enabled'],
  ['CIS Benchmarks', 'Firewall enabled'],
  ['CIS Benchmarks', 'Screen lock within 5 minutes'],
  ['CIS Benchmarks', 'Automatic updates enabled'],
  ['SOC 2', 'Operating system supported and patched'],
  ['SOC 2', 'Endpoint protection running'],
  ['SOC 2', 'Password policy enforced'],
  ['ISO 27001', 'No unapproved remote-access software'],
];

/** Sensitive data types of the DLP scanners, most common first: only types src/lib/dlp detects (issue 21). */
export const DATA_TYPES: readonly (readonly [string, number])[] = [
  ['Email Address', 30], ['Credit Card Number', 16], ['US Social Security Number', 13], ['IBAN', 8], ['UK National Insurance Number', 5],
  ['Aadhaar Number', 4], ['PAN Number', 4], ['AWS Access Key', 4], ['API Key', 6], ['GitHub Token', 3], ['Slack Token', 2],
  ['Private Key', 3], ['High-Entropy Secret', 2],
];

/** Files where such data tends to sit, by owner department. */
export const SENSITIVE_FILES: Record<string, readonly string[]> = {
  Finance: ['Documents/Payroll/payroll-2025-q3.xlsx', 'Downloads/vendor-bank-details.csv', 'Documents/Expenses/corporate-cards.xlsx'],
  'Human Resources': ['Documents/HR/new-hires-2025.xlsx', 'Downloads/benefits-enrolment.pdf', 'Documents/HR/passport-scans.zip'],
  Sales: ['Downloads/leads-export.csv', 'Documents/Customers/contracts-signed.pdf', 'Downloads/salesforce-report.xlsx'],
  'Customer Success': ['Downloads/zendesk-tickets-export.csv', 'Documents/customer-contacts.xlsx'],
  Engineering: ['code/infra/.env', 'code/payments-api/config/secrets.yaml', '.aws/credentials', 'Downloads/prod-db-dump.sql'],
  IT: ['Documents/asset-register.xlsx', 'Downloads/ad-users-export.csv', '.ssh/id_rsa'],
  Legal: ['Documents/Legal/nda-signed.pdf', 'Documents/Legal/litigation-hold.docx'],
};
export const GENERIC_FILES = ['Downloads/export.csv', 'Documents/notes.txt', 'Desktop/scan0001.pdf', 'Downloads/attachment.xlsx'];

/** Lookalike domains of catalog apps: [impersonated app, domain]. Typo squats and spoofs seen in phishing kits. */
export const LOOKALIKES: readonly (readonly [string, string])[] = [
  ['Microsoft 365', 'micros0ft-login.com'], ['Outlook', 'office365-verify-account.com'], ['PayPal', 'paypa1-secure.com'],
  ['Dropbox', 'dropbox-fileshare-secure.net'], ['Slack', 'slack-workspace-signin.com'], ['Okta', 'okta-sso-verify.com'],
  ['DocuSign', 'docusign-envelope-review.net'], ['Salesforce', 'salesforce-login-portal.co'], ['GitHub', 'githib.com'],
  ['Dropbox', 'dropbx.com'], ['ChatGPT', 'chatgtp.com'], ['LinkedIn', 'linkedn.com'], ['Zoom', 'zooom-meeting.us'],
  ['Google Drive', 'googel-drive.com'], ['Notion', 'notlon.so'], ['Figma', 'figmma.com'],
];

/** Countries a geofence blocks; travellers and attackers show up from them. */
export const GEOFENCED_COUNTRIES = ['Russia', 'North Korea', 'Iran', 'Belarus', 'Syria'];

/** Where copied data goes: [destination, is a Gen AI app]. */
export const PASTE_DESTINATIONS: readonly (readonly [string, boolean])[] = [
  ['ChatGPT', true], ['Claude', true], ['Google Gemini', true], ['DeepSeek', true], ['Gmail', false], ['WhatsApp', false],
  ['Slack', false], ['Notepad', false], ['Telegram', false], ['Pastebin', false],
];
export const PASTE_SOURCES = ['Salesforce', 'Google Sheets', 'Workday', 'Zendesk', 'HubSpot', 'NetSuite', 'Outlook', 'Microsoft Excel', 'GitHub', 'Confluence'];

/** Source-code scanner rules: [rule, severity]. */
export const CODE_RULES: readonly (readonly [string, 'Low' | 'Medium' | 'High' | 'Critical'])[] = [
  ['AWS Access Key', 'Critical'], ['Private Key', 'Critical'], ['GitHub Personal Access Token', 'High'], ['Slack Bot Token', 'High'],
  ['Stripe Secret Key', 'Critical'], ['Hard-coded Password', 'High'], ['Generic API Key', 'Medium'], ['JWT Secret', 'Medium'],
  ['Internal Hostname', 'Low'],
];
export const REPOSITORIES = ['payments-api', 'web-console', 'mobile-app', 'data-pipeline', 'infra-terraform', 'auth-service', 'billing-worker'];
export const CODE_PATHS = ['src/config.ts', 'config/settings.py', '.env.example', 'deploy/values.yaml', 'scripts/seed.sh', 'src/lib/client.go', 'terraform/main.tf'];
