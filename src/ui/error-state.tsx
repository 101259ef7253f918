// spec part 1 §8: the generic error placeholder; callers may override its texts.
import { Callout, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export function ErrorState({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Callout.Root color="red" variant="surface" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        <Text as="span" weight="medium">
          {title ?? t('error.title')}
        </Text>
        <br />
        {subtitle ?? t('error.subtitle')}
      </Callout.Text>
    </Callout.Root>
  );
}
