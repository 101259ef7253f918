// Pieces the web policy screens share (/config-websites, /geo-fencing, /excluded-domains and their
// forms): who may change policies, the security-action choice, the changes toast (spec part 1 §9) and
// the messages for a failed save.
import { useTranslation } from 'react-i18next';
import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { canChangePolicies } from '../../api/contract/access';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import { ApiRequestError } from '../../api/client';
import { useSession } from '../../app/session/use-session';

export type SecurityAction = (typeof UNSANCTIONED_ACTIONS)[number];

export const ACTION_COLORS = { Block: 'red', 'Block Alert': 'amber', Report: 'blue' } as const;

/** Mutation controls show only to roles that may change policies (DESIGN.md roles; AUDITOR is read-only). */
export function useCanChangePolicies(): boolean {
  const { access } = useSession();
  return canChangePolicies(access);
}

/** spec part 1 §9 "Changes message", shown after every policy save. */
/** The text above a form after a failed save: 409 names the duplicate, other errors give the server's text. */
export function saveErrorText(error: unknown, duplicate: string): string | null {
  if (error instanceof ApiRequestError && error.status === 409) return duplicate;
  return null;
}

/** spec part 1 §4: each security action explained where it is chosen. */
export function ActionChoice({
  value,
  onChange,
  actions = UNSANCTIONED_ACTIONS,
  labelledBy,
}: {
  value: SecurityAction | undefined;
  onChange: (value: SecurityAction) => void;
  actions?: readonly SecurityAction[];
  labelledBy?: string;
}) {
  const { t } = useTranslation('web-policies');
  return (
    <RadioCards.Root
      value={value ?? ''}
      onValueChange={(next) => onChange(next as SecurityAction)}
      columns={{ initial: '1', sm: String(actions.length) as '1' | '2' | '3' }}
      aria-labelledby={labelledBy}
    >
      {actions.map((action) => (
        <RadioCards.Item key={action} value={action}>
          <Flex direction="column" width="100%">
            <Text weight="bold">{t(`actions.${action}.label`)}</Text>
            <Text size="1" color="gray">
              {t(`actions.${action}.help`)}
            </Text>
          </Flex>
        </RadioCards.Item>
      ))}
    </RadioCards.Root>
  );
}
