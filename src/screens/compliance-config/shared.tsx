// Pieces the compliance configuration screens share: who may change compliance settings and firewall
// rules (the same capabilities the server checks), and the platform badges.
import { Badge, Flex } from '@radix-ui/themes';
import { canChangeCompliancePolicies, canChangePolicies } from '../../api/contract/access';
import { useSession } from '../../app/session/use-session';

export function useCanChangeCompliance(): boolean {
  return canChangeCompliancePolicies(useSession().access);
}

export function useCanChangeRules(): boolean {
  return canChangePolicies(useSession().access);
}

export function PlatformBadges({ platforms }: { platforms: readonly string[] }) {
  return (
    <Flex gap="1" wrap="wrap">
      {platforms.map((p) => (
        <Badge key={p} color="gray" variant="soft">
          {p}
        </Badge>
      ))}
    </Flex>
  );
}
