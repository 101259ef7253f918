// The password rule of spec part 1 §5 as a live checklist (sign-up and reset password).
import { useTranslation } from 'react-i18next';
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckCircledIcon, CircleIcon } from '@radix-ui/react-icons';
import { passwordProblems, type PasswordProblem } from '../../lib/validation';

const PASSWORD_CHECKS: readonly PasswordProblem[] = ['length', 'upper', 'lower', 'digit', 'special'];

export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const problems = new Set(passwordProblems(password));
  return (
    <Flex asChild direction="column" gap="1" m="0" p="0" style={{ listStyle: 'none' }}>
      <ul>
        {PASSWORD_CHECKS.map((check) => {
          const met = !problems.has(check);
          return (
            <Flex asChild key={check} align="center" gap="2">
              <li>
                {met ? <CheckCircledIcon color="var(--green-9)" aria-hidden /> : <CircleIcon color="var(--gray-8)" aria-hidden />}
                <Text size="1" color={met ? 'green' : 'gray'}>
                  {t(`signup.checks.${check}`)}
                  <VisuallyHidden> {met ? t('signup.met') : t('signup.notMet')}</VisuallyHidden>
                </Text>
              </li>
            </Flex>
          );
        })}
      </ul>
    </Flex>
  );
}
