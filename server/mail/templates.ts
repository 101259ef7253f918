// Message templates (issue 16): a subject, an HTML part and a text part with {{variables}}. The
// built-in texts below are the fallback; the provider edits its defaults (/email-templates) and each
// company may override them (Policies › Email Templates). Rendering escapes every variable in the
// HTML part, so a person's name never becomes markup.
import { eq, and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountEmailTemplates, defaultEmailTemplates } from '../db/schema/index';

export interface TemplateParts {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateDefinition extends TemplateParts {
  trigger: string;
  name: string;
  description: string;
  /** the variables a template may use, with what each holds and a sample for previews */
  variables: Readonly<Record<string, { description: string; sample: string }>>;
}

const common = {
  recipientName: { description: 'the recipient’s name', sample: 'Jordan Reyes' },
  companyName: { description: 'the company’s name', sample: 'Acme Corp' },
};
const device = {
  deviceName: { description: 'the endpoint’s host name', sample: 'ACME-LT-0142' },
  deviceLink: { description: 'a link to the endpoint in the console', sample: 'https://console.example.com/endpoints/v2' },
};

const wrap = (body: string) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c2024">${body}<p style="color:#60646c;font-size:12px">Sent by Palisade on behalf of {{companyName}}.</p></div>`;

export const TEMPLATES: readonly TemplateDefinition[] = [
  {
    trigger: 'user-invitation',
    name: 'User invitation',
    description: 'Invites a person of the company to install the Palisade Copilot agent.',
    variables: {
      ...common,
      inviterName: { description: 'who sent the invitation', sample: 'Alex Morgan' },
      downloadLink: { description: 'the agent download page', sample: 'https://console.example.com/copilot-download' },
    },
    subject: '{{companyName}} invites you to Palisade',
    html: wrap(
      '<p>Hello {{recipientName}},</p><p>{{inviterName}} invites you to protect your work devices with Palisade Copilot, the security agent {{companyName}} uses.</p><p><a href="{{downloadLink}}">Download Palisade Copilot</a></p><p>If the link does not open, copy this address into your browser: {{downloadLink}}</p>',
    ),
    text: 'Hello {{recipientName}},\n\n{{inviterName}} invites you to protect your work devices with Palisade Copilot, the security agent {{companyName}} uses.\n\nDownload Palisade Copilot: {{downloadLink}}\n\nSent by Palisade on behalf of {{companyName}}.',
  },
  {
    trigger: 'noncompliance-notice',
    name: 'Non-compliance notice',
    description: 'Tells the owner of an endpoint that it fails the company’s compliance controls.',
    variables: {
      ...common,
      ...device,
      failedControls: { description: 'the controls the endpoint fails, comma-separated', sample: 'Screen lock, Firewall enabled' },
    },
    subject: 'Action needed: {{deviceName}} is not compliant',
    html: wrap(
      '<p>Hello {{recipientName}},</p><p>Your device <strong>{{deviceName}}</strong> does not meet the security requirements of {{companyName}}.</p><p>Failing controls: {{failedControls}}</p><p>Please fix these settings, or ask your IT team for help. <a href="{{deviceLink}}">See the device in Palisade</a></p>',
    ),
    text: 'Hello {{recipientName}},\n\nYour device {{deviceName}} does not meet the security requirements of {{companyName}}.\n\nFailing controls: {{failedControls}}\n\nPlease fix these settings, or ask your IT team for help. See the device in Palisade: {{deviceLink}}\n\nSent by Palisade on behalf of {{companyName}}.',
  },
  {
    trigger: 'disk-encryption-alert',
    name: 'Disk encryption alert',
    description: 'Asks the owner of an endpoint without full-disk encryption to turn it on.',
    variables: { ...common, ...device },
    subject: 'Turn on disk encryption on {{deviceName}}',
    html: wrap(
      '<p>Hello {{recipientName}},</p><p>The disk of your device <strong>{{deviceName}}</strong> is not encrypted. {{companyName}} requires full-disk encryption (BitLocker on Windows, FileVault on macOS) so that data stays safe if the device is lost.</p><p>Please turn it on today. <a href="{{deviceLink}}">See the device in Palisade</a></p>',
    ),
    text: 'Hello {{recipientName}},\n\nThe disk of your device {{deviceName}} is not encrypted. {{companyName}} requires full-disk encryption (BitLocker on Windows, FileVault on macOS) so that data stays safe if the device is lost.\n\nPlease turn it on today. See the device in Palisade: {{deviceLink}}\n\nSent by Palisade on behalf of {{companyName}}.',
  },
  {
    trigger: 'non-mdm-alert',
    name: 'MDM enrolment alert',
    description: 'Asks the owner of an endpoint that is not managed by MDM to enrol it.',
    variables: { ...common, ...device, enrolLink: { description: 'the MDM enrolment page', sample: 'https://console.example.com/mdm-enroll' } },
    subject: 'Enrol {{deviceName}} in device management',
    html: wrap(
      '<p>Hello {{recipientName}},</p><p>Your device <strong>{{deviceName}}</strong> is not enrolled in the device management (MDM) of {{companyName}}.</p><p><a href="{{enrolLink}}">Enrol the device</a> with the PIN your IT team gave you.</p>',
    ),
    text: 'Hello {{recipientName}},\n\nYour device {{deviceName}} is not enrolled in the device management (MDM) of {{companyName}}.\n\nEnrol the device with the PIN your IT team gave you: {{enrolLink}}\n\nSent by Palisade on behalf of {{companyName}}.',
  },
  {
    // issue 18, POST /api/notify-uninstall-key: the key is in the message (and so in the outbox until
    // delivered); it is valid once and expires, so a copy left in a mailbox is soon worthless
    trigger: 'uninstall-key',
    name: 'Uninstall key',
    description: 'Sends the owner of an endpoint a one-time key to uninstall the Palisade Copilot agent.',
    variables: {
      ...common,
      deviceName: device.deviceName,
      uninstallKey: { description: 'the one-time uninstall key', sample: 'PUK-7QX2M-HD4KT-9WZRB-C3N6P' },
      expiresAt: { description: 'when the key stops working (UTC)', sample: '2026-01-02 09:30 UTC' },
    },
    subject: 'Your uninstall key for {{deviceName}}',
    html: wrap(
      '<p>Hello {{recipientName}},</p><p>Your IT team at {{companyName}} allowed Palisade Copilot to be uninstalled from {{deviceName}}. When the uninstaller asks for a key, enter:</p><p style="font-family:monospace;font-size:16px">{{uninstallKey}}</p><p>The key works once, on this device only, until {{expiresAt}}.</p>',
    ),
    text: 'Hello {{recipientName}},\n\nYour IT team at {{companyName}} allowed Palisade Copilot to be uninstalled from {{deviceName}}. When the uninstaller asks for a key, enter:\n\n{{uninstallKey}}\n\nThe key works once, on this device only, until {{expiresAt}}.\n\nSent by Palisade on behalf of {{companyName}}.',
  },
];

export const TRIGGERS = TEMPLATES.map((t) => t.trigger);

export function templateDefinition(trigger: string): TemplateDefinition | undefined {
  return TEMPLATES.find((t) => t.trigger === trigger);
}

const PLACEHOLDER = /\{\{(.*?)\}\}/g;

/** Problems of a template's parts: every {{…}} must name one of the trigger's variables. */
export function templateIssues(definition: TemplateDefinition, parts: TemplateParts): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  for (const part of ['subject', 'html', 'text'] as const) {
    const unknown = new Set<string>();
    for (const match of parts[part].matchAll(PLACEHOLDER)) {
      const name = match[1].trim();
      if (!Object.hasOwn(definition.variables, name)) unknown.add(name);
    }
    for (const name of unknown) {
      issues.push({ path: part, message: `Unknown variable {{${name}}}. This template knows ${Object.keys(definition.variables).map((v) => `{{${v}}}`).join(', ')}.` });
    }
  }
  return issues;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(template: string, variables: Readonly<Record<string, string>>, escape: (v: string) => string): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => escape(variables[name.trim()] ?? ''));
}

/** The message: variables as they are in the subject and text, escaped in the HTML. Line breaks never reach a subject. */
export function render(parts: TemplateParts, variables: Readonly<Record<string, string>>): TemplateParts {
  return {
    subject: fill(parts.subject, variables, (v) => v).replace(/[\r\n]+/g, ' '),
    html: fill(parts.html, variables, escapeHtml),
    text: fill(parts.text, variables, (v) => v),
  };
}

export function sampleVariables(definition: TemplateDefinition): Record<string, string> {
  return Object.fromEntries(Object.entries(definition.variables).map(([k, v]) => [k, v.sample]));
}

export interface ResolvedTemplate extends TemplateParts {
  /** where the parts come from */
  source: 'account' | 'provider' | 'built-in';
}

/** The provider's default: its edited row, else the built-in text. */
export async function providerTemplate(db: Db, definition: TemplateDefinition): Promise<ResolvedTemplate> {
  const [row] = await db.select().from(defaultEmailTemplates).where(eq(defaultEmailTemplates.trigger, definition.trigger));
  if (row) return { subject: row.subject, html: row.html, text: row.text, source: 'provider' };
  return { subject: definition.subject, html: definition.html, text: definition.text, source: 'built-in' };
}

/** What a company's messages of this trigger use: its override, else the provider's default. */
export async function accountTemplate(db: Db, accountId: string, definition: TemplateDefinition): Promise<ResolvedTemplate> {
  const [row] = await db
    .select()
    .from(accountEmailTemplates)
    .where(and(eq(accountEmailTemplates.accountId, accountId), eq(accountEmailTemplates.trigger, definition.trigger)));
  if (row) return { subject: row.subject, html: row.html, text: row.text, source: 'account' };
  return providerTemplate(db, definition);
}
