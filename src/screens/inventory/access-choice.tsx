// spec part 1 §4, part 2 §4: Sanctioned, or Unsanctioned with a security action, each action explained
// where it is chosen. Shared by the one-app dialog and the bulk edit.
import { useId } from 'react';
import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { ActionType } from '../../api/contract/saas';

export type ChosenTag = 'Sanctioned' | 'Unsanctioned';

export interface AccessChoiceValue {
  tag: ChosenTag | null;
  action: ActionType | null;
}

export function isComplete(value: AccessChoiceValue): boolean {
  return value.tag === 'Sanctioned' || (value.tag === 'Unsanctioned' && value.action !== null);
}

export function AccessChoice({ value, onChange, showErrors }: { value: AccessChoiceValue; onChange: (v: AccessChoiceValue) => void; showErrors?: boolean }) {
  const { t } = useTranslation('saas-inventory');
  const id = useId();
  const missingAction = showErrors && value.tag === 'Unsanctioned' && value.action === null;
  return (
    <Flex direction="column" gap="3">
      <Text as="div" size="2" weight="medium" id={`${id}-type`}>
        {t('access.typeLabel')}
      </Text>
      <RadioCards.Root
        aria-labelledby={`${id}-type`}
        columns="2"
        value={value.tag ?? ''}
        onValueChange={(tag) => onChange({ tag: tag as ChosenTag, action: tag === 'Sanctioned' ? null : value.action })}
      >
        {(['Sanctioned', 'Unsanctioned'] as const).map((tag) => (
          <RadioCards.Item key={tag} value={tag}>
            <Flex direction="column">
              <Text weight="bold">{t(`access.${tag}`)}</Text>
              <Text size="1" color="gray">
                {t(`access.${tag}Help`)}
              </Text>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      {value.tag === 'Unsanctioned' ? (
        <>
          <Text as="div" size="2" weight="medium" id={`${id}-action`}>
            {t('access.actionLabel')}
          </Text>
          <RadioCards.Root
            aria-labelledby={`${id}-action`}
            aria-invalid={missingAction || undefined}
            aria-describedby={missingAction ? `${id}-error` : undefined}
            columns={{ initial: '1', sm: '3' }}
            value={value.action ?? ''}
            onValueChange={(action) => onChange({ tag: 'Unsanctioned', action: action as ActionType })}
          >
            {UNSANCTIONED_ACTIONS.map((action) => (
              <RadioCards.Item key={action} value={action}>
                <Flex direction="column">
                  <Text weight="bold">{t(`access.actions.${action}`)}</Text>
                  <Text size="1" color="gray">
                    {t(`access.actions.${action}Help`)}
                  </Text>
                </Flex>
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
          {missingAction ? (
            <Text id={`${id}-error`} size="1" color="red" role="alert">
              {t('access.actionRequired')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}
