// Choosing an app's access, each decision explained where it is chosen (spec part 1 §4, part 2 §4).
// 'list' shows one card per decision (the change dialog, the custom-app form); 'steps' asks Sanctioned
// or Unsanctioned first, then the security action an unsanctioned app requires (the bulk edit).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { ActionType } from '../../api/contract/saas';
import { accessChange, actionKey, explanationKey, isAction, type AccessValue, type CompleteAccess } from './access';

export interface AccessChoiceProps {
  value: AccessValue | undefined;
  onChange: (value: AccessValue) => void;
  layout?: 'list' | 'steps';
  /** list: also offer Unclassified, as 'Leave Unclassified' first (a new app) or 'Unclassify' last (a classified one) */
  unclassified?: 'keep' | 'reset';
  /** the id of a visible label; without one the choice is named 'Access' */
  labelledBy?: string;
  /** steps: say so when Unsanctioned still lacks its security action */
  showErrors?: boolean;
}

export function AccessChoice({ layout = 'list', ...props }: AccessChoiceProps) {
  return layout === 'steps' ? <AccessSteps {...props} /> : <AccessList {...props} />;
}

function Card({ value, title, help }: { value: string; title: string; help?: string }) {
  return (
    <RadioCards.Item value={value}>
      <Flex direction="column" width="100%">
        <Text weight="bold">{title}</Text>
        {help ? (
          <Text size="1" color="gray">
            {help}
          </Text>
        ) : null}
      </Flex>
    </RadioCards.Item>
  );
}

function AccessList({ value, onChange, unclassified, labelledBy }: Omit<AccessChoiceProps, 'layout'>) {
  const { t } = useTranslation('saas-access');
  const choices: CompleteAccess[] = ['Sanctioned', ...UNSANCTIONED_ACTIONS];
  const label = (choice: CompleteAccess) => t(`choice.${isAction(choice) ? actionKey(choice) : choice}`);
  return (
    <RadioCards.Root
      value={value ?? ''}
      onValueChange={(next) => onChange(next as AccessValue)}
      columns="1"
      gap="2"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('label')}
    >
      {unclassified === 'keep' ? <Card value="Unclassified" title={t('choice.keepUnclassified')} /> : null}
      {choices.map((choice) => (
        <Card key={choice} value={choice} title={label(choice)} help={t(explanationKey(accessChange(choice)))} />
      ))}
      {unclassified === 'reset' ? <Card value="Unclassified" title={t('choice.Unclassified')} help={t('explain.Unclassified')} /> : null}
    </RadioCards.Root>
  );
}

function AccessSteps({ value, onChange, showErrors }: Omit<AccessChoiceProps, 'layout'>) {
  const { t } = useTranslation('saas-access');
  const id = useId();
  const action = value && isAction(value) ? value : null;
  const tag = value === 'Sanctioned' ? 'Sanctioned' : value === 'Unsanctioned' || action ? 'Unsanctioned' : null;
  const missingAction = showErrors && value === 'Unsanctioned';
  return (
    <Flex direction="column" gap="3">
      <Text as="div" size="2" weight="medium" id={`${id}-type`}>
        {t('steps.typeLabel')}
      </Text>
      <RadioCards.Root aria-labelledby={`${id}-type`} columns="2" value={tag ?? ''} onValueChange={(next) => onChange(next === 'Sanctioned' ? 'Sanctioned' : (action ?? 'Unsanctioned'))}>
        {(['Sanctioned', 'Unsanctioned'] as const).map((choice) => (
          <Card key={choice} value={choice} title={t(`steps.${choice}`)} help={t(`steps.${choice}Help`)} />
        ))}
      </RadioCards.Root>
      {tag === 'Unsanctioned' ? (
        <>
          <Text as="div" size="2" weight="medium" id={`${id}-action`}>
            {t('steps.actionLabel')}
          </Text>
          <RadioCards.Root
            aria-labelledby={`${id}-action`}
            aria-invalid={missingAction || undefined}
            aria-describedby={missingAction ? `${id}-error` : undefined}
            columns={{ initial: '1', sm: '3' }}
            value={action ?? ''}
            onValueChange={(next) => onChange(next as ActionType)}
          >
            {UNSANCTIONED_ACTIONS.map((choice) => (
              <Card key={choice} value={choice} title={t(`steps.actions.${actionKey(choice)}`)} help={t(`steps.actions.${actionKey(choice)}Help`)} />
            ))}
          </RadioCards.Root>
          {missingAction ? (
            <Text id={`${id}-error`} size="1" color="red" role="alert">
              {t('steps.actionRequired')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}
