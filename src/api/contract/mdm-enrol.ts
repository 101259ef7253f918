// MDM enrolment calls (issue 20; spec part 1 §3 "POST /auth/pin {code}", §7 "GET /mdm/enroll-pin?code=;
// POST /mdm/enroll-pin", §5 content-token rule, §8 enrolment failure message; part 2 §2.6 Admin › MDM).
// The PIN pages are public: the PIN names the company. Everything else is the company admin's, with enable_mdm.
import { z } from 'zod';
import { canManageMdmEnrolment } from './access';
import { endpoint } from './endpoint';

/** spec part 1 §8: what an enrolment failure shows when the server gives no other text. */
export const MDM_NOT_REGISTERED_MESSAGE = 'Account not registered for MDM. Contact your admin';
export const PIN_EXPIRED_MESSAGE = 'This enrolment PIN has expired. Ask your admin for a new one.';
export const PIN_REVOKED_MESSAGE = 'This enrolment PIN was revoked. Ask your admin for a new one.';
export const PIN_USED_MESSAGE = 'This one-time enrolment PIN has already been used. Ask your admin for a new one.';
/** spec part 1 §5: content-token setup needs an Apple ID, a region and a pasted token. */
export const APPLE_ID_REQUIRED = 'Apple ID is required';
export const REGION_REQUIRED = 'Region is required';
export const TOKEN_REQUIRED = 'Token is required';

/** 8 symbols of a 32-symbol alphabet (no 0/O, 1/I): 40 bits (ASVS 6.5.4 asks for at least 20). */
export const PIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PIN_LENGTH = 8;
export const PIN_MAX_DAYS = 90;
export const PROFILE_MEDIA_TYPE = 'application/x-apple-aspen-config';
/** the push certificate page warns this many days before the certificate expires */
export const PUSH_EXPIRY_WARNING_DAYS = 30;
export const CONTENT_TOKEN_REGIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IN', 'JP', 'SG', 'OTHER'] as const;

const isoTime = z.string();
const uuid = z.uuid();

/** A PIN as typed: case and spaces/dashes are forgiven, then it must be 8 symbols of the alphabet. */
export const pinCodeSchema = z
  .string()
  .max(64)
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`), `Enter the ${PIN_LENGTH}-character PIN your admin gave you.`));
export const pinBody = z.object({ code: pinCodeSchema });
export const pinQuery = z.object({ code: pinCodeSchema });

/** What a valid PIN opens: the company and what its profile will install. */
export const pinCheck = z.object({
  account_name: z.string(),
  label: z.string(),
  expires_at: isoTime,
  single_use: z.boolean(),
  profile: z.object({
    name: z.string(),
    server_url: z.string(),
    push_topic: z.string().nullable(),
    signed: z.boolean(),
    payloads: z.array(z.object({ type: z.string(), name: z.string() })),
  }),
});
export type PinCheck = z.infer<typeof pinCheck>;

export const PIN_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED', 'USED'] as const;
export const pinRow = z.object({
  id: uuid,
  label: z.string(),
  owner_person_id: uuid.nullable(),
  owner_name: z.string().nullable(),
  single_use: z.boolean(),
  expires_at: isoTime,
  uses: z.number().int(),
  revoked_at: isoTime.nullable(),
  created_at: isoTime,
  state: z.enum(PIN_STATES),
});
export type PinRow = z.infer<typeof pinRow>;
export const pinCreateBody = z.object({
  label: z.string().trim().min(1, 'Label is required').max(120),
  owner_person_id: uuid.nullable().default(null),
  single_use: z.boolean().default(true),
  expires_in_days: z.number().int().min(1).max(PIN_MAX_DAYS).default(7),
});
/** the code appears in this answer only; the server keeps its hash */
export const pinCreated = pinRow.extend({ code: z.string() });
export const idParams = z.object({ id: uuid });

export const mdmDeviceRow = z.object({
  id: uuid,
  udid: z.string(),
  serial_number: z.string().nullable(),
  model: z.string().nullable(),
  os_version: z.string().nullable(),
  device_name: z.string().nullable(),
  endpoint_id: uuid.nullable(),
  status: z.enum(['ENROLLED', 'UNENROLLED']),
  enrolled_at: isoTime,
  last_checkin_at: isoTime.nullable(),
  pin_label: z.string().nullable(),
});
export type MdmDeviceListRow = z.infer<typeof mdmDeviceRow>;

export const pushCertificateState = z.object({
  csr_created_at: isoTime.nullable(),
  certificate: z
    .object({
      subject: z.string(),
      issuer: z.string(),
      topic: z.string(),
      serial_number: z.string(),
      not_before: isoTime,
      not_after: isoTime,
      uploaded_at: isoTime,
      days_left: z.number().int(),
      expiring_soon: z.boolean(),
    })
    .nullable(),
});
export type PushCertificateState = z.infer<typeof pushCertificateState>;
export const pushCertificateBody = z.object({
  /** the Apple-signed certificate: PEM text, or a .p12 file as base64 with its password */
  file: z.string().trim().min(1, 'Choose the certificate file').max(200_000),
  password: z.string().max(200).optional(),
});

export const adeState = z.object({
  key_created_at: isoTime.nullable(),
  token: z
    .object({ org_name: z.string(), consumer_key: z.string(), expires_at: isoTime, uploaded_at: isoTime, expired: z.boolean() })
    .nullable(),
  devices: z.array(mdmDeviceRow),
});
export type AdeState = z.infer<typeof adeState>;
export const adeTokenBody = z.object({ file: z.string().trim().min(1, 'Choose the server token file (.p7m)').max(500_000) });

export const contentTokenRow = z.object({
  id: uuid,
  apple_id: z.string(),
  region: z.string(),
  token_masked: z.string(),
  expires_at: isoTime.nullable(),
  created_at: isoTime,
});
export type ContentTokenRow = z.infer<typeof contentTokenRow>;
export const contentTokenBody = z.object({
  apple_id: z.string({ error: APPLE_ID_REQUIRED }).trim().min(1, APPLE_ID_REQUIRED).max(254).pipe(z.email('Enter the Apple ID as an e-mail address')),
  region: z.enum(CONTENT_TOKEN_REGIONS, { error: REGION_REQUIRED }),
  token: z.string({ error: TOKEN_REQUIRED }).trim().min(1, TOKEN_REQUIRED).max(20_000),
});

const tag = 'mdm';
const PUBLIC_ERRORS = [403, 404, 429];

export const mdmEnrolApi = {
  signInWithPin: endpoint({
    method: 'POST', path: '/auth/pin', access: 'public', tag, readOnly: true,
    description: 'MDM PIN sign-in (spec part 1 §3): checks the enrolment PIN and answers the company and what its profile installs. Attempts are limited per client IP.',
    body: pinBody, response: pinCheck, errors: PUBLIC_ERRORS,
  }),
  checkEnrollPin: endpoint({
    method: 'GET', path: '/mdm/enroll-pin', access: 'public', tag,
    description: 'Checks an enrolment PIN: the company name and the payloads of the profile it yields. Attempts are limited per client IP.',
    query: pinQuery, response: pinCheck, errors: PUBLIC_ERRORS,
  }),
  downloadEnrollProfile: endpoint({
    method: 'POST', path: '/mdm/enroll-pin', access: 'public', tag, readOnly: true,
    description: `Spends one use of the PIN and answers the enrolment profile (${PROFILE_MEDIA_TYPE}, a property list; signed when a signing certificate is configured) with its own identity.`,
    body: pinBody, produces: [PROFILE_MEDIA_TYPE], errors: PUBLIC_ERRORS,
  }),
  listPins: endpoint({
    method: 'GET', path: '/mdm/pins', access: canManageMdmEnrolment, tag,
    description: 'The company’s enrolment PINs, newest first (the codes themselves are never shown again).',
    response: z.array(pinRow),
  }),
  createPin: endpoint({
    method: 'POST', path: '/mdm/pins', access: canManageMdmEnrolment, tag, status: 201,
    description: 'Creates an enrolment PIN; the code is in this answer only. Audited.',
    body: pinCreateBody, response: pinCreated, errors: [404],
  }),
  revokePin: endpoint({
    method: 'POST', path: '/mdm/pins/:id/revoke', access: canManageMdmEnrolment, tag,
    description: 'Revokes a PIN at once. Audited.',
    params: idParams, response: pinRow, errors: [404],
  }),
  listEnrolledDevices: endpoint({
    method: 'GET', path: '/mdm/enrolled-devices', access: canManageMdmEnrolment, tag,
    description: 'Devices that enrolled through a profile (check-in Authenticate), newest first.',
    response: z.array(mdmDeviceRow),
  }),
  getPushCertificate: endpoint({
    method: 'GET', path: '/mdm/push-certificate', access: canManageMdmEnrolment, tag,
    description: 'The APNs push certificate: whether a CSR exists, and the uploaded certificate’s subject, topic, issuer and expiry.',
    response: pushCertificateState,
  }),
  createPushCsr: endpoint({
    method: 'POST', path: '/mdm/push-certificate/csr', access: canManageMdmEnrolment, tag, status: 201,
    description: 'Generates a new RSA 2048 key (sealed at rest) and its certificate signing request for Apple. Audited.',
    response: pushCertificateState,
  }),
  downloadPushCsr: endpoint({
    method: 'GET', path: '/mdm/push-certificate/csr', access: canManageMdmEnrolment, tag,
    description: 'The certificate signing request as a PEM file.', produces: ['application/pkcs10'], errors: [404],
  }),
  uploadPushCertificate: endpoint({
    method: 'POST', path: '/mdm/push-certificate', access: canManageMdmEnrolment, tag,
    description: 'Stores the Apple-signed certificate (PEM, or .p12 as base64 with its password) after checking it belongs to the CSR key and has not expired. Audited.',
    body: pushCertificateBody, response: pushCertificateState, errors: [404, 409],
  }),
  getAde: endpoint({
    method: 'GET', path: '/mdm/ade', access: canManageMdmEnrolment, tag,
    description: 'Automated Device Enrolment: the server key for Apple, the uploaded token’s organisation and expiry, and the devices enrolled.',
    response: adeState,
  }),
  createAdeKey: endpoint({
    method: 'POST', path: '/mdm/ade/key', access: canManageMdmEnrolment, tag, status: 201,
    description: 'Generates the server key pair and certificate that Apple encrypts the server token to. Audited.',
    response: adeState,
  }),
  downloadAdeKey: endpoint({
    method: 'GET', path: '/mdm/ade/public-key', access: canManageMdmEnrolment, tag,
    description: 'The server certificate (public key) to upload to Apple Business Manager, as PEM.', produces: ['application/x-pem-file'], errors: [404],
  }),
  uploadAdeToken: endpoint({
    method: 'POST', path: '/mdm/ade/token', access: canManageMdmEnrolment, tag,
    description: 'Decrypts the server token (.p7m, base64 or PEM) with the server key and stores it sealed. Audited.',
    body: adeTokenBody, response: adeState, errors: [404],
  }),
  listContentTokens: endpoint({
    method: 'GET', path: '/mdm/content-tokens', access: canManageMdmEnrolment, tag,
    description: 'Apps and Books content tokens, masked.', response: z.array(contentTokenRow),
  }),
  addContentToken: endpoint({
    method: 'POST', path: '/mdm/content-tokens', access: canManageMdmEnrolment, tag, status: 201,
    description: 'Adds a content token (spec part 1 §5: Apple ID, region and the pasted token are required), stored encrypted. Audited.',
    body: contentTokenBody, response: contentTokenRow,
  }),
  deleteContentToken: endpoint({
    method: 'DELETE', path: '/mdm/content-tokens/:id', access: canManageMdmEnrolment, tag, status: 204,
    description: 'Removes a content token. Audited.', params: idParams, errors: [404],
  }),
};
