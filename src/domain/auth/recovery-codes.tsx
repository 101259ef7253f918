// Recovery codes, shown once when a second factor is set up: each works once in place of a code.
import { useTranslation } from 'react-i18next';
import { Callout, Code, Grid } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';

export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('two-factor');
  return (
    <>
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{t('recoveryIntro')}</Callout.Text>
      </Callout.Root>
      <Grid asChild columns="2" gap="2" m="0" p="0" style={{ listStyle: 'none' }} aria-label={t('recoveryLabel')}>
        <ul>
          {codes.map((code) => (
            <li key={code}>
              <Code size="3">{code}</Code>
            </li>
          ))}
        </ul>
      </Grid>
    </>
  );
}
