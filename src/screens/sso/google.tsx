// /google (issues 25 and 27): the company's Google connection for sign-in, then the directory import (people
// and groups through the Google API, sync status and runs) and SCIM provisioning tokens.
import { Flex } from '@radix-ui/themes';
import { DirectorySection } from '../../domain/iam/directory-section';
import { ProviderSettings } from './provider-settings';

export default function GoogleSettings() {
  return (
    <Flex direction="column" gap="5">
      <ProviderSettings kind="google" />
      <DirectorySection kind="google" />
    </Flex>
  );
}
