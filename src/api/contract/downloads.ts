// Issue 27 (Downloads; spec part 2 §2.6 download routes, §3 platform codes): the agent download and the
// enrolment secret an admin puts into the install command. The download pages themselves are public.
import { z } from 'zod';
import { canIssueEnrolmentSecret } from './access';
import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from './catalog';
import { endpoint } from './endpoint';

/** The platforms the download pages offer: every code of spec part 2 §3 but UNKNOWN. */
export const DOWNLOAD_PLATFORMS = PLATFORMS.filter((p) => p.code !== 'UNKNOWN');

/**
 * The platforms with a real agent build: the single-file Node agent (agent/palisade-agent.mjs), built and
 * tested on Linux. Other platforms answer 404 until their installer exists.
 */
export const AGENT_BUILD_PLATFORMS: readonly PlatformCode[] = ['LINUX_AMD_64', 'LINUX_ARM_64', 'UBUNTU_22', 'UBUNTU_24', 'UBUNTU_24_10'];

/** The file name a download of the agent carries. */
export const AGENT_FILE_NAME = 'palisade-agent.mjs';

export const agentPlatformParams = z.object({ platform: z.enum(PLATFORM_CODES) });

export const enrolmentSecretResponse = z.object({
  /** the new secret, shown once: only its hash is kept */
  secret: z.string(),
  issued_at: z.string(),
});
export type EnrolmentSecretResponse = z.infer<typeof enrolmentSecretResponse>;

export const downloadsApi = {
  downloadAgent: endpoint({
    method: 'GET',
    path: '/downloads/agent/:platform',
    access: 'public',
    tag: 'downloads',
    description: 'The endpoint agent for a platform (spec part 2 §3 code), as a file. A platform without a build answers 404.',
    params: agentPlatformParams,
    produces: ['text/javascript'],
    errors: [404],
  }),
  issueEnrolmentSecret: endpoint({
    method: 'POST',
    path: '/downloads/enrolment-secret',
    access: canIssueEnrolmentSecret,
    tag: 'downloads',
    description:
      "Issues a new enrolment secret for the company's install commands and answers it once (only its hash is kept). The previous secret stops enrolling new devices; enrolled devices keep working.",
    response: enrolmentSecretResponse,
  }),
};
