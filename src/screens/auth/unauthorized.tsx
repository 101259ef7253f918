// /unauthorized (spec part 1 §6, §8): where a 403 or a closed route sends the user.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { homePath } from '../../app/guard';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';

export default function Unauthorized() {
  const { t } = useTranslation('auth');
  const { status, access, signOut } = useSession();
  // With a ready session the layout's breadcrumb bar carries the page's h1.
  const headingLevel = status === 'ready' ? 'h2' : 'h1';
  // Signed in but the account could not be read: the root page sends the user on once it can.
  const home = access ? homePath(access) : status === 'signedOut' ? linkTo('login') : linkTo('root');
  return (
    <Flex justify="center" p="6">
      <Card size="4" style={{ maxWidth: 560 }}>
        <Flex direction="column" gap="4" align="start">
          <LockClosedIcon width={28} height={28} aria-hidden />
          <Heading as={headingLevel} size="6">
            {t('unauthorized.title')}
          </Heading>
          <Text as="p" color="gray">
            {t('unauthorized.body')}
          </Text>
          <Text as="p" color="gray" size="2">
            {t('unauthorized.help')}
          </Text>
          <Flex gap="3">
            <Button asChild>
              <RouterLink to={home}>{status === 'signedOut' ? t('unauthorized.signIn') : t('unauthorized.home')}</RouterLink>
            </Button>
            {status !== 'signedOut' ? (
              <Button variant="soft" color="gray" onClick={signOut}>
                {t('unauthorized.signOut')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
