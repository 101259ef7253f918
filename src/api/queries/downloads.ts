// Issue 27 Downloads: issuing the company's enrolment secret for the install command (shown once).
import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '../client';
import { downloadsApi } from '../contract/downloads';

export const downloadsMutations = {
  issueSecret: () =>
    mutationOptions({
      mutationKey: ['downloads', 'enrolment-secret'],
      mutationFn: () => callEndpoint(downloadsApi.issueEnrolmentSecret, undefined),
    }),
};
