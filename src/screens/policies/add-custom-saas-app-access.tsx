// A custom app's access on creation: left Unclassified, Sanctioned, or Unsanctioned with a security
// action (spec part 1 §5: an unsanctioned app requires one), each explained where it is chosen.
import { useTranslation } from 'react-i18next';
import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { ActionType, CustomAppBody } from '../../api/contract/saas';
import { actionKey } from './saas-config-access';

export type AccessValue = 'Unclassified' | 'Sanctioned' | ActionType;
const VALUES: readonly AccessValue[] = ['Unclassified', 'Sanctioned', ...UNSANCTIONED_ACTIONS];

export function accessFields(value: AccessValue): Pick<CustomAppBody, 'is_sanctioned' | 'action_type'> {
  if (value === 'Unclassified') return { is_sanctioned: null, action_type: null };
  if (value === 'Sanctioned') return { is_sanctioned: true, action_type: null };
  return { is_sanctioned: false, action_type: value };
}

export function CustomAppAccess({ value, onChange }: { value: AccessValue; onChange: (v: AccessValue) => void }) {
  const { t } = useTranslation('saas-policies');
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium" id="custom-app-access">
        {t('custom.access')}
      </Text>
      <RadioCards.Root value={value} onValueChange={(v) => onChange(v as AccessValue)} columns={{ initial: '1', sm: '2' }} gap="2" aria-labelledby="custom-app-access">
        {VALUES.map((v) => {
          const key = v === 'Unclassified' || v === 'Sanctioned' ? v : actionKey(v);
          return (
            <RadioCards.Item key={v} value={v}>
              <Flex direction="column" width="100%">
                <Text weight="bold">{v === 'Unclassified' ? t('custom.unclassified') : t(`access.choice.${key}`)}</Text>
                {v === 'Unclassified' ? null : (
                  <Text size="1" color="gray">
                    {t(`access.explain.${key}`)}
                  </Text>
                )}
              </Flex>
            </RadioCards.Item>
          );
        })}
      </RadioCards.Root>
    </Flex>
  );
}
